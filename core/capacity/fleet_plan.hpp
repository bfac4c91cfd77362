#pragma once
// A fleet plan over the horizon: tranches of servers bought in given months, plus burst rental
// for the demand they cannot carry. Demand is one commodity, "work" in GPU-hours of a reference
// GPU type; a server of another type carries `workPerServerMonth` of it (docs/capacity-planning.md).
// The measure is the cost model's horizon cost (discounted cash, option_costs.hpp).

#include <string>
#include <vector>

namespace gputco {

struct Tranche {
    int month = 0; // 0-based purchase month
    std::string gpuId;
    int servers = 0;
};

struct TrancheType {
    std::string gpuId;
    int gpusPerServer = 8;
    double workPerServerMonth = 0; // reference GPU-hours one server delivers in a month
};

struct PlanProblem {
    int horizonMonths = 36;
    std::vector<double> demand; // work needed in month m = 0..H-1
    std::vector<TrancheType> types;
    std::vector<int> purchaseMonths; // increasing, 0..H-1
    int maxServers = 64;             // per tranche
    // trancheCost[type][purchase index][servers]: discounted horizon cost of that tranche alone
    // (capex, opex to the horizon, less resale), from ownCashFlows.
    std::vector<std::vector<std::vector<double>>> trancheCost;
    double fixedCost = 0;                  // costs the plan pays once whatever it buys (staff, storage)
    bool burst = false;                    // rent what owned capacity cannot carry
    std::vector<double> burstCostPerWork;  // discounted cost of one unit of work rented in month m
    std::vector<double> burstPricePerWork; // the same, not discounted (the month's rent line)
    double burstGpuHoursPerWork = 1;       // rented GPU-hours per unit of work
    std::string burstGpuId;                // the GPU rented as burst (the rent option's)
    // Issue 45: work the owned servers must hold in month m, whatever burst rents (empty: none). Serving at
    // the busiest hour and a MIG day layout run on the option's own GPUs: evaluate checks them there.
    std::vector<double> ownedFloor;
};

struct FleetPlan {
    double horizonCost = 0;
    std::vector<Tranche> purchases; // servers > 0 only, by month
    double burstGpuHours = 0;
    double burstCost = 0;
    bool meetsDemand = true; // false: without burst, some month's demand is not carried
};

// The cost of a given plan (tranche months must be among the problem's purchase months).
FleetPlan evaluatePlan(const PlanProblem& p, const std::vector<Tranche>& tranches);

// Owned capacity (work) in month m of a plan.
double capacityInMonth(const PlanProblem& p, const std::vector<Tranche>& tranches, int month);
// The work owned capacity does not carry in month m (0 when it carries it all): burst, or unmet.
double shortfallInMonth(const PlanProblem& p, const std::vector<Tranche>& tranches, int month);

} // namespace gputco
