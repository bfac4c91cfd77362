#include "ui/chart_layers.hpp"

#include <algorithm>

namespace gputco::ui::plot {

namespace {
// Brush patterns beside the palette's colours (charts.cpp), so stacked layers stay apart in black-and-white print.
const Qt::BrushStyle kPatterns[] = {Qt::SolidPattern, Qt::BDiagPattern,  Qt::Dense4Pattern,    Qt::FDiagPattern,
                                    Qt::CrossPattern, Qt::Dense6Pattern, Qt::DiagCrossPattern, Qt::HorPattern,
                                    Qt::VerPattern,   Qt::Dense2Pattern};

QSharedPointer<CategoryTicker> textTicker(const QStringList& labels) {
    // Two lines, broken at the space nearest the middle, so neighbouring bars' labels do not collide.
    QSharedPointer<CategoryTicker> t(new CategoryTicker(28, true));
    for (int i = 0; i < labels.size(); ++i) t->addCategory(i + 1, labels[i]);
    return t;
}

// A chart draws at most this many options, the cheapest over the horizon: a reader cannot
// tell more bars or lines apart, and QCustomPlot's legend and tick labels slow down
// quadratically with their count (a report of 1,000 options took about 20 s).
constexpr std::size_t kMaxChartOptions = 12;
} // namespace

bool shown(const QStringList& options, const std::string& name) {
    return options.isEmpty() || options.contains(QString::fromStdString(name));
}

// The options a chart draws: those the caller names (all when none are named), at most
// kMaxChartOptions of them, the cheapest first kept. `note` says how many of how many
// are shown when some are left out, and is empty otherwise. A per-GPU chart (memory,
// time breakdown) passes gpuOnly: an api option has no GPUs, so it is left out and the
// note says so (issue 19), rather than drawn as an empty bar.
QStringList chartedOptions(const ScenarioResult& r, const QStringList& options, QString& note, bool gpuOnly) {
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

} // namespace gputco::ui::plot
