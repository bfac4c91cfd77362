#include "ui/capacity_chart.hpp"

#include "services/validation_evidence.hpp"
#include "ui/charts.hpp"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace gputco::ui {

QString capacityChartTitle() { return QObject::tr("Capacity against demand by month"); }

namespace {
// The deadline line, wide enough for any zoom (log axis: positive ends).
void deadlineLine(QCustomPlot* p, double days) {
    auto* line = p->addGraph();
    line->setName(QObject::tr("deadline: %1 days").arg(QLocale().toString(days, 'g', 4)));
    line->setPen(QPen(QColor(200, 0, 0), 1.6, Qt::DashDotLine));
    line->setData({0.01, 1e7}, {days, days});
    QCPRange y = p->yAxis->range();
    if (days < y.lower) y.lower = days / 1.5;
    if (days > y.upper) y.upper = days * 1.5;
    p->yAxis->setRange(y);
}

void goalMarker(QCustomPlot* p, const GoalSeekResult& g, const QColor& c, bool current) {
    auto* mark = p->addGraph();
    mark->setLineStyle(QCPGraph::lsNone);
    mark->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(c.darker(130), 1.5), c, current ? 11 : 8));
    mark->setData({double(g.gpus)}, {g.days});
    mark->removeFromLegend();
    if (!current) return; // the option's GPU is labelled at its marker; every GPU is in the list
    auto* label = new QCPItemText(p);
    label->position->setCoords(g.gpus, g.days);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    label->setPadding(QMargins(8, 2, 2, 4));
    label->setColor(c.darker(140));
    label->setFont(QFont(p->font().family(), 9, QFont::Bold));
    label->setText(QObject::tr("%1: %2 GPUs").arg(QString::fromStdString(g.gpuId)).arg(g.gpus));
}

// Every GPU's answer, in the empty lower left of the chart (curves fall from top left).
void goalList(QCustomPlot* p, const std::vector<ScalingSeries>& series, double days) {
    QStringList lines{QObject::tr("Fewest GPUs for %1 days (P50):").arg(QLocale().toString(days, 'g', 4))};
    for (const ScalingSeries& s : series) {
        if (!s.goal) continue;
        lines << (s.goal->reachable ? QObject::tr("%1: %2").arg(s.gpuId).arg(s.goal->gpus)
                                    : QObject::tr("%1: not reachable").arg(s.gpuId));
    }
    auto* box = new QCPItemText(p);
    box->position->setType(QCPItemPosition::ptAxisRectRatio);
    box->position->setCoords(0.01, 0.99);
    box->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
    box->setTextAlignment(Qt::AlignLeft);
    box->setPadding(QMargins(4, 3, 4, 3));
    box->setBrush(QColor(255, 255, 255, 220));
    box->setPen(QPen(QColor(180, 180, 180)));
    box->setFont(QFont(p->font().family(), 7));
    box->setText(lines.join(u'\n'));
}
} // namespace

void drawDeadline(QCustomPlot* p, const std::vector<ScalingSeries>& series, const QString& currentGpu) {
    if (series.empty() || series.front().deadlineDays <= 0) return;
    deadlineLine(p, series.front().deadlineDays);
    if (p->width() >= 560) goalList(p, series, series.front().deadlineDays); // too cramped in a narrow chart
    int marked = 0;
    for (size_t i = 0; i < series.size(); ++i) {
        const auto& g = series[i].goal;
        if (g && g->reachable) goalMarker(p, *g, seriesColour(int(i)), series[i].gpuId == currentGpu);
        marked += g && g->reachable ? 1 : 0;
    }
    if (marked == 0) return;
    auto* key = p->addGraph(); // one legend entry for the markers
    key->setName(QObject::tr("fewest GPUs meeting it (P50)"));
    key->setLineStyle(QCPGraph::lsNone);
    key->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::darkGray, 1.5), Qt::lightGray, 9));
}

namespace {
QString bandName(const CapacityBand& b) {
    // "40 servers (320 B200)": servers and GPUs said apart (issue 32: "40 x B200-SXM-180GB" read as 40 GPUs);
    // the GPU by its family, the part before the first '-' of its id.
    const QString id = QString::fromStdString(b.gpuId);
    const QString gpu = id.section(u'-', 0, 0).isEmpty() ? id : id.section(u'-', 0, 0);
    if (b.rented) return QObject::tr("rented: %n %1 GPUs", nullptr, b.gpus).arg(gpu);
    return QObject::tr("month %1: %n servers (%2 %3)", nullptr, b.servers).arg(b.month).arg(b.gpus).arg(gpu);
}

QCPBars* addBars(QCustomPlot* p, const QString& name, const QVector<double>& x, const QVector<double>& y,
                 const QBrush& brush, QCPBars* below) {
    auto* bars = new QCPBars(p->xAxis, p->yAxis);
    bars->setName(name);
    bars->setWidth(0.85);
    bars->setPen(QPen(brush.color().darker(150), 0.5));
    bars->setBrush(brush);
    bars->setData(x, y);
    if (below) bars->moveAbove(below);
    return bars;
}

QString shortGpu(const std::string& id) { // "B200-SXM-180GB" -> "B200": the title and legend name it in full
    const QString s = QString::fromStdString(id);
    return s.section(u'-', 0, 0);
}

QVector<double> perGpu(const std::vector<double>& gpuHours) { // GPU-hours a month -> GPUs on average
    QVector<double> out;
    for (double h : gpuHours) out << h / kHoursPerMonth;
    return out;
}
} // namespace

void plotCapacity(QWidget* w, const CapacityByMonth& c, const QString& subject) {
    clearChart(w);
    QCustomPlot* p = plotOf(w);
    setChartTitle(w, capacityChartTitle() + QStringLiteral(": ") + subject);
    QVector<double> x;
    for (size_t m = 0; m < c.demand.size(); ++m) x << double(m);
    QCPBars* below = nullptr;
    for (size_t i = 0; i < c.bands.size(); ++i)
        below = addBars(p, bandName(c.bands[i]), x, perGpu(c.bands[i].gpuHours), QBrush(seriesColour(int(i))), below);
    const auto any = [](const std::vector<double>& v) {
        return std::any_of(v.begin(), v.end(), [](double h) { return h > 0; });
    };
    const bool otherBurst = !c.burstGpu.empty() && c.burstGpu != c.referenceGpu;
    if (c.burstAvailable && any(c.burst)) {
        // issue 45: the rented GPUs named as what they are; drawn as the reference capacity they stand for
        const double peak = *std::max_element(c.burst.begin(), c.burst.end()) * c.burstGpuHoursPerWork / kHoursPerMonth;
        const QString name = otherBurst ? QObject::tr("burst: rented %1, up to %2 GPUs")
                                              .arg(shortGpu(c.burstGpu))
                                              .arg(QLocale().toString(std::ceil(peak), 'f', 0))
                                        : QObject::tr("burst (rented)");
        below = addBars(p, name, x, perGpu(c.burst), QBrush(QColor(213, 94, 0), Qt::BDiagPattern), below);
    }
    if (any(c.shortfall)) // demand the option does not carry: it misses a requirement (feasibility.hpp)
        addBars(p, QObject::tr("not carried (over capacity)"), x, perGpu(c.shortfall),
                QBrush(QColor(200, 0, 0), Qt::Dense5Pattern), below);
    if (std::any_of(c.ownedFloor.begin(), c.ownedFloor.end(), [&](double v) { return v > 0; })) {
        // issue 45: why a plan owns more than the month's GPU-hours: the busiest hour runs on owned GPUs
        auto* floor = p->addGraph();
        floor->setName(QObject::tr("busiest hour (on owned GPUs)"));
        floor->setLineStyle(QCPGraph::lsStepCenter);
        floor->setPen(QPen(Qt::black, 1.4, Qt::DashLine));
        floor->setData(x, perGpu(c.ownedFloor));
    }
    auto* demand = p->addGraph();
    demand->setName(QObject::tr("demand"));
    demand->setLineStyle(QCPGraph::lsStepCenter);
    demand->setPen(QPen(Qt::black, 2.2));
    demand->setData(x, perGpu(c.demand));
    p->xAxis->setLabel(QObject::tr("month"));
    const bool mixed = otherBurst || std::any_of(c.bands.begin(), c.bands.end(),
                                                 [&](const CapacityBand& b) { return b.gpuId != c.referenceGpu; });
    // one GPU type: its GPUs; several: the capacity of as many reference GPUs (each series names its own)
    p->yAxis->setLabel(mixed ? QObject::tr("%1-equivalent GPUs, month average").arg(shortGpu(c.referenceGpu))
                             : QObject::tr("%1 GPUs, month average").arg(shortGpu(c.referenceGpu)));
    QSharedPointer<QCPAxisTickerFixed> months(new QCPAxisTickerFixed);
    months->setTickStep(c.demand.size() > 24 ? 6 : 3);
    p->xAxis->setTicker(months);
    p->legend->setVisible(true);
    p->rescaleAxes();
    p->xAxis->setRange(-0.6, std::max<double>(1, double(c.demand.size())) - 0.4);
    p->yAxis->setRange(0, std::max(1.0, p->yAxis->range().upper * 1.1));
    p->yAxis2->setVisible(otherBurst && c.burstAvailable && any(c.burst));
    if (p->yAxis2->visible()) { // the burst's own GPU type on the right: the same capacity, in its GPUs
        p->yAxis2->setLabel(QObject::tr("%1 GPUs (burst)").arg(shortGpu(c.burstGpu)));
        p->yAxis2->setRange(p->yAxis->range().lower * c.burstGpuHoursPerWork,
                            p->yAxis->range().upper * c.burstGpuHoursPerWork);
    }
    p->replot();
}

void plotOptionCapacity(QWidget* w, const Evaluation& e, const Catalog& catalog, int option) {
    if (!e.ok || option < 0 || option >= int(e.scenario.options.size())) return clearChart(w);
    const Option& o = e.scenario.options[size_t(option)];
    try {
        const auto estimate = services::envelopeEstimator();
        plotCapacity(w, optionCapacityByMonth(e.scenario, e.timelines, o, catalog, estimate),
                     QString::fromStdString(o.name));
    } catch (const std::exception& ex) {
        clearChart(w);
        setChartTitle(w, QObject::tr("%1: no capacity to chart (%2)")
                             .arg(QString::fromStdString(o.name), QString::fromStdString(ex.what())));
        plotOf(w)->replot();
    }
}

} // namespace gputco::ui
