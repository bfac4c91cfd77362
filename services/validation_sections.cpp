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

void addTraining(std::vector<SectionRow>& out) {
    const Catalog& catalog = data::shippedCatalog();
    const ErrorById endToEnd = endToEndLeaveSourceOut(predictRuns(data::shippedPublishedRuns(), catalog));
    const ErrorById moe = moeLeaveSourceOut(data::shippedMoeRuns(), catalog);
    for (const TrainingCheck& c : trainingChecks()) {
        // A row's band is the one its estimate would show: its envelope without itself (for a best-case
        // row, without the end-to-end test, which is about the expected estimate's own terms).
        const Envelope e = assessEnvelope(c.run, trainingEvidence(), realismParameters(), c.run.kind);
        SectionRow r;
        r.id = c.run.id;
        r.architecture = c.run.architecture;
        r.source = c.run.source;
        r.precision = c.run.precision;
        r.moe = c.run.moe;
        r.heldOut = c.heldOut;
        r.expected = c.run.kind == EvidenceKind::Expected;
        r.error = c.run.error;
        r.loso = trainingLoso(c, endToEnd, moe);
        r.inBand = c.timeRatio >= e.bandP10 && c.timeRatio <= e.bandP90;
        out.push_back(r);
    }
}

// The steady-state rows (Selene Table 5 and the published throughput rows): the best case, fitted on
// nothing, so held out and their own leave-one-source-out error.
void addSteadyState(std::vector<SectionRow>& out) {
    const Catalog& catalog = data::shippedCatalog();
    for (const SteadyStateRow& s : steadyStateRows()) {
        const GpuSpec* gpu = catalog.gpu(s.gpu);
        SectionRow r;
        try {
            r.error = predictSteadyState(s, catalog) / s.published - 1.0;
        } catch (const InputError&) { // refused: no error to count
            continue;
        }
        r.id = s.name;
        r.architecture = gpu ? architectureName(architectureOf(*gpu)) : "";
        r.source = sourceGroup(s.source);
        r.precision = s.precision;
        r.moe = s.shape.isMoe();
        r.heldOut = true;
        r.loso = r.error;
        out.push_back(r);
    }
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
    addSteadyState(rows);
    addServing(rows);
    return rows;
}

} // namespace gputco::services
