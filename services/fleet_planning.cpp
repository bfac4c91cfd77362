#include "services/fleet_planning.hpp"

#include "core/training/training_model.hpp"
#include "core/validation.hpp"
#include "data/option_tranches_json.hpp"
#include "services/validation_evidence.hpp"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QLocale>
#include <QObject>

#include <algorithm>

namespace gputco::services {

namespace {

QJsonArray strings(const std::vector<std::string>& v) {
    QJsonArray a;
    for (const std::string& s : v) a.append(QString::fromStdString(s));
    return a;
}
} // namespace

PlanRequest defaultPlanRequest(const Scenario& s) {
    PlanRequest rq;
    for (const Option& o : s.options)
        if (o.own && std::find(rq.gpuIds.begin(), rq.gpuIds.end(), o.gpuId) == rq.gpuIds.end())
            rq.gpuIds.push_back(o.gpuId);
    if (rq.gpuIds.size() > 3) rq.gpuIds.resize(3); // the target size: 3 types x 4 months x 64 servers
    rq.purchaseMonths.clear();
    for (int m : {0, 6, 12, 18})
        if (m < s.horizonMonths) rq.purchaseMonths.push_back(m);
    return rq;
}

PlanRun runFleetPlan(const Evaluation& e, const Catalog& catalog, const PlanRequest& rq) {
    PlanRun run;
    run.request = rq;
    QElapsedTimer clock;
    clock.start();
    try {
        if (!e.ok) throw InputError("scenario", e.error.toStdString());
        run.problem = buildPlanProblem(e.scenario, e.timelines, catalog, envelopeEstimator(), rq);
        run.search = optimiseFleet(run.problem, 5);
        run.ok = !run.search.plans.empty();
        if (!run.ok)
            run.error = QObject::tr("No plan meets the demand and the deadlines: add a rent option to burst to, "
                                    "allow more servers per tranche, or earlier purchase months.");
    } catch (const InputError& ex) {
        run.error = QString::fromStdString(ex.what());
        run.errorField = QString::fromStdString(ex.field());
    } catch (const std::exception& ex) {
        run.error = QString::fromStdString(ex.what());
    }
    run.milliseconds = double(clock.nsecsElapsed()) / 1e6;
    return run;
}

namespace {
// Issue 45: each plan at the horizon cost `evaluate` gives it once it is an option of the scenario, cheapest
// first. The optimiser prices a tranche's power at the utilisation the template's size would have; `evaluate`
// prices an option without tranches or burst at its own (the property test found 0.7-1.6 % between them).
// A plan that buys nothing of the template's GPU in month 0 cannot be an option: the optimiser's cost stays.
void priceAsEvaluated(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog, PlanSearch& search) {
    for (FleetPlan& p : search.plans) {
        try {
            QString name;
            const Evaluation with = evaluateVariant(documentWithPlanOption(doc, e, p, &name), e, catalog);
            for (const OptionResult& r : with.result.options)
                if (with.ok && QString::fromStdString(r.name) == name) p.horizonCost = r.horizonCost;
        } catch (const InputError&) {}
    }
    std::stable_sort(search.plans.begin(), search.plans.end(),
                     [](const FleetPlan& a, const FleetPlan& b) { return a.horizonCost < b.horizonCost; });
}
} // namespace

PlanRun runFleetPlan(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog, const PlanRequest& rq) {
    PlanRun run = runFleetPlan(e, catalog, rq);
    QElapsedTimer clock;
    clock.start();
    if (run.ok) priceAsEvaluated(doc, e, catalog, run.search);
    run.alternatives = planAlternatives(doc, e, catalog);
    run.milliseconds += double(clock.nsecsElapsed()) / 1e6;
    return run;
}

const PlanAlternative* PlanRun::betterAlternative() const {
    if (alternatives.empty()) return nullptr;
    const PlanAlternative& a = alternatives.front();
    return !ok || search.plans.empty() || a.horizonCost < search.plans.front().horizonCost ? &a : nullptr;
}

QJsonObject fleetPlanJson(const PlanRequest& rq, const FleetPlan& plan) {
    QJsonArray purchases, months;
    for (const Tranche& t : plan.purchases)
        purchases.append(
            QJsonObject{{"month", t.month}, {"gpu", QString::fromStdString(t.gpuId)}, {"servers", t.servers}});
    for (int m : rq.purchaseMonths) months.append(m);
    return QJsonObject{
        {"gpus", strings(rq.gpuIds)}, {"purchase_months", months},        {"burst", rq.burst},
        {"purchases", purchases},     {"horizon_cost", plan.horizonCost}, {"burst_gpu_hours", plan.burstGpuHours}};
}

QString uniqueOptionName(const QJsonArray& options, const QString& base) {
    const auto used = [&](const QString& n) {
        return std::any_of(options.begin(), options.end(),
                           [&](const QJsonValue& o) { return o.toObject().value(QStringLiteral("name")) == n; });
    };
    QString name = base;
    for (int i = 2; used(name); ++i) name = base + QStringLiteral(" %1").arg(i);
    return name;
}

namespace {
// The plan's burst as the first rent option's terms, its price in the own option's currency.
BurstTerms burstOf(const Scenario& s, const Option& own) {
    for (const Option& r : s.options) {
        if (r.own || r.api) continue;
        BurstTerms b{r.gpuId, r.rentTerms, r.fabricId, r.storageId};
        b.terms.pricePerGpuHour =
            toScenarioCurrency(currencyView(s, own.currency), Money(r.rentTerms.pricePerGpuHour, r.currency), "burst")
                .amount();
        b.terms.priceFromCatalog = false;
        return b;
    }
    throw InputError("options", "no rent option to burst to");
}
} // namespace

QJsonObject documentWithPlanOption(const QJsonObject& doc, const Evaluation& e, const FleetPlan& plan, QString* name) {
    const Scenario& s = e.scenario;
    const auto it = std::find_if(s.options.begin(), s.options.end(), [](const Option& o) { return o.own; });
    if (!e.ok || it == s.options.end()) throw InputError("options", "the plan needs an own option");
    const Option& templ = *it;
    Option o = templ; // its terms; the tranches and burst below
    int servers = 0;
    for (const Tranche& t : plan.purchases) {
        if (t.month == 0 && t.gpuId == templ.gpuId)
            servers += t.servers;
        else
            o.tranches.push_back({t.month, t.gpuId, t.servers, std::nullopt});
    }
    if (servers == 0)
        throw InputError("fleet_plan", "the plan buys no " + templ.gpuId +
                                           " in month 0, and an option's servers are bought in month 0");
    // Issue 45: burst whenever the scenario has a rent option, also when the plan rents nothing: the option is
    // then priced as the plan (its tranche terms) and not by the steady model, so it costs what the plan costs
    if (std::any_of(s.options.begin(), s.options.end(), [](const Option& x) { return !x.own && !x.api; }))
        o.burst = burstOf(s, templ);
    o.demandServers = servers == templ.ownTerms.servers ? 0 : templ.ownTerms.servers;
    QJsonArray options = doc.value(QStringLiteral("options")).toArray();
    QJsonObject j = options[int(it - s.options.begin())].toObject();
    const QString newName = uniqueOptionName(options, QObject::tr("Fleet plan (optimised)"));
    j[QStringLiteral("name")] = newName;
    j[QStringLiteral("servers")] = servers;
    // The plan prices network per server and storage and installation once: keep both as they were.
    j[QStringLiteral("network_capex")] = templ.ownTerms.networkCapex * servers / std::max(1, templ.ownTerms.servers);
    j[QStringLiteral("storage_capex")] = templ.ownTerms.storageCapex;
    j[QStringLiteral("install_capex")] = templ.ownTerms.installCapex;
    data::writeOptionPlan(o, j);
    options.append(j);
    QJsonObject out = doc;
    out[QStringLiteral("options")] = options;
    if (name) *name = newName;
    return out;
}

std::optional<KeptPlan> keptPlan(const Evaluation& e, const Catalog& catalog) {
    const QJsonObject& j = e.fleetPlan;
    if (j.isEmpty() || !e.ok) return std::nullopt;
    PlanRequest rq;
    for (const auto& g : j.value(QStringLiteral("gpus")).toArray()) rq.gpuIds.push_back(g.toString().toStdString());
    rq.purchaseMonths.clear();
    for (const auto& m : j.value(QStringLiteral("purchase_months")).toArray()) rq.purchaseMonths.push_back(m.toInt());
    rq.burst = j.value(QStringLiteral("burst")).toBool(true);
    std::vector<Tranche> tranches;
    rq.maxServers = 0;
    for (const auto& v : j.value(QStringLiteral("purchases")).toArray()) {
        const QJsonObject t = v.toObject();
        tranches.push_back({t.value(QStringLiteral("month")).toInt(),
                            t.value(QStringLiteral("gpu")).toString().toStdString(),
                            t.value(QStringLiteral("servers")).toInt()});
        rq.maxServers = std::max(rq.maxServers, tranches.back().servers);
    }
    KeptPlan k; // only the plan's own tranche sizes are priced: cheap beside the search
    try {
        k.problem = buildPlanProblem(e.scenario, e.timelines, catalog, envelopeEstimator(), rq);
        k.plan = evaluatePlan(k.problem, tranches);
    } catch (const InputError& ex) {
        throw InputError("fleet_plan", ex.what());
    }
    k.capacity = planCapacityByMonth(k.problem, k.plan);
    return k;
}

QStringList purchaseScheduleHeader() {
    return {QObject::tr("Month"), QObject::tr("GPU"), QObject::tr("Servers"), QObject::tr("GPUs")};
}

QList<QStringList> purchaseScheduleRows(const PlanProblem& p, const FleetPlan& plan) {
    QList<QStringList> rows;
    for (const Tranche& t : plan.purchases) {
        int perServer = 8;
        for (const TrancheType& type : p.types)
            if (type.gpuId == t.gpuId) perServer = type.gpusPerServer;
        rows << QStringList{QString::number(t.month), QString::fromStdString(t.gpuId), QString::number(t.servers),
                            QString::number(t.servers * perServer)};
    }
    if (plan.burstGpuHours > 0)
        rows << QStringList{QObject::tr("as needed"), QObject::tr("burst (rented)"), QString(),
                            QObject::tr("%1 GPU-hours").arg(QLocale().toString(plan.burstGpuHours, 'f', 0))};
    if (rows.isEmpty()) rows << QStringList{QString(), QObject::tr("buy nothing"), QString(), QString()};
    return rows;
}

} // namespace gputco::services
