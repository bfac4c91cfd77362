#include "core/capacity/option_tranches.hpp"

#include "core/validation.hpp"

#include <algorithm>
#include <cmath>
#include <memory>

namespace gputco {

namespace {
template <class T>
size_t indexOf(std::vector<T>& v, const T& x) {
    const auto it = std::find(v.begin(), v.end(), x);
    if (it != v.end()) return size_t(it - v.begin());
    v.push_back(x);
    return v.size() - 1;
}

Option withoutPlan(const Option& o) {
    Option base = o;
    base.tranches.clear();
    base.burst.reset();
    return base;
}

size_t monthOf(const OptionPlan& op, int month) {
    return size_t(std::find(op.problem.purchaseMonths.begin(), op.problem.purchaseMonths.end(), month) -
                  op.problem.purchaseMonths.begin());
}
} // namespace

std::size_t OptionPlan::typeIndex(const std::string& gpu) const {
    for (std::size_t i = 0; i < problem.types.size(); ++i)
        if (problem.types[i].gpuId == gpu) return i;
    return 0;
}

Option burstRentOption(const Option& own) {
    Option rent = withoutPlan(own);
    rent.own = false;
    rent.name = own.name + " burst";
    rent.gpuId = own.burst ? own.burst->gpuId : own.gpuId;
    if (own.burst) {
        rent.rentTerms = own.burst->terms;
        rent.fabricId = own.burst->fabricId.empty() ? own.fabricId : own.burst->fabricId;
        rent.storageId = own.burst->storageId.empty() ? own.storageId : own.burst->storageId;
    }
    rent.schedule.reset();
    rent.plannedUtilization.reset();
    return rent;
}

OptionPlan optionPlan(const Scenario& s, const std::vector<DemandTimeline>& given, const Catalog& catalog,
                      const TrainingEstimator& estimate, const Option& o) {
    // without timelines (or stale ones): constant demand
    const std::vector<DemandTimeline> tl =
        given.size() == s.workloads.size() ? given : std::vector<DemandTimeline>(s.workloads.size());
    const Option base = withoutPlan(o);
    OptionPlan op;
    std::vector<std::string> gpus{o.gpuId};
    std::vector<int> months{0};
    op.tranches.push_back({0, o.gpuId, o.ownTerms.servers});
    op.prices.emplace_back();
    for (const OptionTranche& t : o.tranches) {
        indexOf(gpus, t.gpuId);
        indexOf(months, t.month);
        op.tranches.push_back({t.month, t.gpuId, t.servers});
        op.prices.push_back(t.serverPrice);
    }
    std::sort(months.begin(), months.end());
    PlanProblem& p = op.problem;
    // The demand is measured on `demand_servers` of the option's GPU (the optimiser's template size), or its servers.
    Option sizing = base;
    if (o.demandServers > 0) {
        sizing.ownTerms.servers = o.demandServers;
        sizing.ownTerms.networkCapex =
            base.ownTerms.networkCapex * o.demandServers / std::max(1, base.ownTerms.servers);
    }
    p = planTypes(s, tl, catalog, estimate, sizing, gpus, op.types);
    p.purchaseMonths = months;
    p.maxServers = 0;
    for (const Tranche& t : op.tranches) p.maxServers = std::max(p.maxServers, t.servers);
    // Only the option's own tranche sizes are priced (the optimiser prices every size alike).
    p.trancheCost.assign(p.types.size(), std::vector<std::vector<double>>(
                                             months.size(), std::vector<double>(size_t(p.maxServers) + 1, 0.0)));
    for (size_t i = 0; i < op.tranches.size(); ++i) {
        const Tranche& t = op.tranches[i];
        const size_t type = op.typeIndex(t.gpuId);
        p.trancheCost[type][monthOf(op, t.month)][size_t(t.servers)] =
            trancheCost(s, op.types[type], t.servers, t.month, op.prices[i]);
    }
    if (o.burst) addBurst(s, tl, catalog, estimate, burstRentOption(o), p);
    op.plan = evaluatePlan(p, op.tranches);
    return op;
}

namespace {
// Adds one tranche's flows, shifted to its purchase month and discounted to month 0.
void addTranche(const Scenario& s, const OptionPlan& op, size_t i, OptionResult& r) {
    const Tranche& t = op.tranches[i];
    if (t.servers == 0) return;
    const OptionResult c = trancheCashFlows(s, op.types[op.typeIndex(t.gpuId)], t.servers, t.month, op.prices[i]);
    const double k = std::pow(1.0 + s.discountRate / 12.0, -t.month);
    for (size_t j = 0; j < c.months.size(); ++j) r.months[size_t(t.month) + j] += c.months[j];
    for (size_t m = size_t(t.month); m < r.cumulativeCash.size(); ++m)
        r.cumulativeCash[m] += c.cumulativeCash[m - size_t(t.month)] * k;
    r.capex += c.capex;
    if (t.month == 0) r.capexUpfront += c.capexUpfront;
    r.resaleValue += c.resaleValue;
    r.loanOutstanding += c.loanOutstanding;
    r.refreshes = std::max(r.refreshes, c.refreshes);
}
} // namespace

void optionPlanCashFlows(const Scenario& s, const OptionPlan& op, OptionResult& r) {
    const double util = r.utilization;
    const Option& templ = op.types.front().option;
    const OptionResult fixed = fixedCashFlows(s, templ, op.types.front().utilization);
    r.months = fixed.months;
    r.cumulativeCash = fixed.cumulativeCash;
    r.capex = fixed.capex;
    r.capexUpfront = fixed.capexUpfront;
    r.resaleValue = r.loanOutstanding = 0;
    r.refreshes = 0;
    for (size_t i = 0; i < op.tranches.size(); ++i) addTranche(s, op, i, r);
    double burstSoFar = 0; // burst of month m is paid in month m + 1 (plan_builder's addBurst)
    for (int m = 0; m < s.horizonMonths; ++m) {
        const double shortfall = op.problem.burst ? shortfallInMonth(op.problem, op.tranches, m) : 0.0;
        r.months[size_t(m)].rent += shortfall * (shortfall > 0 ? op.problem.burstPricePerWork[size_t(m)] : 0.0);
        burstSoFar += shortfall * (shortfall > 0 ? op.problem.burstCostPerWork[size_t(m)] : 0.0);
        r.cumulativeCash[size_t(m) + 1] += burstSoFar;
    }
    r.horizonCost = op.plan.horizonCost; // the same sum, in evaluatePlan's order
    r.cumulativeCash.back() = r.horizonCost;
    r.npv = r.horizonCost;
    r.utilization = util;
}

OptionCashFlows fleetPlanOptionCashFlows(std::vector<DemandTimeline> timelines, const Catalog& catalog,
                                         TrainingEstimator estimate) {
    return [tl = std::move(timelines), cat = &catalog,
            estimate = std::move(estimate)](const Scenario& s, const Option& o, OptionResult& r) {
        if (!o.isFleetPlan()) return false;
        try {
            auto op = std::make_shared<const OptionPlan>(optionPlan(s, tl, *cat, estimate, o));
            optionPlanCashFlows(s, *op, r);
            const bool infeasible = std::any_of(r.workloads.begin(), r.workloads.end(),
                                                [](const WorkloadOnOption& w) { return !w.feasible; });
            r.overCapacity = infeasible || !r.scheduleProblems.empty() || !op->plan.meetsDemand;
            r.fleetPlan = std::move(op);
            return true;
        } catch (const InputError& e) {
            r.scheduleProblems.push_back(e.what());
            r.overCapacity = true;
            return false;
        }
    };
}

} // namespace gputco
