#pragma once
// Turns a scenario (its workloads with their demand timelines, its first own option's site
// terms, its first rent option as burst) into the fleet optimiser's PlanProblem.

#include "core/capacity/demand_timeline.hpp"
#include "core/capacity/fleet_plan.hpp"
#include "core/cost/tco_model.hpp"

#include <string>
#include <vector>

namespace gputco {

struct PlanRequest {
    std::vector<std::string> gpuIds; // empty: the first own option's GPU
    std::vector<int> purchaseMonths{0, 6, 12, 18};
    int maxServers = 64;
    bool burst = true; // rent the rest from the scenario's first rent option
};

// timelines: one per workload (same order; a default timeline is constant demand). Throws
// InputError naming the flag or key: no own option, unknown GPU, purchase month outside the horizon,
// a workload that cannot run on a GPU type.
PlanProblem buildPlanProblem(const Scenario& s, const std::vector<DemandTimeline>& timelines, const Catalog& catalog,
                             const TrainingEstimator& estimate, const PlanRequest& request);

// GPU-hours the workloads need on option `o` in each month (recurring runs, serving at peak, one-offs
// spread over the months of their deadline); `utilization` gets the option's steady-state use.
// InputError when a workload cannot run on the option.
std::vector<double> monthlyGpuHours(const Scenario& s, const std::vector<DemandTimeline>& timelines, const Option& o,
                                    const Catalog& catalog, const TrainingEstimator& estimate, double& utilization);

// The own option a tranche of `gpuId` becomes: the template's site terms, the catalog's server
// price and power scaled by the template's (keeps its currency and local mark-up).
Option trancheOption(const Option& templ, const GpuSpec& gpu, const Catalog& catalog);

} // namespace gputco
