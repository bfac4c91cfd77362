#include "services/serving_evidence.hpp"

#include "core/calibration/leave_source_out.hpp"
#include "core/inference/serving_envelope.hpp"
#include "core/inference/serving_validation.hpp"
#include "core/training/hardware_model.hpp"
#include "data/catalog_seed.hpp"
#include "data/serving_runs_csv.hpp"

namespace gputco::services {

namespace {
void addEvidence(const std::vector<ServingRun>& runs, std::vector<ValidatedRun>& out) {
    const Catalog& catalog = data::shippedCatalog();
    for (const ServingPrediction& p : predictServingRuns(runs, catalog, servingCalibration())) {
        const GpuSpec* gpu = catalog.gpu(p.run->gpu);
        if (!p.error.empty() || !p.run->heldOut || !gpu) continue;
        ValidatedRun v = servingRunSubject(*p.run, *gpu);
        v.error = p.relativeError();
        out.push_back(std::move(v));
    }
}

std::vector<ValidatedRun> buildEvidence() {
    std::vector<ValidatedRun> out;
    addEvidence(data::shippedServingRuns(), out);
    addEvidence(data::shippedUnfittedServingRuns(), out); // fitted on nothing: held out by construction
    return out;
}
} // namespace

const std::vector<ValidatedRun>& servingEvidence() {
    static const std::vector<ValidatedRun> rows = buildEvidence();
    return rows;
}

InferenceResult estimateInferenceWithEnvelope(const InferenceJob& job) {
    InferenceResult r = estimateInference(job);
    r.envelope = assessServingEnvelope(servingSubject(job, r), servingEvidence());
    return r;
}

void applyServingEnvelopes(ScenarioResult& r) {
    for (OptionResult& o : r.options)
        for (WorkloadOnOption& w : o.workloads)
            if (w.feasible && !w.servingSubject.gpu.empty())
                w.servingEnvelope = assessServingEnvelope(w.servingSubject, servingEvidence());
}

} // namespace gputco::services
