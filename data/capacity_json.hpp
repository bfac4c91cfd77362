#pragma once
// JSON of the capacity planner's results: goal seek (gpus_needed), break-even, fleet plans.

#include "core/capacity/break_even_price.hpp"
#include "core/capacity/demand_timeline.hpp"
#include "core/capacity/fleet_optimiser.hpp"
#include "core/capacity/goal_seek.hpp"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace gputco::data {

// {gpu_id: {"gpus": N, "days": D, "gpu_hours": H} | null}
QJsonObject gpusNeededJson(const std::vector<GoalSeekResult>& results);
// Adds gpus_needed, plus deadline_days, confidence and gpus_needed_notes (why each null).
void addGoalSeekJson(QJsonObject& o, const std::vector<GoalSeekResult>& results, double deadlineDays,
                     const QString& confidence);

// Adds "break_even_price": [{own, rent, current_price, price | null}] and, for the first pair,
// "break_even_rent_price" (the month-1 rent price per GPU-hour at which owning and renting cost the same).
QJsonObject withCapacityJson(QJsonObject o, const Scenario& s, const ScenarioResult& r);

// The demand timeline of each workload of a scenario document: start_month, end_month,
// runs_per_month_by_quarter or runs_growth_per_year (training), peak_qps_by_quarter or
// qps_growth_per_year (serving), one_off_runs [{month, deadline_days}]. Validated against the
// horizon; InputError naming the key path ("workloads[1].end_month") and the range.
std::vector<DemandTimeline> demandTimelinesFromJson(const QJsonObject& doc, int horizonMonths);

// {"plans": [{"horizon_cost", "purchases": [{"month", "gpu", "servers"}], "burst_gpu_hours", "burst_cost"}],
//  "evaluated": N, "search_space": S}
QJsonObject planSearchJson(const PlanSearch& search);

} // namespace gputco::data
