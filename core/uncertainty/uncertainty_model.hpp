#pragma once
// Evaluates a scenario with its uncertain inputs set to given values, fast enough for Monte
// Carlo: the training model's layout search runs once per distinct job (GPU, cluster, workload);
// a sample reuses it, scaling time-to-train by the sampled band factor and recomputing only the
// failure / checkpoint term for a sampled failure rate (applyEndToEnd on the cached best case).

#include "core/capacity/demand_timeline.hpp"
#include "core/cost/tco_model.hpp"
#include "core/uncertainty/uncertain_inputs.hpp"

#include <mutex>
#include <unordered_map>

namespace gputco {

class UncertaintyModel {
public:
    // Throws InputError as evaluateScenario does (the base case is evaluated once here). `timelines`
    // (per workload) price own options with tranches or burst as their fleet plan, as the window does.
    UncertaintyModel(Scenario base, const Catalog& catalog, std::vector<UncertainInput> inputs,
                     std::vector<DemandTimeline> timelines = {});

    const Scenario& scenario() const { return base_; }
    const std::vector<UncertainInput>& inputs() const { return inputs_; }
    std::vector<double> baseValues() const;
    const ScenarioResult& baseResult() const { return baseResult_; }

    // One value per input (in inputs() order); values are kept inside each field's range.
    ScenarioResult evaluate(const std::vector<double>& values) const;
    // Input `index` at `value`, the others at base.
    ScenarioResult evaluateOne(size_t index, double value) const;

private:
    TrainingResult estimate(const TrainingJob& job, const Perturbation& q) const;

    Scenario base_;
    const Catalog& catalog_;
    std::vector<UncertainInput> inputs_;
    std::vector<DemandTimeline> timelines_;
    ScenarioResult baseResult_;
    mutable std::mutex mutex_;
    mutable std::unordered_map<std::string, TrainingResult> cache_;
};

// The resale value at the horizon x k, carried into the horizon cost (discounted), the cost per
// GPU-hour and per run, and the cheapest option.
void scaleResale(const Scenario& s, double k, ScenarioResult& r);

} // namespace gputco
