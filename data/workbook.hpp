#pragma once
// The auditable workbook (issue 30): a scenario as an XLSX whose cost lines are live spreadsheet
// formulas over an Inputs sheet, written with libxlsxwriter. Sheets: Inputs (every input the cost
// model uses, one per row with a defined name, its unit and its source or "typed"), one sheet per
// option with months as columns (each cost line, the cash flow, the discount factor, the cumulative
// discounted cash), and Summary (horizon cost per option, the cheapest feasible option, break-even
// months and a chart of cumulative cost drawn by the workbook itself). The performance model's
// outputs (utilisation, GPU-hours billed each month, days per run with P10/P90) are inputs there,
// labelled as such. Where the model does something a formula cannot say (the resale curve, a
// depreciation schedule), the sheet holds a lookup row the formulas read.
// An own option with tranches or burst (a fleet plan, core/capacity/option_tranches.hpp) gets a sheet for
// its fixed costs and one per tranche, each an own option's rows over its own months, and its sheet sums
// them shifted to their purchase months, with the burst rent of the work the servers do not carry.

#include "core/capacity/option_tranches.hpp"
#include "core/catalog/catalog.hpp"
#include "core/cost/tco_model.hpp"

#include <QString>

#include <functional>

namespace gputco::data {

// The fleet plan evaluate priced an own option with tranches or burst by: optionPlan with the scenario's
// demand timelines and the estimator evaluate used.
using FleetPlanOf = std::function<OptionPlan(const Option&)>;

// Writes the workbook to `path` (the rules of writeOutputFile: nothing half-written is left), its labels in
// the language installed (QCoreApplication::translate, context "Workbook"). Without `plans`, an option
// with tranches or burst is refused with its name.
void writeWorkbook(const QString& path, const Scenario& s, const ScenarioResult& r, const Catalog& catalog,
                   const FleetPlanOf& plans = {});

} // namespace gputco::data
