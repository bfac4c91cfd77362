#pragma once
// The estimate's envelope (issue 28): how close the HELD-OUT validation rows are to a job,
// by GPU generation, precision, dense or MoE, and scale; and the P10-P90 band, widened by a
// rule derived from those rows' errors where none is close. The rule is in
// docs/validation-envelope.md; the rows come from services/validation_evidence.

#include "core/catalog/gpu.hpp"
#include "core/catalog/precision.hpp"

#include <span>
#include <string>
#include <vector>

namespace gputco {

struct RealismParameters;
struct TrainingJob;

// The estimate a row checks: end to end, steady state, or serving throughput (serving_envelope.hpp; no band).
enum class EvidenceKind { Expected, BestCase, Serving };

// One held-out validation row: what it describes, and the model's error on it.
struct ValidatedRun {
    std::string id, gpu,
        architecture;   // catalog GPU id; its generation: "Hopper", "Blackwell", "AMD CDNA 3" (generationName)
    std::string source; // its source group (core/calibration/leave_source_out.hpp)
    Precision precision = Precision::BF16;
    bool moe = false;
    int gpus = 0;       // 0: not published (the scale test then uses the parameters only)
    double paramsB = 0; // total parameters, billions
    EvidenceKind kind = EvidenceKind::Expected;
    bool expertParallel = false; // serving: experts spread over the replica, attention data-parallel (DEP)
    double error = 0;            // predicted / published - 1 of the row's metric (`gpu-tco validate`)
    // ISO date its source published it ("" unknown): of equally near rows the newest is listed first, as newer
    // software is what a planner meets.
    std::string published;
};

struct Envelope {
    bool assessed = false;     // false: no validation rows were given (a bare core estimate)
    bool extrapolated = false; // no held-out row is close on every dimension, or the close ones missed
    // Dimensions no close row matches: "generation", "precision", "moe", "scale", "end-to-end" (the
    // close rows check only the best case); or, alone, "accuracy": rows are close on every dimension, but the
    // nearest of them are off by a median beyond 15 % (issue 46: close says where the model was checked, not
    // that it held there).
    std::vector<std::string> missing;
    std::vector<ValidatedRun> nearest; // up to three, nearest first
    double bandP10 = 0, bandP90 = 0;   // P10 / P50 and P90 / P50 of the expected days
    // "within the validated runs (...)" or "extrapolated: no validated run on Blackwell (GB300-NVL72) at FP4".
    std::string summary;
};

// A job or deployment described like a row: its GPU and generation (generationName), precision, dense or
// MoE, GPUs and total parameters (billions); id, source and error empty.
ValidatedRun describeSubject(const GpuSpec& gpu, Precision p, bool moe, int gpus, double paramsB,
                             EvidenceKind kind = EvidenceKind::Expected);

// The lowest and highest error of the nearest rows ({0, 0} without any): how well the model held near an estimate.
struct ErrorRange {
    double lo = 0, hi = 0;
};
ErrorRange nearestErrorRange(const Envelope& e);

// "olmo3-32b (H100-SXM5-80GB, BF16, dense, 32B parameters, 1024 GPUs): expected estimate +8 %".
std::string describeRun(const ValidatedRun& r);

// Precisions that validate each other: 16-bit (BF16, FP16, TF32, FP64), FP8, FP4.
int precisionClass(Precision p);
// A held-out row is close to a job of `paramsB` total parameters when it has the job's GPU generation,
// precision class and dense/MoE kind, and is within 8x of its parameters and (when published) its GPUs;
// the expected estimate is within the envelope when one close row checks it end to end and the (up to three)
// nearest close rows' median |error| is at most 15 %.
// `estimate`: BestCase judges the best case (steady-state rows count; no end-to-end run is needed).
Envelope assessEnvelope(const TrainingJob& job, double paramsB, std::span<const ValidatedRun> runs,
                        const RealismParameters& p, EvidenceKind estimate = EvidenceKind::Expected);
// The same for an estimate described like a row (a validation row itself: rows with the subject's id
// or, when it has one, its source are left out, so no row is its own or its source's evidence).
// `estimate`: BestCase leaves out the end-to-end test (the best case's own band, for its validation rows).
Envelope assessEnvelope(const ValidatedRun& subject, std::span<const ValidatedRun> runs, const RealismParameters& p,
                        EvidenceKind estimate = EvidenceKind::Expected);

} // namespace gputco
