#include "services/validation_sections.hpp"

#include "core/inference/serving_step.hpp"
#include "core/inference/serving_validation.hpp"
#include "core/training/hardware_model.hpp"
#include "core/training/realism.hpp"
#include "data/catalog_seed.hpp"
#include "data/serving_runs_csv.hpp"
#include "services/validation_evidence.hpp"

namespace gputco::services {

namespace {
void addTraining(std::vector<SectionRow>& out) {
    for (const TrainingCheck& c : trainingChecks()) {
        // A row's band is the one its estimate would show: its envelope without itself (for a best-case
        // row, without the end-to-end test, which is about the expected estimate's own terms).
        const Envelope e = assessEnvelope(c.run, trainingEvidence(), realismParameters(), c.run.kind);
        SectionRow r;
        r.id = c.run.id;
        r.architecture = c.run.architecture;
        r.precision = c.run.precision;
        r.moe = c.run.moe;
        r.heldOut = c.heldOut;
        r.error = c.run.error;
        r.inBand = c.timeRatio >= e.bandP10 && c.timeRatio <= e.bandP90;
        out.push_back(r);
    }
}

void addServing(std::vector<SectionRow>& out) {
    const Catalog& catalog = data::shippedCatalog();
    for (const ServingPrediction& p : predictServingRuns(data::shippedServingRuns(), catalog, servingCalibration())) {
        if (!p.error.empty()) continue;
        const GpuSpec* gpu = catalog.gpu(p.run->gpu);
        SectionRow r;
        r.id = p.run->id;
        r.architecture = gpu ? architectureName(architectureOf(*gpu)) : "";
        r.precision = p.run->weights;
        r.moe = p.run->shape.isMoe();
        r.serving = true;
        r.heldOut = p.run->heldOut;
        r.error = p.relativeError();
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
