#pragma once
// Published serving throughput rows (resources/validation/serving_runs.csv) against the
// serving model: predictions, a fixed calibration/held-out split, error summaries and a fit
// of the few global serving parameters on the calibration rows only.

#include "core/catalog/catalog.hpp"
#include "core/inference/inference_model.hpp"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

struct ServingRun {
    std::string id, model, gpu, published, source, url, quote;
    ModelShape shape;
    int gpus = 1;
    std::optional<int> tp, ep, batch; // as the source states them
    Precision weights = Precision::FP8, kvCache = Precision::FP8;
    double promptTokens = 0, outputTokens = 0;
    ServingEngine engine = ServingEngine::TensorRtLlm;
    double publishedTokensPerSecond = 0; // output tokens/s, all `gpus` together
    bool lengthsStated = true;           // false: the lengths are assumed dataset means
    bool heldOut = false;                // set by assignServingSplit
    bool otherVendor = false;            // on a GPU not made by NVIDIA: no fitted term applies (held out)
};

// The replica's GPUs as the source states them: the EP group, else the TP degree, else 0 (not stated).
inline int statedReplicaGpus(const ServingRun& r) { return r.ep.value_or(r.tp.value_or(0)); }

// The split rule, fixed before any fit: within each source, in file order, every third row
// (the 3rd, 6th, ...) is held out; the rest calibrate. Rows on a GPU not made by NVIDIA are held out:
// the fitted terms describe NVIDIA's engines and links.
void assignServingSplit(std::vector<ServingRun>& runs, const Catalog& catalog);

struct ServingPrediction {
    const ServingRun* run = nullptr;
    double predicted = 0; // output tokens/s, all GPUs
    int batch = 0;        // the batch the model ran
    std::string error;    // the model refused the row (message)
    double relativeError() const { return predicted / run->publishedTokensPerSecond - 1.0; }
};

// Replicas of `tp` GPUs (searched when the source gives none) at the engine's largest batch,
// or at the source's fixed batch.
std::vector<ServingPrediction> predictServingRuns(const std::vector<ServingRun>& runs, const Catalog& catalog,
                                                  const ServingCalibration& c);

struct ServingSummary {
    int rows = 0;
    double medianAbs = 0, worstAbs = 0, worstSigned = 0;
    int within15 = 0, within35 = 0;
};
// Rows of one set (held-out or calibration) on NVIDIA GPUs; statedOnly keeps rows whose lengths the source
// states. summarizeOtherVendors: every row on another vendor's GPU (AMD with ROCm), which no fit reads.
ServingSummary summarizeServing(const std::vector<ServingPrediction>& p, bool heldOut, bool statedOnly);
ServingSummary summarizeOtherVendors(const std::vector<ServingPrediction>& p);

struct ServingParameterInfo {
    std::string key;
    double value, lo, hi;
    std::string source;
};
std::vector<ServingParameterInfo> servingParameterTable(const ServingCalibration& c);

// Coordinate search of the fitted parameters within their ranges, minimising the mean
// |log(predicted / published)| over the calibration rows only.
// Neutral starting values for a fit: every fitted parameter at its range's midpoint.
ServingCalibration servingPrior();
ServingCalibration fitServing(const std::vector<ServingRun>& runs, const Catalog& catalog, ServingCalibration start);

} // namespace gputco
