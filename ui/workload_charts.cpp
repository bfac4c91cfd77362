// The per-workload charts: where an iteration's time goes, memory per GPU against HBM, and one option's day
// of GPUs by hour.
#include "ui/charts.hpp"

#include "ui/chart_layers.hpp"

#include <algorithm>

namespace gputco::ui {

namespace {
using plot::chart;
using plot::chartedOptions;
using plot::reset;
using plot::shown;
using plot::stackedBars;
} // namespace

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

} // namespace gputco::ui
