#include "services/requirement_suggestions.hpp"

#include "services/catalog_hints.hpp"

#include "core/capacity/goal_seek.hpp"
#include "core/capacity/plan_builder.hpp"
#include "services/fleet_planning.hpp"
#include "services/validation_evidence.hpp"

#include <QJsonArray>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gputco::services {

namespace {

struct Needed {
    int gpus = 0;
    double deadline = 0;
};

// The largest whole-node count of the option's GPU that its missed deadlines need (0: none missed); -1 when
// a deadline cannot be met with any count the goal seek considers.
Needed gpusForDeadlines(const Evaluation& e, const Option& o, const Feasibility& f, const Catalog& catalog) {
    Needed n;
    for (const RequirementFailure& x : f.failures) {
        if (x.kind != RequirementKind::Deadline) continue;
        const auto w = std::find_if(e.scenario.workloads.begin(), e.scenario.workloads.end(),
                                    [&](const Workload& y) { return y.name == x.workload; });
        if (w == e.scenario.workloads.end()) continue;
        const GoalSeekResult g = seekGpuCount(trainingJobFor(*w, o, catalog), x.limit, e.scenario.deadlineConfidence);
        if (!g.reachable) return {-1, 0};
        n.gpus = std::max(n.gpus, g.gpus);
        n.deadline = std::max(n.deadline, x.limit);
    }
    return n;
}

// Issue 45: the GPUs the option needs besides its deadlines: the busiest month's work (GPU-hours / 730)
// and the busiest hour's serving (core/cost/monthly_demand.hpp), in whole nodes of `perNode`, from `gpus` up.
// The run hours change with the count, so it is evaluated again until the count holds (a few rounds).
int gpusForMonths(const Evaluation& e, Option o, int gpus, int perNode, const Catalog& catalog) {
    const auto estimate = services::envelopeEstimator();
    for (int round = 0; round < 8; ++round) {
        if (o.own)
            o.ownTerms.servers = gpus / std::max(1, o.ownTerms.gpusPerServer);
        else
            o.rentTerms.gpus = gpus;
        const OptionResult r = evaluateOptionAlone(e.scenario, e.timelines, o, catalog, estimate);
        double need = 0;
        for (double h : r.demandByMonth) need = std::max(need, h / kHoursPerMonth);
        for (double g : r.peakServingGpusByMonth) need = std::max(need, g);
        const int whole = int(std::ceil(need / perNode - 1e-9)) * perNode;
        if (whole <= gpus || whole > kGoalSeekMaxGpus) return gpus;
        gpus = whole;
    }
    return gpus;
}

// The option without its name: what it holds (a suggestion equal to an option already there is none).
QJsonObject contents(QJsonObject option) {
    option.remove(QStringLiteral("name"));
    return option;
}

bool alreadyThere(const QJsonArray& options, const QJsonObject& option) {
    return std::any_of(options.begin(), options.end(),
                       [&](const QJsonValue& v) { return contents(v.toObject()) == contents(option); });
}

std::optional<Suggestion> goalSeekSuggestion(const QJsonArray& options, int i, const Evaluation& e,
                                             const Catalog& catalog) {
    const Option& o = e.scenario.options[size_t(i)];
    Needed n = gpusForDeadlines(e, o, e.result.options[size_t(i)].feasibility, catalog);
    if (n.gpus < 0) return std::nullopt;
    const int perNode = o.own ? std::max(1, o.ownTerms.gpusPerServer) : 8;
    const int deadlineGpus = n.gpus;
    n.gpus =
        gpusForMonths(e, o, int(std::ceil(double(std::max(n.gpus, o.gpus())) / perNode)) * perNode, perNode, catalog);
    if (n.gpus <= o.gpus()) return std::nullopt;
    const bool forMonths = n.gpus > deadlineGpus; // more than the deadlines need: the busiest month needs them
    QJsonObject j = options[i].toObject();
    const QString days = QLocale().toString(n.deadline, 'g', 4);
    Suggestion s{QStringLiteral("goal_seek"), {}, {}, {}, 0, false};
    if (o.own) {
        const int perServer = std::max(1, o.ownTerms.gpusPerServer);
        const int servers = (n.gpus + perServer - 1) / perServer;
        const double k = double(servers) / std::max(1, o.ownTerms.servers);
        j[QStringLiteral("servers")] = servers;
        for (const char* key : {"network_capex", "install_capex"}) // per server in the template's terms
            if (j.contains(QLatin1String(key))) j[QLatin1String(key)] = j.value(QLatin1String(key)).toDouble() * k;
        s.why = QObject::tr("%1 resized by goal seek: %2 servers (%3 GPUs)")
                    .arg(QString::fromStdString(o.name))
                    .arg(servers)
                    .arg(servers * perServer);
    } else {
        j[QStringLiteral("gpus")] = n.gpus;

        s.why = QObject::tr("%1 resized by goal seek: %2 GPUs").arg(QString::fromStdString(o.name)).arg(n.gpus);
    }
    const QString at = QString::fromLatin1(confidenceName(e.scenario.deadlineConfidence).data()).toUpper();
    if (n.deadline > 0 && forMonths)
        s.why += u' ' + QObject::tr("finish in %1 days at %2 and carry the busiest month's work.").arg(days, at);
    else if (n.deadline > 0)
        s.why += u' ' + QObject::tr("finish in %1 days at %2.").arg(days, at);
    else
        s.why += u' ' + QObject::tr("carry the busiest month's work.");
    // Issue 45: named by what it holds, as a new option is ("Rent 640 x H100-SXM5-80GB, on-demand"), and
    // the name follows its numbers until the user types one (name_auto); no claim such as "(meets the
    // 60-day deadline)" that a later edit would make false.
    j[QStringLiteral("name_auto")] = true;
    s.name = uniqueOptionName(options, generatedOptionName(j));
    j[QStringLiteral("name")] = s.name;
    s.option = j;
    return s;
}

std::optional<Suggestion> fleetPlanSuggestion(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog) {
    if (std::none_of(e.scenario.options.begin(), e.scenario.options.end(), [](const Option& o) { return o.own; }))
        return std::nullopt;
    const PlanRun run = runFleetPlan(e, catalog, defaultPlanRequest(e.scenario));
    if (!run.ok || run.search.plans.empty()) return std::nullopt;
    try {
        Suggestion s{QStringLiteral("fleet_plan"), {}, {}, {}, 0, false};
        const QJsonObject with = documentWithPlanOption(doc, e, run.search.plans.front(), &s.name);
        s.option = with.value(QStringLiteral("options")).toArray().last().toObject();
        s.why = QObject::tr("The fleet optimiser's best plan (gpu-tco plan; Plan, Optimise fleet in the window).");
        return s;
    } catch (const InputError&) { // it buys nothing of the own option's GPU in month 0
        return std::nullopt;
    }
}

// Each suggestion's horizon cost and feasibility, from one evaluation of the document with all
// of them added; cheapest first, those that meet every requirement before those that do not.
void costSuggestions(const QJsonObject& doc, const Evaluation& base, const Catalog& catalog,
                     std::vector<Suggestion>& list) {
    if (list.empty()) return;
    QJsonObject with = doc;
    for (const Suggestion& s : list) with = documentWithSuggestion(with, s);
    const Evaluation e = evaluateVariant(with, base, catalog);
    if (!e.ok) return;
    for (Suggestion& s : list)
        for (const OptionResult& r : e.result.options)
            if (QString::fromStdString(r.name) == s.name) {
                s.horizonCost = r.horizonCost;
                s.meets = r.feasibility.feasible();
            }
    std::stable_sort(list.begin(), list.end(), [](const Suggestion& a, const Suggestion& b) {
        return a.meets != b.meets ? a.meets : a.horizonCost < b.horizonCost;
    });
}

} // namespace

namespace {
// The goal-seek suggestions, not costed; `options` gets them appended (later names stay unique).
std::vector<Suggestion> resizedOptions(const Evaluation& e, const Catalog& catalog, QJsonArray& options) {
    std::vector<Suggestion> out;
    for (int i = 0; i < int(e.scenario.options.size()) && i < options.size(); ++i) {
        const Option& o = e.scenario.options[size_t(i)];
        if (o.api || o.isFleetPlan() || e.result.options[size_t(i)].feasibility.feasible()) continue;
        try {
            if (auto s = goalSeekSuggestion(options, i, e, catalog); s && !alreadyThere(options, s->option)) {
                options.append(s->option);
                out.push_back(std::move(*s));
            }
        } catch (const std::exception&) { // a job the goal seek refuses: no suggestion for it
        }
    }
    return out;
}
} // namespace

std::vector<Suggestion> goalSeekSuggestions(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog) {
    if (!e.ok) return {};
    QJsonArray options = doc.value(QStringLiteral("options")).toArray();
    std::vector<Suggestion> out = resizedOptions(e, catalog, options);
    costSuggestions(doc, e, catalog, out);
    return out;
}

std::vector<Suggestion> suggestOptions(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog) {
    if (!e.ok) return {};
    QJsonArray options = doc.value(QStringLiteral("options")).toArray();
    std::vector<Suggestion> out = resizedOptions(e, catalog, options);
    if (e.result.cheapest.empty())
        if (auto s = fleetPlanSuggestion(doc, e, catalog); s && !alreadyThere(options, s->option))
            out.push_back(std::move(*s));
    costSuggestions(doc, e, catalog, out);
    return out;
}

QJsonObject documentWithSuggestion(const QJsonObject& doc, const Suggestion& s) {
    QJsonArray options = doc.value(QStringLiteral("options")).toArray();
    QJsonObject option = s.option;
    option[QStringLiteral("name")] = uniqueOptionName(options, s.name);
    options.append(option);
    QJsonObject out = doc;
    out[QStringLiteral("options")] = options;
    return out;
}

} // namespace gputco::services
