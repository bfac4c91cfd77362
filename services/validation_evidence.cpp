#include "services/validation_evidence.hpp"

#include "core/calibration/leave_source_out.hpp"
#include "core/training/hardware_model.hpp"
#include "core/training/mlperf_validation.hpp"
#include "core/training/moe_validation.hpp"
#include "core/training/published_runs.hpp"
#include "core/training/realism.hpp"
#include "core/training/steady_state_validation.hpp"
#include "core/training/training_model.hpp"
#include "core/validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/mlperf_runs_csv.hpp"
#include "data/moe_runs_csv.hpp"
#include "data/published_runs_csv.hpp"

namespace gputco::services {

namespace {
ValidatedRun describe(std::string id, std::string source, const TrainingJob& job, int gpus, EvidenceKind kind,
                      double error) {
    ValidatedRun v = describeSubject(job.gpu, job.precision, job.shape.isMoe(), gpus, job.shape.params() / 1e9, kind);
    v.id = std::move(id);
    v.source = std::move(source);
    v.error = error;
    return v;
}

void addEndToEnd(const Catalog& catalog, std::vector<TrainingCheck>& out) {
    for (const RunPrediction& p : predictRuns(data::shippedPublishedRuns(), catalog))
        if (p.error.empty()) {
            ValidatedRun v = describe(p.run->id, sourceGroup(p.run->source, p.run->url), p.job, p.run->gpus,
                                      EvidenceKind::Expected, p.expectedError());
            v.published = p.run->published;
            out.push_back({std::move(v), "end-to-end", p.run->heldOut, 1.0 / (1.0 + p.expectedError())});
        }
}

void addMoe(const Catalog& catalog, std::vector<TrainingCheck>& out) {
    for (const MoeRun& r : data::shippedMoeRuns()) {
        try {
            const TrainingJob job = jobForMoeRun(r, catalog);
            const double error = predictMoeRun(r, catalog) / r.published - 1.0; // tokens per GPU
            out.push_back({describe(r.id, sourceGroup(r.source, r.url), job, r.gpus, EvidenceKind::BestCase, error),
                           "moe-steady-state", r.heldOut, 1.0 + error});
        } catch (const InputError&) { // a row the catalog cannot describe is no evidence
        }
    }
    const DeepSeekV3Check check = checkDeepSeekV3(catalog); // fitted on nothing: held out by construction
    const TrainingJob job = deepSeekV3PretrainingJob(catalog);
    out.push_back({describe("deepseek-v3-pretraining", "DeepSeek-V3 technical report", job, job.gpus,
                            EvidenceKind::Expected, check.expectedError()),
                   "deepseek-v3", true, 1.0 / (1.0 + check.expectedError())});
}

// MLPerf Training: the time to train runs from the first step to the target quality with its evaluations,
// an end-to-end run, so the expected estimate is checked against it (issue 46; issue 28 checked the best
// case); fitted on nothing.
void addMlperf(const Catalog& catalog, std::vector<TrainingCheck>& out) {
    for (const MlperfRun& r : data::shippedMlperfRuns()) {
        try {
            const TrainingJob job = jobForMlperfRun(r, catalog);
            const double predicted = predictMlperf(r, catalog).expectedMinutes;
            out.push_back({describe(r.id, sourceGroup(r.source, r.url), job, r.gpus, EvidenceKind::Expected,
                                    predicted / r.minutes - 1.0),
                           "mlperf-training", true, r.minutes / predicted});
        } catch (const InputError&) { // a row the catalog cannot describe (or that does not fit) is no evidence
        }
    }
}

// The steady-state throughput rows (framework tables, MLPerf-derived rates): the best case, fitted on
// nothing, so held out. Selene's iterations are not described by a job and stay out.
void addSteadyState(const Catalog& catalog, std::vector<TrainingCheck>& out) {
    for (const SteadyStateRow& s : steadyStateRows()) {
        const GpuSpec* gpu = catalog.gpu(s.gpu);
        ValidatedRun v;
        try {
            v.error = predictSteadyState(s, catalog) / s.published - 1.0; // a rate: tokens/s, TF/GPU or MFU
        } catch (const InputError&) {                                     // a row the model refuses is no evidence
            continue;
        }
        v.id = s.name;
        v.source = sourceGroup(s.source);
        v.gpu = s.gpu;
        v.architecture = gpu ? generationName(*gpu) : "";
        v.precision = s.precision;
        v.moe = s.shape.isMoe();
        v.gpus = s.gpus;
        v.paramsB = s.shape.params() / 1e9;
        v.kind = EvidenceKind::BestCase;
        out.push_back({v, "steady-state", true, 1.0 + v.error});
    }
}

std::vector<TrainingCheck> buildChecks() {
    const Catalog& catalog = data::shippedCatalog();
    std::vector<TrainingCheck> out;
    addEndToEnd(catalog, out);
    addMoe(catalog, out);
    addMlperf(catalog, out);
    addSteadyState(catalog, out);
    return out;
}

std::vector<ValidatedRun> heldOutRuns() {
    std::vector<ValidatedRun> out;
    for (const TrainingCheck& c : trainingChecks())
        if (c.heldOut) out.push_back(c.run);
    return out;
}
} // namespace

const std::vector<TrainingCheck>& trainingChecks() {
    static const std::vector<TrainingCheck> rows = buildChecks();
    return rows;
}

const std::vector<ValidatedRun>& trainingEvidence() {
    static const std::vector<ValidatedRun> rows = heldOutRuns();
    return rows;
}

void applyEnvelope(const TrainingJob& job, TrainingResult& r) {
    r.envelope = assessEnvelope(job, r.params / 1e9, trainingEvidence(), realismParameters());
    r.bestCaseEnvelope =
        assessEnvelope(job, r.params / 1e9, trainingEvidence(), realismParameters(), EvidenceKind::BestCase);
    r.expected.p10Days = r.expected.days * r.envelope.bandP10;
    r.expected.p90Days = r.expected.days * r.envelope.bandP90;
}

TrainingResult estimateWithEnvelope(const TrainingJob& job, int alternatives) {
    TrainingResult r = estimateTraining(job, alternatives);
    applyEnvelope(job, r);
    return r;
}

TrainingEstimator envelopeEstimator() {
    return [](const TrainingJob& j) { return estimateWithEnvelope(j); };
}

} // namespace gputco::services
