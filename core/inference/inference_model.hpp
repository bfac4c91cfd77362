#pragma once
// LLM serving: continuous batching with chunked prefill mixed into decode steps
// (serving_step.hpp), the largest batch the KV cache holds under the engine's admission
// policy, a requested batch taken as an upper bound (vLLM max_num_seqs), MoE weights and
// expert parallelism, MLA's KV cache, a throughput-vs-latency curve, and sizing for a peak
// QPS under a p99 latency target with an M/M/c queue.

#include "core/catalog/gpu.hpp"
#include "core/inference/mig.hpp"
#include "core/inference/serving_params.hpp"
#include "core/inference/serving_step.hpp"
#include "core/training/envelope.hpp"
#include "core/training/model_shape.hpp"

#include <optional>
#include <string>
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
    std::optional<int> ep;          // expert parallelism: experts spread over this many GPUs (= the replica); any
                                    // count: when it does not divide the experts the spare slots hold replicas
    std::optional<int> batch;       // most concurrent sequences per replica (an upper bound, like max_num_seqs)
    std::optional<std::string> mig; // serve from MIG slices of this profile
    ServingEngine engine = ServingEngine::Vllm;
    // Independent data-parallel attention ranks (tp 1 beside ep): whether the engine holds prompts back until
    // every rank has one to prefill (TensorRT-LLM attention_dp_config.enable_balance). Without it each rank
    // prefills on its own, and every MoE layer waits for the rank that does (TensorRT-LLM tech blog 10).
    bool balancedPrefill = false;
    // Sizing (all optional): peak arrival rate and latency targets.
    std::optional<double> qps;
    std::optional<double> p99Ms; // end to end
    std::optional<double> ttftMs, tpotMs;
};

// Data-parallel attention with independent ranks: an expert-parallel replica served with tp 1, each GPU
// scheduling its own sequences (SGLang --enable-dp-attention, TensorRT-LLM enable_attention_dp).
inline bool dataParallelAttention(const InferenceJob& job) { return job.ep && *job.ep > 1 && job.tp && *job.tp == 1; }

struct ServingPoint {
    int batch = 0;
    double tokensPerSecond = 0; // output tokens, one replica
    double ttftMs = 0;
    double tpotMs = 0;
    double e2eMs = 0; // TTFT + output tokens x TPOT
};

struct InferenceResult {
    int tp = 1;       // GPUs (or slices) per replica
    int ep = 1;       // expert-parallel degree (1: experts split by TP)
    int maxBatch = 0; // sequences whose KV cache fits beside the weights (engine cap 4096)
    std::optional<int> requestedBatch;
    std::string batchLimitedBy; // "requested", "kv_cache", "latency" or "engine"
    double weightsGbPerGpu = 0; // all experts included
    double expertWeightsGbPerGpu = 0;
    // Expert parallelism: routed experts each GPU hosts (ceil(experts / ep)), and the replicas of
    // experts that fill the slots beyond the model's experts (redundant experts, DeepSeek-V3 sec. 3.4).
    int expertsPerGpu = 0, redundantExperts = 0;
    bool weightOnly = false; // FP4 weights widened to BF16 in the GEMMs (no FP4 tensor cores: serving_rates.hpp)
    double activeParams = 0; // weights one token reads
    double totalParams = 0;
    double kvCacheGb = 0; // per replica at the chosen batch
    double kvBytesPerToken = 0;
    ServingPoint chosen;             // the operating point (largest batch, or the one sizing picked)
    std::vector<ServingPoint> curve; // batch 1, 2, 4, ... up to the batch limit
    double tokensPerSecondPerGpu = 0;
    double floorMs = 0; // fastest possible request: batch 1 prefill + decode
    // Sizing
    int replicas = 0;
    int gpusNeeded = 0;        // GPUs, or MIG slices when serving from slices
    double p99Ms = 0;          // predicted at the peak QPS
    std::string unit = "GPUs"; // "GPUs" or "MIG slices"
    // How close the held-out serving rows are (serving_envelope.hpp); assessed by the services
    // (services::estimateInferenceWithEnvelope), not by estimateInference.
    Envelope envelope;
};

// Throws InputError: does not fit (names what would), latency below the physical floor,
// zero QPS or tokens, unsupported precision, bad MoE or EP settings.
InferenceResult estimateInference(const InferenceJob& job);
InferenceResult estimateInference(const InferenceJob& job, const ServingCalibration& calibration);

// M/M/c: the 99th percentile of waiting plus service time, c servers each serving in
// `serviceSeconds`, arrivals at `rate` per second; infinity when rate >= c / service.
double mmcP99Seconds(double rate, double serviceSeconds, long servers);

} // namespace gputco
