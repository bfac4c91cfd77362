#pragma once
// The work a scenario asks of one GPU option, month by month (issue 45: one computation behind the
// capacity requirement, the capacity chart, a rent option's bill and the fleet optimiser's demand).
// In GPU-hours of the option's GPU in month m = 0 .. H-1 (docs/capacity-planning.md, "Demand"):
//   training       runs in month m (the workload's demand timeline) x run hours x the option's GPUs,
//                  plus each one-off run spread evenly over the months of its deadline (from its month);
//   serving        GPU-hours a day at the day's load (tco_model: M/M/c at peak, the average share of
//                  the day) x 730 / 24, scaled by the month's peak QPS over the workload's peak QPS;
//   preprocessing  GPU-hours a day x 730 / 24 while the workload runs (start and end months).
// Without a timeline every month is the same, and their mean is the steady model's hours.

#include "core/cost/tco_model.hpp"

#include <vector>

namespace gputco {

// `r` is the option's evaluated result (run hours, GPU-hours a day) in `s` (same workload order).
std::vector<double> monthlyDemandHours(const Scenario& s, const OptionResult& r);

// Fills r.demandByMonth and r.peakServingGpusByMonth, and r.hoursNeeded as the months' mean per GPU (the steady
// hours when demand is constant). Returns whether the busiest month's GPU-hours fit the option's GPUs.
bool setMonthlyDemand(const Scenario& s, OptionResult& r);

// The serving GPUs the busiest hour needs in month m: each serving workload's GPUs at peak, scaled by
// the month's peak QPS over its peak QPS (workloads served from MIG slices are left out).
std::vector<double> monthlyPeakServingGpus(const Scenario& s, const OptionResult& r);

} // namespace gputco
