#pragma once
// Private to the chart code (charts.cpp, chart_data.cpp): the category axis, which keeps each
// category's full name beside the label it draws, and what a laid-out axis shows: its tick label
// rectangles, so that overlaps and a squeezed plot are found (and fixed) before a chart is drawn.

#include <qcustomplot.h>

#include <QMap>
#include <QRectF>
#include <QString>
#include <QVector>

namespace gputco::ui {

// A plottable's whole series name where its legend shows it shortened (an option's name); the
// chart's data reports it.
inline constexpr const char* kSeriesProperty = "gputcoSeries";

// Category labels drawn shortened (middle elided) and, when `twoLines`, broken at the space nearest
// the middle; the chart's data (chart_data.hpp) reports the full name.
class CategoryTicker : public QCPAxisTickerText {
public:
    CategoryTicker(int maxChars, bool twoLines) : maxChars_(maxChars), twoLines_(twoLines) {}
    void addCategory(double key, const QString& full);
    QString category(double key) const { return full_.value(key); }
    int maxChars() const { return maxChars_; }
    int stride() const { return stride_; }
    void relabel(int maxChars); // draws every label again, at most maxChars long
    void setStride(int every);  // only every n-th category labelled (24 hours: every third)

private:
    QString label(const QString& full) const;
    QMap<double, QString> full_;
    int maxChars_;
    bool twoLines_;
    int stride_ = 1;
};

// The rectangles (widget pixels) of an axis' tick labels as last laid out, in tick order.
QVector<QRectF> tickLabelRects(const QCPAxis* axis);
// Whether two neighbouring tick labels of the axis overlap.
bool tickLabelsOverlap(const QCPAxis* axis);
// The plot area's share of the chart's width, as last laid out.
double plotWidthShare(const QCustomPlot* plot);
// Lays the chart out at width x height, as drawing it there would (its viewport is restored).
void layOutAt(QCustomPlot* plot, int width, int height);

} // namespace gputco::ui
