#pragma once
// The report's capacity pages (issue 14), for scenarios with demand timelines or a kept fleet plan:
// capacity against demand by month for each GPU option, and the fleet plan's purchase schedule with
// its chart (the kept "fleet_plan", else the optimiser's best plan on the default request).
// Built here; report_export.cpp lays it out.

#include "ui/report_uncertainty.hpp"

namespace gputco::ui {

// Whether the scenario plans over time: a workload timeline that is not constant, or a kept plan.
bool plansOverTime(const Evaluation& e);

// Empty heading when !plansOverTime(e).
ReportSection capacitySection(const Evaluation& e, const Catalog& catalog, QWidget* parent, double width,
                              double height);

} // namespace gputco::ui
