#pragma once
// JSON of the capacity planner's results: goal seek (gpus_needed), break-even, fleet plans.

#include "core/capacity/break_even_price.hpp"
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

} // namespace gputco::data
