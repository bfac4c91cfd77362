#include "services/validation_sections.hpp"

#include "core/calibration/leave_source_out.hpp"
#include "core/inference/serving_envelope.hpp"
#include "core/inference/serving_step.hpp"
#include "core/inference/serving_validation.hpp"
#include "core/training/hardware_model.hpp"
#include "core/training/published_runs.hpp"
#include "core/training/realism.hpp"
#include "core/validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/moe_runs_csv.hpp"
#include "data/published_runs_csv.hpp"
#include "data/serving_runs_csv.hpp"
#include "services/serving_evidence.hpp"
#include "services/validation_evidence.hpp"

#include <map>

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

std::vector<TrainingLine> trainingLines() {
    const Catalog& catalog = data::shippedCatalog();
    const ErrorById endToEnd = endToEndLeaveSourceOut(predictRuns(data::shippedPublishedRuns(), catalog));
    const ErrorById moe = moeLeaveSourceOut(data::shippedMoeRuns(), catalog);
    std::vector<TrainingLine> out;
    for (const TrainingCheck& c : trainingChecks())
        out.push_back({c.run, trainingLoso(c, endToEnd, moe), c.heldOut,
                       c.table == "moe-steady-state" || c.table == "steady-state"});
    return out;
}

SectionRow sectionRow(const TrainingLine& l) {
    // A row's band is the one its estimate would show: its envelope from the product's evidence (the
    // held-out rows) without its own source (for a best-case row, without the end-to-end test, which is
    // about the expected estimate's own terms).
    const Envelope e = assessEnvelope(l.run, trainingEvidence(), realismParameters(), l.run.kind);
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
    const auto inBand = [&](double error) {
        const double ratio = l.timeRatio(error);
        return ratio >= e.bandP10 && ratio <= e.bandP90;
    };
    r.inBand = inBand(l.run.error);
    if (l.loso) { // judged by its leave-one-source-out error
        r.losoWithin = !e.extrapolated;
        r.losoInBand = inBand(*l.loso);
    }
    return r;
}

void addTraining(std::vector<SectionRow>& out) {
    for (const TrainingLine& l : trainingLines()) out.push_back(sectionRow(l));
}

// `loso`: the rows' leave-one-source-out errors; none for rows no fit reads, which keep their own error.
void addServingRows(const std::vector<ServingRun>& runs, const ErrorById* loso, std::vector<SectionRow>& out) {
    const Catalog& catalog = data::shippedCatalog();
    for (const ServingPrediction& p : predictServingRuns(runs, catalog, servingCalibration())) {
        if (!p.error.empty()) continue;
        const GpuSpec* gpu = catalog.gpu(p.run->gpu);
        SectionRow r;
        r.id = p.run->id;
        r.architecture = gpu ? generationName(*gpu) : "";
        r.source = sourceGroup(p.run->source, p.run->url);
        r.precision = p.run->weights;
        r.moe = p.run->shape.isMoe();
        r.serving = true;
        r.heldOut = p.run->heldOut;
        r.error = p.relativeError();
        r.loso = loso ? find(*loso, r.id) : std::optional<double>(r.error);
        if (r.loso && gpu) { // its envelope from the other sources' held-out serving rows
            r.losoWithin = !assessServingEnvelope(servingRunSubject(*p.run, *gpu), servingEvidence()).extrapolated;
        }
        out.push_back(r);
    }
}

void addServing(std::vector<SectionRow>& out) {
    const ErrorById loso = servingLeaveSourceOut(data::shippedServingRuns(), data::shippedCatalog());
    addServingRows(data::shippedServingRuns(), &loso, out);
    addServingRows(data::shippedUnfittedServingRuns(), nullptr, out); // fitted on nothing
}
} // namespace

std::vector<SectionRow> validationSectionRows() {
    std::vector<SectionRow> rows;
    addTraining(rows);
    addServing(rows);
    return rows;
}

} // namespace gputco::services
