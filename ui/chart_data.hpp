#pragma once
// What a chart draws, read back from its plottables (issue 32): the window's "Copy data" and
// "Save data as CSV...", `gpu-tco screenshot`'s <view>.csv, `report --chart-data` and the
// chart-truth test all read it here. A bar gives the two ends of its drawn extent on the value
// axis (after stacking and base value); a graph point gives its value twice, with its x as key;
// a category axis gives the category's full name as key.

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <vector>

namespace gputco::ui {

struct ChartPoint {
    QString chart, series, key;
    double from = 0, to = 0;
};

std::vector<ChartPoint> chartData(QWidget* chart);
// CSV with the header chart,series,key,from,to; the rows of every chart given, in order.
QByteArray chartDataCsv(const std::vector<QWidget*>& charts);
// The chart widgets under `root` that are visible (on the shown tab), in creation order.
std::vector<QWidget*> visibleCharts(QWidget* root);

// What makes a chart hard to read, as last laid out (drawn): tick labels of one axis that overlap,
// and a plot area narrower than half the chart. Empty when there is nothing.
QStringList chartLayoutProblems(QWidget* chart);

} // namespace gputco::ui
