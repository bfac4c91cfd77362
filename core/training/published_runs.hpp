#pragma once
// Published end-to-end pre-training runs (resources/validation/end_to_end_runs.csv):
// the model's expected estimate is judged, and its few global parameters fitted, on
// them. The calibration / held-out split is a rule fixed before any fitting
// (heldOutByRule), never chosen by looking at errors.

#include "core/catalog/catalog.hpp"
#include "core/training/realism.hpp"
#include "core/training/training_job.hpp"
#include "core/training/training_result.hpp"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

struct PublishedRun {
    std::string id, model, gpu, precision, framework, fabric, published, source, url, quote, notes, exclude;
    double paramsB = 0, tokensB = 0, gpuHours = 0;
    int seqLen = 0, gpus = 0; // 0: not published
    std::optional<ModelShape> shape;
    bool verified = false;
    bool heldOut = false; // set by assignSplit
};

// Rule, written down before fitting: a row is held out when it was published on or
// after 2025-01-01, or when it is every third row (3rd, 6th, ...) of its GPU type in
// order of publication date (then id). Everything else calibrates.
void assignSplit(std::vector<PublishedRun>& runs);

// What the planner assumes where a source is silent (stated by `gpu-tco validate`).
struct RunAssumptions {
    int gpus = 2048;   // GPU count when not published
    int seqLen = 2048; // sequence length when not published
};

// The training job a row describes, with the planner's defaults for what the row lacks.
TrainingJob jobForRun(const PublishedRun& run, const Catalog& catalog, const RunAssumptions& a = {});

struct RunPrediction {
    const PublishedRun* run = nullptr;
    TrainingJob job;
    TrainingResult result; // expected in timeToTrainDays / gpuHours, best case beside
    std::string error;     // when the model could not run the row
    double expectedError() const { return result.gpuHours / run->gpuHours - 1.0; }
    double bestCaseError() const { return result.bestCaseGpuHours / run->gpuHours - 1.0; }
};

std::vector<RunPrediction> predictRuns(const std::vector<PublishedRun>& runs, const Catalog& catalog);
// Re-applies the end-to-end layer with other parameters (cheap: the layout search is not redone).
void reapply(std::vector<RunPrediction>& predictions, const RealismParameters& p);

struct ErrorSummary {
    int rows = 0;
    double medianAbs = 0, worstAbs = 0, worstSigned = 0;
    int within30 = 0, within50 = 0;
    int insideBand = 0; // published GPU-hours inside the P10-P90 band
};
ErrorSummary summarize(const std::vector<RunPrediction>& predictions, bool heldOut, bool bestCase = false);

// Fits the parameters marked fitted in realismParameterTable() on the calibration rows
// from `p` (coordinate descent on the mean squared log error), then sets the P10/P90 band from the
// held-out rows' residuals. Returns the fitted parameters.
RealismParameters fitRealism(std::vector<RunPrediction>& predictions, RealismParameters p);

} // namespace gputco
