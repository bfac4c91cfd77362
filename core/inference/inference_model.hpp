#pragma once
// LLM serving: prefill (compute-bound) and decode (memory-bandwidth-bound at small
// batch) per request from the model shape, weight and KV-cache precision and TP
// degree; the largest batch the KV cache allows; continuous batching giving a
// throughput-vs-latency curve; and sizing for a peak QPS under a p99 latency target
// with an M/M/c queue.

#include "core/catalog/gpu.hpp"
#include "core/inference/mig.hpp"
#include "core/training/model_shape.hpp"

#include <optional>
#include <vector>

namespace gputco {

struct InferenceJob {
    ModelShape shape;
    GpuSpec gpu;
    int gpus = 1; // available (or, with MIG, GPUs whose slices serve)
    Precision weights = Precision::BF16;
    Precision kvCache = Precision::BF16;
    double promptTokens = 512;
    double outputTokens = 256;
    std::optional<int> tp;          // fixed tensor-parallel degree; default: searched
    std::optional<int> batch;       // fixed concurrent sequences per replica
    std::optional<std::string> mig; // serve from MIG slices of this profile
    // Sizing (all optional): peak arrival rate and latency targets.
    std::optional<double> qps;
    std::optional<double> p99Ms; // end to end
    std::optional<double> ttftMs, tpotMs;
};

struct ServingPoint {
    int batch = 0;
    double tokensPerSecond = 0; // output tokens, one replica
    double ttftMs = 0;
    double tpotMs = 0;
    double e2eMs = 0; // TTFT + output tokens x TPOT
};

struct InferenceResult {
    int tp = 1;       // GPUs (or slices) per replica
    int maxBatch = 0; // sequences whose KV cache fits beside the weights
    double weightsGbPerGpu = 0;
    double kvCacheGb = 0; // per replica at the chosen batch
    double kvBytesPerToken = 0;
    ServingPoint chosen;             // the operating point (largest batch, or the one sizing picked)
    std::vector<ServingPoint> curve; // batch 1, 2, 4, ... maxBatch
    double tokensPerSecondPerGpu = 0;
    double floorMs = 0; // fastest possible request: batch 1 prefill + decode
    // Sizing
    int replicas = 0;
    int gpusNeeded = 0;        // GPUs, or MIG slices when serving from slices
    double p99Ms = 0;          // predicted at the peak QPS
    std::string unit = "GPUs"; // "GPUs" or "MIG slices"
};

// Throws InputError: does not fit (names what would), latency below the physical
// floor, zero QPS or tokens, unsupported precision.
InferenceResult estimateInference(const InferenceJob& job);

// KV-cache bytes per token: 2 (K and V) x layers x KV heads x head size x bytes.
double kvBytesPerToken(const ModelShape& s, Precision kv);

// M/M/c: the 99th percentile of waiting plus service time, c servers each serving in
// `serviceSeconds`, arrivals at `rate` per second; infinity when rate >= c / service.
double mmcP99Seconds(double rate, double serviceSeconds, long servers);

} // namespace gputco
