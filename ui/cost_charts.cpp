// The cost charts: each option's first month by cost line, cumulative cash with break-evens, and serving
// cost against load (API tokens vs GPUs).
#include "ui/charts.hpp"

#include "services/serving_summary.hpp"
#include "ui/chart_layers.hpp"

#include <algorithm>
#include <cmath>

namespace gputco::ui {

namespace {
using plot::chart;
using plot::chartedOptions;
using plot::colour;
using plot::currencyOf;
using plot::reset;
using plot::shortName;
using plot::shown;
using plot::stackedBars;
} // namespace

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
