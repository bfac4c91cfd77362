#pragma once
// One engine step of continuous batching (Orca, OSDI'22; vLLM, SOSP'23): a step runs every
// running sequence's next token plus a chunk of prompt tokens (chunked prefill, Sarathi-Serve
// OSDI'24). Its time is the larger of compute and memory for each GEMM (weights read once per
// step; for MoE only the experts the step's tokens touch), the attention reading every running
// sequence's own KV cache (memory-bound per sequence, FlashDecoding / PagedAttention), the TP
// all-reduces, and the engine's CPU work per step and per sequence (scheduling, sampling,
// detokenising: the vLLM v0.6.0 performance blog, 2024-09-05, measured the API server and
// scheduling at 33 % + 29 % of the time of Llama-3-8B on one H100 before v0.6.0).

#include "core/inference/serving_params.hpp"
#include "core/training/collectives.hpp"
#include "core/training/hardware_model.hpp"

namespace gputco {

// The serving engine whose per-step overhead applies.
enum class ServingEngine { Vllm, TensorRtLlm };
const char* servingEngineName(ServingEngine e);

// The few global parameters of the serving model (fitted on the calibration rows of
// resources/validation/serving_runs.csv; `gpu-tco validate` shows the held-out error).
struct ServingCalibration {
    // Fitted on the calibration rows (validation_tests "[.fit]" or gpu-tco validate --fit):
    double attentionBandwidthShare = 0.97; // decode attention's share of achievable HBM bandwidth
    double perSequenceSecondsVllm = 30e-6; // engine CPU work per running sequence per step
    double perSequenceSecondsTrt = 7.5e-6;
    double allReduceShare = 0.51; // TP all-reduce bandwidth at serving message sizes, share of the training link model
    // Fixed:
    double fixedStepSeconds = 1e-3; // per step: scheduling, launch with CUDA graphs
    double stepTokenBudget = 8192;  // tokens per step (vLLM max_num_batched_tokens, TensorRT-LLM max_num_tokens)
};
const ServingCalibration& servingCalibration(); // the shipped values

struct StepShape {
    double decode = 0;  // running sequences, one token each
    double context = 0; // their average context length (tokens)
    double prefill = 0; // prompt tokens in the same step
    double prompt = 0;  // prompt length those tokens belong to
    // Independent attention ranks only: how many ranks share the prefill tokens (0: all of them, evenly).
    // A rank whose prefill others do not share holds every rank up at each MoE layer (ADP imbalance).
    double prefillRanks = 0;
};

class ServingStep {
public:
    ServingStep(const ModelShape& s, const GpuPerformance& perf, int tp, bool expertParallel, Precision kv,
                ServingEngine engine, const ServingCalibration& c);
    double seconds(const StepShape& x) const; // one engine step on one replica
    double kvBytesPerTokenPerGpu() const { return kvPerGpu_; }
    double weightBytesPerGpu(double bytesPerWeight) const;
    // Routed experts on one GPU: ceil(experts / tp) whole experts with expert parallelism (the slots
    // beyond the experts hold redundant replicas), else all experts split over the TP ranks.
    int expertsPerGpu() const;
    // Schedulers that run side by side: each GPU of an expert-parallel replica whose attention runs as
    // independent data-parallel ranks (tp 1 beside ep: SGLang --enable-dp-attention, DeepSeek's decode
    // pools), else the replica's one engine.
    int attentionRanks() const { return ep_ && independentRanks_ ? tp_ : 1; }
    void setIndependentRanks(bool on) { independentRanks_ = on; }
    double routedBytesPerGpu(double bytesPerWeight) const;

private:
    double linear(double tokens, double rankTokens, double logitTokens) const;
    double experts(double tokens, double rankTokens) const;
    double attention(const StepShape& x) const;
    double comm(double rankTokens) const;
    // Tokens on the busiest attention rank of an expert-parallel replica (data-parallel attention).
    double rankTokens(const StepShape& x) const;
    double prefillShare(const StepShape& x) const;                        // share of the prefill tokens on that rank
    bool spansDomains() const { return ep_ && tp_ > perf_.nvlinkDomain; } // an EP group across NVLink domains
    double overhead(double sequences) const;

    ModelShape s_;
    GpuPerformance perf_;
    int tp_;
    bool ep_;
    bool independentRanks_ = false;
    ServingParams params_;
    LinkModel link_;
    double kvPerGpu_;
    ServingEngine engine_;
    ServingCalibration c_;
};

} // namespace gputco
