#include "core/training/layout_evaluator.hpp"

#include "core/training/expert_parallel.hpp"
#include "core/training/layer_gemms.hpp"
#include "core/training/training_rules.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

namespace gputco {

namespace {
constexpr double kRingStepSeconds = 6e-6; // NCCL per-step latency of a ring collective across nodes
// Data-parallel gradient buckets (Megatron DDP default ~40M fp32 elements).
constexpr double kBucketBytes = 160e6;
// Share of a backward (or forward) pass that gradient (parameter) collectives can hide behind.
constexpr double kOverlapEfficiency = 0.9;
// Slowdown of compute per second of communication overlapped with it.
constexpr double kContention = 0.15;

int log2i(int v) { return std::bit_width(unsigned(v)) - 1; }

} // namespace

int nvlinkDomainSize(const TrainingJob& job) {
    // GPUs that reach each other over NVLink: the catalog's NVLink domain (8 on HGX, 72 on
    // GB200/GB300 NVL72), at least one server; 1 without NVLink.
    if (!job.gpu.nvlinkBandwidth) return 1;
    return std::max(job.gpusPerNode, job.gpu.nvlinkDomain);
}

double LayoutEvaluator::expertAllToAll(double t, double tokens, int ep, int etp) const {
    // Per MoE layer and forward pass: dispatch and combine, each top-k x hidden x tokens / t values
    // per GPU (BF16; DeepSeek-V3 dispatches in FP8, arXiv:2412.19437 sec. 3.3); the backward pass
    // repeats both (counted by the caller). EP groups are etp GPUs apart, so etp times fewer of them
    // share an NVLink domain. With expert-TP the group of etp GPUs then all-gathers what it received
    // and reduce-scatters the experts' outputs before the combine (Megatron-Core AlltoAll dispatcher:
    // all-to-all over EP, all-gather over expert-TP), over NVLink.
    const ModelShape& m = job_.shape;
    if (ep * etp <= 1 || !m.isMoe()) return 0;
    const bool fp8 = job_.precision == Precision::FP8 || job_.precision == Precision::FP4;
    const double copy = tokens / t * m.hidden; // values per routed copy of this rank's tokens
    double seconds = 0;
    if (ep > 1) {
        const SpreadGroup group{ep, std::max(1, nvlinkDomain_ / etp), nvlink_, fabricPerGpu_};
        seconds += expertDispatchSeconds(copy * (fp8 ? 1.0 : 2.0), m.activeExperts, group, m.routedNodeLimit) +
                   expertDispatchSeconds(copy * 2.0, m.activeExperts, group, m.routedNodeLimit);
    }
    if (etp > 1) {
        const double routed = copy * m.activeExperts * etp; // the group's routed copies, gathered on each GPU
        seconds +=
            ringAllGather(routed * (fp8 ? 1.0 : 2.0), etp, nvlink_) + ringReduceScatter(routed * 2.0, etp, nvlink_);
    }
    return seconds;
}

double LayoutEvaluator::contextRing(double t, int b, int cp, double attention, double passes) const {
    // Ring attention (Megatron-Core p2p context parallelism): per layer, cp - 1 steps each passing
    // one block's K and V (BF16, the heads of this TP shard; MLA sends its up-projected K and V)
    // to the next rank, overlapped with the block's attention; the backward pass also returns dK, dV.
    if (cp <= 1) return 0;
    const ModelShape& m = job_.shape;
    const double kvWidth =
        m.isMla() ? double(m.heads) * (m.qkHeadDim() + m.vDim()) : 2.0 * double(m.kvHeads) * m.headDim();
    const double bytes = passes * double(b) * job_.seqLen / cp * kvWidth / t * 2.0;
    const LinkModel& link = t * cp <= nvlinkDomain_ ? nvlink_ : fabricPerGpu_;
    return ringExposedSeconds(bytes, cp, link, attention);
}

LayoutEvaluator::LayoutEvaluator(const TrainingJob& job)
    : job_(job), perf_(gpuPerformance(job.gpu, job.precision)), fused_(usesFusedAttention(job)) {
    // Vendors' "80 GB" HBM is binary: 80 GiB (MLPerf's "B300-SXM-270GB" = 275,040 MiB).
    capacity_ = units::inBytes(job.gpu.hbmCapacity);
    const ModelShape& m = job.shape;
    const double s = job.seqLen, h = m.hidden;
    // Forward FLOPs per sequence (Narayanan et al. 2021 eq. 3, generalised to GQA and
    // gated MLPs as in llm-analysis get_num_flops_fwd_per_layer_attn/_mlp): 2 FLOPs per
    // ACTIVE linear weight and token (dense: 2 s h (h + 2 g h) + 2 s h^2 + (6 or 4) s h f; MoE: the
    // top-k and shared experts and the router, Kaplan et al. 2020's 6 N_active per token in training),
    // averaged over the layers; attention core 2 s^2 a (d_qk + d_v) (= 4 s^2 h for standard heads).
    layerFlopsFwdPerSeq_ = 2.0 * s * m.linearParamsActive() / m.layers;
    attnFlopsFwdPerSeq_ = 2.0 * s * s * double(m.heads) * (m.qkHeadDim() + m.vDim());
    logitsFlopsFwdPerSeq_ = 2.0 * s * h * m.vocab;
    // Backward = 2 x forward, so a training step is 3 x forward.
    modelFlopsPerSeq_ = 3.0 * (m.layers * (layerFlopsFwdPerSeq_ + attnFlopsFwdPerSeq_) + logitsFlopsFwdPerSeq_);
    if (job.lora) // forward + data gradient of the frozen base (2 x forward), adapters 6 FLOP per parameter and token
        modelFlopsPerSeq_ = 2.0 * (m.layers * layerFlopsFwdPerSeq_ + logitsFlopsFwdPerSeq_) +
                            3.0 * m.layers * attnFlopsFwdPerSeq_ + 6.0 * job.lora->adapterParams(m) * job.seqLen;
    nvlink_ = LinkModel{perf_.nvlinkBytesPerSecond, perf_.nvlinkLatency};
    const double nodeBw = job.fabric.nodeBandwidth().value();
    fabricPerGpu_ = LinkModel{nodeBw / job.gpusPerNode, job.fabric.latency.value()};
    nvlinkDomain_ = nvlinkDomainSize(job);
    imbalance_ = job.moeLoadImbalance.value_or(moeEfficiency().defaultLoadImbalance);
    moeHost_ = job.moeHostSeconds.value_or(moeEfficiency().hostSeconds(job.moeDispatcher));
    // Cache slots only for the EP and CP degrees this job can use (dense, short: 7 x 7 as before).
    epSlots_ = m.isMoe() ? std::min(13, log2i(m.experts) + 2) : 1;
    cpSlots_ = job.seqLen >= 16384 || job.constraints.cp ? 11 : 1;
    etpSlots_ = m.isMoe() ? 4 : 1; // expert-TP 1, 2, 4, 8
    slotOf_.assign(std::size_t{49} * std::size_t(epSlots_) * std::size_t(cpSlots_) * std::size_t(etpSlots_), -1);
}

double LayoutEvaluator::recomputeFlopsPerSequence(Recompute r) const {
    const ModelShape& m = job_.shape;
    switch (r) {
    case Recompute::None: return 0;
    case Recompute::Light: // MLA's up-projections (the norms and activation functions are not FLOPs counted)
        return m.isMla() ? 2.0 * job_.seqLen * m.layers * m.heads *
                               ((m.qLoraRank > 0 ? double(m.qLoraRank) * m.qkHeadDim() : 0.0) +
                                double(m.kvLoraRank) * (m.qkHeadDim() - m.qkRopeDim + m.vDim()))
                         : 0.0;
    case Recompute::Selective: // the attention core (unfused) and, in MoE models, the MoE MLPs
        return (fused_ ? 0.0 : m.layers * attnFlopsFwdPerSeq_) +
               2.0 * job_.seqLen * m.moeLayers() * m.moeMlpActiveParams();
    case Recompute::Full: return m.layers * (layerFlopsFwdPerSeq_ + attnFlopsFwdPerSeq_);
    }
    return 0;
}

double LayoutEvaluator::idealSecondsPerSequence(int gpus) const {
    return modelFlopsPerSeq_ / (gpus * perf_.peakFlops * perf_.gemmMaxEfficiency);
}

// Attention core on a/t heads. Fused (Flash) attention with a causal mask skips the
// masked half of the s^2 work; its backward recomputes the scores (~2.5x forward,
// Dao 2023). Unfused attention runs both batched GEMMs in full and moves the
// softmax, mask and dropout tensors through HBM (~8 bytes per score forward).
// With context parallelism each GPU computes its s / cp queries against all s keys.
void LayoutEvaluator::attentionCoreSeconds(int b, int cp, double t, double& attnFwd, double& attnBwd) const {
    const ModelShape& m = job_.shape;
    const GpuPerformance& p = perf_;
    const double s = job_.seqLen;
    const double heads = m.heads / t;
    if (fused_) {
        attnFwd = 0.5 * attnFlopsFwdPerSeq_ * b / cp / t / (p.peakBf16Flops * p.attentionEfficiency);
        attnBwd = 2.5 * attnFwd;
    } else {
        const double hd = m.headDim(), q = s / cp;
        const double perHead = p.gemmSecondsBf16(q, s, hd) + p.gemmSecondsBf16(q, hd, s);
        const double traffic = 8.0 * q * s / p.hbmBytesPerSecond;
        attnFwd = b * heads * (perHead + traffic);
        attnBwd = 2.0 * attnFwd;
    }
}

// Memory-bound kernels, bytes per token of a forward pass (BF16 activations):
// layer norms, residual adds and dropouts touch ~10 h values when fused and are sharded only
// with sequence parallelism (Korthikanti et al. 2022); the activation function and
// rotary embedding (~(2 or 3) f + 2 h (1 + g) values) are sharded by TP; FP8/FP4
// GEMM inputs are cast first. `f` is the elementwise MLP width.
void LayoutEvaluator::elementwiseSeconds(double tokens, double t, double f, double moeShare, double& ewFwd,
                                         double& ewFwdSp) const {
    const ModelShape& m = job_.shape;
    const GpuPerformance& p = perf_;
    const double h = m.hidden, g = m.kvFraction();
    const double unfused = job_.framework == Framework::PytorchEager ? 3.0 : 1.0;
    const double replicated = 10.0 * h * 2.0 * unfused;
    const double sharded = ((m.gatedMlp ? 3.0 : 2.0) * f + 2.0 * h * (1.0 + g)) * 2.0 / t * unfused;
    const double quantize = (2.0 * h + (h + f) / t) * p.quantizeBytesPerValue;
    // MoE: permute / un-permute the routed copies of the hidden state around the all-to-all.
    // FP8/FP4: each routed copy's expert input is cast again after the permutation.
    const double permute =
        moeShare * m.activeExperts * h / t * (moeEfficiency().permutePasses * 2.0 + p.quantizeBytesPerValue);
    ewFwd = tokens * (replicated + sharded + quantize + permute) / p.hbmBytesPerSecond;
    ewFwdSp = tokens * (replicated / t + sharded + quantize + permute) / p.hbmBytesPerSecond;
}

// LoRA adapters: 6 FLOP per adapter parameter and token (tiny GEMMs, at low efficiency);
// QLoRA dequantises the 4-bit base weights of every GEMM in each of three passes.
void LayoutEvaluator::addAdapterSeconds(double tokens, double t, double& gemmFwd, double& gemmBwd) const {
    const ModelShape& m = job_.shape;
    const GpuPerformance& p = perf_;
    const double adapter = job_.lora->adapterParams(m) / m.layers / t;
    gemmFwd += 2.0 * tokens * adapter / (p.peakBf16Flops * 0.2);
    gemmBwd += 4.0 * tokens * adapter / (p.peakBf16Flops * 0.2);
    if (job_.lora->qlora) {
        const double dequant = m.paramsPerLayer() / t * (0.5 + 2.0) / p.hbmBytesPerSecond;
        gemmFwd += dequant;
        gemmBwd += dequant;
    }
}

// Linear layers of one TP shard (Megatron column/row parallel): forward m x n x k,
// backward the data-gradient (m x k x n) and weight-gradient (k x n x m) GEMMs.
// With LoRA the frozen base needs no weight gradients: only the data gradient flows back.
// MLP: dense layers and MoE layers, averaged per layer by their shares.
void LayoutEvaluator::linearGemmSeconds(int tp, int ep, int etp, double tokens, double& gemmFwd, double& gemmBwd,
                                        double& moeMlpFwd) const {
    const ModelShape& m = job_.shape;
    const double t = tp, h = m.hidden;
    const double moeShare = double(m.moeLayers()) / m.layers, denseShare = 1.0 - moeShare;
    const GemmAccumulator gemm{perf_, job_.lora.has_value(), tokens};
    attentionGemms(m, t, gemm, gemmFwd, gemmBwd);
    const double up = m.gatedMlp ? 2.0 : 1.0;
    double dFwd = 0, dBwd = 0, eFwd = 0, eBwd = 0;
    gemm(up * m.ffn / t, h, dFwd, dBwd); // MLP up (and gate)
    gemm(h, m.ffn / t, dFwd, dBwd);      // MLP down
    if (moeShare > 0) moeGemms(m, t, ep, etp, gemm, imbalance_, eFwd, eBwd);
    gemmFwd += denseShare * dFwd + moeShare * eFwd;
    moeMlpFwd = moeShare * eFwd;
    gemmBwd += denseShare * dBwd + moeShare * eBwd;
}

// Launch overhead of one layer's forward pass (the backward launches twice as many kernels).
// A MoE layer launches about twice the kernels of a dense one (router, top-k, permute,
// dispatch, grouped GEMMs, activation, un-permute, combine; Megatron-Core moe_layer.py).
// The host time a MoE layer exposes per micro-batch (expert_parallel.hpp) splits like the
// kernels it launches: a third in the forward pass, two thirds in the backward.
double LayoutEvaluator::launchSeconds(double moeShare) const {
    return perf_.kernelOverhead * (1.0 + moeShare * moeEfficiency().extraKernelShare) + moeShare * moeHost_ / 3.0;
}

LayerCost LayoutEvaluator::computeLayerCost(int tp, int b, int ep, int cp, int etp) const {
    const ModelShape& m = job_.shape;
    const GpuPerformance& p = perf_;
    const double t = tp, s = job_.seqLen, h = m.hidden;
    // Context parallelism splits each sequence: every GPU runs the linear layers on s / cp tokens.
    const double tokens = double(b) * s / cp;
    const double moeShare = double(m.moeLayers()) / m.layers, denseShare = 1.0 - moeShare;
    // Elementwise MLP width, averaged over dense and MoE layers (the routed copies of each token).
    const double f = denseShare * m.ffn + moeShare * (double(m.activeExperts) + m.sharedExperts) * m.expertFfn;
    LayerCost c;

    double gemmFwd = 0, gemmBwd = 0;
    linearGemmSeconds(tp, ep, etp, tokens, gemmFwd, gemmBwd, c.moeMlpForward);

    double attnFwd = 0, attnBwd = 0;
    attentionCoreSeconds(b, cp, t, attnFwd, attnBwd);
    double ewFwd = 0, ewFwdSp = 0;
    elementwiseSeconds(tokens, t, f, moeShare, ewFwd, ewFwdSp);
    if (job_.lora) addAdapterSeconds(tokens, t, gemmFwd, gemmBwd);
    const double launch = launchSeconds(moeShare);
    c.attentionForward = attnFwd;
    // Light recompute: the two norms (read and write 2 h bytes each), the MoE activation function
    // (read the 2 f gate and up outputs, write f, BF16) and MLA's up-projection GEMMs.
    const double expertF = moeShare * (double(m.activeExperts) + m.sharedExperts) * m.expertFfn * imbalance_;
    c.lightForward = tokens * (8.0 * h + 6.0 * expertF / t) / p.hbmBytesPerSecond +
                     mlaUpProjectionSeconds(m, t, GemmAccumulator{p, job_.lora.has_value(), tokens});
    c.forward = gemmFwd + attnFwd + ewFwd + launch;
    c.forwardSp = gemmFwd + attnFwd + ewFwdSp + launch;
    c.backward = gemmBwd + attnBwd + 2.0 * ewFwd + 2.0 * launch;
    c.backwardSp = gemmBwd + attnBwd + 2.0 * ewFwdSp + 2.0 * launch;

    // Tensor-parallel collectives per layer and forward pass on b x s x h BF16 activations
    // (Megatron: 2 all-reduces; with SP 2 all-gathers + 2 reduce-scatters of the same volume).
    const double act = tokens * h * 2.0;
    if (tp > 1) {
        c.tpComm = 2.0 * ringAllReduce(act, tp, nvlink_);
        c.tpCommSp = 2.0 * (ringAllGather(act, tp, nvlink_) + ringReduceScatter(act, tp, nvlink_));
    }

    c.epComm = moeShare * expertAllToAll(t, tokens, ep, etp);
    c.cpCommFwd = contextRing(t, b, cp, attnFwd, 1.0);
    c.cpCommBwd = contextRing(t, b, cp, attnBwd, 2.0);

    // Output layer (vocabulary-parallel, kept in BF16) and the fp32 cross-entropy.
    const double v = m.vocab;
    c.logitsForwardBackward = p.gemmSecondsBf16(tokens, v / t, h) + p.gemmSecondsBf16(tokens, h, v / t) +
                              p.gemmSecondsBf16(h, v / t, tokens) + 3.0 * tokens * v / t * 4.0 / p.hbmBytesPerSecond;
    return c;
}

const LayerCost& LayoutEvaluator::prepare(int tp, int microBatch, int ep, int cp, int etp) {
    const size_t index =
        (((size_t(std::min(6, log2i(tp))) * 7 + size_t(std::min(6, log2i(microBatch)))) * size_t(epSlots_) +
          size_t(std::min(epSlots_ - 1, log2i(ep)))) *
             size_t(cpSlots_) +
         size_t(std::min(cpSlots_ - 1, log2i(cp)))) *
            size_t(etpSlots_) +
        size_t(std::min(etpSlots_ - 1, log2i(etp)));
    const std::array<int, 5> key{tp, microBatch, ep, cp, etp}; // degrees that are not powers of two share slots
    int& at = slotOf_[index];
    if (at < 0) {
        at = int(slots_.size());
        slots_.push_back({key, computeLayerCost(tp, microBatch, ep, cp, etp)});
        return slots_.back().cost;
    }
    Slot& slot = slots_[size_t(at)];
    if (slot.key != key) {
        slot.cost = computeLayerCost(tp, microBatch, ep, cp, etp);
        slot.key = key;
    }
    return slot.cost;
}

double LayoutEvaluator::dataParallelExposed(const Layout& l, const LayerCost& c, double paramsPerGpu, int n, int stride,
                                            double& hidden) const {
    hidden = 0;
    if (n <= 1 || paramsPerGpu <= 0) return 0;
    HierarchicalGroup group;
    group.n = n;
    // Ranks are ordered TP, then DP, then PP (Megatron's default): DP peers sit tp apart
    // (expert data-parallel peers ep apart).
    group.local = std::max(1, std::min(n, job_.gpusPerNode / std::min(stride, job_.gpusPerNode)));
    while (n % group.local != 0) --group.local;
    group.intra = nvlink_;
    group.inter = fabricPerGpu_;
    const double layersPerStage = stageLayers(l);
    const double fwdWindow = kOverlapEfficiency * layersPerStage * (l.sequenceParallel ? c.forwardSp : c.forward);
    const double bwdWindow = kOverlapEfficiency * layersPerStage * (l.sequenceParallel ? c.backwardSp : c.backward);
    const double gradBytes = (job_.bf16GradientReduce ? 2.0 : 4.0) * paramsPerGpu; // fp32 (or BF16) gradients
    const double paramBytes = 2.0 * paramsPerGpu;                                  // BF16 weights
    const double buckets = std::max(1.0, std::ceil(gradBytes / kBucketBytes));
    // Overlapped with a compute window, at least the last bucket stays exposed.
    auto exposed = [&](double comm, double window) {
        const double shown = std::max(comm - window, comm / buckets);
        hidden += comm - shown;
        return shown;
    };
    switch (l.zero) {
    case 0: return exposed(hierarchicalAllReduce(gradBytes, group), bwdWindow);
    case 1: // gradients reduce-scattered during the last backward, weights gathered during the next forward
        return exposed(hierarchicalHalf(gradBytes, group), bwdWindow) +
               exposed(hierarchicalHalf(paramBytes, group), fwdWindow);
    case 2: // ZeRO-2 reduce-scatters the gradients of every micro-batch
    {
        const double perMicro = exposed(hierarchicalHalf(gradBytes, group), bwdWindow);
        hidden *= l.microBatches;
        return l.microBatches * perMicro + exposed(hierarchicalHalf(paramBytes, group), fwdWindow);
    }
    default: // ZeRO-3 (FSDP) also gathers the weights for every forward and backward
    {
        // ... layer by layer: 3 ring collectives per layer (all-gather forward and backward,
        // reduce-scatter), each (nodes - 1) inter-node steps (NCCL all-gather and reduce-scatter
        // are ring algorithms; ~6 us per step plus the wire, nccl-tests doc/PERFORMANCE.md);
        // prefetching the next layer hides about half of that chain (Zhao et al. 2023, PyTorch
        // FSDP, sec. 3.3).
        const double ringSteps = std::max(0, group.nodes() - 1);
        const double latencyChain = 0.5 * 3.0 * layersPerStage * ringSteps * (kRingStepSeconds + group.inter.latency);
        const double perMicro = exposed(hierarchicalHalf(gradBytes, group), bwdWindow) +
                                exposed(hierarchicalHalf(paramBytes, group), fwdWindow) +
                                exposed(hierarchicalHalf(paramBytes, group), bwdWindow) + latencyChain;
        hidden *= l.microBatches;
        return l.microBatches * perMicro;
    }
    }
}

// MoE all-to-all per micro-batch (forward and backward; full recompute repeats the forward), less
// what overlaps: Megatron-Core's EP all-to-all overlap (--overlap-moe-expert-parallel-comm, pairing
// one micro-batch's forward with another's backward) and DeepSeek's DualPipe hide the dispatch and
// combine behind the other micro-batch's compute, as the DP collectives are hidden
// (kOverlapEfficiency of the window); it needs two micro-batches in flight. `hidden` gets the rest.
double LayoutEvaluator::expertAllToAllExposed(const Layout& l, const LayerCost& c, double layersPerStage,
                                              double fwdPlusBwd, double& hidden) const {
    const bool repeatsDispatch = l.recompute == Recompute::Selective || l.recompute == Recompute::Full;
    const double epAll = layersPerStage * c.epComm * (repeatsDispatch ? 3.0 : 2.0);
    // Megatron-Core's EP all-to-all overlap (--overlap-moe-expert-parallel-comm, pairing one
    // micro-batch's forward with another's backward) and DeepSeek's DualPipe hide the dispatch and
    // combine behind the other micro-batch's compute; it needs two micro-batches in flight.
    // Prerequisites (Megatron-Bridge docs, skills/perf-techniques/expert-parallel-overlap): not with full
    // recompute, and with PP > 1 only with virtual pipeline stages, unless the job states its schedule
    // overlaps (DualPipe, which pairs a forward and a backward chunk by design). It is opt-in
    // (moeA2aOverlap = false: off).
    const bool stages = job_.moeA2aOverlap.value_or(l.pp == 1 || l.interleave > 1 || dualPipe(l));
    const bool epOverlap = job_.framework == Framework::Megatron && job_.moeA2aOverlap.value_or(true) && stages &&
                           l.microBatches >= 2 && l.recompute != Recompute::Full;
    const double epWindow = epOverlap ? kOverlapEfficiency * layersPerStage * fwdPlusBwd : 0.0;
    const double perMicroEp = std::max(0.0, epAll - epWindow);
    hidden = epAll - perMicroEp;
    return perMicroEp;
}

// Optimizer step: memory-bound, ~32 bytes touched per parameter it owns.
double LayoutEvaluator::optimizerSeconds(const Layout& l, double stageParams, double expertParams) const {
    const ModelShape& m = job_.shape;
    const double dDense = double(l.dp) * l.cp, dExpert = l.expertDataParallel();
    const double optParams =
        job_.lora ? job_.lora->adapterParams(m) / l.pp / l.tp / (l.zero >= 1 ? dDense : 1.0)
                  : stageParams / (l.zero >= 1 ? dDense : 1.0) + expertParams / (l.zero >= 1 ? dExpert : 1.0);
    return 32.0 * optParams / perf_.hbmBytesPerSecond;
}

// Exposed gradient synchronisation. LoRA reduces only the adapters' gradients across replicas.
// Dense gradients are reduced over dp x cp (context parallel ranks hold the same weights), routed
// experts' over the expert data-parallel group. `hidden` gets the time hidden behind compute.
double LayoutEvaluator::gradientSyncSeconds(const Layout& l, const LayerCost& c, double layersPerStage,
                                            double stageParams, double expertParams, double& hidden) const {
    const ModelShape& m = job_.shape;
    double dpHidden = 0, expertHidden = 0;
    const double syncedParams =
        job_.lora ? job_.lora->adapterParams(m) * layersPerStage / m.layers / l.tp : stageParams;
    double exposed = dataParallelExposed(l, c, syncedParams, l.dp * l.cp, l.tp, dpHidden);
    if (!job_.lora)
        exposed += dataParallelExposed(l, c, expertParams, l.expertDataParallel(), l.ep * l.etp, expertHidden);
    hidden = dpHidden + expertHidden;
    return exposed;
}

// Training data: each node reads its share of the global batch; a prefetching
// loader hides reads shorter than the step (`step` seconds without the stall).
double LayoutEvaluator::ioStallSeconds(const Layout& l, double step) const {
    const double nodes = double(l.gpus()) / job_.gpusPerNode;
    const double sequences = double(l.dp) * l.microBatch * l.microBatches;
    const double bytesPerNode = sequences * job_.seqLen * job_.data.bytesPerToken / std::max(1.0, nodes);
    const double read = bytesPerNode / (job_.storage.readPerNode.value() * job_.data.prefetchEfficiency);
    return std::max(0.0, read - (step));
}

LayoutEstimate LayoutEvaluator::evaluate(const Layout& l, const LayerCost& c) const {
    LayoutEstimate e;
    e.layout = l;
    e.memory = memory(l);
    e.fits = e.memory.total() <= capacity_;

    const ModelShape& m = job_.shape;
    const double layersPerStage = stageLayers(l); // the slowest stage
    const bool sp = l.sequenceParallel;
    double fwd = sp ? c.forwardSp : c.forward;
    double bwd = sp ? c.backwardSp : c.backward;
    const double tpFwd = sp ? c.tpCommSp : c.tpComm;
    double recompute = 0, tpRecompute = 0;
    if (l.recompute == Recompute::Full) {
        recompute = fwd;
        tpRecompute = tpFwd;
    } else if (l.recompute == Recompute::Light) {
        recompute = c.lightForward;
    } else if (l.recompute == Recompute::Selective) {
        recompute = (fused_ ? 0.0 : c.attentionForward) + c.moeMlpForward;
    }
    const double perMicroCompute = slowestStageSeconds(l, fwd + bwd + recompute, c.logitsForwardBackward);
    const double perMicroTp = layersPerStage * (2.0 * tpFwd + tpRecompute);
    // MoE all-to-all and the exposed part of the context-parallel ring.
    double epHidden = 0;
    const double perMicroEp = expertAllToAllExposed(l, c, layersPerStage, fwd + bwd, epHidden);
    const double perMicroCp = layersPerStage * (c.cpCommFwd + c.cpCommBwd);
    const double mb = l.microBatches;

    double expertParams = 0;
    const double stageParams = this->stageParams(l, expertParams) + double(m.vocab) * m.hidden / l.tp;
    const double optimizer = optimizerSeconds(l, stageParams, expertParams);

    e.time.compute = mb * perMicroCompute + optimizer;
    // Hopper and later overlap TP collectives with the GEMMs that produce or consume them
    // (Transformer Engine userbuffers, Megatron-Core --tp-comm-overlap).
    const double tpOverlap = job_.framework == Framework::Megatron ? perf_.tpCommOverlap : 0.0;
    e.time.tpComm = mb * perMicroTp * (1.0 - tpOverlap);
    e.time.epComm = mb * perMicroEp;
    e.time.cpComm = mb * perMicroCp;
    if (l.pp > 1)
        e.time.ppBubble =
            pipelineSeconds(l, perMicroCompute + perMicroTp * (1.0 - tpOverlap) + perMicroEp + perMicroCp);
    double dpHidden = 0;
    e.time.dpComm = gradientSyncSeconds(l, c, layersPerStage, stageParams, expertParams, dpHidden);
    // Communication hidden behind compute still takes SMs and memory bandwidth from it
    // (NCCL kernels; Calculon's processor_usage): compute slows by a share of the hidden time.
    const double tpHidden = mb * perMicroTp * tpOverlap;
    e.time.compute += kContention * (dpHidden + tpHidden + mb * epHidden);

    e.time.ioStall = ioStallSeconds(l, e.time.total());

    const double sequences = double(l.dp) * l.microBatch * l.microBatches;
    const double total = e.time.total();
    const double flops = sequences * modelFlopsPerSeq_;
    e.mfu = flops / (l.gpus() * perf_.peakFlops * total);
    e.hfu = (flops + sequences * recomputeFlopsPerSequence(l.recompute)) / (l.gpus() * perf_.peakFlops * total);
    return e;
}

} // namespace gputco
