#pragma once
// Pieces the cost and capacity tests share: an estimator that takes 5 days per run whatever the
// GPUs (so a test checks the cost arithmetic alone), and a 7B pre-training workload.

#include "core/cost/scenario.hpp"
#include "core/training/model_shape.hpp"
#include "core/training/training_model.hpp"

namespace gputco::test {

inline TrainingEstimator fiveDayEstimator() {
    return [](const TrainingJob&) {
        TrainingResult r;
        r.timeToTrainDays = 5;
        r.best.mfu = 0.5;
        return r;
    };
}

// "w": a Llama-style 7B model trained on `tokens` a run, `runsPerMonth` runs a month.
inline Workload sevenBWorkload(double tokens, double runsPerMonth = 1) {
    Workload w;
    w.name = "w";
    w.shape = llamaShapeForParams(7e9);
    w.tokens = tokens;
    w.runsPerMonth = runsPerMonth;
    return w;
}

} // namespace gputco::test
