#include "services/scenario_evaluator.hpp"

#include "core/capacity/option_tranches.hpp"
#include "data/capacity_json.hpp"
#include "data/scenario_json.hpp"
#include "services/serving_evidence.hpp"
#include "services/validation_evidence.hpp"

#include <QJsonArray>
#include <QtConcurrent/QtConcurrentRun>

namespace gputco::services {

namespace {
Evaluation evaluateWith(const QJsonObject& doc, const Catalog& catalog, const std::vector<SiteProfile>& sites,
                        std::optional<Currency> display) {
    Evaluation e;
    e.sites = sites;
    e.name = doc.value(QStringLiteral("name")).toString();
    e.uncertainty = doc.value(QStringLiteral("uncertainty")).toObject();
    e.fleetPlan = doc.value(QStringLiteral("fleet_plan")).toObject();
    for (const auto& w : doc.value(QStringLiteral("workloads")).toArray())
        e.deadlineDays.push_back(w.toObject().value(QStringLiteral("deadline_days")).toDouble(0));
    const auto estimate = services::envelopeEstimator();
    try {
        e.scenario = data::scenarioFromJson(doc, catalog, sites);
        e.timelines = data::demandTimelinesFromJson(doc, e.scenario.horizonMonths);
        // own options with tranches or burst cost as their fleet plan (docs/capacity-planning.md)
        const OptionCashFlows plans = fleetPlanOptionCashFlows(e.timelines, catalog, estimate);
        Scenario shown = e.scenario;
        if (display && *display != shown.currency) {
            shown.currency = *display;
            try {
                e.result = evaluateScenario(shown, catalog, estimate, EvaluationDepth::Full, plans);
                services::applyServingEnvelopes(e.result);
                e.ok = true;
                return e;
            } catch (const std::exception& ex) { // most often: no exchange rate for the display currency
                e.warning = QObject::tr("Results stay in %1: %2 Add a rate under Scenario -> Exchange rates.")
                                .arg(QString::fromLatin1(currencyCode(e.scenario.currency).data(), 3),
                                     QString::fromStdString(ex.what()));
                shown.currency = e.scenario.currency;
            }
        }
        e.result = evaluateScenario(shown, catalog, estimate, EvaluationDepth::Full, plans);
        services::applyServingEnvelopes(e.result);
        e.ok = true;
    } catch (const std::exception& ex) {
        e.error = QString::fromStdString(ex.what());
    }
    return e;
}
} // namespace

Evaluation evaluateDocument(const QJsonObject& doc, const Catalog& catalog, std::optional<Currency> display) {
    return evaluateWith(doc, catalog, shippedSiteProfiles(), display);
}

Evaluation evaluateDocument(const QJsonObject& doc, const Catalog& catalog, const std::vector<SiteProfile>& sites) {
    return evaluateWith(doc, catalog, sites, std::nullopt);
}

Evaluation evaluateVariant(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog) {
    return evaluateWith(doc, catalog, e.sites.empty() ? shippedSiteProfiles() : e.sites, std::nullopt);
}

namespace {
std::optional<GoalSeekResult> goalSeek(const TrainingJob& job, double deadlineDays) {
    if (deadlineDays <= 0) return std::nullopt;
    try {
        return seekGpuCount(job, deadlineDays, Confidence::P50);
    } catch (const std::exception& e) { // a deadline out of range: say why beside the curve
        GoalSeekResult r;
        r.gpuId = job.gpu.id;
        r.limitedBy = e.what();
        return r;
    }
}
} // namespace

std::vector<ScalingSeries> scalingSweep(const Workload& w, const Option& o, const Catalog& catalog,
                                        double deadlineDays) {
    std::vector<ScalingSeries> out;
    if (o.api) return out; // an api option has no GPUs to scale (issue 19)
    for (const GpuSpec& g : catalog.gpus) {
        Option variant = o;
        variant.gpuId = g.id;
        ScalingSeries s;
        s.gpuId = QString::fromStdString(g.id);
        try {
            const TrainingJob job = trainingJobFor(w, variant, catalog);
            s.points = sweepGpuCounts(job, defaultSweepCounts());
            s.deadlineDays = deadlineDays;
            s.goal = goalSeek(job, deadlineDays);
        } catch (const std::exception&) {
            continue;
        }
        out.push_back(std::move(s));
    }
    return out;
}

SweepRunner::SweepRunner(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcher<std::vector<ScalingSeries>>::finished, this, [this] {
        latest_ = watcher_.result();
        if (pending_) {
            auto [w, o, c, d] = *pending_;
            pending_.reset();
            request(w, o, c, d);
            return;
        }
        emit finished();
    });
}

void SweepRunner::request(const Workload& w, const Option& o, const Catalog& catalog, double deadlineDays) {
    if (watcher_.isRunning()) { // the newest request runs when this one ends
        pending_ = std::make_tuple(w, o, catalog, deadlineDays);
        return;
    }
    emit started();
    watcher_.setFuture(
        QtConcurrent::run([w, o, catalog, deadlineDays] { return scalingSweep(w, o, catalog, deadlineDays); }));
}

} // namespace gputco::services
