#include "ui/report_uncertainty.hpp"

#include "services/readable_number.hpp"
#include "ui/charts.hpp"
#include "ui/uncertainty_words.hpp"

#include <QLocale>

namespace gputco::ui {

namespace {
QString g(double v) { return services::readableNumber(v); } // 1,033,000 or 0.0659, never 1.033E+06
QString money(double v) { return QLocale(QLocale::English).toString(v, 'f', 0); }
QString s(const std::string& x) { return QString::fromStdString(x); }

ReportTable rangeTable(const std::vector<UncertainInput>& inputs) {
    ReportTable t{{QObject::tr("Input"), QObject::tr("Low"), QObject::tr("Base"), QObject::tr("High"),
                   QObject::tr("Distribution"), QObject::tr("Source")},
                  {}};
    for (const UncertainInput& in : inputs)
        t.rows << QStringList{inputLabel(in.key, in.label), // "Own 16 x B200: server price", never the key (issue 32)
                              g(in.range.low),
                              g(in.range.base),
                              g(in.range.high),
                              QString::fromLatin1(distributionName(in.range.distribution).data()),
                              s(in.source)};
    return t;
}

ReportTable monteCarloTable(const MonteCarloResult& r) {
    ReportTable t{{QObject::tr("Option"), QObject::tr("Horizon cost P10"), QObject::tr("P50"), QObject::tr("P90"),
                   QObject::tr("Cost per run P50"), QObject::tr("Days per run P10-P90"), QObject::tr("P(cheapest)")},
                  {}};
    for (const MonteCarloOption& o : r.options)
        t.rows << QStringList{s(o.name),
                              money(o.horizonCost.p10),
                              money(o.horizonCost.p50),
                              money(o.horizonCost.p90),
                              money(o.costPerRun.p50),
                              QStringLiteral("%1 - %2").arg(g(o.timeToTrainDays.p10), g(o.timeToTrainDays.p90)),
                              QStringLiteral("%1 %").arg(g(100 * o.pCheapest))};
    if (r.pNoFeasible > 0) // issue 45: the column sums to 100 %
        t.rows << QStringList{
            QObject::tr("(no option meets every requirement)"), QString(), QString(), QString(), QString(), QString(),
            QStringLiteral("%1 %").arg(g(100 * r.pNoFeasible))};
    return t;
}

QStringList flipLines(const std::vector<DecisionFlip>& flips) {
    QStringList out;
    for (const DecisionFlip& f : flips)
        out << QObject::tr("%1 flips the decision at %2 (base %3): %4 becomes cheaper beyond it.")
                   .arg(inputLabel(f.key, f.label), g(f.flipValue), g(f.base),
                        f.ownCheaperAtBase ? QObject::tr("renting") : QObject::tr("owning"));
    if (out.isEmpty()) out << QObject::tr("No single input's range crosses the break-even: the decision holds.");
    return out;
}
} // namespace

constexpr int kReportTornadoBars = 12; // the inputs of largest swing drawn

ReportSection uncertaintySection(const Evaluation& e, const services::DecisionAnalysis& a, QWidget* parent,
                                 double width, double height) {
    ReportSection sec;
    sec.heading = QObject::tr("Uncertainty: what would flip the decision, and how sure it is");
    if (!a.ok) {
        sec.paragraphs << QObject::tr("The uncertainty analysis could not run: %1").arg(s(a.error));
        return sec;
    }
    const Scenario& scenario = a.scope.scenario;
    if (a.scope.dropped > 0)
        sec.paragraphs << QObject::tr("%1 of the %2 options are analysed: the first own and rent options and the "
                                      "cheapest; the other %3 are left out so that the analysis stays quick.")
                              .arg(scenario.options.size())
                              .arg(e.scenario.options.size())
                              .arg(a.scope.dropped);
    sec.paragraphs << QObject::tr("Each input at its low and at its high, the others at base (ranges below, with "
                                  "their sources; the scenario's own ranges where it gives them).");
    sec.tables.push_back(rangeTable(a.inputs));
    QWidget* tornadoChart = createChart(ChartKind::Tornado, parent);
    // Tall enough for one line of label per input (the legend below): no input goes unlabelled.
    const int bars = std::min<int>(kReportTornadoBars, int(a.tornado.bars.size()));
    tornadoChart->resize(int(width), std::max(int(height), 110 + 22 * bars));
    plotTornado(
        tornadoChart, a.tornado,
        a.pair ? QObject::tr("Tornado: %1 minus %2 (horizon cost)")
                     .arg(s(scenario.options.at(a.tornado.target.own).name),
                          s(scenario.options.at(a.tornado.target.rent).name))
               : QObject::tr("Tornado: horizon cost of %1").arg(s(scenario.options.at(a.tornado.target.option).name)),
        QString::fromLatin1(currencyCode(e.result.currency).data(), 3), kReportTornadoBars);
    sec.charts.push_back(tornadoChart);
    if (a.pair)
        sec.paragraphs << flipLines(a.flips);
    else // issue 45: never a flip to an option that misses a requirement
        sec.paragraphs << QObject::tr("No flip value: %1.").arg(services::noPairText(a.noPair));
    const MonteCarloResult& mc = a.monteCarlo;
    sec.tables.push_back(monteCarloTable(mc));
    if (mc.pOwnBeatsRent)
        sec.paragraphs << QObject::tr("Monte Carlo, %1 samples (seed 1): owning beats renting in %2 % of them; "
                                      "break-even P10: %3, P50: %4, P90: %5.")
                              .arg(mc.samples)
                              .arg(g(100 * *mc.pOwnBeatsRent),
                                   breakEvenMonthWords(mc.breakEvenMonth.p10, scenario.horizonMonths),
                                   breakEvenMonthWords(mc.breakEvenMonth.p50, scenario.horizonMonths),
                                   breakEvenMonthWords(mc.breakEvenMonth.p90, scenario.horizonMonths));
    QWidget* histogram = createChart(ChartKind::MonteCarlo, parent);
    histogram->resize(int(width), int(height));
    plotMonteCarlo(histogram, mc, QString::fromLatin1(currencyCode(e.result.currency).data(), 3));
    sec.charts.push_back(histogram);
    return sec;
}

} // namespace gputco::ui
