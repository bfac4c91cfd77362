// gpu-tco evaluate: monthly, per-run and horizon costs of a scenario's options, break-even, claim check.
#include "app/cli/capacity_text.hpp"
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/scenario_source.hpp"
#include "app/cli/text_table.hpp"
#include "core/capacity/option_tranches.hpp"
#include "core/training/training_model.hpp"
#include "data/capacity_json.hpp"
#include "data/catalog_repository.hpp"
#include "data/csv_writer.hpp"
#include "data/limits.hpp"
#include "data/output_file.hpp"
#include "data/price_refresh_repository.hpp"
#include "data/scenario_csv.hpp"
#include "data/scenario_json.hpp"
#include "data/site_profile_repository.hpp"
#include "services/requirement_suggestions.hpp"
#include "services/serving_summary.hpp"
#include "services/validation_evidence.hpp"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>

namespace gputco::cli {

namespace {
QString amount(double v) { return QLocale::c().toString(v, 'f', 0); }
QString fixed(double v, int d = 1) { return QString::number(v, 'f', d); }

void printHeader(QTextStream& o, const Scenario& s, const ScenarioResult& r, const QString& cur) {
    o << "Scenario: " << data::escapeControls(QString::fromStdString(s.name)) << "  (" << cur << ", horizon "
      << r.horizonMonths << " months)\n";
    for (const ExchangeRate& x : s.exchangeRates)
        o << "Exchange rate: 1 " << QString::fromLatin1(currencyCode(x.from).data(), 3) << " = " << x.rate << ' '
          << QString::fromLatin1(currencyCode(x.to).data(), 3) << " (" << QString::fromStdString(x.date) << ")\n";
    o << '\n';
}

// Month 1's cost lines per option, then the horizon cost and its companions.
void printCostTable(QTextStream& o, const Scenario& s, const ScenarioResult& r, const QString& cur) {
    TextTable cost;
    cost.addColumn(QStringLiteral("Monthly cost (%1), month 1").arg(cur));
    for (const OptionResult& x : r.options) cost.addColumn(QString::fromStdString(x.name), TextTable::Right);
    auto line = [&](const char* name, double CostLines::*member) {
        QStringList row{QString::fromLatin1(name)};
        for (const OptionResult& x : r.options) row << amount(x.firstMonth.*member);
        cost.addRow(row);
    };
    line("depreciation", &CostLines::depreciation);
    line("power", &CostLines::power);
    line("colocation", &CostLines::colocation);
    line("maintenance", &CostLines::maintenance);
    line("staff", &CostLines::staff);
    line("interest", &CostLines::interest);
    line("rent", &CostLines::rent);
    line("storage", &CostLines::storage);
    line("egress", &CostLines::egress);
    line("insurance", &CostLines::insurance);
    line("licences", &CostLines::licences);
    QStringList total{QStringLiteral("total (accounting view)")}, util{QStringLiteral("utilization")};
    QStringList capex{QStringLiteral("capex up front")}, perHour{QStringLiteral("cost per GPU-hour used")};
    QStringList horizon{QStringLiteral("HORIZON COST (discounted)")}, resale{QStringLiteral("resale value at horizon")};
    QStringList accounting{QStringLiteral("accounting cost (depreciation view)")};
    for (const OptionResult& x : r.options) {
        total << amount(x.firstMonth.total());
        capex << amount(x.capexUpfront);
        perHour << fixed(x.costPerGpuHour, 2);
        horizon << amount(x.horizonCost);
        resale << amount(x.resaleValue);
        accounting << amount(x.accountingCost);
        util << fixed(100 * x.utilization) + u'%' + (x.overCapacity ? QStringLiteral(" (over capacity)") : QString());
    }
    for (const QStringList& row : {total, capex, perHour, horizon, resale, accounting, util}) cost.addRow(row);
    cost.print(o);
    o << "Horizon cost: cash over " << r.horizonMonths << " months discounted at " << fixed(100 * s.discountRate, 1)
      << " %/year (monthly), loan still owed counted, resale value deducted; cheapest and break-even use it.\n"
      << "Assumptions: hardware price trend " << fixed(100 * s.hardwarePriceTrend, 0)
      << " %/year (refresh), cloud price trend " << fixed(100 * s.cloudPriceTrend, 0) << " %/year.\n";
}

// Rent options mixing reserved and on-demand GPUs (issue 14): the two parts' rent.
void printRentMix(QTextStream& o, const ScenarioResult& r) {
    for (const OptionResult& x : r.options)
        if (x.reservedGpus > 0)
            o << "Rent of " << data::escapeControls(QString::fromStdString(x.name))
              << " over the horizon: " << amount(x.reservedRent) << " for the " << x.reservedGpus << " reserved GPUs, "
              << amount(x.onDemandRent) << " for the other " << (x.gpus - x.reservedGpus) << ".\n";
}

// Training workloads: days and cost per run on each option.
void printRunTable(QTextStream& o, const Scenario& s, const ScenarioResult& r) {
    o << '\n';
    TextTable runs;
    for (const char* h : {"Option", "Workload", "days/run", "runs/month max", "cost/run", "cost/1M tokens", "MFU"})
        runs.addColumn(QString::fromLatin1(h), *h == 'O' || *h == 'W' ? TextTable::Left : TextTable::Right);
    for (const OptionResult& x : r.options)
        for (size_t wi = 0; wi < x.workloads.size(); ++wi) {
            const WorkloadOnOption& w = x.workloads[wi];
            if (!s.workloads[wi].isTraining()) continue;
            if (!w.feasible) {
                runs.addRow({QString::fromStdString(x.name), QString::fromStdString(w.workload),
                             QStringLiteral("cannot run"), QString(), QString(), QString(),
                             QString::fromStdString(w.reason).left(60)});
                continue;
            }
            runs.addRow({QString::fromStdString(x.name), QString::fromStdString(w.workload),
                         fixed(w.runDays, w.runDays < 1 ? 2 : 1), fixed(w.runsPerMonthCapacity, 2),
                         amount(w.costPerRun), fixed(w.costPerMillionTokens, 2), fixed(100 * w.mfu) + u'%'});
        }
    runs.print(o);
}

// Inference and preprocessing workloads: GPUs at peak, latency and cost per day on each option.
void printServiceTable(QTextStream& o, const Scenario& s, const ScenarioResult& r) {
    bool services = false;
    for (const Workload& w : s.workloads) services |= !w.isTraining();
    if (services) {
        o << '\n';
        TextTable t;
        for (const char* h : {"Option", "Service", "at peak", "GPU-h/day", "TTFT ms", "TPOT ms", "tok/s/GPU",
                              "per 1M out tok", "cost/day"})
            t.addColumn(QString::fromLatin1(h), *h == 'O' || *h == 'S' ? TextTable::Left : TextTable::Right);
        for (const OptionResult& x : r.options)
            for (size_t wi = 0; wi < x.workloads.size(); ++wi) {
                const WorkloadOnOption& w = x.workloads[wi];
                if (s.workloads[wi].isTraining()) continue;
                if (!w.feasible) {
                    t.addRow({QString::fromStdString(x.name), QString::fromStdString(w.workload),
                              QStringLiteral("cannot run"), QString(), QString(), QString(), QString(), QString(),
                              QString::fromStdString(w.reason).left(60)});
                    continue;
                }
                const bool inference = s.workloads[wi].kind == WorkloadKind::Inference;
                t.addRow({QString::fromStdString(x.name), QString::fromStdString(w.workload),
                          inference ? QStringLiteral("%1 %2").arg(w.gpusNeeded).arg(QString::fromStdString(w.unit))
                                    : QStringLiteral("-"),
                          fixed(w.gpuHoursPerDay), inference ? fixed(w.ttftMs, 0) : QStringLiteral("-"),
                          inference ? fixed(w.tpotMs, 1) : QStringLiteral("-"),
                          inference ? fixed(w.tokensPerSecondPerGpu, 0) : QStringLiteral("-"),
                          inference ? fixed(w.costPerMillionOutputTokens, 2) : QStringLiteral("-"),
                          amount(w.costPerRun)});
            }
        t.print(o);
    }
}

// Issue 29: the options that miss a requirement, with their margins, and the recommendation among
// the others ("No option meets every requirement" when there is none).
void printFeasibility(QTextStream& o, const ScenarioResult& r) {
    for (const OptionResult& x : r.options)
        if (!x.feasibility.feasible())
            o << "Does not meet the requirements: " << data::escapeControls(QString::fromStdString(x.name)) << ": "
              << data::escapeControls(QString::fromStdString(x.feasibility.summary())) << '\n';
    o << "Cheapest over the horizon: "
      << (r.cheapest.empty() ? QStringLiteral("none. No option meets every requirement.")
                             : data::escapeControls(QString::fromStdString(r.cheapest)) +
                                   QStringLiteral(" (among the options that meet every requirement)"))
      << '\n';
}

// Schedule problems, break-evens, the cheapest option and the API comparisons.
void printConclusions(QTextStream& o, const Scenario& s, const ScenarioResult& r) {
    for (const OptionResult& x : r.options)
        for (const std::string& p : x.scheduleProblems)
            o << "Schedule of " << data::escapeControls(QString::fromStdString(x.name)) << ": "
              << QString::fromStdString(p) << '\n';

    o << '\n';
    for (const BreakEven& b : r.breakEvens)
        if (!b.note.empty())
            o << "Break-even " << data::escapeControls(QString::fromStdString(b.own)) << " vs "
              << data::escapeControls(QString::fromStdString(b.rent)) << ": " << QString::fromStdString(b.note) << '\n';
        else
            o << "Break-even " << data::escapeControls(QString::fromStdString(b.own)) << " vs "
              << data::escapeControls(QString::fromStdString(b.rent)) << ": "
              << (b.month ? QStringLiteral("month %1").arg(*b.month) : QStringLiteral("not within the horizon"))
              << "; owning pays at "
              << (b.utilization
                      ? (*b.utilization > 1
                             ? QStringLiteral("no utilisation (needs %1%)").arg(fixed(100 * *b.utilization, 0))
                             : QStringLiteral("%1% utilisation or more").arg(fixed(100 * *b.utilization, 0)))
                      : QStringLiteral("(not comparable)"))
              << '\n';
    printBreakEvenPrices(o, s, r); // capacity_text.cpp
    printFeasibility(o, r);
    QString shownNote; // issue 19: api options against the GPU options, at most 12 x 12 (--json has all)
    for (const ServingComparison& api : services::shownServing(r.serving, shownNote))
        for (const QString& text : services::servingLines(api, r.currency)) o << text << '\n';
    if (!shownNote.isEmpty()) o << shownNote << " 'evaluate --json' lists them all.\n";
}

void printClaims(QTextStream& o, const ScenarioResult& r) {
    if (!r.claims.empty()) {
        o << "\nClaim check (flagged: off by more than 25 %)\n";
        TextTable c;
        for (const char* h : {"Claim", "claimed", "computed", "ratio", ""})
            c.addColumn(QString::fromLatin1(h), *h == 'C' ? TextTable::Left : TextTable::Right);
        for (const ClaimCheck& k : r.claims) {
            const bool money = k.claim.metric == ClaimMetric::MonthlyCost || k.claim.metric == ClaimMetric::CostPerRun;
            auto show = [&](double v) { return money ? amount(v) : fixed(v, 2); };
            c.addRow({QString::fromStdString(k.claim.text.empty() ? std::string(claimMetricName(k.claim.metric))
                                                                  : k.claim.text),
                      show(k.claim.value), k.computed ? show(*k.computed) : QString::fromStdString(k.note),
                      k.computed ? fixed(k.ratio, 2) : QString(),
                      k.flagged ? QStringLiteral("FLAGGED") : QStringLiteral("ok")});
        }
        c.print(o);
    }
}

std::vector<services::Suggestion> suggestionsFor(const QJsonObject& doc, const Scenario& s, const ScenarioResult& r,
                                                 const Catalog& catalog) {
    services::Evaluation e;
    e.ok = true;
    e.scenario = s;
    e.timelines = data::demandTimelinesFromJson(doc, s.horizonMonths);
    e.result = r;
    return services::suggestOptions(doc, e, catalog);
}

QJsonArray suggestionsJson(const std::vector<services::Suggestion>& list) {
    QJsonArray out;
    for (const services::Suggestion& x : list)
        out.append(QJsonObject{{"kind", x.kind},
                               {"name", x.name},
                               {"why", x.why},
                               {"horizon_cost", x.horizonCost},
                               {"meets_requirements", x.meets},
                               {"option", x.option}});
    return out;
}

void printSuggestions(QTextStream& o, const std::vector<services::Suggestion>& list, Currency currency) {
    o << "\nWays to meet the requirements (add one with --with-suggestions OUT.json):\n";
    if (list.empty()) o << "  none found\n";
    for (const services::Suggestion& x : list)
        o << "  " << data::escapeControls(x.name) << ": " << amount(x.horizonCost) << ' '
          << currencyCode(currency).data() << " over the horizon" << (x.meets ? "" : ", still misses a requirement")
          << ". " << data::escapeControls(x.why) << '\n';
}

void printText(Context& ctx, const Scenario& s, const ScenarioResult& r) {
    QTextStream& o = ctx.out;
    const QString cur = QString::fromLatin1(currencyCode(r.currency).data(), 3);
    printHeader(o, s, r, cur);
    printCostTable(o, s, r, cur);
    printRentMix(o, r);
    printRunTable(o, s, r);
    printServiceTable(o, s, r);
    printConclusions(o, s, r);
    printClaims(o, r);
}

// The catalog, or with --as-of the catalog with the cloud prices in force on that date (issue 31).
Catalog catalogFor(Context& ctx, const QString& asOf) {
    Catalog current = data::CatalogRepository(ctx.database().sql()).load();
    if (asOf.isEmpty()) return current;
    if (!QDate::fromString(asOf, Qt::ISODate).isValid() || asOf.size() != 10)
        throw InputError("--as-of", "'" + asOf.toStdString() + "' is not a date yyyy-mm-dd");
    return catalogAsOf(current, data::PriceRefreshRepository(ctx.database().sql()).allRecords(), asOf.toStdString());
}

void addEvaluateOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(QStringLiteral(
        "Evaluate a scenario (a JSON file, or the name of a scenario in the database): each option's monthly cost\n"
        "lines, days and cost per run of each workload, cumulative cost over the horizon, break-even month and\n"
        "utilisation of each own/rent pair, the cheapest option, and published claims against computed values.\n"
        "Format: docs/scenario-format.md."));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("FILE.json or scenario name."));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    parser.addOption(QCommandLineOption(QStringLiteral("csv"), QStringLiteral("Also write the key figures as CSV."),
                                        QStringLiteral("OUT.csv")));
    parser.addOption(QCommandLineOption(QStringLiteral("bom"),
                                        QStringLiteral("Start the CSV with a UTF-8 byte-order mark (Excel).")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("raw-csv"),
        QStringLiteral("Write text cells as they are: no leading ' before = + - @ (for programs, not spreadsheets).")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("suggest"),
        QStringLiteral("Also list ways to meet missed requirements: each option that misses a deadline resized by\n"
                       "goal seek, and the fleet optimiser's best plan when no option meets every requirement.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("as-of"),
        QStringLiteral("Use the cloud prices in force on this date (yyyy-mm-dd), from the catalog's price history\n"
                       "('catalog refresh' keeps every earlier price)."),
        QStringLiteral("DATE")));
    parser.addOption(QCommandLineOption(QStringLiteral("with-suggestions"),
                                        QStringLiteral("Write the scenario with the suggested options added."),
                                        QStringLiteral("OUT.json")));
}
} // namespace

int runEvaluate(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    addEvaluateOptions(parser);
    if (int rc = parseCommand(ctx, parser, QStringLiteral("evaluate"), args); rc >= 0) return rc;
    if (parser.positionalArguments().size() != 1) throw InputError("scenario", "give one scenario file or name");

    const QJsonObject doc = loadScenario(ctx, parser.positionalArguments().first());
    const Catalog catalog = catalogFor(ctx, parser.value(QStringLiteral("as-of")));
    for (const QString& w : data::scenarioWarnings(doc)) ctx.err << "warning: " << w << '\n';
    const Scenario s = data::scenarioFromJson(doc, catalog, data::SiteProfileRepository(ctx.database().sql()).list());
    const ScenarioResult r = evaluateFully(doc, s, catalog); // own options with tranches or burst: their fleet plan
    if (parser.isSet(QStringLiteral("csv")))
        data::writeOutputFile(parser.value(QStringLiteral("csv")),
                              data::toCsv(data::keyFiguresCsv(s, r), parser.isSet(QStringLiteral("bom")),
                                          parser.isSet(QStringLiteral("raw-csv"))));
    std::vector<services::Suggestion> suggestions;
    const bool suggest = parser.isSet(QStringLiteral("suggest")) || parser.isSet(QStringLiteral("with-suggestions"));
    if (suggest) suggestions = suggestionsFor(doc, s, r, catalog);
    if (parser.isSet(QStringLiteral("with-suggestions"))) {
        QJsonObject with = doc;
        for (const services::Suggestion& x : suggestions) with = services::documentWithSuggestion(with, x);
        data::writeOutputFile(parser.value(QStringLiteral("with-suggestions")), data::scenarioToBytes(with));
    }
    if (parser.isSet(QStringLiteral("csv")) && data::isStandardOutput(parser.value(QStringLiteral("csv"))))
        return Ok; // the CSV is the output (issue 44: --csv - or /dev/stdout)
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject json = data::withCapacityJson(data::scenarioResultToJson(s, r), s, r);
        if (suggest) json[QStringLiteral("suggestions")] = suggestionsJson(suggestions);
        ctx.out << QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented));
    } else {
        printText(ctx, s, r);
        if (suggest)
            printSuggestions(ctx.out, suggestions, r.currency);
        else if (std::any_of(r.options.begin(), r.options.end(),
                             [](const OptionResult& x) { return !x.feasibility.feasible(); }))
            ctx.out << "'evaluate --suggest' gives the GPUs each option would need and the fleet optimiser's plan.\n";
    }
    return Ok;
}

} // namespace gputco::cli
