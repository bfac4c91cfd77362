#pragma once
// Scenario results as CSV tables (docs/scenario-format.md, "CSV").

#include "core/cost/tco_model.hpp"

#include <QList>
#include <QStringList>

namespace gputco::data {

// One row per option and workload: the option's monthly cost lines and horizon
// figures, and the workload's run time and cost. Units in the column names.
QList<QStringList> keyFiguresCsv(const Scenario& s, const ScenarioResult& r);

} // namespace gputco::data
