#include "core/capacity/fleet_plan.hpp"

#include "core/validation.hpp"

#include <algorithm>

namespace gputco {

namespace {
size_t typeIndex(const PlanProblem& p, const std::string& gpu) {
    for (size_t i = 0; i < p.types.size(); ++i)
        if (p.types[i].gpuId == gpu) return i;
    throw InputError("tranches.gpu", "'" + gpu + "' is not among the plan's GPU types");
}

size_t monthIndex(const PlanProblem& p, int month) {
    for (size_t i = 0; i < p.purchaseMonths.size(); ++i)
        if (p.purchaseMonths[i] == month) return i;
    throw InputError("tranches.month", std::to_string(month) + " is not a purchase month");
}
} // namespace

double capacityInMonth(const PlanProblem& p, const std::vector<Tranche>& tranches, int month) {
    double cap = 0;
    for (const Tranche& t : tranches)
        if (t.month <= month) cap += t.servers * p.types[typeIndex(p, t.gpuId)].workPerServerMonth;
    return cap;
}

double shortfallInMonth(const PlanProblem& p, const std::vector<Tranche>& tranches, int month) {
    const double shortfall = std::max(0.0, p.demand[size_t(month)] - capacityInMonth(p, tranches, month));
    return shortfall <= 1e-9 ? 0.0 : shortfall;
}

FleetPlan evaluatePlan(const PlanProblem& p, const std::vector<Tranche>& tranches) {
    FleetPlan plan;
    plan.horizonCost = p.fixedCost;
    for (const Tranche& t : tranches) {
        if (t.servers < 0 || t.servers > p.maxServers)
            throw InputError("tranches.servers", "allowed 0 to " + std::to_string(p.maxServers));
        plan.horizonCost += p.trancheCost[typeIndex(p, t.gpuId)][monthIndex(p, t.month)][size_t(t.servers)];
        if (t.servers > 0) plan.purchases.push_back(t);
    }
    for (int m = 0; m < p.horizonMonths; ++m) {
        if (size_t(m) < p.ownedFloor.size() && capacityInMonth(p, tranches, m) < p.ownedFloor[size_t(m)] - 1e-9)
            plan.meetsDemand = false; // too few owned GPUs for the busiest hour: no burst helps
        const double shortfall = shortfallInMonth(p, tranches, m);
        if (shortfall == 0.0) continue;
        if (!p.burst) {
            plan.meetsDemand = false;
            continue;
        }
        plan.burstGpuHours += shortfall * p.burstGpuHoursPerWork;
        plan.burstCost += shortfall * p.burstCostPerWork[size_t(m)];
    }
    plan.horizonCost += plan.burstCost;
    std::stable_sort(plan.purchases.begin(), plan.purchases.end(),
                     [](const Tranche& a, const Tranche& b) { return a.month < b.month; });
    return plan;
}

} // namespace gputco
