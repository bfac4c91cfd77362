#include "core/cost/monthly_demand.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {
// Month m's value of the workload's timeline over its base value (0 outside its months).
double factor(const Workload& w, double base, int m, int horizon) {
    if (base <= 0) return demandInMonth(w.timeline, 1.0, m, horizon) > 0 ? 1.0 : 0.0;
    return demandInMonth(w.timeline, base, m, horizon) / base;
}
} // namespace

std::vector<double> monthlyDemandHours(const Scenario& s, const OptionResult& r) {
    const int H = s.horizonMonths;
    std::vector<double> hours(size_t(std::max(0, H)), 0.0);
    for (size_t i = 0; i < s.workloads.size() && i < r.workloads.size(); ++i) {
        const Workload& w = s.workloads[i];
        const WorkloadOnOption& x = r.workloads[i];
        if (!x.feasible) continue;
        for (int m = 0; m < H; ++m)
            hours[size_t(m)] += w.isTraining() ? demandInMonth(w.timeline, w.runsPerMonth, m, H) * x.runHours * r.gpus
                                               : x.gpuHoursPerDay * kHoursPerMonth / 24.0 *
                                                     factor(w, w.kind == WorkloadKind::Inference ? w.peakQps : 0, m, H);
        if (!w.isTraining()) continue;
        for (const OneOffRun& run : w.oneOffRuns) { // spread over the months of its deadline
            const int months = std::max(1, int(std::ceil(run.deadlineDays * 24.0 / kHoursPerMonth)));
            for (int m = run.month; m < std::min(H, run.month + months); ++m)
                hours[size_t(m)] += x.runHours * r.gpus / months;
        }
    }
    return hours;
}

bool setMonthlyDemand(const Scenario& s, OptionResult& r) {
    r.demandByMonth = monthlyDemandHours(s, r);
    r.peakServingGpusByMonth = monthlyPeakServingGpus(s, r);
    if (r.demandByMonth.empty() || r.gpus <= 0) return true;
    double sum = 0;
    for (double h : r.demandByMonth) sum += h;
    r.hoursNeeded = sum / double(r.demandByMonth.size()) / r.gpus;
    const double busiest = *std::max_element(r.demandByMonth.begin(), r.demandByMonth.end());
    return busiest <= r.gpus * kHoursPerMonth * (1 + 1e-9);
}

std::vector<double> monthlyPeakServingGpus(const Scenario& s, const OptionResult& r) {
    const int H = s.horizonMonths;
    std::vector<double> gpus(size_t(std::max(0, H)), 0.0);
    for (size_t i = 0; i < s.workloads.size() && i < r.workloads.size(); ++i) {
        const Workload& w = s.workloads[i];
        const WorkloadOnOption& x = r.workloads[i];
        if (!x.feasible || w.kind != WorkloadKind::Inference) continue;
        if (x.unit != "GPUs") continue; // MIG slices: checked against the slices at the base peak only
        for (int m = 0; m < H; ++m) gpus[size_t(m)] += x.gpusNeeded * factor(w, w.peakQps, m, H);
    }
    return gpus;
}

} // namespace gputco
