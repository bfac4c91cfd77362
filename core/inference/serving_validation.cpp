#include "core/inference/serving_validation.hpp"

#include "core/validation.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace gputco {

void assignServingSplit(std::vector<ServingRun>& runs, const Catalog& catalog) {
    std::map<std::string, int> seen;
    for (ServingRun& r : runs) {
        const GpuSpec* gpu = catalog.gpu(r.gpu);
        // The fitted terms describe NVIDIA's engines and links: a row on another vendor's GPU never
        // calibrates them (issue 46: a term fitted on one kind of run must not silently apply to another).
        r.otherVendor = gpu && gpu->vendor != "NVIDIA";
        r.heldOut = (++seen[r.source]) % 3 == 0 || r.otherVendor;
    }
}

namespace {
ServingPrediction predictOne(const ServingRun& r, const Catalog& catalog, const ServingCalibration& c) {
    ServingPrediction p;
    p.run = &r;
    const GpuSpec* gpu = catalog.gpu(r.gpu);
    if (!gpu) {
        p.error = "unknown GPU " + r.gpu;
        return p;
    }
    InferenceJob job;
    job.shape = r.shape;
    job.gpu = *gpu;
    // The replica: its TP group, or with expert parallelism its EP group (attention data-parallel beside it:
    // TensorRT-LLM's "DEP4" is attention DP 4 with EP 4).
    job.gpus = r.ep && *r.ep > 1 ? std::max(*r.ep, r.tp.value_or(1)) : r.tp ? *r.tp : r.gpus;
    job.tp = r.tp;
    job.ep = r.ep;
    job.batch = r.batch;
    job.weights = r.weights;
    job.kvCache = r.kvCache;
    job.promptTokens = r.promptTokens;
    job.outputTokens = r.outputTokens;
    job.engine = r.engine;
    try {
        const InferenceResult res = estimateInference(job, c);
        p.batch = res.chosen.batch;
        p.predicted = res.tokensPerSecondPerGpu * r.gpus; // replicas of the same size fill the GPUs
    } catch (const InputError& e) {
        p.error = e.what();
    }
    return p;
}
} // namespace

std::vector<ServingPrediction> predictServingRuns(const std::vector<ServingRun>& runs, const Catalog& catalog,
                                                  const ServingCalibration& c) {
    std::vector<ServingPrediction> out;
    out.reserve(runs.size());
    for (const ServingRun& r : runs) out.push_back(predictOne(r, catalog, c));
    return out;
}

namespace {
ServingSummary summarizeWhere(const std::vector<ServingPrediction>& preds,
                              const std::function<bool(const ServingRun&)>& in) {
    std::vector<double> abs;
    ServingSummary s;
    for (const ServingPrediction& p : preds) {
        if (!in(*p.run) || !p.error.empty()) continue;
        const double e = p.relativeError();
        abs.push_back(std::abs(e));
        if (std::abs(e) > s.worstAbs) s.worstAbs = std::abs(e), s.worstSigned = e;
        s.within15 += std::abs(e) <= 0.15;
        s.within35 += std::abs(e) <= 0.35;
    }
    s.rows = int(abs.size());
    if (abs.empty()) return s;
    std::sort(abs.begin(), abs.end());
    const std::size_t n = abs.size();
    s.medianAbs = n % 2 ? abs[n / 2] : 0.5 * (abs[n / 2 - 1] + abs[n / 2]);
    return s;
}
} // namespace

ServingSummary summarizeServing(const std::vector<ServingPrediction>& preds, bool heldOut, bool statedOnly) {
    return summarizeWhere(preds, [&](const ServingRun& r) {
        return !r.otherVendor && r.heldOut == heldOut && (!statedOnly || r.lengthsStated);
    });
}

ServingSummary summarizeOtherVendors(const std::vector<ServingPrediction>& preds) {
    return summarizeWhere(preds, [](const ServingRun& r) { return r.otherVendor; });
}

namespace {
struct Fitted {
    const char* key;
    double ServingCalibration::*field;
    double lo, hi;
    const char* source;
};
const Fitted kFitted[] = {
    {"attention_bandwidth_share", &ServingCalibration::attentionBandwidthShare, 0.4, 1.0,
     "decode attention's share of achievable HBM bandwidth (memory-bound per sequence, FlashDecoding); fitted"},
    {"per_sequence_seconds_vllm", &ServingCalibration::perSequenceSecondsVllm, 0, 100e-6,
     "vLLM CPU work per running sequence per step (vLLM v0.6.0 blog, 2024-09-05: the API server and "
     "scheduling took 33 % + 29 % of Llama-3-8B time on one H100); fitted"},
    {"all_reduce_share", &ServingCalibration::allReduceShare, 0.3, 1.0,
     "TP all-reduce bandwidth for one step's activations (1-30 MB), share of the NVLink model used for training "
     "(nccl-tests: bus bandwidth falls below its peak for messages under ~64 MB); fitted"},
    {"per_sequence_seconds_trtllm", &ServingCalibration::perSequenceSecondsTrt, 0, 50e-6,
     "TensorRT-LLM (C++ runtime) work per running sequence per step; fitted"},
};

double loss(const std::vector<ServingRun>& runs, const Catalog& catalog, const ServingCalibration& c) {
    double sum = 0;
    int n = 0;
    for (const ServingPrediction& p : predictServingRuns(runs, catalog, c)) {
        if (p.run->heldOut || !p.error.empty() || p.predicted <= 0) continue;
        sum += std::abs(std::log(p.predicted / p.run->publishedTokensPerSecond));
        ++n;
    }
    return n ? sum / n : 0;
}
} // namespace

std::vector<ServingParameterInfo> servingParameterTable(const ServingCalibration& c) {
    std::vector<ServingParameterInfo> out;
    for (const Fitted& f : kFitted) out.push_back({f.key, c.*(f.field), f.lo, f.hi, f.source});
    return out;
}

ServingCalibration servingPrior() {
    ServingCalibration c;
    for (const Fitted& f : kFitted) c.*(f.field) = 0.5 * (f.lo + f.hi);
    return c;
}

ServingCalibration fitServing(const std::vector<ServingRun>& runs, const Catalog& catalog, ServingCalibration c) {
    std::vector<ServingRun> calibration;
    for (const ServingRun& r : runs)
        if (!r.heldOut) calibration.push_back(r);
    double best = loss(calibration, catalog, c);
    for (int round = 0; round < 3; ++round)
        for (const Fitted& f : kFitted)
            for (int i = 0; i <= 20; ++i) {
                ServingCalibration t = c;
                t.*(f.field) = f.lo + (f.hi - f.lo) * i / 20.0;
                const double l = loss(calibration, catalog, t);
                if (l < best) best = l, c = t;
            }
    return c;
}

} // namespace gputco
