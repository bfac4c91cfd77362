#include "core/uncertainty/uncertainty_model.hpp"

#include "core/capacity/option_tranches.hpp"
#include "core/training/realism.hpp"
#include "core/training/training_model.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gputco {

namespace {
// What makes two training jobs the same for the layout search (the cost inputs that vary never change it).
std::string jobKey(const TrainingJob& j) {
    const ModelShape& m = j.shape;
    std::string k = j.gpu.id + '|' + j.fabric.id + '|' + j.storage.id;
    for (double v : {double(j.gpus), double(j.gpusPerNode), j.tokens, double(j.seqLen), double(m.layers),
                     double(m.hidden), double(m.heads), double(m.kvHeads), double(m.ffn), double(m.vocab),
                     double(m.experts), double(m.activeExperts), double(int(j.precision)),
                     j.globalBatchTokens.value_or(0), j.lora ? double(j.lora->rank) : -1.0,
                     j.reliability.failuresPerGpuHour, double(int(j.pipelineSchedule)), double(int(j.moeDispatcher))})
        k.append(reinterpret_cast<const char*>(&v), sizeof v); // raw bytes: no number formatting per sample
    return k + (j.calibration ? j.calibration->name : std::string());
}
} // namespace

UncertaintyModel::UncertaintyModel(Scenario base, const Catalog& catalog, std::vector<UncertainInput> inputs,
                                   std::vector<DemandTimeline> timelines)
    : base_(std::move(base)), catalog_(catalog), inputs_(std::move(inputs)), timelines_(std::move(timelines)) {
    baseResult_ = evaluate(baseValues());
}

std::vector<double> UncertaintyModel::baseValues() const {
    std::vector<double> v;
    for (const UncertainInput& in : inputs_) v.push_back(in.range.base);
    return v;
}

TrainingResult UncertaintyModel::estimate(const TrainingJob& job, const Perturbation& q) const {
    const std::string key = jobKey(job);
    TrainingResult r;
    {
        std::lock_guard lock(mutex_);
        auto it = cache_.find(key);
        if (it == cache_.end()) it = cache_.emplace(key, estimateTraining(job, 0)).first;
        r = it->second;
    }
    if (q.failureRate != 1.0 && job.reliability.failuresPerGpuHour > 0) {
        // The same layout with more (fewer) interruptions: only the checkpoint / restart term changes.
        TrainingJob j = job;
        j.reliability.failuresPerGpuHour *= q.failureRate;
        r.jobMtbfHours /= q.failureRate;
        r.goodput = 1.0; // the realism layer's checkpoint plan decides
        applyEndToEnd(j, r);
    }
    r.timeToTrainDays = r.expected.days * q.trainingTime;
    // A sample is one draw of the run's time: its deadline check (feasibility.cpp) uses the drawn
    // days at either confidence, not the band's P90 on top of the draw.
    r.expected.p90Days = r.timeToTrainDays;
    return r;
}

ScenarioResult UncertaintyModel::evaluate(const std::vector<double>& values) const {
    Scenario s = base_;
    Perturbation q;
    for (size_t i = 0; i < inputs_.size() && i < values.size(); ++i)
        inputs_[i].apply(s, q, std::clamp(values[i], inputs_[i].floor, inputs_[i].ceiling));
    const TrainingEstimator perturbed = [&](const TrainingJob& j) { return estimate(j, q); };
    const bool plans = std::any_of(s.options.begin(), s.options.end(), [](const Option& o) { return o.isFleetPlan(); });
    ScenarioResult r = evaluateScenario(s, catalog_, perturbed, EvaluationDepth::CostsOnly,
                                        plans ? fleetPlanOptionCashFlows(timelines_, catalog_, perturbed)
                                              : OptionCashFlows{}); // tranches: option_tranches.hpp
    scaleResale(s, q.resale, r);
    return r;
}

ScenarioResult UncertaintyModel::evaluateOne(size_t index, double value) const {
    std::vector<double> v = baseValues();
    v.at(index) = value;
    return evaluate(v);
}

void scaleResale(const Scenario& s, double k, ScenarioResult& r) {
    if (k == 1.0) return;
    const double df = std::pow(1.0 + s.discountRate / 12.0, -s.horizonMonths); // as option_costs.cpp discounts
    for (OptionResult& o : r.options) {
        if (!o.own || o.resaleValue == 0) continue;
        const double before = o.horizonCost;
        o.horizonCost -= (k - 1.0) * o.resaleValue * df;
        o.resaleValue *= k;
        o.npv = o.horizonCost;
        if (!o.cumulativeCash.empty()) o.cumulativeCash.back() = o.horizonCost;
        const double scale = before != 0 ? o.horizonCost / before : 1.0; // per GPU-hour and per run follow it
        o.costPerGpuHour *= scale;
        for (WorkloadOnOption& w : o.workloads) {
            w.costPerRun *= scale;
            w.costPerMillionTokens *= scale;
        }
    }
    r.cheapest = cheapestFeasible(r.options);
}

} // namespace gputco
