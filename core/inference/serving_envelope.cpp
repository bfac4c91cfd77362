#include "core/inference/serving_envelope.hpp"

#include "core/calibration/leave_source_out.hpp"
#include "core/training/hardware_model.hpp"
#include "core/training/realism.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {
std::string percent(double error) {
    const long pct = std::lround(100.0 * error);
    return (pct > 0 ? "+" : "") + std::to_string(pct) + " %";
}
} // namespace

ValidatedRun servingSubject(const InferenceJob& job, const InferenceResult& r) {
    ValidatedRun s =
        describeSubject(job.gpu, job.weights, job.shape.isMoe(), r.tp, r.totalParams / 1e9, EvidenceKind::Serving);
    s.expertParallel = r.ep > 1;
    return s;
}

ValidatedRun servingRunSubject(const ServingRun& run, const GpuSpec& gpu) {
    ValidatedRun s = describeSubject(gpu, run.weights, run.shape.isMoe(), statedReplicaGpus(run),
                                     run.shape.params() / 1e9, EvidenceKind::Serving);
    s.id = run.id;
    s.source = sourceGroup(run.source, run.url);
    s.published = run.published;
    s.expertParallel = run.ep && *run.ep > 1;
    return s;
}

Envelope assessServingEnvelope(const ValidatedRun& subject, std::span<const ValidatedRun> runs) {
    Envelope e = assessEnvelope(subject, runs, realismParameters(), EvidenceKind::Serving); // no band
    if (!e.assessed || e.extrapolated || e.nearest.empty()) return e;
    // Within says the model was checked there, not that it held: the nearest rows' errors say how well.
    const ErrorRange range = nearestErrorRange(e);
    e.summary = "within the validated serving runs (the nearest: " +
                (range.lo == range.hi ? percent(range.lo) : percent(range.lo) + " to " + percent(range.hi)) + ")";
    return e;
}

} // namespace gputco
