#include "core/cost/day_plan.hpp"

#include "core/catalog/catalog.hpp"
#include "core/inference/mig.hpp"
#include "core/validation.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace gputco {

namespace {
// Without a schedule the work of each workload spreads evenly over the day.
void spreadEvenly(const Scenario& s, int gpus, OptionResult& r) {
    for (size_t w = 0; w < s.workloads.size(); ++w) {
        const WorkloadOnOption& x = r.workloads[w];
        if (!x.feasible) continue;
        const double perDay = s.workloads[w].isTraining() ? runsPerMonthWithOneOffs(s.workloads[w], s.horizonMonths) *
                                                                x.runHours * gpus / kDaysPerMonth
                                                          : x.gpuHoursPerDay;
        for (int h = 0; h < 24; ++h) r.gpusByHour[size_t(h)][w] = perDay / 24.0;
    }
}

// The day layout must fit one GPU: 7 compute and 8 memory slices.
void checkDayLayout(const Schedule& plan, const MigProfile& inf, const MigProfile& pre, OptionResult& r) {
    const int compute =
        plan.inferenceSlicesPerGpu * inf.computeSlices + plan.preprocessSlicesPerGpu * pre.computeSlices;
    const int memory = plan.inferenceSlicesPerGpu * inf.memorySlices + plan.preprocessSlicesPerGpu * pre.memorySlices;
    if (compute > 7 || memory > 8)
        r.scheduleProblems.push_back("the day layout needs " + std::to_string(compute) + " of 7 compute and " +
                                     std::to_string(memory) +
                                     " of 8 memory slices per GPU; use smaller profiles or fewer slices");
}

// Training runs on whole GPUs by night.
void planNightTraining(const Workload& wl, const WorkloadOnOption& x, size_t w, const Schedule& plan, int gpus,
                       OptionResult& r) {
    const int nightHours = 24 - plan.dayHours();
    if (x.runHours > nightHours)
        r.scheduleProblems.push_back(wl.name + " takes " + std::to_string(x.runHours).substr(0, 5) +
                                     " h, longer than the " + std::to_string(nightHours) + "-hour night window");
    const double perWeek = wl.runsPerMonth / (kDaysPerMonth / 7.0) * x.runHours;
    if (perWeek > 7.0 * nightHours)
        r.scheduleProblems.push_back(wl.name + " needs " + std::to_string(int(perWeek)) +
                                     " h of whole GPUs a week, the nights give " + std::to_string(7 * nightHours));
    const double busy = std::min(1.0, perWeek / (7.0 * nightHours));
    for (int h = 0; h < 24; ++h)
        if (h < plan.dayStart || h >= plan.dayEnd) r.gpusByHour[size_t(h)][w] = busy * gpus;
}

// Inference and preprocessing run on MIG slices by day.
void planDayWork(const Workload& wl, const WorkloadOnOption& x, size_t w, const Schedule& plan, const MigProfile& pre,
                 int gpus, OptionResult& r) {
    const int dayHours = plan.dayHours();
    if (wl.kind == WorkloadKind::Preprocess) {
        const double sliceHours = x.gpuHoursPerDay / pre.computeFraction();
        const double available = double(gpus) * plan.preprocessSlicesPerGpu * dayHours;
        if (sliceHours > available)
            r.scheduleProblems.push_back(wl.name + " needs " + std::to_string(int(std::ceil(sliceHours))) +
                                         " slice-hours a day, the day layout has " + std::to_string(int(available)));
        for (int h = plan.dayStart; h < plan.dayEnd; ++h) r.gpusByHour[size_t(h)][w] = x.gpuHoursPerDay / dayHours;
    } else {
        for (int h = plan.dayStart; h < plan.dayEnd; ++h)
            r.gpusByHour[size_t(h)][w] = x.gpuHoursPerDay / std::min<double>(dayHours, wl.hoursPerDay);
    }
}

} // namespace

void planDay(const Scenario& s, const Option& o, const Catalog& catalog, OptionResult& r) {
    const int gpus = o.gpus();
    r.gpusByHour.assign(24, std::vector<double>(s.workloads.size(), 0.0));
    if (!o.schedule) {
        spreadEvenly(s, gpus, r);
        return;
    }
    const Schedule& plan = *o.schedule;
    const GpuSpec& gpu = *catalog.gpu(o.gpuId);
    try {
        const MigProfile inf = findMigProfile(gpu, plan.inferenceProfile);
        const MigProfile pre = findMigProfile(gpu, plan.preprocessProfile);
        checkDayLayout(plan, inf, pre, r);
        for (size_t w = 0; w < s.workloads.size(); ++w) {
            const Workload& wl = s.workloads[w];
            const WorkloadOnOption& x = r.workloads[w];
            if (!x.feasible) continue;
            if (wl.kind == WorkloadKind::Preprocess || wl.kind == WorkloadKind::Inference)
                planDayWork(wl, x, w, plan, pre, gpus, r);
            else
                planNightTraining(wl, x, w, plan, gpus, r);
        }
    } catch (const InputError& e) {
        r.scheduleProblems.push_back(e.what());
    }
    double used = 0;
    for (const auto& hour : r.gpusByHour)
        for (double g : hour) used += g;
    r.utilization = used / (24.0 * gpus);
    r.hoursNeeded = r.utilization * kHoursPerMonth;
    if (!r.scheduleProblems.empty()) r.overCapacity = true;
}

} // namespace gputco
