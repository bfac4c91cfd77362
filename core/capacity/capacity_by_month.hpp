#pragma once
// Capacity against demand by month (issue 14's capacity chart and report): the capacity each owned
// tranche (or a rent option's GPUs) holds, the burst rental on top, and the demand, all in GPU-hours
// of one reference GPU type a month (docs/capacity-planning.md, "Capacity against demand").

#include "core/capacity/demand_timeline.hpp"
#include "core/capacity/fleet_plan.hpp"
#include "core/cost/tco_model.hpp"

#include <string>
#include <vector>

namespace gputco {

struct CapacityBand {
    int month = 0; // purchase month (0 for an option's fleet)
    std::string gpuId;
    int servers = 0;              // 0 for rented GPUs
    int gpus = 0;                 // GPUs held
    bool rented = false;          // a rent option's GPUs (committed capacity), not bought
    std::vector<double> gpuHours; // capacity each month, in the reference type's GPU-hours
};

struct CapacityByMonth {
    std::string referenceGpu;   // the GPU type the GPU-hours are of
    std::vector<double> demand; // GPU-hours needed each month
    std::vector<CapacityBand> bands;
    bool burstAvailable = false;     // the option (or plan) rents what the bands cannot carry
    std::vector<double> burst;       // GPU-hours rented each month, in the reference type's GPU-hours (0 without burst)
    std::vector<double> shortfall;   // GPU-hours neither the bands nor burst carry
    std::string burstGpu;            // the GPU type rented as burst
    double burstGpuHoursPerWork = 1; // rented GPU-hours of burstGpu per reference GPU-hour of work
    std::vector<double> ownedFloor;  // a plan's: what owned servers must hold each month (PlanProblem::ownedFloor)
};

// For one option of a scenario: an own option is one tranche of its servers from month 0; a rent option
// holds its GPUs every month; what they cannot carry is short (issue 45: no burst the option does not
// contain, as feasibility has it). An own option with tranches or burst: a band per tranche and its own
// burst (as planCapacityByMonth).
// InputError when a workload cannot run on the option or the option is an API option.
CapacityByMonth optionCapacityByMonth(const Scenario& s, const std::vector<DemandTimeline>& timelines, const Option& o,
                                      const Catalog& catalog, const TrainingEstimator& estimate);

// For a fleet plan: a band per purchase, burst where the plan rents (evaluatePlan's rule), in the
// problem's work units (GPU-hours of its first GPU type).
CapacityByMonth planCapacityByMonth(const PlanProblem& p, const FleetPlan& plan);

} // namespace gputco
