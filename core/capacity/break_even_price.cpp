#include "core/capacity/break_even_price.hpp"

#include "core/cost/option_costs.hpp"

namespace gputco {

namespace {
int indexOf(const ScenarioResult& r, const std::string& name) {
    for (size_t i = 0; i < r.options.size(); ++i)
        if (r.options[i].name == name) return int(i);
    return -1;
}

// The rent option's horizon cost at price 0 (storage, egress, licences only).
double costAtZeroPrice(const Scenario& s, const Option& o, const OptionResult& at, double toScenario) {
    Option zero = o;
    zero.rentTerms.pricePerGpuHour = 0;
    OptionResult r = at;
    rentCashFlows(
        s, zero, [&](double amount, const char*) { return amount * toScenario; }, r);
    return r.horizonCost;
}
} // namespace

std::vector<BreakEvenPrice> breakEvenPrices(const Scenario& s, const ScenarioResult& r) {
    std::vector<BreakEvenPrice> out;
    for (const BreakEven& b : r.breakEvens) {
        const int i = indexOf(r, b.own), j = indexOf(r, b.rent);
        if (!b.note.empty() || i < 0 || j < 0 || size_t(j) >= s.options.size()) continue;
        const Option& o = s.options[size_t(j)];
        const OptionResult& rent = r.options[size_t(j)];
        if (o.own || o.rentTerms.pricePerGpuHour <= 0) continue;
        const double toScenario = rent.pricePerGpuHour / o.rentTerms.pricePerGpuHour;
        const double c0 = costAtZeroPrice(s, o, rent, toScenario);
        BreakEvenPrice p{b.own, b.rent, rent.pricePerGpuHour, std::nullopt};
        const double slope = (rent.horizonCost - c0) / rent.pricePerGpuHour;
        const double price = slope > 0 ? (r.options[size_t(i)].horizonCost - c0) / slope : 0.0;
        if (price > 0) p.price = price;
        out.push_back(p);
    }
    return out;
}

} // namespace gputco
