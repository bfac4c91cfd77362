#include "ui/charts.hpp"

#include "services/serving_summary.hpp"
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
const Qt::BrushStyle kPatterns[] = {Qt::SolidPattern, Qt::BDiagPattern,  Qt::Dense4Pattern,    Qt::FDiagPattern,
                                    Qt::CrossPattern, Qt::Dense6Pattern, Qt::DiagCrossPattern, Qt::HorPattern,
                                    Qt::VerPattern,   Qt::Dense2Pattern};
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
using plot::ShortTicker;

bool shown(const QStringList& options, const std::string& name) {
    return options.isEmpty() || options.contains(QString::fromStdString(name));
}

// A chart draws at most this many options, the cheapest over the horizon: a reader cannot
// tell more bars or lines apart, and QCustomPlot's legend and tick labels slow down
// quadratically with their count (a report of 1,000 options took about 20 s).
constexpr std::size_t kMaxChartOptions = 12;

// The options a chart draws: those the caller names (all when none are named), at most
// kMaxChartOptions of them, the cheapest first kept. `note` says how many of how many
// are shown when some are left out, and is empty otherwise. A per-GPU chart (memory,
// time breakdown) passes gpuOnly: an api option has no GPUs, so it is left out and the
// note says so (issue 19), rather than drawn as an empty bar.
QStringList chartedOptions(const ScenarioResult& r, const QStringList& options, QString& note, bool gpuOnly = false) {
    std::vector<const OptionResult*> candidates;
    int apiLeftOut = 0;
    for (const OptionResult& o : r.options) {
        if (!shown(options, o.name)) continue;
        if (gpuOnly && o.api)
            ++apiLeftOut;
        else
            candidates.push_back(&o);
    }
    note.clear();
    if (apiLeftOut > 0) note = QObject::tr("API options not shown: they have no GPUs");
    if (candidates.size() <= kMaxChartOptions && apiLeftOut == 0) return options;
    const std::size_t total = candidates.size();
    if (total > kMaxChartOptions) {
        std::stable_sort(candidates.begin(), candidates.end(),
                         [](const OptionResult* a, const OptionResult* b) { return a->horizonCost < b->horizonCost; });
        candidates.resize(kMaxChartOptions);
        const QString cut =
            QObject::tr("%1 of %2 options shown: the cheapest over the horizon").arg(kMaxChartOptions).arg(total);
        note = note.isEmpty() ? cut : cut + QStringLiteral("; ") + note;
    }
    QStringList kept;
    for (const OptionResult* o : candidates) kept << QString::fromStdString(o->name);
    if (kept.isEmpty()) kept << QString(); // names no option: an empty chart, not "all options"
    return kept;
}

QSharedPointer<CategoryTicker> textTicker(const QStringList& labels) {
    // Two lines, broken at the space nearest the middle, so neighbouring bars' labels do not collide.
    QSharedPointer<CategoryTicker> t(new CategoryTicker(28, true));
    for (int i = 0; i < labels.size(); ++i) t->addCategory(i + 1, labels[i]);
    return t;
}

// Stacked bars, one stack per option: each layer a named series of values.
void stackedBars(QCustomPlot* p, const QStringList& categories, const QList<QPair<QString, QVector<double>>>& layers,
                 const QString& yLabel) {
    QVector<double> keys;
    for (int i = 0; i < categories.size(); ++i) keys << i + 1;
    QCPBars* below = nullptr;
    int colourIndex = -1, shownLayers = 0;
    for (const auto& [name, values] : layers) {
        ++colourIndex; // the layer's fixed place, also for layers left out
        if (std::all_of(values.begin(), values.end(), [](double v) { return v == 0; })) continue;
        ++shownLayers;
        auto* bars = new QCPBars(p->xAxis, p->yAxis);
        bars->setName(name);
        bars->setWidth(0.6);
        bars->setPen(QPen(colour(p, colourIndex).darker(150)));
        QBrush brush(colour(p, colourIndex), kPatterns[size_t(colourIndex) % std::size(kPatterns)]);
        bars->setBrush(brush);
        bars->setData(keys, values);
        if (below) bars->moveAbove(below);
        below = bars;
    }
    p->xAxis->setTicker(textTicker(categories));
    p->xAxis->setRange(0.4, categories.size() + 0.6);
    p->yAxis->setLabel(yLabel);
    p->rescaleAxes(true);
    p->xAxis->setRange(0.4, categories.size() + 0.6);
    p->yAxis->setRangeLower(0);
    p->yAxis->setRangeUpper(p->yAxis->range().upper * 1.08);
    p->legend->setVisible(shownLayers > 0);
}

QString currencyOf(const ScenarioResult& r) { return QString::fromLatin1(currencyCode(r.currency).data(), 3); }

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

void plotMonthlyCost(QWidget* w, const ScenarioResult& r, const QStringList& filter) {
    QCustomPlot* p = chart(w);
    reset(p);
    QString note;
    const QStringList options = chartedOptions(r, filter, note);
    QStringList names;
    QList<QPair<QString, QVector<double>>> layers = {{QObject::tr("depreciation"), {}},
                                                     {QObject::tr("power"), {}},
                                                     {QObject::tr("colocation"), {}},
                                                     {QObject::tr("maintenance"), {}},
                                                     {QObject::tr("staff"), {}},
                                                     {QObject::tr("interest"), {}},
                                                     {QObject::tr("rent"), {}},
                                                     {QObject::tr("storage + egress"), {}},
                                                     {QObject::tr("insurance + licences"), {}},
                                                     {QObject::tr("API tokens"), {}}};
    for (const OptionResult& o : r.options) {
        if (!shown(options, o.name)) continue;
        names << QString::fromStdString(o.name);
        const CostLines& c = o.firstMonth;
        const double rent = o.api ? 0.0 : c.rent,
                     tokens = o.api ? c.rent : 0.0; // api_option_cost.cpp books tokens as rent
        const double values[] = {c.depreciation,
                                 c.power,
                                 c.colocation,
                                 c.maintenance,
                                 c.staff,
                                 c.interest,
                                 rent,
                                 c.storage + c.egress,
                                 c.insurance + c.licences,
                                 tokens};
        for (int i = 0; i < layers.size(); ++i) layers[i].second << values[i];
    }
    stackedBars(p, names, layers, QObject::tr("%1 per month").arg(currencyOf(r)));
    p->xAxis->setLabel(note);
    p->replot();
}

void plotCumulative(QWidget* w, const ScenarioResult& r, const QStringList& filter) {
    QCustomPlot* p = chart(w);
    reset(p);
    QString note;
    const QStringList options = chartedOptions(r, filter, note);
    p->xAxis->setLabel(note.isEmpty() ? QObject::tr("month") : QObject::tr("month (%1)").arg(note));
    p->yAxis->setLabel(QObject::tr("cumulative cash, %1").arg(currencyOf(r)));
    int i = -1;
    for (const OptionResult& o : r.options) {
        ++i; // the option's colour is its place in the scenario
        if (!shown(options, o.name)) continue;
        QVector<double> x, y;
        for (size_t m = 0; m < o.cumulativeCash.size(); ++m) {
            x << double(m);
            y << o.cumulativeCash[m];
        }
        auto* g = p->addGraph();
        const QString kind = o.own ? QObject::tr(" (own)") : QObject::tr(" (rent)");
        const QString name = QString::fromStdString(o.name);
        g->setName(shortName(name) + (name.endsWith(kind.trimmed()) ? QString() : kind)); // never "(own) (own)"
        g->setProperty(kSeriesProperty, name); // the chart's data names the whole option (chart_data.hpp)
        QPen pen(colour(p, i), 2);
        if (!o.own) pen.setStyle(Qt::DashLine);
        g->setPen(pen);
        g->setData(x, y);
    }
    p->rescaleAxes();
    p->yAxis->setRange(0, p->yAxis->range().upper * 1.08);
    int labelRow = 0; // labels stacked downwards, so two break-evens never overlap
    for (const BreakEven& b : r.breakEvens) {
        if (!b.month || !shown(options, b.own) || !shown(options, b.rent)) continue;
        auto* line = new QCPItemStraightLine(p);
        line->point1->setCoords(*b.month, 0);
        line->point2->setCoords(*b.month, 1);
        line->setPen(QPen(Qt::darkRed, 1, Qt::DotLine));
        auto* label = new QCPItemText(p);
        label->position->setType(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(*b.month, p->yAxis->range().upper * (0.97 - 0.16 * labelRow++));
        // Text on the side of the line with more room; two short lines, naming the pair.
        const bool leftHalf = *b.month < (p->xAxis->range().lower + p->xAxis->range().upper) / 2;
        label->setPositionAlignment((leftHalf ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
        label->setTextAlignment(leftHalf ? Qt::AlignLeft : Qt::AlignRight);
        label->setFont(QFont(p->font().family(), 8));
        label->setBrush(QColor(255, 255, 255, 200));
        label->setText(
            QObject::tr("break-even month %1\n%2\nvs %3")
                .arg(*b.month)
                .arg(shortName(QString::fromStdString(b.own), 26), shortName(QString::fromStdString(b.rent), 26)));
        label->setColor(Qt::darkRed);
    }
    p->replot();
}

void plotTimeBreakdown(QWidget* w, const ScenarioResult& r, int workload, const QStringList& filter) {
    QCustomPlot* p = chart(w);
    reset(p);
    QString note;
    const QStringList options = chartedOptions(r, filter, note, true);
    QStringList names;
    QList<QPair<QString, QVector<double>>> layers = {
        {QObject::tr("compute"), {}},   {QObject::tr("TP comm"), {}},
        {QObject::tr("PP bubble"), {}}, {QObject::tr("DP comm"), {}},
        {QObject::tr("EP comm"), {}},   {QObject::tr("CP comm"), {}},
        {QObject::tr("I/O stall"), {}}, {QObject::tr("failures, checkpoints"), {}}};
    for (const OptionResult& o : r.options) {
        if (!shown(options, o.name) || workload >= int(o.workloads.size())) continue;
        const WorkloadOnOption& x = o.workloads[size_t(workload)];
        names << QString::fromStdString(o.name) + (x.feasible ? QString() : QObject::tr(" (cannot run)"));
        const TimeBreakdown& t = x.training.best.time;
        const double total = t.total() + x.training.failureSecondsPerIteration;
        const double share = x.feasible && total > 0 ? 100.0 / total : 0.0;
        // Every part of the iteration (issue 32: EP and CP exchange were left out, so a MoE run's bar fell short
        // of 100 %).
        const double values[] = {t.compute, t.tpComm, t.ppBubble, t.dpComm,
                                 t.epComm,  t.cpComm, t.ioStall,  x.training.failureSecondsPerIteration};
        for (int i = 0; i < layers.size(); ++i) layers[i].second << values[i] * share;
    }
    stackedBars(p, names, layers, QObject::tr("% of iteration time"));
    p->xAxis->setLabel(note);
    p->yAxis->setRange(0, 105);
    p->replot();
}

void plotMemory(QWidget* w, const ScenarioResult& r, const Catalog& catalog, int workload, const QStringList& filter) {
    QCustomPlot* p = chart(w);
    reset(p);
    QString note;
    const QStringList options = chartedOptions(r, filter, note, true);
    constexpr double gib = units::gibi;
    QStringList names;
    // A MoE model's routed experts are drawn apart from the rest of the weights (issue 16).
    QList<QPair<QString, QVector<double>>> layers = {
        {QObject::tr("weights"), {}},   {QObject::tr("expert weights"), {}}, {QObject::tr("gradients"), {}},
        {QObject::tr("optimizer"), {}}, {QObject::tr("activations"), {}},    {QObject::tr("reserve"), {}},
        {QObject::tr("KV cache"), {}}};
    QVector<double> capacity;
    for (const OptionResult& o : r.options) {
        if (!shown(options, o.name) || workload >= int(o.workloads.size())) continue;
        const WorkloadOnOption& x = o.workloads[size_t(workload)];
        names << QString::fromStdString(o.name) + (x.feasible ? QString() : QObject::tr(" (does not fit)"));
        const MemoryBreakdown& m = x.training.best.memory;
        const bool serving = x.kind == WorkloadKind::Inference; // weights and the KV cache of its batch
        const double weights = serving ? x.servingWeightsGib * gib : m.weights;
        const double experts = serving ? x.servingExpertWeightsGib * gib : m.expertWeights;
        const double values[] = {weights - experts,
                                 experts,
                                 m.gradients,
                                 m.optimizer,
                                 m.activations,
                                 m.reserve,
                                 serving ? x.servingKvCacheGib * gib : 0.0};
        for (int i = 0; i < layers.size(); ++i) layers[i].second << (x.feasible ? values[i] / gib : 0.0);
        const GpuSpec* g = catalog.gpu(o.gpuId);
        capacity << (serving && x.servingCapacityGib > 0 ? x.servingCapacityGib
                     : g                                 ? units::inGibibytes(g->hbmCapacity)
                                                         : 0.0);
    }
    stackedBars(p, names, layers, QObject::tr("GiB per GPU"));
    p->xAxis->setLabel(note);
    auto* cap = p->addGraph();
    cap->setName(QObject::tr("HBM capacity"));
    cap->setLineStyle(QCPGraph::lsNone);
    cap->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCross, QPen(Qt::red, 2), Qt::NoBrush, 16));
    QVector<double> keys;
    for (int i = 0; i < capacity.size(); ++i) keys << i + 1;
    cap->setData(keys, capacity);
    const double top = capacity.isEmpty() ? 1 : *std::max_element(capacity.begin(), capacity.end());
    p->yAxis->setRange(0, std::max(p->yAxis->range().upper, top * 1.1));
    p->replot();
}

void plotDayPlan(QWidget* w, const ScenarioResult& r, const Scenario& s, int option) {
    QCustomPlot* p = chart(w);
    reset(p);
    if (option < 0 || option >= int(r.options.size())) return;
    const OptionResult& o = r.options[size_t(option)];
    chart(w)->setTitle(QObject::tr("The day on %1: GPUs in use by hour").arg(QString::fromStdString(o.name)));
    QStringList hours;
    for (int h = 0; h < 24; ++h) hours << QStringLiteral("%1").arg(h, 2, 10, QChar(u'0')); // "06": short for the PDF
    QList<QPair<QString, QVector<double>>> layers;
    for (size_t wi = 0; wi < s.workloads.size() && wi < (o.gpusByHour.empty() ? 0 : o.gpusByHour[0].size()); ++wi) {
        QVector<double> values;
        for (int h = 0; h < 24; ++h) values << o.gpusByHour[size_t(h)][wi];
        layers << qMakePair(QString::fromStdString(s.workloads[wi].name), values);
    }
    stackedBars(p, hours, layers, QObject::tr("GPUs in use (whole-GPU equivalents)"));
    p->xAxis->ticker().dynamicCast<CategoryTicker>()->setStride(3); // 24 labels would run together
    p->xAxis->setLabel(QObject::tr("hour of the day"));
    auto* capacity = p->addGraph();
    capacity->setName(QObject::tr("GPUs in the option"));
    capacity->setPen(QPen(Qt::red, 1.5, Qt::DashLine));
    capacity->setData({0.5, 24.5}, {double(o.gpus), double(o.gpus)});
    p->yAxis->setRange(0, o.gpus * 1.15);
    p->replot();
}

int chartPointCount(QWidget* w) {
    QCustomPlot* p = chart(w);
    int n = 0;
    for (int i = 0; i < p->plottableCount(); ++i)
        if (auto* iface = p->plottable(i)->interface1D()) n += iface->dataCount();
    return n;
}

// Issue 19: monthly cost against average QPS (log axes) for every option: each api option's
// line through 0, each GPU option's line up to its capacity, and a marker where they cross.
void plotServingCost(QWidget* w, const ScenarioResult& r) {
    QCustomPlot* p = chart(w);
    reset(p);
    chart(w)->setTitle(QObject::tr("Monthly cost against average load (API vs GPUs)"));
    if (r.serving.empty()) return p->replot();
    QString note; // at most 12 API and 12 GPU lines (services/serving_summary.hpp)
    const std::vector<ServingComparison> serving = shownServing(r.serving, note);
    const double q0 = std::max(serving.front().averageQps, 1e-3);
    QVector<double> qs;
    for (int i = 0; i <= 60; ++i) qs << q0 / 100.0 * std::pow(10.0, i / 15.0); // q0/100 .. q0 x 100
    int colourIndex = 0;
    auto line = [&](const QString& name, double fixed, double perQps, double cap, Qt::PenStyle style) {
        QVector<double> x, y;
        for (double q : qs)
            if (cap <= 0 || q <= cap) x << q, y << std::max(fixed + perQps * q, 1e-9);
        auto* g = p->addGraph();
        g->setName(name);
        g->setPen(QPen(colour(p, colourIndex++), 1.8, style));
        g->setData(x, y);
    };
    for (const ServingComparison& api : serving)
        line(QString::fromStdString(api.option), 0, api.perQps, 0, Qt::SolidLine);
    for (const ServingBreakEven& b : serving.front().breakEvens)
        line(QString::fromStdString(b.gpuOption), b.gpuFixed, b.gpuPerQps, b.capacityQps, Qt::DashLine);
    auto* cross = p->addGraph();
    cross->setName(QObject::tr("break-even"));
    cross->setLineStyle(QCPGraph::lsNone);
    cross->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(Qt::red, 2), Qt::NoBrush, 10));
    for (const ServingComparison& api : serving)
        for (const ServingBreakEven& b : api.breakEvens)
            if (b.qps && *b.qps > 0) cross->addData(*b.qps, api.perQps * *b.qps);
    auto* now = p->addGraph();
    now->setName(QObject::tr("the scenario's load"));
    now->setPen(QPen(Qt::gray, 1, Qt::DotLine));
    p->xAxis->setScaleType(QCPAxis::stLogarithmic);
    p->yAxis->setScaleType(QCPAxis::stLogarithmic);
    p->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    p->yAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
    p->xAxis->setLabel(note.isEmpty() ? QObject::tr("average QPS") : QObject::tr("average QPS (%1)").arg(note));
    p->yAxis->setLabel(
        QObject::tr("monthly cost, %1 (level monthly)").arg(QString::fromLatin1(currencyCode(r.currency).data(), 3)));
    p->rescaleAxes();
    now->setData({q0, q0}, {p->yAxis->range().lower, p->yAxis->range().upper});
    p->legend->setVisible(true);
    p->replot();
}

} // namespace gputco::ui
