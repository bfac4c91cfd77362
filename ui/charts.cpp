#include "ui/charts.hpp"

#include "ui/capacity_chart.hpp"
#include "ui/chart_widget.hpp"

#include <algorithm>
#include <cmath>

namespace gputco::ui {

namespace {

// Okabe-Ito colours: distinguishable with colour-vision deficiency; paired with
// brush patterns so bars stay apart in black-and-white print.
const QColor kColours[] = {
    QColor(0, 114, 178),   QColor(230, 159, 0),  QColor(0, 158, 115),  QColor(204, 121, 167),
    QColor(86, 180, 233),  QColor(213, 94, 0),   QColor(240, 228, 66), QColor(0, 0, 0),
    QColor(120, 120, 120), QColor(117, 112, 179)}; // the tenth (API tokens): ColorBrewer Dark2's purple

} // namespace

// The one palette: a cost line (a stacked layer) and an option keep their colour in
// every chart, scenario, the window and the report, because the index is the line's
// fixed place in its list (or the option's place in the scenario), never its place
// among the series that happen to be shown.
QColor seriesColour(int index) { return kColours[size_t(index) % std::size(kColours)]; }

namespace {
using plot::Chart;
using plot::chart;
using plot::colour;
using plot::reset;
using plot::shortName;
} // namespace

void CategoryTicker::addCategory(double key, const QString& full) {
    full_[key] = full;
    addTick(key, label(full));
}

QString CategoryTicker::label(const QString& full) const {
    QString label = shortName(full, maxChars_);
    if (!twoLines_ || label.size() <= 10) return label;
    int best = -1;
    for (int k = 0; k < label.size(); ++k)
        if (label[k] == u' ' && (best < 0 || std::abs(k - label.size() / 2) < std::abs(best - label.size() / 2)))
            best = k;
    if (best > 0) label[best] = u'\n';
    return label;
}

void CategoryTicker::relabel(int maxChars) {
    maxChars_ = maxChars;
    clear();
    int i = 0;
    for (auto it = full_.cbegin(); it != full_.cend(); ++it, ++i)
        addTick(it.key(), i % stride_ == 0 ? label(it.value()) : QString());
}

void CategoryTicker::setStride(int every) {
    stride_ = std::max(1, every);
    relabel(maxChars_);
}

QString chartTitle(ChartKind kind) {
    switch (kind) {
    case ChartKind::Scaling: return QObject::tr("Time-to-train vs GPU count");
    case ChartKind::MonthlyCost: return QObject::tr("Monthly cost per option");
    case ChartKind::Cumulative: return QObject::tr("Cumulative cost over the horizon");
    case ChartKind::TimeBreakdown: return QObject::tr("Where the time goes (per iteration)");
    case ChartKind::Memory: return QObject::tr("Memory per GPU");
    case ChartKind::DayPlan: return QObject::tr("The day: GPUs in use by hour");
    case ChartKind::ServingCost: return QObject::tr("Monthly cost against average load (API vs GPUs)");
    case ChartKind::Capacity: return capacityChartTitle();
    case ChartKind::Tornado: return QObject::tr("Tornado");
    case ChartKind::MonteCarlo: return QObject::tr("Monte Carlo: horizon cost");
    }
    return {};
}

QWidget* createChart(ChartKind kind, QWidget* parent) { return new Chart(kind, parent); }

void clearChart(QWidget* w) {
    QCustomPlot* p = chart(w);
    p->clearPlottables();
    p->clearItems();
    p->legend->setVisible(false);
    p->replot();
}
void showChartMessage(QWidget* w, const QString& text) {
    clearChart(w);
    QCustomPlot* p = chart(w);
    auto* label = new QCPItemText(p);
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(0.5, 0.5);
    label->setPositionAlignment(Qt::AlignCenter);
    label->setText(text);
    p->replot();
}
QCustomPlot* plotOf(QWidget* w) { return chart(w); }
void addChartActions(QWidget* w, QMenu* menu) { static_cast<Chart*>(chart(w))->fillMenu(*menu); }
QString chartTitleOf(QWidget* w) { return chart(w)->title(); }
void setChartTitle(QWidget* w, const QString& title) { chart(w)->setTitle(title); }

// The expected estimate's P10-P90 band (held-out residuals, docs/training-model.md) for
// the option's GPU, shaded between its two bounds.
static void addScalingBand(QCustomPlot* p, const std::vector<ScalingSeries>& series, const QString& currentGpu) {
    for (const ScalingSeries& s : series) {
        if (s.gpuId != currentGpu) continue;
        QVector<double> x, lo, hi;
        for (const SweepPoint& pt : s.points)
            if (pt.feasible && pt.result.expected.p10Days > 0) {
                x << pt.gpus;
                lo << pt.result.expected.p10Days;
                hi << pt.result.expected.p90Days;
            }
        if (x.isEmpty()) break;
        auto* low = p->addGraph();
        low->setName(QObject::tr("P10, %1").arg(s.gpuId));
        low->setPen(QPen(QColor(120, 120, 120, 120), 0.8, Qt::DotLine));
        low->setData(x, lo);
        auto* high = p->addGraph();
        high->setName(QObject::tr("P90, %1").arg(s.gpuId)); // the band between the two lines
        high->setPen(QPen(QColor(120, 120, 120, 120), 0.8, Qt::DotLine));
        high->setBrush(QBrush(QColor(120, 120, 120, 50)));
        high->setChannelFillGraph(low);
        high->setData(x, hi);
        break;
    }
}

void plotScaling(QWidget* w, const std::vector<ScalingSeries>& series, const QString& currentGpu, int currentGpus,
                 double currentDays, const QString& workload) {
    QCustomPlot* p = chart(w);
    reset(p);
    chart(w)->setTitle(QObject::tr("Time-to-train vs GPU count: %1").arg(workload));
    p->xAxis->setScaleType(QCPAxis::stLogarithmic);
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerLog> logX(new QCPAxisTickerLog), logY(new QCPAxisTickerLog);
    logX->setLogBase(2);
    p->xAxis->setTicker(logX);
    p->yAxis->setTicker(logY);
    p->xAxis->setNumberFormat(QStringLiteral("f"));
    p->xAxis->setNumberPrecision(0);
    p->xAxis->setLabel(QObject::tr("GPUs"));
    p->yAxis->setLabel(QObject::tr("days per run"));
    int i = 0;
    for (const ScalingSeries& s : series) {
        QVector<double> x, y;
        for (const SweepPoint& pt : s.points)
            if (pt.feasible && pt.result.timeToTrainDays > 0) {
                x << pt.gpus;
                y << pt.result.timeToTrainDays;
            }
        auto* g = p->addGraph();
        g->setName(s.gpuId);
        QPen pen(colour(p, i), s.gpuId == currentGpu ? 2.5 : 1.4);
        if (i % 2) pen.setStyle(Qt::DashLine);
        g->setPen(pen);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ScatterShape(2 + i % 8), 5));
        g->setData(x, y);
        ++i;
    }
    addScalingBand(p, series, currentGpu);
    if (currentGpus > 0 && currentDays > 0) {
        auto* mark = p->addGraph();
        mark->setName(QObject::tr("this option"));
        mark->setLineStyle(QCPGraph::lsNone);
        mark->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QPen(Qt::red, 2), Qt::NoBrush, 14));
        mark->setData({double(currentGpus)}, {currentDays});
    }
    p->rescaleAxes();
    p->xAxis->setRange(p->xAxis->range().lower / 1.5, p->xAxis->range().upper * 1.5);
    p->yAxis->setRange(p->yAxis->range().lower / 1.5, p->yAxis->range().upper * 1.5);
    drawDeadline(p, series, currentGpu); // issue 14: the workload's deadline and where each curve meets it
    p->replot();
}

int chartPointCount(QWidget* w) {
    QCustomPlot* p = chart(w);
    int n = 0;
    for (int i = 0; i < p->plottableCount(); ++i)
        if (auto* iface = p->plottable(i)->interface1D()) n += iface->dataCount();
    return n;
}

} // namespace gputco::ui
