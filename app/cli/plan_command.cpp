// gpu-tco plan: the cheapest fleet plans over the horizon (tranches per GPU type and purchase
// month, plus burst rental), found exactly (core/capacity/fleet_optimiser).
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/scenario_source.hpp"
#include "core/capacity/plan_builder.hpp"
#include "core/training/training_model.hpp"
#include "data/capacity_json.hpp"
#include "data/catalog_repository.hpp"
#include "data/csv_writer.hpp"
#include "data/limits.hpp"
#include "data/output_file.hpp"
#include "data/scenario_json.hpp"
#include "data/site_profile_repository.hpp"
#include "services/fleet_planning.hpp"
#include "services/requirement_suggestions.hpp"
#include "services/validation_evidence.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>

namespace gputco::cli {

namespace {
// --write-option: the scenario with the best plan: the optimiser's as a new own option
// (services::documentWithPlanOption, as Plan -> Optimise -> Keep in the window), or the cheaper
// goal-seek suggestion added; a cheaper option already in the scenario leaves it as it is.
void writeOption(Context& ctx, const QString& path, const QJsonObject& doc, const Scenario& s,
                 const services::PlanRun& run) {
    QJsonObject out = doc;
    QString name;
    if (const services::PlanAlternative* a = run.betterAlternative()) {
        name = a->name;
        if (a->kind == QLatin1String("goal_seek"))
            out = services::documentWithSuggestion(doc, {a->kind, a->name, a->why, a->option, a->horizonCost, true});
    } else {
        if (run.search.plans.empty()) throw InputError("--write-option", "no plan meets the demand; nothing to write");
        services::Evaluation e;
        e.ok = true;
        e.scenario = s;
        out = services::documentWithPlanOption(doc, e, run.search.plans.front(), &name);
    }
    data::writeOutputFile(path, data::scenarioToBytes(out));
    ctx.err << "wrote " << path << ": the best plan as option \"" << name << "\""
            << (out == doc ? " (already an option of the scenario)" : "") << "\n";
}

QString money(double v) { return QLocale::c().toString(v, 'f', 0); }

QString purchasesText(const FleetPlan& p) {
    QStringList parts;
    for (const Tranche& t : p.purchases)
        parts << QStringLiteral("month %1: %2 %3 server%4")
                     .arg(t.month)
                     .arg(t.servers)
                     .arg(QString::fromStdString(t.gpuId), t.servers == 1 ? QString() : QStringLiteral("s"));
    return parts.isEmpty() ? QStringLiteral("buy nothing") : parts.join(QStringLiteral("; "));
}

// Why plan a is cheaper than plan b: where the difference in horizon cost comes from.
QString whyText(const FleetPlan& a, const FleetPlan& b, const QString& cur) {
    const double owned = (b.horizonCost - b.burstCost) - (a.horizonCost - a.burstCost);
    const double burst = b.burstCost - a.burstCost;
    auto part = [&](double v, const char* more, const char* less) {
        return money(std::abs(v)) + u' ' + cur + u' ' + QString::fromLatin1(v >= 0 ? less : more);
    };
    return part(owned, "more on servers and their running costs", "less on servers and their running costs") +
           QStringLiteral(", ") + part(burst, "more on burst", "less on burst") + QStringLiteral(" (") +
           money(std::abs(b.burstGpuHours - a.burstGpuHours)) +
           (b.burstGpuHours >= a.burstGpuHours ? QStringLiteral(" fewer") : QStringLiteral(" more")) +
           QStringLiteral(" burst GPU-hours)");
}

void printPlans(Context& ctx, const PlanSearch& search, const QString& cur) {
    QTextStream& o = ctx.out;
    o << "Cheapest fleet plans (horizon cost, discounted, " << cur << "); " << search.evaluated
      << " tranche choices and partial plans evaluated, exactly (no sampling)\n";
    for (size_t i = 0; i < search.plans.size(); ++i) {
        const FleetPlan& p = search.plans[i];
        o << "\n"
          << (i + 1) << ". " << money(p.horizonCost) << ' ' << cur << ": " << purchasesText(p) << "; burst "
          << money(p.burstGpuHours) << " GPU-hours (" << money(p.burstCost) << ' ' << cur << ")\n";
        if (i + 1 < search.plans.size()) {
            const FleetPlan& n = search.plans[i + 1];
            o << "   beats #" << (i + 2) << " by " << money(n.horizonCost - p.horizonCost) << ' ' << cur << ": "
              << whyText(p, n, cur) << '\n';
        }
    }
    if (search.plans.empty()) o << "No plan meets the demand (no rent option to burst to, or too few servers).\n";
}

// Issue 45: the answer first: the optimiser's best tranche plan, or a cheaper plan the program
// proposes elsewhere (a feasible option, a goal-seek suggestion); then the tranche plans and the others.
void printRun(Context& ctx, const services::PlanRun& run, const QString& cur) {
    QTextStream& o = ctx.out;
    if (const services::PlanAlternative* a = run.betterAlternative()) {
        o << "Best plan: " << data::escapeControls(a->name) << ", " << money(a->horizonCost) << ' ' << cur
          << " over the horizon: " << data::escapeControls(a->why) << ".";
        if (!run.search.plans.empty()) {
            const double more = run.search.plans.front().horizonCost / a->horizonCost - 1;
            o << " The cheapest plan that buys servers in tranches costs "
              << money(run.search.plans.front().horizonCost) << ' ' << cur << " ("
              << QLocale::c().toString(100 * more, 'f', 1) << " % more).";
        }
        o << "\n\n";
    } else if (!run.search.plans.empty()) {
        o << "Best plan: the fleet optimiser's #1 below, " << money(run.search.plans.front().horizonCost) << ' ' << cur
          << " over the horizon; no feasible option or goal-seek suggestion costs less.\n\n";
    }
    printPlans(ctx, run.search, cur);
    if (!run.ok && !run.error.isEmpty()) o << data::escapeControls(run.error) << '\n';
    if (run.alternatives.empty()) return;
    o << "\nOther plans that meet every requirement (horizon cost as evaluate gives it):\n";
    for (const services::PlanAlternative& a : run.alternatives)
        o << "  " << money(a.horizonCost) << ' ' << cur << ": " << data::escapeControls(a.name) << " ("
          << data::escapeControls(a.why) << ")\n";
}

QJsonObject planJson(const services::PlanRun& run) {
    QJsonObject out = data::planSearchJson(run.search);
    QJsonArray alternatives;
    for (const services::PlanAlternative& a : run.alternatives)
        alternatives.append(
            QJsonObject{{"kind", a.kind}, {"name", a.name}, {"why", a.why}, {"horizon_cost", a.horizonCost}});
    out[QStringLiteral("alternatives")] = alternatives;
    QJsonObject best;
    if (const services::PlanAlternative* a = run.betterAlternative())
        best = QJsonObject{{"kind", a->kind}, {"name", a->name}, {"horizon_cost", a->horizonCost}};
    else if (!run.search.plans.empty())
        best =
            QJsonObject{{"kind", QStringLiteral("fleet_plan")}, {"horizon_cost", run.search.plans.front().horizonCost}};
    out[QStringLiteral("best")] = best.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(best);
    if (!run.ok) out[QStringLiteral("error")] = run.error;
    return out;
}

std::vector<int> monthsOption(const QCommandLineParser& p) {
    std::vector<int> out;
    for (const QString& s : p.value(QStringLiteral("purchase-months")).split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const int m = s.trimmed().toInt(&ok);
        if (!ok) throw InputError("--purchase-months", "'" + s.toStdString() + "' is not a whole month number");
        out.push_back(m);
    }
    return out;
}

// Unset flags take the window's defaults (services::defaultPlanRequest: every own option's GPU type, up to
// three, and purchase months 0, 6, 12, 18 inside the horizon), so that both give the same answer.
PlanRequest requestFromOptions(const QCommandLineParser& p, const Scenario& s) {
    PlanRequest rq = services::defaultPlanRequest(s);
    if (p.isSet(QStringLiteral("gpus"))) {
        rq.gpuIds.clear();
        for (const QString& g : p.value(QStringLiteral("gpus")).split(u',', Qt::SkipEmptyParts))
            rq.gpuIds.push_back(g.trimmed().toStdString());
    }
    if (p.isSet(QStringLiteral("purchase-months"))) rq.purchaseMonths = monthsOption(p);
    bool ok = false;
    rq.maxServers = p.value(QStringLiteral("max-servers")).toInt(&ok);
    if (!ok || rq.maxServers < 0 || rq.maxServers > 4096) throw InputError("--max-servers", "allowed 0 to 4096");
    rq.burst = !p.isSet(QStringLiteral("no-burst"));
    return rq;
}
} // namespace

int runPlan(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The cheapest fleet plans for a scenario's demand over its horizon: servers of each GPU type bought in\n"
        "each purchase month (tranches), plus burst rental from the scenario's first rent option for what they\n"
        "cannot carry. Priced with the first own option's site terms; the measure is evaluate's horizon cost.\n"
        "Exact search (dynamic programming with dominance pruning); the top 5 plans. docs/capacity-planning.md.\n\n"
        "Example: gpu-tco plan resources/scenarios/seed-legal-growth.json --gpus B300-SXM-288GB,H100-SXM5-80GB "
        "--purchase-months 0,12,24"));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("FILE.json or scenario name."));
    parser.addOption(QCommandLineOption(QStringLiteral("gpus"),
                                        QStringLiteral("GPU types to buy, comma-separated (default: every own "
                                                       "option's, up to three, as in the window)."),
                                        QStringLiteral("IDS")));
    parser.addOption(QCommandLineOption(QStringLiteral("purchase-months"),
                                        QStringLiteral("Months (0-based) in which tranches may be bought "
                                                       "(default: 0,6,12,18 inside the horizon)."),
                                        QStringLiteral("LIST")));
    parser.addOption(QCommandLineOption(QStringLiteral("max-servers"), QStringLiteral("Most servers per tranche."),
                                        QStringLiteral("N"), QStringLiteral("64")));
    parser.addOption(QCommandLineOption(QStringLiteral("no-burst"),
                                        QStringLiteral("No rental: owned capacity must carry all demand.")));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    parser.addOption(QCommandLineOption(QStringLiteral("write-option"),
                                        QStringLiteral("Write the scenario with the best plan as a new own option "
                                                       "(tranches and burst) to OUT.json."),
                                        QStringLiteral("OUT.json")));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("plan"), args); rc >= 0) return rc;
    if (parser.positionalArguments().size() != 1) throw InputError("scenario", "give one scenario file or name");

    const QJsonObject doc = loadScenario(ctx, parser.positionalArguments().first());
    const Catalog catalog = data::CatalogRepository(ctx.database().sql()).load();
    const services::Evaluation e =
        services::evaluateDocument(doc, catalog, data::SiteProfileRepository(ctx.database().sql()).list());
    if (!e.ok) throw InputError("scenario", e.error.toStdString());
    const Scenario& s = e.scenario;
    const PlanRequest rq = requestFromOptions(parser, s);
    const services::PlanRun run = services::runFleetPlan(doc, e, catalog, rq);
    // a flag out of range or a search too large: the request is wrong, whatever else the scenario offers
    if (run.errorField.startsWith(QStringLiteral("--")) || run.errorField == QLatin1String("plan"))
        throw InputError("", run.error.toStdString());
    if (parser.isSet(QStringLiteral("json")))
        ctx.out << QString::fromUtf8(QJsonDocument(planJson(run)).toJson(QJsonDocument::Indented));
    else
        printRun(ctx, run, QString::fromLatin1(currencyCode(s.currency).data(), 3));
    if (parser.isSet(QStringLiteral("write-option")))
        writeOption(ctx, parser.value(QStringLiteral("write-option")), doc, s, run);
    return Ok;
}

} // namespace gputco::cli
