#pragma once
// The held-out serving validation rows (resources/validation/serving_runs.csv: every third row of each
// source, and every row on an AMD GPU, which no fit reads) as evidence for the serving envelope
// (core/inference/serving_envelope.hpp), each with the model's own error on it, computed once per process.

#include "core/cost/tco_model.hpp"
#include "core/inference/inference_model.hpp"
#include "core/training/envelope.hpp"

#include <vector>

namespace gputco::services {

const std::vector<ValidatedRun>& servingEvidence();
// estimateInference, then its envelope: the estimate `infer` shows.
InferenceResult estimateInferenceWithEnvelope(const InferenceJob& job);
// The envelope of every serving workload an option can serve (WorkloadOnOption::servingEnvelope), for the
// results a person reads: evaluate --json, the window's key figures.
void applyServingEnvelopes(ScenarioResult& r);

} // namespace gputco::services
