#pragma once
// Where a command's scenario comes from: a JSON file path, or a scenario name in the database.

#include "app/cli/context.hpp"
#include "core/capacity/option_tranches.hpp"
#include "core/cost/tco_model.hpp"

#include <QJsonObject>

#include <functional>

namespace gputco::cli {

// A path that exists is read as a file; otherwise the name is looked up in the database.
// Throws InputError naming the file (with line:column) or listing the scenarios.
QJsonObject loadScenario(Context& ctx, const QString& fileOrName);

// The whole evaluation as `evaluate` does it: the training model with its envelope, and each own
// option with tranches or burst costed as its fleet plan over the document's demand.
ScenarioResult evaluateFully(const QJsonObject& doc, const Scenario& s, const Catalog& catalog);

// The fleet plan evaluateFully prices an own option with tranches or burst by (the workbook shows it).
std::function<OptionPlan(const Option&)> fleetPlans(const QJsonObject& doc, const Scenario& s, const Catalog& catalog);

} // namespace gputco::cli
