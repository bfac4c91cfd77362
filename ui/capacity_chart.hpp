#pragma once
// Capacity-planning charts (issue 14): the deadline on the scaling chart, and capacity against
// demand by month. Only the chart sources include qcustomplot.h (charts.hpp).

#include "core/capacity/capacity_by_month.hpp"
#include "services/scenario_evaluator.hpp"
#include "ui/services.hpp"

#include <QString>

class QCustomPlot;
class QWidget;

namespace gputco::ui {

QString capacityChartTitle();

// On a drawn scaling chart: the workload's deadline as a horizontal line, on each GPU's curve a marker
// at the goal seek's answer (ScalingSeries::goal), labelled for `currentGpu`, and every GPU's answer
// in a list. Nothing without a deadline. The series' colours are their places in `series` (plotScaling's).
void drawDeadline(QCustomPlot* p, const std::vector<ScalingSeries>& series, const QString& currentGpu);

// Owned (or rented) capacity stacked by tranche, burst on top, the demand line; GPUs of the
// reference type on average over each month (GPU-hours / 730).
void plotCapacity(QWidget* chart, const CapacityByMonth& c, const QString& subject);

// The option's capacity against its demand (optionCapacityByMonth); says why in the title when
// it has none (an API option, a workload that cannot run on it).
void plotOptionCapacity(QWidget* chart, const Evaluation& e, const Catalog& catalog, int option);

} // namespace gputco::ui
