// gpu-tco sensitivity: the tornado of one output over the scenario's uncertain inputs, and what would flip
// the own-or-rent decision.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/text_table.hpp"
#include "app/cli/uncertainty_source.hpp"
#include "core/uncertainty/sensitivity.hpp"
#include "data/limits.hpp"
#include "data/uncertainty_json.hpp"
#include "services/decision_pair.hpp"
#include "services/readable_number.hpp"
#include "ui/uncertainty_words.hpp"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

namespace gputco::cli {

namespace {
// The option a single-option output is of by default: the recommended one, else the first.
std::string decisionOption(const Scenario& s, const services::DecisionTarget& d) {
    return d.target.option < s.options.size() ? s.options[d.target.option].name : std::string();
}

QString num(double v) { return services::readableNumber(v); }

void printTornado(Context& ctx, const Scenario& s, const Tornado& t, const std::vector<DecisionFlip>& flips,
                  const std::string& noPair, double ms) {
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
    if (!noPair.empty())
        o << "  no flip value: " << QString::fromStdString(noPair) << '\n';
    else if (flips.empty())
        o << "  no single input's range crosses the break-even\n";
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
    parser.addOption(
        QCommandLineOption(QStringLiteral("option"),
                           QStringLiteral("Option the output is of (default: the recommended one, else the "
                                          "first; for own_minus_rent and break_even_month, the "
                                          "recommended option and the cheapest feasible option of "
                                          "another kind)."),
                           QStringLiteral("NAME")));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("sensitivity"), args); rc >= 0) return rc;
    if (parser.positionalArguments().size() != 1) throw InputError("scenario", "give one scenario file or name");
    const auto key = outputKeyFromName(parser.value(QStringLiteral("output")).toStdString());
    if (!key) throw InputError("--output", "must be one of " + outputKeyList());

    const auto src = loadUncertainty(ctx, parser.positionalArguments().first(),
                                     parser.value(QStringLiteral("option")).toStdString());
    // Issue 45: without --option, the decision the memo, the report and the window analyse: the
    // recommended option and the cheapest feasible option of another kind (services/decision_pair.hpp).
    const std::string named = parser.value(QStringLiteral("option")).toStdString();
    const services::DecisionTarget decision = services::decisionTarget(src->scenario, src->model->baseResult());
    const bool pairOutput = *key == OutputKey::OwnMinusRent || *key == OutputKey::BreakEvenMonth;
    if (pairOutput && named.empty() && !decision.pair) // the reason first (also where there is no rent option)
        throw InputError("--output", std::string(outputKeyName(*key)) + " needs a decision pair: " + decision.note +
                                         " (name one with --option)");
    OutputTarget target =
        resolveOutput(src->scenario, *key, named.empty() ? decisionOption(src->scenario, decision) : named);
    if (pairOutput && named.empty()) {
        target.own = decision.target.own;
        target.rent = decision.target.rent;
    }
    QElapsedTimer timer;
    timer.start();
    const Tornado t = tornado(*src->model, target);
    // The flips are those of the decision pair, or of the pair --option names.
    std::vector<DecisionFlip> flips;
    if (pairOutput && !named.empty())
        flips = decisionFlips(*src->model, resolveOutput(src->scenario, OutputKey::OwnMinusRent, named));
    else if (decision.pair)
        flips = decisionFlips(*src->model, decision.target);
    const double ms = double(timer.nsecsElapsed()) * 1e-6;
    const std::string noPair = flips.empty() && !decision.pair && named.empty() ? decision.note : std::string();
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject json = data::tornadoToJson(src->scenario, t, flips);
        if (!noPair.empty()) json[QStringLiteral("no_flip_because")] = QString::fromStdString(noPair);
        ctx.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else {
        printTornado(ctx, src->scenario, t, flips, noPair, ms);
    }
    return Ok;
}

} // namespace gputco::cli
