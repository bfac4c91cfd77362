#include "ui/scenario_evaluator.hpp"

#include "data/scenario_json.hpp"

#include <QtConcurrent/QtConcurrentRun>

namespace gputco::ui {

Evaluation evaluateDocument(const QJsonObject& doc, const Catalog& catalog, std::optional<Currency> display) {
    Evaluation e;
    try {
        e.scenario = data::scenarioFromJson(doc, catalog);
        Scenario shown = e.scenario;
        if (display && *display != shown.currency) {
            shown.currency = *display;
        }
        e.result = evaluateScenario(shown, catalog, [](const TrainingJob& j) { return estimateTraining(j, 0); });
        e.ok = true;
    } catch (const std::exception& ex) {
        e.error = QString::fromStdString(ex.what());
    }
    return e;
}

std::vector<ScalingSeries> scalingSweep(const Workload& w, const Option& o, const Catalog& catalog) {
    std::vector<ScalingSeries> out;
    for (const GpuSpec& g : catalog.gpus) {
        Option variant = o;
        variant.gpuId = g.id;
        ScalingSeries s;
        s.gpuId = QString::fromStdString(g.id);
        try {
            const TrainingJob job = trainingJobFor(w, variant, catalog);
            s.points = sweepGpuCounts(job, defaultSweepCounts());
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
            auto [w, o, c] = *pending_;
            pending_.reset();
            request(w, o, c);
            return;
        }
        emit finished();
    });
}

void SweepRunner::request(const Workload& w, const Option& o, const Catalog& catalog) {
    if (watcher_.isRunning()) { // the newest request runs when this one ends
        pending_ = std::make_tuple(w, o, catalog);
        return;
    }
    emit started();
    watcher_.setFuture(QtConcurrent::run([w, o, catalog] { return scalingSweep(w, o, catalog); }));
}

} // namespace gputco::ui
