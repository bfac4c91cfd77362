#pragma once
// Runs the cost and training models on the open document: the scenario itself
// synchronously (milliseconds), the GPU-count sweep of the scaling chart on a
// worker thread (QtConcurrent), newest request wins.

#include "core/capacity/demand_timeline.hpp"
#include "core/capacity/goal_seek.hpp"
#include "core/catalog/catalog.hpp"
#include "core/cost/site_profile.hpp"
#include "core/cost/tco_model.hpp"
#include "core/training/training_model.hpp"

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>

#include <optional>

namespace gputco::services {

struct Evaluation {
    bool ok = false;
    QString error;   // why the document cannot be evaluated (names the key)
    QString name;    // the document's name, also when it failed (views never show another scenario's figures)
    QString warning; // evaluated, but not as asked (e.g. no rate for the display currency)
    std::vector<double>
        deadlineDays; // per workload: "deadline_days" of the document (0: none), read by the window only
    Scenario scenario;
    std::vector<DemandTimeline> timelines; // per workload (issue 14), validated against the horizon
    ScenarioResult result;
    QJsonObject uncertainty;        // the document's "uncertainty" ranges (issue 15), for the report and window
    QJsonObject fleetPlan;          // the document's kept "fleet_plan" (issue 14, Plan -> Optimise fleet)
    std::vector<SiteProfile> sites; // the site profiles it was evaluated with (variants of it use the same)
};

// `display` converts results to another currency (needs a rate in the scenario); without
// a rate the results stay in the scenario's currency and `warning` says why.
Evaluation evaluateDocument(const QJsonObject& doc, const Catalog& catalog, std::optional<Currency> display = {});
// With the given site profiles (the CLI: the database's, user-defined ones too).
Evaluation evaluateDocument(const QJsonObject& doc, const Catalog& catalog, const std::vector<SiteProfile>& sites);
// `doc`, a variant of e's document (an option added), evaluated as `e` was: its site profiles, no display currency.
Evaluation evaluateVariant(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog);

struct ScalingSeries {
    QString gpuId;
    std::vector<SweepPoint> points;
    double deadlineDays = 0;            // the workload's deadline_days (0: none)
    std::optional<GoalSeekResult> goal; // with a deadline: the smallest count meeting it (P50), or why not
};

// Time-to-train of one workload against GPU count, for every GPU in the catalog,
// on the given option's fabric and storage. With deadlineDays > 0, each series also gets the
// goal seek of core/capacity/goal_seek (the one `gpu-tco train --deadline-days` uses) on the same job.
std::vector<ScalingSeries> scalingSweep(const Workload& w, const Option& o, const Catalog& catalog,
                                        double deadlineDays = 0);

class SweepRunner : public QObject {
    Q_OBJECT
public:
    explicit SweepRunner(QObject* parent = nullptr);
    void request(const Workload& w, const Option& o, const Catalog& catalog, double deadlineDays = 0);
    bool busy() const { return watcher_.isRunning(); }
    const std::vector<ScalingSeries>& latest() const { return latest_; }

signals:
    void started();
    void finished();

private:
    QFutureWatcher<std::vector<ScalingSeries>> watcher_;
    std::vector<ScalingSeries> latest_;
    std::optional<std::tuple<Workload, Option, Catalog, double>> pending_;
};

} // namespace gputco::services
