// gpu-tco sensitivity: the tornado of one output over the scenario's uncertain inputs, and what would flip
// the own-or-rent decision.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/text_table.hpp"
#include "app/cli/uncertainty_source.hpp"
#include "core/uncertainty/sensitivity.hpp"
#include "data/limits.hpp"
#include "data/uncertainty_json.hpp"
#include "services/readable_number.hpp"
#include "ui/uncertainty_words.hpp"

#include <QElapsedTimer>
#include <QJsonDocument>

namespace gputco::cli {

namespace {
QString num(double v) { return services::readableNumber(v); }

void printTornado(Context& ctx, const Scenario& s, const Tornado& t, const std::vector<DecisionFlip>& flips,
                  double ms) {
    QTextStream& o = ctx.out;
    o << "Sensitivity of " << ui::outputWords(t.target.key) << " (" // the words the window shows
      << data::escapeControls(QString::fromStdString(s.name)) << "), base " << num(t.base) << '\n';
    TextTable table;
    for (const char* h : {"Input", "low", "high", "output at low", "output at high", "swing"})
        table.addColumn(QString::fromLatin1(h), *h == 'I' ? TextTable::Left : TextTable::Right);
    for (const TornadoBar& b : t.bars)
        table.addRow({data::escapeControls(QString::fromStdString(b.label)), num(b.low), num(b.high),
                      num(b.outputAtLow), num(b.outputAtHigh), num(b.swing)});
    table.print(o);
    o << "\nWhat would flip the decision (own vs rent):\n";
    if (flips.empty()) o << "  no single input's range crosses the break-even\n";
    for (const DecisionFlip& f : flips)
        o << "  " << data::escapeControls(QString::fromStdString(f.label)) << ": " << num(f.base) << " -> "
          << num(f.flipValue) << " (" << (f.ownCheaperAtBase ? "rent" : "own") << " becomes cheaper beyond it)\n";
    o << "(" << t.bars.size() << " inputs, " << QString::number(ms, 'f', 1) << " ms)\n";
}
} // namespace

int runSensitivity(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Tornado sensitivity: each uncertain input of the scenario at its low and its high (the others at base),\n"
        "sorted by the swing of the chosen output; and the inputs whose range flips own vs rent, with the value\n"
        "where it flips. Ranges: the scenario's \"uncertainty\" key, else sourced defaults (docs/uncertainty.md)."));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("FILE.json or scenario name."));
    parser.addOption(QCommandLineOption(QStringLiteral("output"),
                                        QStringLiteral("Output: ") + QString::fromStdString(outputKeyList()) +
                                            QStringLiteral(" (default horizon_cost)."),
                                        QStringLiteral("KEY"), QStringLiteral("horizon_cost")));
    parser.addOption(QCommandLineOption(QStringLiteral("option"),
                                        QStringLiteral("Option the output is of (default: the first; the first own "
                                                       "and rent option for own_minus_rent, break_even_month)."),
                                        QStringLiteral("NAME")));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("sensitivity"), args); rc >= 0) return rc;
    if (parser.positionalArguments().size() != 1) throw InputError("scenario", "give one scenario file or name");
    const auto key = outputKeyFromName(parser.value(QStringLiteral("output")).toStdString());
    if (!key) throw InputError("--output", "must be one of " + outputKeyList());

    const auto src = loadUncertainty(ctx, parser.positionalArguments().first(),
                                     parser.value(QStringLiteral("option")).toStdString());
    const OutputTarget target =
        resolveOutput(src->scenario, *key, parser.value(QStringLiteral("option")).toStdString());
    QElapsedTimer timer;
    timer.start();
    const Tornado t = tornado(*src->model, target);
    const bool pair =
        std::any_of(src->scenario.options.begin(), src->scenario.options.end(),
                    [](const Option& o) { return o.own; }) &&
        std::any_of(src->scenario.options.begin(), src->scenario.options.end(), [](const Option& o) { return !o.own; });
    const std::vector<DecisionFlip> flips =
        pair ? decisionFlips(*src->model, resolveOutput(src->scenario, OutputKey::OwnMinusRent,
                                                        target.key == OutputKey::OwnMinusRent ||
                                                                target.key == OutputKey::BreakEvenMonth
                                                            ? parser.value(QStringLiteral("option")).toStdString()
                                                            : std::string()))
             : std::vector<DecisionFlip>{};
    const double ms = double(timer.nsecsElapsed()) * 1e-6;
    if (parser.isSet(QStringLiteral("json")))
        ctx.out << QString::fromUtf8(
            QJsonDocument(data::tornadoToJson(src->scenario, t, flips)).toJson(QJsonDocument::Indented));
    else
        printTornado(ctx, src->scenario, t, flips, ms);
    return Ok;
}

} // namespace gputco::cli
