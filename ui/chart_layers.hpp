#pragma once
// What the option charts share (cost_charts.cpp, workload_charts.cpp): which options a chart draws, stacked
// bars with the palette's colours and patterns, category labels. Internal to ui/.

#include "core/cost/tco_model.hpp"
#include "ui/chart_widget.hpp"

#include <QList>
#include <QPair>
#include <QStringList>
#include <QVector>

#include <string>

namespace gputco::ui::plot {

// Whether `name` is among `options` (all are when none are named).
bool shown(const QStringList& options, const std::string& name);
// The options a chart draws: those the caller names (all when none are named), at most 12 of them, the
// cheapest over the horizon kept; `note` says what was left out (empty otherwise). A per-GPU chart passes
// gpuOnly: API options have no GPUs and are left out, and the note says so.
QStringList chartedOptions(const ScenarioResult& r, const QStringList& options, QString& note, bool gpuOnly = false);
// Stacked bars, one stack per category: each layer a named series of values, coloured by its place in `layers`.
void stackedBars(QCustomPlot* p, const QStringList& categories, const QList<QPair<QString, QVector<double>>>& layers,
                 const QString& yLabel);
QString currencyOf(const ScenarioResult& r); // "EUR"

} // namespace gputco::ui::plot
