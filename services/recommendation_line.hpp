#pragma once
// The answer in one line, where the user looks (issue 45): the recommended option, its horizon cost,
// and its risk: a deadline met at P50 but not at P90 ("meets the 60-day deadline at P50, not at P90
// (79.1 days)"). Empty when no option meets every requirement (the banner says so instead).

#include "services/scenario_evaluator.hpp"

#include <QString>

namespace gputco::services {

QString recommendationLine(const Evaluation& e);

} // namespace gputco::services
