// gpu-tco montecarlo: P10 / P50 / P90 of each option's horizon cost, cost per run and time-to-train over the
// scenario's uncertain inputs, the probability each option is cheapest and that owning beats renting.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/text_table.hpp"
#include "app/cli/uncertainty_source.hpp"
#include "core/uncertainty/monte_carlo.hpp"
#include "data/limits.hpp"
#include "data/uncertainty_json.hpp"
#include "ui/uncertainty_words.hpp"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QLocale>

namespace gputco::cli {

namespace {
QString amount(double v) { return QLocale::c().toString(v, 'f', 0); }
QString fixed(double v, int d = 1) { return QString::number(v, 'f', d); }

long long integerFlag(const QCommandLineParser& parser, const char* name, long long lo, long long hi,
                      long long fallback) {
    if (!parser.isSet(QLatin1String(name))) return fallback;
    bool ok = false;
    const long long v = parser.value(QLatin1String(name)).toLongLong(&ok);
    if (!ok || v < lo || v > hi)
        throw InputError(std::string("--") + name,
                         "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
    return v;
}

void printMonteCarlo(Context& ctx, const Scenario& s, const MonteCarloResult& r, double ms) {
    QTextStream& o = ctx.out;
    o << "Monte Carlo of " << data::escapeControls(QString::fromStdString(s.name)) << ": " << r.samples
      << " samples, seed " << r.seed << " (" << fixed(ms, 0) << " ms)\n";
    TextTable t;
    for (const char* h :
         {"Option", "horizon P10", "P50", "P90", "cost/run P50", "days/run P10", "P50", "P90", "P(cheapest)"})
        t.addColumn(QString::fromLatin1(h), *h == 'O' ? TextTable::Left : TextTable::Right);
    for (const MonteCarloOption& x : r.options)
        t.addRow({data::escapeControls(QString::fromStdString(x.name)), amount(x.horizonCost.p10),
                  amount(x.horizonCost.p50), amount(x.horizonCost.p90), amount(x.costPerRun.p50),
                  fixed(x.timeToTrainDays.p10), fixed(x.timeToTrainDays.p50), fixed(x.timeToTrainDays.p90),
                  fixed(100 * x.pCheapest) + u'%'});
    t.print(o);
    // issue 45: P(cheapest) counts options that meet every requirement; the rest of the samples, said
    if (r.pNoFeasible > 0)
        o << "No option meets every requirement in " << fixed(100 * r.pNoFeasible)
          << "% of samples (P(cheapest) counts only options that do; with it the column sums to 100%)\n";
    if (r.pOwnBeatsRent) {
        const size_t never = size_t(s.horizonMonths) + 1;
        o << "P(owning beats renting): " << fixed(100 * *r.pOwnBeatsRent) << "%\n"
          << "Break-even: P10 " << ui::breakEvenMonthWords(r.breakEvenMonth.p10, s.horizonMonths) << ", P50 "
          << ui::breakEvenMonthWords(r.breakEvenMonth.p50, s.horizonMonths) << ", P90 "
          << ui::breakEvenMonthWords(r.breakEvenMonth.p90, s.horizonMonths) << "; never within " << s.horizonMonths
          << " months in " << fixed(100.0 * double(r.breakEvenMonthCounts.at(never)) / double(r.samples))
          << "% of samples\n";
    }
}
} // namespace

int runMonteCarlo(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Monte Carlo over the scenario's uncertain inputs (ranges: the scenario's \"uncertainty\" key, else sourced\n"
        "defaults; docs/uncertainty.md): P10/P50/P90 of each option's horizon cost, cost per run and time-to-train,\n"
        "the probability each option is cheapest and that owning beats renting, the break-even month."));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("FILE.json or scenario name."));
    parser.addOption(QCommandLineOption(QStringLiteral("samples"), QStringLiteral("Samples, 100 .. 1000000 (10000)."),
                                        QStringLiteral("N")));
    parser.addOption(QCommandLineOption(QStringLiteral("seed"),
                                        QStringLiteral("Seed, 0 .. 2^53 - 1 (1); the same seed gives the same output."),
                                        QStringLiteral("S")));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("montecarlo"), args); rc >= 0) return rc;
    if (parser.positionalArguments().size() != 1) throw InputError("scenario", "give one scenario file or name");
    MonteCarloSettings settings;
    settings.samples = integerFlag(parser, "samples", kMinSamples, kMaxSamples, kDefaultSamples);
    settings.seed = std::uint64_t(integerFlag(parser, "seed", 0, (1LL << 53) - 1, 1));

    const auto src = loadUncertainty(ctx, parser.positionalArguments().first());
    QElapsedTimer timer;
    timer.start();
    const MonteCarloResult r = monteCarlo(*src->model, settings);
    const double ms = double(timer.nsecsElapsed()) * 1e-6;
    if (parser.isSet(QStringLiteral("json")))
        ctx.out << QString::fromUtf8(
            QJsonDocument(data::monteCarloToJson(r, src->scenario.horizonMonths)).toJson(QJsonDocument::Indented));
    else
        printMonteCarlo(ctx, src->scenario, r, ms);
    return Ok;
}

} // namespace gputco::cli
