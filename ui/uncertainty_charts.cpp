// The uncertainty charts: the tornado (each input's swing of one output) and the Monte Carlo histograms.
#include "ui/chart_widget.hpp"
#include "ui/uncertainty_words.hpp"

#include <algorithm>
#include <cmath>

namespace gputco::ui {

using plot::chart;
using plot::colour;
using plot::reset;
using plot::shortName;
using plot::ShortTicker;

// "14.49 M USD", "month 37": the base as a reader says it, never 1.449e+07.
static QString outputValueWords(OutputKey key, double v, const QString& currency) {
    if (key == OutputKey::BreakEvenMonth) return QObject::tr("month %1").arg(QLocale().toString(v, 'f', 0));
    const double a = std::abs(v);
    const QString n = a >= 1e9   ? QObject::tr("%1 B").arg(QLocale().toString(v / 1e9, 'f', 2))
                      : a >= 1e6 ? QObject::tr("%1 M").arg(QLocale().toString(v / 1e6, 'f', 2))
                      : a >= 1e4 ? QObject::tr("%1 k").arg(QLocale().toString(v / 1e3, 'f', 1))
                                 : QLocale().toString(v, 'f', 2);
    return n + u' ' + currency;
}

// Each input's bars run from the base to the output at its low and at its high: QCPBars draws
// base .. base + value, so the value is the change from the base (issue 32: the output itself was
// passed, and every bar ran from the base to base + output).
void plotTornado(QWidget* w, const Tornado& t, const QString& title, const QString& currency, int maxBars) {
    QCustomPlot* p = chart(w);
    reset(p);
    chart(w)->setTitle(title);
    const int n = std::min<int>(maxBars, int(t.bars.size()));
    QSharedPointer<CategoryTicker> ticker(new CategoryTicker(40, false));
    QVector<double> keys, lows, highs;
    for (int i = n - 1; i >= 0; --i) { // largest swing at the top
        const TornadoBar& bar = t.bars[size_t(i)];
        ticker->addCategory(n - i, inputLabel(bar.key, bar.label));
        keys << n - i;
        lows << bar.outputAtLow - t.base;
        highs << bar.outputAtHigh - t.base;
    }
    for (int side = 0; side < 2; ++side) {
        auto* bars = new QCPBars(p->yAxis, p->xAxis); // horizontal: keys up the y axis
        bars->setName(side == 0 ? QObject::tr("input at low") : QObject::tr("input at high"));
        bars->setWidth(0.6);
        bars->setBaseValue(t.base);
        bars->setPen(QPen(colour(p, side).darker(150)));
        bars->setBrush(colour(p, side));
        bars->setData(keys, side == 0 ? lows : highs);
    }
    p->yAxis->setTicker(ticker);
    p->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new ShortTicker));
    const QString unit = t.target.key == OutputKey::BreakEvenMonth ? QString() : QStringLiteral(", ") + currency;
    p->xAxis->setLabel(QObject::tr("%1 (base %2)")
                           .arg(outputWords(t.target.key) + unit, outputValueWords(t.target.key, t.base, currency)));
    p->yAxis->setLabel(QString());
    double lo = t.base, hi = t.base;
    for (int i = 0; i < n; ++i) {
        lo = std::min({lo, t.base + lows[i], t.base + highs[i]});
        hi = std::max({hi, t.base + lows[i], t.base + highs[i]});
    }
    const double pad = std::max(1e-9, (hi - lo) * 0.05);
    p->xAxis->setRange(lo - pad, hi + pad);
    p->yAxis->setRange(0.4, n + 0.6);
    p->replot();
}

void plotMonteCarlo(QWidget* w, const MonteCarloResult& r, const QString& currency) {
    QCustomPlot* p = chart(w);
    reset(p);
    chart(w)->setTitle(QObject::tr("Monte Carlo: horizon cost, %1 samples").arg(r.samples));
    double lo = INFINITY, hi = -INFINITY;
    for (const MonteCarloOption& o : r.options)
        for (double v : o.horizonCosts) lo = std::min(lo, v), hi = std::max(hi, v);
    if (!(hi > lo)) hi = lo + 1;
    constexpr int kBins = 40;
    const double width = (hi - lo) / kBins;
    for (size_t i = 0; i < r.options.size(); ++i) {
        QVector<double> x(kBins), y(kBins, 0.0);
        for (int b = 0; b < kBins; ++b) x[b] = lo + (b + 0.5) * width;
        for (double v : r.options[i].horizonCosts) y[std::clamp(int((v - lo) / width), 0, kBins - 1)] += 1;
        for (double& v : y) v /= std::max<double>(1, double(r.options[i].horizonCosts.size()));
        QCPGraph* g = p->addGraph();
        g->setName(QStringLiteral("%1 (P(cheapest) %2%)")
                       .arg(shortName(QString::fromStdString(r.options[i].name), 28))
                       .arg(QLocale().toString(100 * r.options[i].pCheapest, 'f', 0)));
        g->setProperty(kSeriesProperty, QString::fromStdString(r.options[i].name));
        g->setLineStyle(QCPGraph::lsStepCenter);
        QColor c = colour(p, int(i));
        g->setPen(QPen(c, 1.5));
        c.setAlpha(60);
        g->setBrush(c);
        g->setData(x, y);
    }
    p->xAxis->setTicker(QSharedPointer<QCPAxisTicker>(new ShortTicker));
    p->xAxis->setLabel(QObject::tr("horizon cost (%1)").arg(currency));
    p->yAxis->setLabel(QObject::tr("share of samples"));
    p->rescaleAxes(true);
    p->yAxis->setRangeLower(0);
    p->replot();
}

} // namespace gputco::ui
