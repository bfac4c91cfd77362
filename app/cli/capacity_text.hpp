#pragma once
// Text of the capacity planner's results in gpu-tco evaluate: the break-even rent price.

#include "core/cost/tco_model.hpp"

#include <QTextStream>

namespace gputco::cli {

// "Break-even price OWN vs RENT: owning and renting cost the same over the horizon at X per
// GPU-hour (now Y)" for each break-even pair.
void printBreakEvenPrices(QTextStream& out, const Scenario& s, const ScenarioResult& r);

} // namespace gputco::cli
