#include "core/inference/inference_model.hpp"

#include "core/training/collectives.hpp"
#include "core/training/hardware_model.hpp"
#include "core/validation.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gputco {

namespace {
constexpr double kGiB = units::gibi;
// Per GPU outside the KV cache: CUDA context, activations of a step, engine workspace.
constexpr double kReserveBytes = 3.0 * kGiB;
// Share of HBM an engine lets the KV cache take (vLLM gpu_memory_utilization 0.9).
constexpr double kUsableFraction = 0.92;
// Prefill tokens processed together per engine step (chunked prefill).
constexpr double kPrefillChunk = 2048;
// Per-layer launch overhead of one step with CUDA graphs, and the engine's own work per
// step (scheduling, sampling, detokenising: ~0.5-2 ms in vLLM and TensorRT-LLM).
constexpr double kStepOverheadPerLayer = 4e-6;
constexpr double kStepOverheadFixed = 1e-3;

struct Engine {
    const InferenceJob& job;
    GpuPerformance perf;
    int tp;
    LinkModel nvlink;
    double kvPerToken;

    // Linear layers of one step over m tokens on one TP shard (weights read once per step).
    double linear(double m) const {
        const ModelShape& s = job.shape;
        const double t = tp, h = s.hidden, f = s.ffn, g = s.kvFraction();
        double sum = perf.gemmSeconds(m, (h + 2 * g * h) / t, h) + perf.gemmSeconds(m, h, h / t) +
                     perf.gemmSeconds(m, (s.gatedMlp ? 2.0 : 1.0) * f / t, h) + perf.gemmSeconds(m, h, f / t);
        return s.layers * sum + perf.gemmSecondsBf16(m, s.vocab / t, h);
    }
    double tpComm(double m) const {
        if (tp <= 1) return 0;
        return 2.0 * job.shape.layers * ringAllReduce(m * job.shape.hidden * 2.0, tp, nvlink);
    }
    double overhead() const { return job.shape.layers * kStepOverheadPerLayer + kStepOverheadFixed; }

    // One decode step for `batch` sequences at an average context of `context` tokens.
    double decodeStep(double batch, double context) const {
        const ModelShape& s = job.shape;
        const double kvRead = batch * context * kvPerToken / tp;
        const double attnFlops = 4.0 * batch * context * s.hidden / tp;
        const double attention = std::max(kvRead / perf.hbmBytesPerSecond, attnFlops / (perf.peakBf16Flops * 0.5));
        return linear(batch) + attention + tpComm(batch) + overhead();
    }
    // Prefill of `tokens` prompt tokens (prompts of `prompt` tokens) in chunks.
    double prefill(double tokens, double prompt) const {
        const double chunk = std::min(tokens, std::max(prompt, kPrefillChunk));
        const double chunks = tokens / chunk;
        const double attnFlops = 0.5 * 4.0 * chunk * prompt * job.shape.hidden / tp * job.shape.layers; // causal
        const double perChunk =
            linear(chunk) + attnFlops / (perf.peakBf16Flops * perf.attentionEfficiency) + tpComm(chunk) + overhead();
        return chunks * perChunk;
    }
    // Continuous batching with `batch` concurrent requests: each round decodes all of them
    // `outputTokens` times and prefills the next `batch` prompts in between.
    ServingPoint at(int batch) const {
        const double in = job.promptTokens, out = job.outputTokens;
        const double step = decodeStep(batch, in + out / 2.0);
        const double prefillAll = prefill(batch * in, in);
        const double round = out * step + prefillAll;
        ServingPoint p;
        p.batch = batch;
        p.tokensPerSecond = batch * out / round;
        p.tpotMs = 1e3 * round / out; // prefill of others interleaves with decode
        p.ttftMs = 1e3 * (prefill(std::min(in, kPrefillChunk), in) * std::ceil(in / kPrefillChunk) + step);
        p.e2eMs = p.ttftMs + (out - 1) * p.tpotMs;
        return p;
    }
};

double bytesOf(Precision p) { return bytesPerValue(p); }

} // namespace

double kvBytesPerToken(const ModelShape& s, Precision kv) {
    return 2.0 * s.layers * double(s.kvHeads) * s.headDim() * bytesOf(kv);
}

double mmcP99Seconds(double rate, double service, long c) {
    if (rate <= 0) return service;
    const double mu = 1.0 / service, a = rate / mu;
    if (a >= double(c)) return std::numeric_limits<double>::infinity();
    // Erlang B by recursion (stable for large c), then Erlang C.
    double b = 1.0;
    for (long k = 1; k <= c; ++k) b = a * b / (double(k) + a * b);
    const double rho = a / double(c);
    const double waitProbability = b / (1.0 - rho + rho * b);
    // P(W > t) = C exp(-(c mu - lambda) t): the 99th percentile of the wait.
    const double wait = waitProbability > 0.01 ? std::log(waitProbability / 0.01) / (double(c) * mu - rate) : 0.0;
    return service + wait;
}

InferenceResult estimateInference(const InferenceJob& job) {
    validateShape(job.shape);
    auto positive = [](const char* field, double v, double hi) {
        if (!(v > 0 && v <= hi))
            throw InputError(field, formatNumber(v) + " is out of range; allowed > 0 and <= " + formatNumber(hi));
    };
    positive("prompt_tokens", job.promptTokens, 1e7);
    positive("output_tokens", job.outputTokens, 1e7);
    if (job.gpus < 1) throw InputError("gpus", "at least 1 GPU is needed");
    if (job.qps) positive("qps", *job.qps, 1e9);
    if (job.p99Ms) positive("p99_ms", *job.p99Ms, 1e9);
    if (job.ttftMs) positive("ttft_ms", *job.ttftMs, 1e9);
    if (job.tpotMs) positive("tpot_ms", *job.tpotMs, 1e9);
    if (!job.gpu.supports(job.weights) || job.weights == Precision::FP64 || job.weights == Precision::TF32)
        throw InputError("precision",
                         std::string(precisionName(job.weights)) + " weights are not supported on " + job.gpu.id);
    if (!job.gpu.supports(job.kvCache) && job.kvCache != Precision::BF16 && job.kvCache != Precision::FP16)
        throw InputError("kv_precision",
                         std::string(precisionName(job.kvCache)) + " KV cache is not supported on " + job.gpu.id);

    GpuSpec gpu = job.gpu;
    int units = job.gpus;
    std::string unit = "GPUs";
    if (job.mig) {
        const MigProfile p = findMigProfile(job.gpu, *job.mig);
        gpu = sliceOf(job.gpu, p);
        units = job.gpus * (7 / p.computeSlices); // slices of this profile per GPU
        unit = "MIG slices";
    }
    const GpuPerformance perf = gpuPerformance(gpu, job.weights);
    const double capacity = units::inGigabytes(gpu.hbmCapacity) * kGiB;
    const double weightBytes = job.shape.params() * bytesOf(job.weights);
    const double kvPerToken = kvBytesPerToken(job.shape, job.kvCache);
    const double perSequence = kvPerToken * (job.promptTokens + job.outputTokens);

    std::vector<int> tps;
    if (job.tp)
        tps = {*job.tp};
    else
        for (int t = 1; t <= std::min(units, job.mig ? 1 : std::min(8, gpu.nvlinkDomain)); t *= 2) tps.push_back(t);
    InferenceResult best;
    bool found = false;
    double smallestNeed = 0;
    for (int t : tps) {
        if (t < 1 || t > units || job.shape.heads % t != 0) continue;
        const double free = t * (capacity * kUsableFraction - kReserveBytes) - weightBytes;
        const int maxBatch = free > 0 ? int(std::min(4096.0, std::floor(free / perSequence))) : 0;
        if (maxBatch < 1) {
            const double need = (weightBytes + perSequence) / t + kReserveBytes;
            smallestNeed = smallestNeed == 0 ? need : std::min(smallestNeed, need);
            continue;
        }
        Engine e{job, perf, t, LinkModel{perf.nvlinkBytesPerSecond, perf.nvlinkLatency}, kvPerToken};
        InferenceResult r;
        r.tp = t;
        r.maxBatch = maxBatch;
        r.kvBytesPerToken = kvPerToken;
        r.weightsGbPerGpu = weightBytes / t / kGiB;
        r.unit = unit;
        for (int b = 1; b <= maxBatch; b = b * 2 > maxBatch && b != maxBatch ? maxBatch : b * 2)
            r.curve.push_back(e.at(b));
        const ServingPoint one = e.at(1);
        r.floorMs = one.e2eMs;
        // The operating point: a fixed batch, else the largest batch meeting the latency targets.
        auto meets = [&](const ServingPoint& p) {
            return (!job.p99Ms || p.e2eMs <= *job.p99Ms) && (!job.ttftMs || p.ttftMs <= *job.ttftMs) &&
                   (!job.tpotMs || p.tpotMs <= *job.tpotMs);
        };
        if (job.batch) {
            if (*job.batch > maxBatch)
                throw InputError("batch", std::to_string(*job.batch) + " sequences do not fit; at most " +
                                              std::to_string(maxBatch) + " fit beside the weights on " +
                                              std::to_string(t) + " x " + gpu.id);
            r.chosen = e.at(*job.batch);
        } else {
            r.chosen = r.curve.front();
            for (const ServingPoint& p : r.curve)
                if (meets(p)) r.chosen = p;
        }
        r.tokensPerSecondPerGpu = r.chosen.tokensPerSecond / t;
        r.kvCacheGb = r.chosen.batch * perSequence / kGiB;
        if (!found || r.tokensPerSecondPerGpu > best.tokensPerSecondPerGpu) {
            best = r;
            found = true;
        }
    }
    if (!found) {
        char need[64];
        std::snprintf(need, sizeof need, "%.1f GiB", smallestNeed / kGiB);
        throw InputError(job.mig ? "mig" : "gpus",
                         "the model's weights (" + formatNumber(weightBytes / 1e9) +
                             " GB) plus one sequence's KV cache do not fit " +
                             (job.mig ? "in a " + *job.mig + " slice of " + job.gpu.id
                                      : "on " + std::to_string(units) + " x " + gpu.id) +
                             " (needs " + need + " per " + (job.mig ? "slice" : "GPU") +
                             "); use more GPUs, a larger slice or " +
                             (job.gpu.supports(Precision::FP8) ? "FP8/FP4 weights" : "a GPU with more memory"));
    }
    // A latency target below what one request alone takes cannot be met by any number of GPUs.
    if (job.p99Ms && *job.p99Ms < best.floorMs)
        throw InputError("p99_ms", formatNumber(*job.p99Ms) + " ms is below the physical floor of " +
                                       formatNumber(std::round(best.floorMs)) +
                                       " ms (one request alone: prefill plus " + formatNumber(job.outputTokens) +
                                       " decode steps on " + std::to_string(best.tp) + " x " + gpu.id + ")");
    if (job.ttftMs && *job.ttftMs < best.curve.front().ttftMs)
        throw InputError("ttft_ms", formatNumber(*job.ttftMs) + " ms is below the physical floor of " +
                                        formatNumber(std::round(best.curve.front().ttftMs)) + " ms");
    if (job.tpotMs && *job.tpotMs < best.curve.front().tpotMs)
        throw InputError("tpot_ms", formatNumber(*job.tpotMs) + " ms is below the physical floor of " +
                                        formatNumber(std::round(best.curve.front().tpotMs * 10) / 10) +
                                        " ms per token");

    if (job.qps) {
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
    } else {
        best.replicas = units / best.tp;
        best.gpusNeeded = best.replicas * best.tp;
    }
    return best;
}

} // namespace gputco
