#pragma once
// Plan -> Optimise in the window (issue 14): runs the fleet optimiser on the open scenario (the
// same buildPlanProblem and optimiseFleet as `gpu-tco plan`), writes the chosen plan as a new own
// option with tranches and burst (or, when it buys nothing in month 0, keeps it under "fleet_plan"),
// and rebuilds a kept plan's capacity by month and purchase schedule for the chart, the window and
// the report.

#include "core/capacity/capacity_by_month.hpp"
#include "core/capacity/fleet_optimiser.hpp"
#include "core/capacity/plan_builder.hpp"
#include "services/plan_alternatives.hpp"
#include "services/scenario_evaluator.hpp"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

namespace gputco::services {

struct PlanRun {
    bool ok = false;
    QString error;      // why there is no plan: the optimiser's or builder's message (names the key)
    QString errorField; // the key or flag the error names ("--purchase-months", "plan", "options")
    PlanRequest request;
    PlanProblem problem;
    PlanSearch search;
    // Issue 45: what else the program proposes that meets every requirement (feasible options,
    // goal-seek suggestions), cheapest first; filled by the runFleetPlan that is given the document.
    std::vector<PlanAlternative> alternatives;
    double milliseconds = 0;
    // The cheapest alternative when it costs less than the optimiser's best tranche plan (or there is none).
    const PlanAlternative* betterAlternative() const;
    bool hasAnswer() const { return ok || !alternatives.empty(); }
};

// The window's default request: the scenario's own GPU types (first own option's first), purchase
// months 0, 6, 12, 18 inside the horizon, up to 64 servers per tranche, burst when there is a rent option.
PlanRequest defaultPlanRequest(const Scenario& s);

// Slow (about 1-2 s for the target size): run it on a worker thread.
PlanRun runFleetPlan(const Evaluation& e, const Catalog& catalog, const PlanRequest& request);
// The same, with the alternatives of `doc` (e = evaluateDocument(doc, catalog)): Plan -> Optimise fleet, `gpu-tco plan`.
PlanRun runFleetPlan(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog, const PlanRequest& request);

// "fleet_plan": {"gpus", "purchase_months", "burst", "purchases": [{"month", "gpu", "servers"}],
// "horizon_cost", "burst_gpu_hours"} (the costs as found; the window recomputes them on each edit).
QJsonObject fleetPlanJson(const PlanRequest& request, const FleetPlan& plan);

// Plan -> Optimise -> Keep (issue 14; docs/capacity-planning.md, "Options with tranches"): `doc`
// with a new own option that stands for `plan`, built from the first own option's terms: month-0
// purchases of its GPU become its servers, every other purchase a tranche, burst from the first
// rent option when the plan rents; demand_servers keeps the optimiser's demand measure. `name` gets
// the new option's name ("Fleet plan (optimised)", made unique). InputError when the plan buys none of
// that GPU in month 0 (an option's servers are bought in month 0).
QJsonObject documentWithPlanOption(const QJsonObject& doc, const Evaluation& e, const FleetPlan& plan,
                                   QString* name = nullptr);

// `base`, or `base 2`, `base 3`, ... when an option of `options` already has that name.
QString uniqueOptionName(const QJsonArray& options, const QString& base);

struct KeptPlan {
    PlanProblem problem; // rebuilt on the current scenario, up to the plan's largest tranche
    FleetPlan plan;      // its cost on the current scenario
    CapacityByMonth capacity;
};

// The document's "fleet_plan" (e.fleetPlan) on the current scenario; nullopt when there is none.
// InputError naming "fleet_plan" when it no longer fits the scenario (a GPU or month it no longer has).
std::optional<KeptPlan> keptPlan(const Evaluation& e, const Catalog& catalog);

// The purchase schedule: month, GPU, servers, GPUs (one row a tranche), then the burst row.
QStringList purchaseScheduleHeader();
QList<QStringList> purchaseScheduleRows(const PlanProblem& p, const FleetPlan& plan);

} // namespace gputco::services
