#pragma once
// An own option with tranches and burst (issue 14; docs/capacity-planning.md, "Options with
// tranches") is a fleet plan: its servers bought in month 0, each tranche in its month, and burst
// rental for the demand they do not carry. Its horizon cost is evaluatePlan's cost of that plan with
// the optimiser's tranche costs (plan_builder): one rule for both. Its monthly lines are the
// tranches' lines shifted to their purchase month and summed, burst as rent.

#include "core/capacity/plan_builder.hpp"

#include <optional>
#include <vector>

namespace gputco {

struct OptionPlan {
    PlanProblem problem;                                 // purchase months: 0 and the tranches' months
    std::vector<PlanType> types;                         // the option's GPU first, then the tranches' others
    std::vector<Tranche> tranches;                       // the option's servers at month 0, then its tranches
    std::vector<std::optional<double>> prices;           // per tranche: server price given, else the trend's
    FleetPlan plan;                                      // evaluatePlan's cost of `tranches`
    std::size_t typeIndex(const std::string& gpu) const; // the index in `types` of a GPU (0 when absent)
};

// The burst rental of an own option as the rent option addBurst prices (its fabric and storage).
Option burstRentOption(const Option& own);

// `timelines`: one per workload, else constant demand. Throws InputError (a workload that cannot run on
// one of the option's GPU types).
OptionPlan optionPlan(const Scenario& s, const std::vector<DemandTimeline>& timelines, const Catalog& catalog,
                      const TrainingEstimator& estimate, const Option& o);

// Fills what ownCashFlows fills (capex, months, cumulativeCash, horizonCost, npv, resale, loan) from
// the plan; horizonCost is the plan's. r.utilization is kept.
void optionPlanCashFlows(const Scenario& s, const OptionPlan& op, OptionResult& r);

// The evaluateScenario hook: own options with tranches or burst are priced as their fleet plan, all
// others are left to the model (byte-identical results). A plan that cannot be built (a workload
// that cannot run on a tranche's GPU) marks the option over capacity with the reason.
OptionCashFlows fleetPlanOptionCashFlows(std::vector<DemandTimeline> timelines, const Catalog& catalog,
                                         TrainingEstimator estimate);

} // namespace gputco
