#pragma once
// The result charts (QCustomPlot). Only the chart sources (charts.cpp, chart_widget, chart_fit.cpp,
// uncertainty_charts.cpp, capacity_chart.cpp, chart_axes) include qcustomplot.h; the rest of the UI sees
// QWidget pointers.

#include "core/uncertainty/monte_carlo.hpp"
#include "services/scenario_evaluator.hpp"
#include "ui/services.hpp"

#include <QColor>
#include <QString>
#include <QWidget>

class QCustomPlot;
class QMenu;

namespace gputco::ui {

enum class ChartKind {
    Scaling,
    MonthlyCost,
    Cumulative,
    TimeBreakdown,
    Memory,
    DayPlan,
    ServingCost,
    Capacity,
    Tornado,   // the Uncertainty tab's and the report's (not a results-view chart)
    MonteCarlo // likewise
};
inline constexpr int kChartKinds = 8; // the results view's charts: Scaling .. Capacity
QString chartTitle(ChartKind kind);

// A chart widget with a context menu: copy image, copy data, save data as CSV, save image as PNG, SVG or PDF.
QWidget* createChart(ChartKind kind, QWidget* parent);
QCustomPlot* plotOf(QWidget* chart);
void addChartActions(QWidget* chart, QMenu* menu); // the context menu's actions (tests)
QString chartTitleOf(QWidget* chart);              // the full title (the chart may show it on two lines, elided)
void setChartTitle(QWidget* chart, const QString& title);
// The one palette of the window and the report: colour of a cost line (its place in
// the chart's fixed list of lines) or of an option (its place in the scenario).
QColor seriesColour(int index);

// Fill a chart; `options` limits the options shown (empty: all). Each clears first.
void plotScaling(QWidget* chart, const std::vector<ScalingSeries>& series, const QString& currentGpu, int currentGpus,
                 double currentDays, const QString& workload);
void plotMonthlyCost(QWidget* chart, const ScenarioResult& r, const QStringList& options = {});
void plotCumulative(QWidget* chart, const ScenarioResult& r, const QStringList& options = {});
void plotTimeBreakdown(QWidget* chart, const ScenarioResult& r, int workload, const QStringList& options = {});
void plotMemory(QWidget* chart, const ScenarioResult& r, const Catalog& catalog, int workload,
                const QStringList& options = {});

// GPUs in use each hour of the day by each workload, for one option (the 24-hour plan).
void plotDayPlan(QWidget* chart, const ScenarioResult& r, const Scenario& s, int option);
// Monthly cost against average QPS for api and GPU options, crossings marked (issue 19).
void plotServingCost(QWidget* chart, const ScenarioResult& r);

void clearChart(QWidget* chart); // no data (figures of another scenario must not stay on screen)
// No data, and a sentence in the middle of the plot saying why (an empty grid says nothing).
void showChartMessage(QWidget* chart, const QString& text);

// Number of data points a chart holds (tests: "editing changes the charts' data").
int chartPointCount(QWidget* chart);

// Vector export for reports: renders the chart into a painter at a given size.
void renderChart(QWidget* chart, QPainter* painter, const QRect& target);
// Issue 32: lays a chart of its own (the report's) out at width x height so that it reads (the legend
// below the plot where beside it the plot would get under half the width, fewer or shorter tick
// labels where they would overlap) and returns the height it needs: more where the legend went below.
int fitChart(QWidget* chart, int width, int height);
bool saveChart(QWidget* chart, const QString& path); // by suffix: .png, .svg, .pdf

// Uncertainty (issue 15). Tornado: per input a bar from the base to the output at its low and
// one to the output at its high, largest swing on top (at most `maxBars`). Monte Carlo: the
// share of samples in each bin of horizon cost, one step line per option.
void plotTornado(QWidget* chart, const Tornado& t, const QString& title, const QString& currency, int maxBars = 12);
void plotMonteCarlo(QWidget* chart, const MonteCarloResult& r, const QString& currency);

} // namespace gputco::ui
