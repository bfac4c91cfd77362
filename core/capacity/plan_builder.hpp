#pragma once
// Turns a scenario (its workloads with their demand timelines, its first own option's site
// terms, its first rent option as burst) into the fleet optimiser's PlanProblem.

#include "core/capacity/demand_timeline.hpp"
#include "core/capacity/fleet_plan.hpp"
#include "core/cost/tco_model.hpp"

#include <optional>
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

// The scenario with `o` as its only option, `timelines` as the workloads' demand (empty: the scenario's),
// evaluated without claims or the serving comparison.
OptionResult evaluateOptionAlone(const Scenario& s, const std::vector<DemandTimeline>& timelines, Option o,
                                 const Catalog& catalog, const TrainingEstimator& estimate);

// GPU-hours the workloads need on option `o` in each month: the evaluated option's demandByMonth
// (core/cost/monthly_demand.hpp: recurring runs, serving at the day's load scaled by the month's peak,
// one-offs spread over the months of their deadline), with `timelines` as the workloads' demand over time;
// `utilization` gets the option's steady-state use.
// InputError when a workload cannot run on the option.
std::vector<double> monthlyGpuHours(const Scenario& s, const std::vector<DemandTimeline>& timelines, const Option& o,
                                    const Catalog& catalog, const TrainingEstimator& estimate, double& utilization);

// Issue 45: work (GPU-hours of `ref`'s GPU) owned servers must hold each month whatever burst rents: the
// fewest whole servers of `ref` on which every workload runs and its day layout fits, and the busiest
// hour's serving GPUs as serving grows (monthly_demand.hpp), x 730.
std::vector<double> ownedFloor(const Scenario& s, const std::vector<DemandTimeline>& timelines, const Option& ref,
                               const Catalog& catalog, const TrainingEstimator& estimate);

// The own option a tranche of `gpuId` becomes: the template's site terms, the catalog's server
// price and power scaled by the template's (keeps its currency and local mark-up).
Option trancheOption(const Option& templ, const GpuSpec& gpu, const Catalog& catalog);

// A GPU type of a plan: the own option its tranches are priced as, its steady-state utilisation and
// the GPU model's age at month 0.
struct PlanType {
    Option option;
    double utilization = 0;
    double modelAge = 0;
};

// The demand (GPU-hours of the first type), fixed cost and types of a plan priced on `templ`'s site
// terms; purchase months, tranche costs and burst are the caller's. `types` gets each type's terms.
PlanProblem planTypes(const Scenario& s, const std::vector<DemandTimeline>& timelines, const Catalog& catalog,
                      const TrainingEstimator& estimate, const Option& templ, const std::vector<std::string>& gpuIds,
                      std::vector<PlanType>& types);

// One tranche alone (docs/capacity-planning.md, "Fleet plans"): `servers` of the type bought in
// `month`, priced by ownCashFlows from that month to the horizon (months 1 .. H - month after the
// purchase, not discounted to month 0). Server and network capex follow the hardware price trend;
// `serverPrice` (the option's currency) replaces the trended price. Fixed costs are left out.
OptionResult trancheCashFlows(const Scenario& s, const PlanType& type, int servers, int month,
                              std::optional<double> serverPrice = {});
// Its horizon cost discounted to month 0: the optimiser's trancheCost entry.
double trancheCost(const Scenario& s, const PlanType& type, int servers, int month,
                   std::optional<double> serverPrice = {});
// What a plan pays whatever it buys: the template's storage, installation, fixed staff, storage, egress.
OptionResult fixedCashFlows(const Scenario& s, const Option& templ, double utilization);
// Burst from `rent` for what owned servers cannot carry: fills burst, burstGpuHoursPerWork and the
// price of a unit of work by month (yearly cloud price steps, paid in month m + 1).
void addBurst(const Scenario& s, const std::vector<DemandTimeline>& timelines, const Catalog& catalog,
              const TrainingEstimator& estimate, const Option& rent, PlanProblem& p);

} // namespace gputco
