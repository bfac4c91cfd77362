#include "core/inference/serving_step.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {
constexpr double kInternodeEpBytesPerSecond = 43e9; // DeepEP V1 internode, EP16, per CX7 NIC (mechanisms.md C2)
// FlashMLA's dense MLA decode, compute-bound: 660 of H800's 989 BF16 TFLOP/s (mechanisms.md A6; no Blackwell figure).
constexpr double kMlaDecodeEfficiency = 660.0 / 989.0;
} // namespace

const char* servingEngineName(ServingEngine e) { return e == ServingEngine::Vllm ? "vllm" : "trtllm"; }

const ServingCalibration& servingCalibration() {
    static const ServingCalibration c{};
    return c;
}

ServingStep::ServingStep(const ModelShape& s, const GpuPerformance& perf, int tp, bool expertParallel, Precision kv,
                         ServingEngine engine, const ServingCalibration& c)
    : s_(s), perf_(perf), tp_(tp), ep_(expertParallel),
      params_(servingParams(s)), link_{perf.nvlinkBytesPerSecond * c.allReduceShare, perf.nvlinkLatency},
      engine_(engine), c_(c) {
    // Standard attention splits KV heads over TP ranks (replicated when TP exceeds the KV
    // heads); MLA's one latent per token is kept whole on every TP rank (vLLM, SGLang).
    // With expert parallelism attention is data-parallel (TensorRT-LLM enable_attention_dp, SGLang
    // --enable-dp-attention): each GPU keeps whole KV for its own 1/tp of the sequences.
    const double kvTotal = kvBytesPerToken(s, kv);
    if (expertParallel)
        kvPerGpu_ = kvTotal / tp;
    else
        kvPerGpu_ = s.attention == ModelShape::Attention::Mla ? kvTotal : kvTotal / std::min(tp, s.kvHeads);
}

int ServingStep::expertsPerGpu() const {
    if (!s_.isMoe()) return 0;
    return ep_ ? (s_.experts + tp_ - 1) / tp_ : s_.experts;
}

double ServingStep::routedBytesPerGpu(double bytesPerWeight) const {
    if (!s_.isMoe()) return 0;
    if (!ep_) return params_.routedTotal * bytesPerWeight / tp_;
    return params_.routedTotal / s_.experts * expertsPerGpu() * bytesPerWeight;
}

double ServingStep::weightBytesPerGpu(double bytesPerWeight) const {
    // TP splits every weight; EP spreads the routed experts (with redundant replicas where EP does not
    // divide them) and replicates the rest (data-parallel attention).
    if (!ep_) return params_.total * bytesPerWeight / tp_;
    return (params_.total - params_.routedTotal) * bytesPerWeight + routedBytesPerGpu(bytesPerWeight);
}

// Dense GEMMs of one step over m tokens on one GPU (weights read once per step): split over
// the TP ranks, or, with expert parallelism, whole on each GPU for its m / tp tokens.
double ServingStep::linear(double m, double rankTokens, double logitTokens) const {
    const double t = ep_ ? 1.0 : tp_, mm = ep_ ? rankTokens : m;
    const double h = s_.hidden, mlp = s_.gatedMlp ? 2.0 : 1.0;
    // QKV and output projections of heads x head_dim query and output widths (Qwen3's 64 x 128 against a hidden
    // size of 4,096, GPT-OSS's 64 x 64 against 2,880); MLA's low-rank projections hold about the 4 h^2 of
    // multi-head attention (DeepSeek-V3: 187M against 206M per layer) and keep that shape.
    const double q = s_.isMla() ? h : double(s_.heads) * s_.headDim();
    const double kv = s_.isMla() ? 2.0 * h : 2.0 * double(s_.kvHeads) * s_.headDim();
    const double attention = perf_.gemmSeconds(mm, (q + kv) / t, h) + perf_.gemmSeconds(mm, h, q / t);
    const int denseLayers = s_.layers - params_.moeLayers;
    const double denseMlp = perf_.gemmSeconds(mm, mlp * s_.ffn / t, h) + perf_.gemmSeconds(mm, h, s_.ffn / t);
    double sum = s_.layers * attention + denseLayers * denseMlp + experts(m, mm);
    return sum + perf_.gemmSecondsBf16(logitTokens, s_.vocab / t, h);
}

// MoE layers: shared experts run every token; routed experts run only those the step's
// tokens touch, each on its share of m x k tokens. With expert parallelism each GPU holds
// E / tp whole experts; otherwise every expert is split over the TP ranks. With expert parallelism the shared
// experts and the router run data-parallel, on the busiest attention rank's `rankTokens` (m / tp when the ranks
// share the prefill evenly, more on a rank that prefills alone).
double ServingStep::experts(double m, double rankTokens) const {
    if (!s_.isMoe() || params_.moeLayers == 0) return 0;
    const double h = s_.hidden, mlp = s_.gatedMlp ? 2.0 : 1.0, t = tp_;
    const double touched = std::max(1.0, expectedExpertsTouched(s_.experts, s_.activeExperts, m));
    const double perExpertTokens = m * s_.activeExperts / touched;
    const double split = ep_ ? 1.0 : t;
    const double onGpu = ep_ ? std::max(1.0, touched / t) : touched;
    const double f = s_.expertFfn / split;
    // Each touched expert's weights are read once per step by a grouped GEMM, at the grouped rate.
    const double weightRead = (mlp + 1.0) * f * h * perf_.weightBytesPerValue / perf_.groupedHbmBytesPerSecond;
    const double gemms = perf_.gemmSeconds(perExpertTokens, mlp * f, h) + perf_.gemmSeconds(perExpertTokens, h, f);
    const double routed = onGpu * std::max(gemms, weightRead);
    double shared = 0;
    const double mm = ep_ ? rankTokens : m; // shared experts and router: data-parallel with EP
    if (s_.sharedExperts > 0) {
        const double fs = double(s_.sharedExperts) * s_.expertFfn / split;
        shared = perf_.gemmSeconds(mm, mlp * fs, h) + perf_.gemmSeconds(mm, h, fs);
    }
    const double router = perf_.gemmSecondsBf16(mm, s_.experts, h);
    return params_.moeLayers * (routed + shared + router);
}

// Decode attention reads each running sequence's own KV (memory-bound per sequence); prefill
// attention is causal compute over the chunk against its prompt. MLA's decode does 2 x heads x (2 x 512 + 64)
// FLOPs per cached token and layer for 576 bytes (FP8): compute-bound on Hopper and Blackwell, so it takes the
// longer of the two.
double ServingStep::attention(const StepShape& x) const {
    const double kvRead = x.decode * x.context * kvPerGpu_;
    double decode = kvRead / (perf_.hbmBytesPerSecond * c_.attentionBandwidthShare);
    if (s_.isMla()) { // absorbed MLA: every head scores the 576-wide latent and sums the 512-wide one
        const double perToken = 2.0 * s_.heads * (2.0 * s_.kvLoraRank + s_.qkRopeDim) * s_.layers;
        decode = std::max(decode, x.decode * x.context * perToken / tp_ / (perf_.peakBf16Flops * kMlaDecodeEfficiency));
    }
    // Causal prefill: QK^T over heads x qk_head_dim and PV over heads x v_head_dim, against half the prompt on
    // average (as training's attention FLOPs, layout_evaluator.cpp); with MLA the prompt's keys and values are
    // decompressed per head (192 and 128 wide in DeepSeek-V3), and Qwen3's and GPT-OSS's heads x head_dim exceed
    // the hidden size.
    const double width = double(s_.heads) * (s_.qkHeadDim() + s_.vDim());
    const double flops = x.prefill * prefillShare(x) * x.prompt * width * s_.layers;
    return decode + flops / (perf_.peakBf16Flops * perf_.attentionEfficiency);
}

// TP: two all-reduces of the step's activations per layer (Megatron-LM). EP: per MoE layer a
// dispatch and a combine all-to-all of each GPU's m / tp tokens x top-k x hidden (DeepEP; the
// DeepSeek-V3 report section 3.4), the (tp - 1) / tp share leaving the GPU.
// An EP group larger than the NVLink domain (a multi-node deployment on 8-GPU servers) sends the copies bound
// for GPUs outside it over the fabric, one 400 Gb/s NIC per GPU at what DeepEP's internode kernels move:
// 43 GB/s at EP16 (H800 + ConnectX-7, mechanisms.md C2), both paths at once.
double ServingStep::comm(double rankTokens) const {
    if (tp_ <= 1) return 0;
    if (!ep_) return 2.0 * s_.layers * ringAllReduce(rankTokens * s_.hidden * 2.0, tp_, link_);
    // each GPU's routed copies: dispatched in FP8 across domains (DeepSeek-V3 sec. 3.4, DeepEP), combined in BF16
    const double copies = rankTokens * s_.activeExperts * s_.hidden * (spansDomains() ? 1.5 : 2.0);
    const double inDomain = std::min(perf_.nvlinkDomain, tp_) - 1.0, elsewhere = tp_ - 1.0 - inDomain;
    const double seconds =
        std::max(copies * inDomain / tp_ / link_.bytesPerSecond, copies * elsewhere / tp_ / kInternodeEpBytesPerSecond);
    return 2.0 * params_.moeLayers * (seconds + link_.latency);
}

// Per step: a fixed part and per-layer launches (CUDA graphs), and the engine's CPU work per
// running sequence (scheduling, sampling, detokenising, output processing), each attention rank for its own.
double ServingStep::overhead(double sequences) const {
    const double perSequence = engine_ == ServingEngine::Vllm ? c_.perSequenceSecondsVllm : c_.perSequenceSecondsTrt;
    return c_.fixedStepSeconds + s_.layers * 4e-6 + perSequence * sequences / attentionRanks();
}

// An EP group that spans NVLink domains runs as the multi-node deployments do: two micro-batches per step,
// one's dispatch and combine hidden behind the other's attention and experts (DeepSeek-V3 sec. 3.4.2
// "two micro-batches ... overlapping the attention and MoE of one micro-batch with the dispatch and
// combine of another"; SGLang two-batch overlap), so only communication beyond the compute shows.
double ServingStep::prefillShare(const StepShape& x) const {
    if (!ep_) return 1.0 / tp_; // tensor parallelism: every rank a 1/tp share of every token
    return independentRanks_ && x.prefillRanks > 0 ? 1.0 / x.prefillRanks : 1.0 / tp_;
}

double ServingStep::rankTokens(const StepShape& x) const {
    if (!ep_) return x.decode + x.prefill; // TP: every rank sees every token
    return x.decode / tp_ + x.prefill * prefillShare(x);
}

double ServingStep::seconds(const StepShape& x) const {
    const double tokens = x.decode + x.prefill, busiest = rankTokens(x);
    // The output layer runs for the decoded tokens and each prompt's last token only (engines keep no context
    // logits: TensorRT-LLM gather_context_logits and vLLM's prompt logprobs are off by default).
    const double prompts = x.prompt > 0 ? x.prefill / x.prompt : 0.0;
    const double logits = ep_ ? x.decode / tp_ + prompts * prefillShare(x) : x.decode + prompts;
    const double compute = linear(tokens, busiest, std::max(logits, 1.0)) + attention(x), exchange = comm(busiest);
    const double shown = spansDomains() ? std::max(0.0, exchange - compute) : exchange;
    return compute + shown + overhead(x.decode);
}

} // namespace gputco
