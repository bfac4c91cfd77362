#pragma once
// The held-out validation rows as evidence for the envelope of every estimate (issue 28,
// core/training/envelope.hpp): the end-to-end runs (resources/validation/end_to_end_runs.csv,
// expected estimate), the MoE steady states (moe_training_runs.csv, best case), DeepSeek-V3's
// pre-training (expected) and MLPerf Training (mlperf_training_runs.csv, best case). Each row's error is the model's own, computed once per process.

#include "core/cost/tco_model.hpp"
#include "core/training/envelope.hpp"
#include "core/training/training_result.hpp"

#include <vector>

namespace gputco {
struct TrainingJob;
}

namespace gputco::services {

// Every training validation row, in-sample and held out, with what `gpu-tco validate` checks.
struct TrainingCheck {
    ValidatedRun run;
    std::string table; // "end-to-end", "moe-steady-state", "deepseek-v3", "mlperf-training", "steady-state"
    bool heldOut = false;
    double timeRatio = 1; // published / predicted time (GPU-hours, or seconds per token)
};
const std::vector<TrainingCheck>& trainingChecks();
// The held-out rows of trainingChecks(): the envelope's evidence.
const std::vector<ValidatedRun>& trainingEvidence();

// Assesses the estimate's envelope and sets its P10-P90 band from it.
void applyEnvelope(const TrainingJob& job, TrainingResult& r);
// estimateTraining, then applyEnvelope: the estimate every user-facing figure uses.
TrainingResult estimateWithEnvelope(const TrainingJob& job, int alternatives = 0);
// estimateWithEnvelope as the estimator that evaluation, plans and charts take.
TrainingEstimator envelopeEstimator();

} // namespace gputco::services
