#pragma once
// The report's Assumptions section: the scenario's inputs, each workload's and option's, and the
// catalog values they used with their sources. report_export.cpp places it.

#include "services/scenario_evaluator.hpp"
#include "ui/report_pages.hpp"
#include "ui/services.hpp"

namespace gputco::ui {

void assumptionsSection(Pages& p, const Evaluation& e, const Catalog& catalog);

} // namespace gputco::ui
