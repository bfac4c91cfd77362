#include "core/capacity/capacity_by_month.hpp"

#include "core/capacity/option_tranches.hpp"
#include "core/capacity/plan_builder.hpp"
#include "core/validation.hpp"

#include <algorithm>

namespace gputco {

namespace {
// Burst and shortfall each month: demand above the bands goes to burst when there is one
// (fleet_plan.cpp, evaluatePlan), else it is short.
void splitRest(CapacityByMonth& c) {
    const size_t months = c.demand.size();
    c.burst.assign(months, 0.0);
    c.shortfall.assign(months, 0.0);
    for (size_t m = 0; m < months; ++m) {
        double held = 0;
        for (const CapacityBand& b : c.bands) held += b.gpuHours[m];
        const double rest = std::max(0.0, c.demand[m] - held);
        (c.burstAvailable ? c.burst : c.shortfall)[m] = rest > 1e-9 ? rest : 0.0;
    }
}
} // namespace

CapacityByMonth optionCapacityByMonth(const Scenario& s, const std::vector<DemandTimeline>& tl, const Option& o,
                                      const Catalog& catalog, const TrainingEstimator& estimate) {
    if (o.api) throw InputError("options." + o.name, "an API option holds no GPU capacity");
    if (o.isFleetPlan()) { // a band per tranche, burst from the option's own burst (option_tranches.hpp)
        const OptionPlan op = optionPlan(s, tl, catalog, estimate, o);
        return planCapacityByMonth(op.problem, op.plan);
    }
    CapacityByMonth c;
    c.referenceGpu = o.gpuId;
    double util = 0;
    c.demand = monthlyGpuHours(s, tl, o, catalog, estimate, util);
    CapacityBand b;
    b.gpuId = o.gpuId;
    b.rented = !o.own;
    b.servers = o.own ? o.ownTerms.servers : 0;
    b.gpus = o.gpus();
    // a fleet of G GPUs holds G x 730 GPU-hours a month (tco_model.hpp, kHoursPerMonth)
    b.gpuHours.assign(size_t(s.horizonMonths), b.gpus * kHoursPerMonth);
    c.bands.push_back(std::move(b));
    splitRest(c); // no burst: the option rents nothing besides what it holds
    return c;
}

CapacityByMonth planCapacityByMonth(const PlanProblem& p, const FleetPlan& plan) {
    CapacityByMonth c;
    c.referenceGpu = p.types.empty() ? std::string() : p.types.front().gpuId;
    c.demand = p.demand;
    for (const Tranche& t : plan.purchases) {
        CapacityBand b;
        b.month = t.month;
        b.gpuId = t.gpuId;
        b.servers = t.servers;
        b.gpuHours.assign(size_t(p.horizonMonths), 0.0);
        for (const TrancheType& type : p.types)
            if (type.gpuId == t.gpuId) b.gpus = t.servers * type.gpusPerServer;
        // the tranche alone, from its purchase month: capacityInMonth of that one tranche
        for (int m = t.month; m < p.horizonMonths; ++m) b.gpuHours[size_t(m)] = capacityInMonth(p, {t}, m);
        c.bands.push_back(std::move(b));
    }
    c.burstAvailable = p.burst;
    c.burstGpu = p.burstGpuId;
    c.ownedFloor = p.ownedFloor;
    c.burstGpuHoursPerWork = p.burstGpuHoursPerWork;
    splitRest(c);
    return c;
}

} // namespace gputco
