#pragma once
// The cheapest fleet plans, exactly: dynamic programming over the purchase months with
// dominance pruning (branch and bound). A partial plan is a state (owned capacity, cost so far);
// the cost still to come never rises with more capacity, so a state that K others match or
// beat on both (at least as much capacity for no more cost) cannot be among the K best and is
// cut, as is a tranche choice that K others beat. Nothing is sampled.

#include "core/capacity/fleet_plan.hpp"

#include <cstdint>

namespace gputco {

inline constexpr double kMaxPlanSearchSpace = 1e8;

struct PlanSearch {
    std::vector<FleetPlan> plans; // best first, at most `top`
    std::int64_t evaluated = 0;   // tranche choices and partial plans costed
    double searchSpace = 0;       // tranche choices to enumerate: (max servers + 1)^types x purchase months
};

// Throws InputError when (maxServers + 1)^types x months exceeds kMaxPlanSearchSpace.
void requireSearchable(int maxServers, size_t types, size_t months);

// (maxServers + 1)^types x purchase months.
double planSearchSpace(const PlanProblem& p);

// Throws InputError when the search space exceeds kMaxPlanSearchSpace, saying its size and how to
// narrow it (fewer GPU types, fewer purchase months, a lower --max-servers).
PlanSearch optimiseFleet(const PlanProblem& p, int top = 5);

} // namespace gputco
