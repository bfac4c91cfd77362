#include "core/capacity/demand_timeline.hpp"

#include "core/validation.hpp"

#include <cmath>

namespace gputco {

double demandInMonth(const DemandTimeline& t, double base, int month, int horizonMonths) {
    const int end = t.endMonth < 0 ? horizonMonths - 1 : t.endMonth;
    if (month < t.startMonth || month > end) return 0.0;
    if (!t.byQuarter.empty()) {
        const size_t q = std::min(size_t(month / 3), t.byQuarter.size() - 1);
        return t.byQuarter[q];
    }
    // Compound growth from the start month: base x (1 + g)^((m - start) / 12).
    return base * std::pow(1.0 + t.growthPerYear, double(month - t.startMonth) / 12.0);
}

namespace {
void requireIn(const std::string& key, double v, double lo, double hi) {
    if (!(v >= lo && v <= hi))
        throw InputError(key,
                         formatNumber(v) + " is out of range; allowed " + formatNumber(lo) + " to " + formatNumber(hi));
}
} // namespace

void validateTimeline(const DemandTimeline& t, int horizonMonths, const std::string& path,
                      const std::string& quarterKey, const std::string& growthKey) {
    const double last = horizonMonths - 1;
    requireIn(path + ".start_month", t.startMonth, 0, last);
    if (t.endMonth >= 0) requireIn(path + ".end_month", t.endMonth, t.startMonth, last);
    const double quarters = std::ceil(horizonMonths / 3.0);
    if (double(t.byQuarter.size()) > quarters)
        throw InputError(path + "." + quarterKey, std::to_string(t.byQuarter.size()) +
                                                      " quarters given; the horizon has " + formatNumber(quarters));
    for (size_t q = 0; q < t.byQuarter.size(); ++q) {
        std::string at = path;
        at += '.';
        at += quarterKey;
        at += '[';
        at += std::to_string(q);
        at += ']';
        requireIn(at, t.byQuarter[q], 0, 1e7);
    }
    requireIn(path + "." + growthKey, t.growthPerYear, 0, 10);
    if (!t.byQuarter.empty() && t.growthPerYear != 0)
        throw InputError(path + "." + growthKey, "overlaps " + quarterKey + "; give one or the other");
    for (size_t i = 0; i < t.oneOff.size(); ++i) {
        const std::string at = path + ".one_off_runs[" + std::to_string(i) + "]";
        requireIn(at + ".month", t.oneOff[i].month, 0, last);
        requireIn(at + ".deadline_days", t.oneOff[i].deadlineDays, 0.01, 3650);
    }
}

} // namespace gputco
