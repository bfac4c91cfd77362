#pragma once
// The serving estimate's envelope (issue 46): how close the held-out serving validation rows
// (resources/validation/serving_runs.csv, services/serving_evidence) are to a deployment, by the
// training envelope's rule (core/training/envelope.hpp, docs/validation-envelope.md): the GPU's
// generation (AMD's CDNA apart), the weights' precision class, dense or MoE, and scale (within 8x of the
// total parameters and of the replica's GPUs). The serving estimate has no P10-P90 band: the nearest
// rows say how far the model was from what was published there.

#include "core/inference/inference_model.hpp"
#include "core/inference/serving_validation.hpp"
#include "core/training/envelope.hpp"

#include <span>

namespace gputco {

// The deployment described like a validation row: `r` is the estimate of `job` (its replica's GPUs and
// total parameters).
ValidatedRun servingSubject(const InferenceJob& job, const InferenceResult& r);
// A serving validation row on `gpu` described the same way, with its id, source group and date (its error is the
// caller's: held-out or leave one source out).
ValidatedRun servingRunSubject(const ServingRun& run, const GpuSpec& gpu);
// "within the validated serving runs (the nearest: -20 % to +22 %)", or what is extrapolated; no band.
Envelope assessServingEnvelope(const ValidatedRun& subject, std::span<const ValidatedRun> runs);

} // namespace gputco
