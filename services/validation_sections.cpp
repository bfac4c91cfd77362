#include "services/validation_sections.hpp"

#include "core/calibration/leave_source_out.hpp"
#include "core/inference/serving_step.hpp"
#include "core/inference/serving_validation.hpp"
#include "core/training/hardware_model.hpp"
#include "core/training/published_runs.hpp"
#include "core/training/realism.hpp"
#include "core/training/steady_state_validation.hpp"
#include "core/validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/moe_runs_csv.hpp"
#include "data/published_runs_csv.hpp"
#include "data/serving_runs_csv.hpp"
#include "services/validation_evidence.hpp"

#include <map>
#include <span>

namespace gputco::services {

namespace {
using ErrorById = std::map<std::string, double>;

std::optional<double> find(const ErrorById& m, const std::string& id) {
    const auto it = m.find(id);
    return it == m.end() ? std::nullopt : std::optional<double>(it->second);
}

// Leave-one-source-out errors of the rows whose parameters are fitted; a row no fit reads (DeepSeek-V3,
// MLPerf Training) keeps its own error.
std::optional<double> trainingLoso(const TrainingCheck& c, const ErrorById& endToEnd, const ErrorById& moe) {
    if (c.table == "end-to-end") return find(endToEnd, c.run.id);
    if (c.table == "moe-steady-state") return find(moe, c.run.id);
    return c.run.error;
}

// One training row: what it describes, its shipped error, and whether its metric is a rate (tokens/s,
// TF/GPU, MFU: published / predicted time is 1 + error) or a time (GPU-hours, minutes: 1 / (1 + error)).
struct TrainingLine {
    ValidatedRun run;
    std::optional<double> loso;
    bool heldOut = false, rate = false;
    double timeRatio(double error) const { return rate ? 1.0 + error : 1.0 / (1.0 + error); }
};

std::vector<TrainingLine> checkLines() {
    const Catalog& catalog = data::shippedCatalog();
    const ErrorById endToEnd = endToEndLeaveSourceOut(predictRuns(data::shippedPublishedRuns(), catalog));
    const ErrorById moe = moeLeaveSourceOut(data::shippedMoeRuns(), catalog);
    std::vector<TrainingLine> out;
    for (const TrainingCheck& c : trainingChecks())
        out.push_back({c.run, trainingLoso(c, endToEnd, moe), c.heldOut, c.table == "moe-steady-state"});
    return out;
}

// The steady-state rows (the published throughput rows; Selene's iterations are not described by a
// job): the best case, fitted on nothing, so held out and their own leave-one-source-out error.
void addSteadyLines(std::vector<TrainingLine>& out) {
    const Catalog& catalog = data::shippedCatalog();
    for (const SteadyStateRow& s : steadyStateRows()) {
        const GpuSpec* gpu = catalog.gpu(s.gpu);
        TrainingLine l;
        try {
            l.run.error = predictSteadyState(s, catalog) / s.published - 1.0;
        } catch (const InputError&) { // refused: no error to count
            continue;
        }
        l.run.id = s.name;
        l.run.gpu = s.gpu;
        l.run.architecture = gpu ? architectureName(architectureOf(*gpu)) : "";
        l.run.source = sourceGroup(s.source);
        l.run.precision = s.precision;
        l.run.moe = s.shape.isMoe();
        l.run.gpus = s.gpus;
        l.run.paramsB = s.shape.params() / 1e9;
        l.run.kind = EvidenceKind::BestCase;
        l.loso = l.run.error;
        l.heldOut = l.rate = true;
        out.push_back(l);
    }
}

// Every training row with its leave-one-source-out error as evidence for the others.
std::vector<ValidatedRun> losoEvidence(const std::vector<TrainingLine>& lines) {
    std::vector<ValidatedRun> out;
    for (const TrainingLine& l : lines)
        if (l.loso) {
            out.push_back(l.run);
            out.back().error = *l.loso;
        }
    return out;
}

SectionRow sectionRow(const TrainingLine& l, std::span<const ValidatedRun> loso) {
    // A row's band is the one its estimate would show: its envelope without itself and its source (for a
    // best-case row, without the end-to-end test, which is about the expected estimate's own terms).
    const Envelope shipped = assessEnvelope(l.run, trainingEvidence(), realismParameters(), l.run.kind);
    SectionRow r;
    r.id = l.run.id;
    r.architecture = l.run.architecture;
    r.source = l.run.source;
    r.precision = l.run.precision;
    r.moe = l.run.moe;
    r.heldOut = l.heldOut;
    r.expected = l.run.kind == EvidenceKind::Expected;
    r.error = l.run.error;
    r.loso = l.loso;
    const double ratio = l.timeRatio(l.run.error);
    r.inBand = ratio >= shipped.bandP10 && ratio <= shipped.bandP90;
    if (l.loso) {
        const Envelope e = assessEnvelope(l.run, loso, realismParameters(), l.run.kind);
        const double losoRatio = l.timeRatio(*l.loso);
        r.losoWithin = !e.extrapolated;
        r.losoInBand = losoRatio >= e.bandP10 && losoRatio <= e.bandP90;
    }
    return r;
}

void addTraining(std::vector<SectionRow>& out) {
    std::vector<TrainingLine> lines = checkLines();
    addSteadyLines(lines);
    const std::vector<ValidatedRun> loso = losoEvidence(lines);
    for (const TrainingLine& l : lines) out.push_back(sectionRow(l, loso));
}

void addServing(std::vector<SectionRow>& out) {
    const Catalog& catalog = data::shippedCatalog();
    const std::vector<ServingRun>& runs = data::shippedServingRuns();
    const ErrorById loso = servingLeaveSourceOut(runs, catalog);
    for (const ServingPrediction& p : predictServingRuns(runs, catalog, servingCalibration())) {
        if (!p.error.empty()) continue;
        const GpuSpec* gpu = catalog.gpu(p.run->gpu);
        SectionRow r;
        r.id = p.run->id;
        r.architecture = gpu ? architectureName(architectureOf(*gpu)) : "";
        r.source = sourceGroup(p.run->source, p.run->url);
        r.precision = p.run->weights;
        r.moe = p.run->shape.isMoe();
        r.serving = true;
        r.heldOut = p.run->heldOut;
        r.error = p.relativeError();
        r.loso = find(loso, r.id);
        out.push_back(r);
    }
}
} // namespace

std::vector<SectionRow> validationSectionRows() {
    std::vector<SectionRow> rows;
    addTraining(rows);
    addServing(rows);
    return rows;
}

} // namespace gputco::services
