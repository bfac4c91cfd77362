#include "core/inference/inference_model.hpp"

#include "core/inference/serving_rates.hpp"
#include "core/validation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace gputco {

namespace {
constexpr double kGiB = units::gibi;
// Per GPU outside the KV cache: CUDA context, activations of a step, engine workspace.
constexpr double kReserveBytes = 3.0 * kGiB;
// Share of HBM an engine lets weights and KV cache take (vLLM gpu_memory_utilization 0.9,
// TensorRT-LLM kv_cache_free_gpu_mem_fraction 0.9-0.95).
constexpr double kUsableFraction = 0.92;
// Most sequences one engine runs at once (TensorRT-LLM CUDA-graph batch sizes go to 8,192,
// vLLM max_num_seqs defaults to 256-1,024): a cap for the search, reported as "engine".
constexpr int kEngineBatchCap = 4096;

// Expert parallelism over the replica's GPUs with data-parallel attention. An EP that does not divide the
// experts is served with redundant experts (ceil(experts / ep) per GPU: DeepSeek-V3's decode EP144 holds
// 2 per GPU, 32 redundant; open-infra-index day 6); attention is then data-parallel (tp 1) or the same
// GPUs' tensor parallelism (tp = ep).
void checkExpertParallel(const InferenceJob& job) {
    const int ep = *job.ep;
    if (ep < 1 || ep > 1024) throw InputError("ep", formatNumber(ep) + " is out of range; allowed 1 to 1024");
    if (!job.shape.isMoe() && ep > 1) throw InputError("ep", "expert parallelism needs an MoE shape (--experts)");
    if (ep > job.gpus)
        throw InputError("ep", "EP " + std::to_string(ep) + " needs " + std::to_string(ep) +
                                   " GPUs in one replica; allowed 1 to " + std::to_string(job.gpus) + " (--gpus)");
    if (job.tp && *job.tp != ep && *job.tp != 1)
        throw InputError("tp", "with expert parallelism attention is data-parallel over the EP group: tp must be 1 "
                               "or equal ep (" +
                                   std::to_string(ep) + ")");
}

void checkJob(const InferenceJob& job) {
    validateShape(job.shape);
    validateServingShape(job.shape);
    auto positive = [](const char* field, double v, double hi) {
        if (!(v > 0 && v <= hi))
            throw InputError(field, formatNumber(v) + " is out of range; allowed > 0 and <= " + formatNumber(hi));
    };
    positive("prompt_tokens", job.promptTokens, 1e7);
    positive("output_tokens", job.outputTokens, 1e7);
    if (job.gpus < 1) throw InputError("gpus", "at least 1 GPU is needed");
    if (job.batch && *job.batch < 1) throw InputError("batch", "at least 1 sequence");
    if (job.qps) positive("qps", *job.qps, 1e9);
    if (job.p99Ms) positive("p99_ms", *job.p99Ms, 1e9);
    if (job.ttftMs) positive("ttft_ms", *job.ttftMs, 1e9);
    if (job.tpotMs) positive("tpot_ms", *job.tpotMs, 1e9);
    if (job.ep) checkExpertParallel(job);
    const bool supported = job.gpu.supports(job.weights) || servesWeightOnly(job.gpu, job.weights);
    if (!supported || job.weights == Precision::FP64 || job.weights == Precision::TF32)
        throw InputError("precision",
                         std::string(precisionName(job.weights)) + " weights are not supported on " + job.gpu.id);
    if (!job.gpu.supports(job.kvCache) && job.kvCache != Precision::BF16 && job.kvCache != Precision::FP16)
        throw InputError("kv_precision",
                         std::string(precisionName(job.kvCache)) + " KV cache is not supported on " + job.gpu.id);
}

// Sequences the KV cache holds. vLLM admits against what each sequence holds now and
// preempts (recomputes) at the limit (Kwon et al. SOSP'23 section 4.5), so on average a
// sequence holds its prompt and half its output; TensorRT-LLM's default GUARANTEED_NO_EVICT
// scheduler reserves prompt plus all output up front.
// `ranks`: the engine's cap is per attention rank; with expert parallelism each GPU of the replica is
// one (data-parallel attention: SGLang --enable-dp-attention, TensorRT-LLM enable_attention_dp).
int kvBatchLimit(double kvTokens, const InferenceJob& job, int ranks) {
    const double perSequence = job.promptTokens + (job.engine == ServingEngine::Vllm ? 0.5 : 1.0) * job.outputTokens;
    return int(std::min(double(kEngineBatchCap) * ranks, std::floor(kvTokens / perSequence)));
}

// Steady state of continuous batching at `batch` running sequences: a round of `output` steps
// decodes one token for each per step and prefills `batch` new prompts, chunked into the
// token budget left beside the decodes (chunked prefill, Sarathi-Serve); steps without a
// chunk are pure decode. A decode batch above the budget runs in several steps.
// The steps of one round (`out` steps) that carry prompt tokens, the prompt tokens each carries, and over how
// many attention ranks they are spread (0: all ranks alike). Each attention rank schedules its own sequences with
// its own token budget (data-parallel attention). Balanced, or with one engine, the ranks prefill in the same
// steps; unbalanced, each rank prefills its own prompts in its own steps and every MoE layer of those steps waits
// for it ("the iteration time is dominated by the slowest rank": TensorRT-LLM tech blog 10, ADP Balance Strategy,
// DeepSeek-V3 on 8 GB200 at attention DP 8: 25,664 tok/s unbalanced, 34,140 balanced).
struct PrefillPlan {
    double mixedSteps = 0, tokensPerStep = 0, ranks = 0;
};

PrefillPlan prefillPlan(const ServingStep& step, const InferenceJob& job, const ServingCalibration& c, double b) {
    const double in = job.promptTokens, out = job.outputTokens, ranks = step.attentionRanks();
    PrefillPlan p;
    if (ranks <= 1 || job.balancedPrefill) {
        const double chunkCap = std::max(c.stepTokenBudget * ranks - b, 512.0);
        p.mixedSteps = std::min(out, std::ceil(b * in / chunkCap));
        p.tokensPerStep = b * in / p.mixedSteps;
        return p;
    }
    const double perRank = b / ranks, chunkCap = std::max(c.stepTokenBudget - perRank, 512.0);
    const double rankSteps = std::min(out, std::ceil(perRank * in / chunkCap)); // each rank's own
    const double chunk = perRank * in / rankSteps;
    p.mixedSteps = std::min(out, ranks * rankSteps);
    p.ranks = ranks * rankSteps / p.mixedSteps; // ranks prefilling in the same step, on average
    p.tokensPerStep = chunk * p.ranks;
    return p;
}

ServingPoint operatingPoint(const ServingStep& step, const InferenceJob& job, const ServingCalibration& c, int batch) {
    const double in = job.promptTokens, out = job.outputTokens, b = batch, context = in + out / 2.0;
    const double budget = c.stepTokenBudget * step.attentionRanks();
    const PrefillPlan plan = prefillPlan(step, job, c, b);
    const double split = std::max(1.0, b / budget);
    auto stepSeconds = [&](double prefill, double ranks) {
        return split * step.seconds({b / split, context, prefill / split, in, ranks});
    };
    const double round =
        plan.mixedSteps * stepSeconds(plan.tokensPerStep, plan.ranks) + (out - plan.mixedSteps) * stepSeconds(0, 0);
    ServingPoint p;
    p.batch = batch;
    p.tokensPerSecond = b * out / round;
    p.tpotMs = 1e3 * round / out;
    // A new prompt gets the budget left beside the running sequences (its rank's, unbalanced), chunk by chunk.
    const bool ownRank = plan.ranks > 0;
    const double left = ownRank ? c.stepTokenBudget - b / step.attentionRanks() : budget - b;
    const double own = std::min(in, std::max(left, 512.0));
    p.ttftMs = 1e3 * std::ceil(in / own) * stepSeconds(own, ownRank ? 1.0 : 0.0);
    p.e2eMs = p.ttftMs + (out - 1) * p.tpotMs;
    return p;
}
} // namespace

double mmcP99Seconds(double rate, double service, long c) {
    if (rate <= 0) return service;
    const double mu = 1.0 / service, a = rate / mu;
    if (a >= double(c)) return std::numeric_limits<double>::infinity();
    // Erlang B by recursion (stable for large c), then Erlang C. Past k = a the recursion only falls, and
    // Erlang C grows with b: once b gives a wait probability of at most 1 %, so does the final b, and the
    // wait below is zero, so the recursion stops there (a fleet of 10^5 slots took 10^5 steps per call).
    const double rho = a / double(c);
    const auto waitProbabilityOf = [rho](double erlangB) { return erlangB / (1.0 - rho + rho * erlangB); };
    double b = 1.0;
    for (long k = 1; k <= c; ++k) {
        b = a * b / (double(k) + a * b);
        if (double(k) > a && waitProbabilityOf(b) <= 0.01) return service;
    }
    const double waitProbability = waitProbabilityOf(b);
    // P(W > t) = C exp(-(c mu - lambda) t): the 99th percentile of the wait.
    const double wait = waitProbability > 0.01 ? std::log(waitProbability / 0.01) / (double(c) * mu - rate) : 0.0;
    return service + wait;
}

namespace {
struct Hardware {
    GpuSpec gpu;
    int units = 0;
    std::string unit = "GPUs";
};

Hardware hardwareOf(const InferenceJob& job) {
    Hardware h{job.gpu, job.gpus, "GPUs"};
    if (job.mig) {
        const MigProfile p = findMigProfile(job.gpu, *job.mig);
        h.gpu = sliceOf(job.gpu, p);
        h.units = job.gpus * (7 / p.computeSlices); // slices of this profile per GPU
        h.unit = "MIG slices";
    }
    return h;
}

bool meetsTargets(const InferenceJob& job, const ServingPoint& p) {
    return (!job.p99Ms || p.e2eMs <= *job.p99Ms) && (!job.ttftMs || p.ttftMs <= *job.ttftMs) &&
           (!job.tpotMs || p.tpotMs <= *job.tpotMs);
}

// The curve up to the batch limit and the operating point: the largest batch meeting the
// latency targets; the limit says what held the batch down.
void choosePoint(InferenceResult& r, const ServingStep& step, const InferenceJob& job, const ServingCalibration& c) {
    const int limit = job.batch ? std::min(*job.batch, r.maxBatch) : r.maxBatch;
    for (int b = 1; b <= limit; b = b * 2 > limit && b != limit ? limit : b * 2)
        r.curve.push_back(operatingPoint(step, job, c, b));
    r.chosen = r.curve.front();
    for (const ServingPoint& p : r.curve)
        if (meetsTargets(job, p)) r.chosen = p;
    r.requestedBatch = job.batch;
    if (r.chosen.batch < limit)
        r.batchLimitedBy = "latency";
    else if (job.batch && *job.batch <= r.maxBatch)
        r.batchLimitedBy = "requested";
    else
        r.batchLimitedBy = r.maxBatch % kEngineBatchCap == 0 && r.maxBatch >= kEngineBatchCap ? "engine" : "kv_cache";
}

std::vector<int> tpCandidates(const InferenceJob& job, const Hardware& hw) {
    if (job.ep && *job.ep > 1) return {*job.ep}; // the replica is the EP group
    if (job.tp) return {*job.tp};
    if (job.ep) return {1};
    std::vector<int> tps;
    for (int t = 1; t <= std::min(hw.units, job.mig ? 1 : std::min(8, hw.gpu.nvlinkDomain)); t *= 2) tps.push_back(t);
    return tps;
}

[[noreturn]] void throwDoesNotFit(const InferenceJob& job, const Hardware& hw, double weightBytes, double need) {
    char needText[64];
    std::snprintf(needText, sizeof needText, "%.1f GiB", need / kGiB);
    throw InputError(
        job.mig ? "mig" : "gpus",
        "the model's weights (" + formatNumber(weightBytes / 1e9) + " GB) plus one sequence's KV cache do not fit " +
            (job.mig ? "in a " + *job.mig + " slice of " + job.gpu.id
                     : "on " + std::to_string(hw.units) + " x " + hw.gpu.id) +
            " (needs " + needText + " per " + (job.mig ? "slice" : "GPU") + "); use more GPUs, a larger slice or " +
            (job.gpu.supports(Precision::FP8) ? "FP8/FP4 weights" : "a GPU with more memory"));
}

void checkFloors(const InferenceJob& job, const InferenceResult& best, const Hardware& hw) {
    // A latency target below what one request alone takes cannot be met by any number of GPUs.
    if (job.p99Ms && *job.p99Ms < best.floorMs)
        throw InputError("p99_ms", formatNumber(*job.p99Ms) + " ms is below the physical floor of " +
                                       formatNumber(std::round(best.floorMs)) +
                                       " ms (one request alone: prefill plus " + formatNumber(job.outputTokens) +
                                       " decode steps on " + std::to_string(best.tp) + " x " + hw.gpu.id + ")");
    if (job.ttftMs && *job.ttftMs < best.curve.front().ttftMs)
        throw InputError("ttft_ms", formatNumber(*job.ttftMs) + " ms is below the physical floor of " +
                                        formatNumber(std::round(best.curve.front().ttftMs)) + " ms");
    if (job.tpotMs && *job.tpotMs < best.curve.front().tpotMs)
        throw InputError("tpot_ms", formatNumber(*job.tpotMs) + " ms is below the physical floor of " +
                                        formatNumber(std::round(best.curve.front().tpotMs * 10) / 10) +
                                        " ms per token");
}

void size(InferenceResult& best, const InferenceJob& job, int units) {
    if (!job.qps) {
        best.replicas = units / best.tp;
        best.gpusNeeded = best.replicas * best.tp;
        return;
    }
    // M/M/c with one server per concurrent sequence slot; each slot busy e2e per request.
    const double service = best.chosen.e2eMs / 1e3;
    const double target = (job.p99Ms ? *job.p99Ms : best.chosen.e2eMs * 2.0) / 1e3;
    long replicas = std::max(1L, long(std::ceil(*job.qps * service / best.chosen.batch)));
    for (; replicas < 10000000; replicas = replicas + std::max(1L, replicas / 50)) {
        const double p99 = mmcP99Seconds(*job.qps, service, replicas * best.chosen.batch);
        if (p99 <= target) {
            best.p99Ms = p99 * 1e3;
            break;
        }
    }
    best.replicas = int(replicas);
    best.gpusNeeded = int(replicas) * best.tp;
}
} // namespace

InferenceResult estimateInference(const InferenceJob& job) { return estimateInference(job, servingCalibration()); }

InferenceResult estimateInference(const InferenceJob& job, const ServingCalibration& c) {
    checkJob(job);
    const Hardware hw = hardwareOf(job);
    const GpuPerformance perf = servingPerformance(hw.gpu, job.weights, job.shape.fp8BlockScaled);
    const double capacity = units::inBytes(hw.gpu.hbmCapacity);
    const ServingParams params = servingParams(job.shape);
    const double weightBytes = params.total * bytesPerValue(job.weights);
    const bool expertParallel = job.ep && *job.ep > 1;
    InferenceResult best;
    bool found = false;
    double smallestNeed = 0;
    for (int t : tpCandidates(job, hw)) {
        if (t < 1 || t > hw.units || (!expertParallel && job.shape.heads % t != 0)) continue;
        ServingStep step(job.shape, perf, t, expertParallel, job.kvCache, job.engine, c);
        step.setIndependentRanks(dataParallelAttention(job));
        const double weightsPerGpu = step.weightBytesPerGpu(bytesPerValue(job.weights));
        const double freePerGpu = capacity * kUsableFraction - kReserveBytes - weightsPerGpu;
        const double kvTokens = freePerGpu > 0 ? freePerGpu / step.kvBytesPerTokenPerGpu() : 0;
        const int maxBatch = kvBatchLimit(kvTokens, job, step.attentionRanks());
        if (maxBatch < 1) {
            const double need =
                weightsPerGpu + (job.promptTokens + job.outputTokens) * step.kvBytesPerTokenPerGpu() + kReserveBytes;
            smallestNeed = smallestNeed == 0 ? need : std::min(smallestNeed, need);
            continue;
        }
        InferenceResult r;
        r.tp = t;
        r.ep = expertParallel ? t : 1;
        r.maxBatch = maxBatch;
        r.kvBytesPerToken = kvBytesPerToken(job.shape, job.kvCache);
        r.weightsGbPerGpu = weightsPerGpu / kGiB;
        r.expertWeightsGbPerGpu = step.routedBytesPerGpu(bytesPerValue(job.weights)) / kGiB;
        r.expertsPerGpu = step.expertsPerGpu();
        r.redundantExperts = expertParallel ? r.expertsPerGpu * t - job.shape.experts : 0;
        r.totalParams = params.total;
        r.activeParams = params.activePerToken();
        r.unit = hw.unit;
        r.weightOnly = servesWeightOnly(hw.gpu, job.weights);
        choosePoint(r, step, job, c);
        r.floorMs = r.curve.front().e2eMs;
        r.tokensPerSecondPerGpu = r.chosen.tokensPerSecond / t;
        r.kvCacheGb = r.chosen.batch * (job.promptTokens + job.outputTokens) * r.kvBytesPerToken / kGiB;
        if (!found || r.tokensPerSecondPerGpu > best.tokensPerSecondPerGpu) {
            best = r;
            found = true;
        }
    }
    if (!found) throwDoesNotFit(job, hw, weightBytes, smallestNeed);
    checkFloors(job, best, hw);
    size(best, job, hw.units);
    return best;
}

} // namespace gputco
