#pragma once
// A scenario's evaluation as JSON (gpu-tco evaluate --json, reports).

#include "core/cost/scenario.hpp"
#include "core/cost/tco_model.hpp"

#include <QJsonObject>

namespace gputco::data {

QJsonObject scenarioResultToJson(const Scenario& s, const ScenarioResult& r);

} // namespace gputco::data
