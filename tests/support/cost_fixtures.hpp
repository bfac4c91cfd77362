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

// A 12-month scenario (as of 2026-07-01) of workload "w" (7B, 1e11 tokens, 2 runs a month) and one own
// option "own": 4 servers of 8 B300 at 400,000 each, 14.5 kW.
inline Scenario fourB300Servers() {
    Scenario s;
    s.name = "capacity";
    s.horizonMonths = 12;
    s.asOf = "2026-07-01";
    s.workloads.push_back(sevenBWorkload(1e11, 2));
    Option own;
    own.name = "own";
    own.gpuId = "B300-SXM-288GB";
    own.ownTerms.servers = 4;
    own.ownTerms.serverPrice = 400000;
    own.ownTerms.serverPowerKw = 14.5;
    s.options = {own};
    return s;
}

} // namespace gputco::test
