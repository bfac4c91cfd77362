// Reading back what a chart draws (issue 32): its plottables' data as drawn, and its tick labels'
// rectangles. The only other place that includes qcustomplot.h besides the chart code itself.
#include "ui/chart_data.hpp"
#include "data/csv_writer.hpp"
#include "ui/chart_axes.hpp"
#include "ui/charts.hpp"

#include <QFontMetricsF>
#include <QPicture>

#include <algorithm>
#include <cmath>

namespace gputco::ui {

namespace {
// QCPBars' stacked base (QCPBars::getStackedBaseValue, protected in QCustomPlot 2.1): the largest
// same-signed value of the bar below at this key, plus that bar's own base; the bottom bar's base value.
double stackedBase(const QCPBars* bars, double key, bool positive) {
    const QCPBars* below = bars->barBelow();
    if (!below) return bars->baseValue();
    const double eps = key == 0 ? 1e-14 : std::abs(key) * 1e-14;
    double top = 0;
    for (auto it = below->data()->findBegin(key - eps); it != below->data()->findEnd(key + eps); ++it)
        if (it->key > key - eps && it->key < key + eps && (positive ? it->value > top : it->value < top))
            top = it->value;
    return top + stackedBase(below, key, positive);
}

QString keyText(const QCPAxis* keyAxis, double key) {
    if (const auto categories = keyAxis->ticker().dynamicCast<CategoryTicker>();
        categories && !categories->category(key).isEmpty())
        return categories->category(key);
    if (const auto text = keyAxis->ticker().dynamicCast<QCPAxisTickerText>(); text && text->ticks().contains(key))
        return text->ticks().value(key).simplified();
    return QString::number(key, 'g', 12);
}

void addRows(std::vector<ChartPoint>& out, const QString& chart, QCPAbstractPlottable* p) {
    const QVariant whole = p->property(kSeriesProperty);
    const QString series = whole.isValid() ? whole.toString() : p->name();
    if (auto* bars = qobject_cast<QCPBars*>(p)) {
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
            const double base = stackedBase(bars, it->key, it->value >= 0);
            out.push_back({chart, series, keyText(bars->keyAxis(), it->key), base, base + it->value});
        }
        return;
    }
    QCPPlottableInterface1D* data = p->interface1D();
    if (!data) return;
    for (int i = 0; i < data->dataCount(); ++i) {
        const double v = data->dataMainValue(i);
        out.push_back({chart, series, keyText(p->keyAxis(), data->dataMainKey(i)), v, v});
    }
}

bool horizontal(const QCPAxis* a) { return a->orientation() == Qt::Horizontal; }
} // namespace

std::vector<ChartPoint> chartData(QWidget* chart) {
    std::vector<ChartPoint> out;
    QCustomPlot* p = plotOf(chart);
    const QString title = chartTitleOf(chart);
    for (int i = 0; i < p->plottableCount(); ++i) addRows(out, title, p->plottable(i));
    return out;
}

QByteArray chartDataCsv(const std::vector<QWidget*>& charts) {
    QList<QStringList> rows{{QStringLiteral("chart"), QStringLiteral("series"), QStringLiteral("key"),
                             QStringLiteral("from"), QStringLiteral("to")}};
    for (QWidget* c : charts)
        for (const ChartPoint& pt : chartData(c))
            rows << QStringList{pt.chart, pt.series, pt.key, data::csvNumber(pt.from), data::csvNumber(pt.to)};
    return data::toCsv(rows);
}

std::vector<QWidget*> visibleCharts(QWidget* root) {
    std::vector<QWidget*> out;
    for (QCustomPlot* p : root->findChildren<QCustomPlot*>())
        if (p->isVisible()) out.push_back(p);
    return out;
}

QVector<QRectF> tickLabelRects(const QCPAxis* axis) {
    QVector<QRectF> out;
    if (!axis->visible() || !axis->tickLabels()) return out;
    const QFontMetricsF fm(axis->tickLabelFont());
    const QRect plot = axis->axisRect()->rect();
    const QVector<double> ticks = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
        if (labels[i].isEmpty()) continue;
        const double at = axis->coordToPixel(ticks[i]);
        if (horizontal(axis) ? (at < plot.left() - 1 || at > plot.right() + 1)
                             : (at < plot.top() - 1 || at > plot.bottom() + 1))
            continue; // QCustomPlot does not draw it
        const QRectF r = fm.boundingRect(QRectF(), Qt::TextDontClip | Qt::AlignCenter, labels[i]);
        out << (horizontal(axis) ? QRectF(at - r.width() / 2, 0, r.width(), r.height())
                                 : QRectF(0, at - r.height() / 2, r.width(), r.height()));
    }
    return out;
}

bool tickLabelsOverlap(const QCPAxis* axis) {
    QVector<QRectF> rects = tickLabelRects(axis);
    std::sort(rects.begin(), rects.end(),
              [](const QRectF& a, const QRectF& b) { return a.top() + a.left() < b.top() + b.left(); });
    for (int i = 1; i < rects.size(); ++i)
        if (rects[i - 1].adjusted(0.5, 0.5, -0.5, -0.5).intersects(rects[i])) return true;
    return false;
}

double plotWidthShare(const QCustomPlot* plot) {
    // The title spans the chart's whole width (charts.cpp), in the same layout pass as the plot.
    const QCPLayoutElement* top = plot->plotLayout()->elementCount() > 0 ? plot->plotLayout()->elementAt(0) : nullptr;
    const double width = top ? top->outerRect().width() : plot->viewport().width();
    return width > 0 ? plot->axisRect()->width() / width : 1.0;
}

void layOutAt(QCustomPlot* plot, int width, int height) {
    QPicture scratch;
    QCPPainter painter;
    if (!painter.begin(&scratch)) return;
    plot->toPainter(&painter, width, height);
    painter.end();
}

QStringList chartLayoutProblems(QWidget* chart) {
    QCustomPlot* p = plotOf(chart);
    QStringList problems;
    for (QCPAxis* a : p->axisRect()->axes())
        if (tickLabelsOverlap(a))
            problems << QStringLiteral("%1: tick labels overlap on the %2 axis")
                            .arg(chartTitleOf(chart), horizontal(a) ? QStringLiteral("x") : QStringLiteral("y"));
    if (const double share = plotWidthShare(p); share < 0.5)
        problems << QStringLiteral("%1: the plot is %2 % of the chart's width")
                        .arg(chartTitleOf(chart))
                        .arg(100 * share, 0, 'f', 0);
    return problems;
}

} // namespace gputco::ui
