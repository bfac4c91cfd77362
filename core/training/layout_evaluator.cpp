#include "core/training/layout_evaluator.hpp"

#include "core/training/training_rules.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

namespace gputco {

namespace {
constexpr double kGiB = units::gibi;
constexpr double kRingStepSeconds = 6e-6; // NCCL per-step latency of a ring collective across nodes
// Allocator fragmentation, CUDA context, cuBLAS workspaces and NCCL buffers:
// PyTorch reserves 5-10 % above what tensors need (DeepSpeed #4093, kaito #1178).
constexpr double kReserveFixed = 2.0 * kGiB;
constexpr double kReserveFraction = 0.07;
// Data-parallel gradient buckets (Megatron DDP default ~40M fp32 elements).
constexpr double kBucketBytes = 160e6;
// Share of a backward (or forward) pass that gradient (parameter) collectives can hide behind.
constexpr double kOverlapEfficiency = 0.9;
// Slowdown of compute per second of communication overlapped with it.
constexpr double kContention = 0.15;

int log2i(int v) { return std::bit_width(unsigned(v)) - 1; }
} // namespace

double LayoutEvaluator::stageLayers(const Layout& l) const {
    // Uneven splits put ceil(L / (p v)) layers in the largest chunk (Megatron's uneven
    // first/last stages; Llama 3.1 405B puts 126 layers on 16 stages).
    const double chunks = double(l.pp) * l.interleave;
    return std::ceil(double(job_.shape.layers) / chunks) * l.interleave;
}

LayoutEvaluator::LayoutEvaluator(const TrainingJob& job)
    : job_(job), perf_(gpuPerformance(job.gpu, job.precision)), fused_(usesFusedAttention(job)) {
    // Vendors' "80 GB" HBM is binary: 80 GiB (MLPerf's "B300-SXM-270GB" = 275,040 MiB).
    capacity_ = units::inGigabytes(job.gpu.hbmCapacity) * kGiB;
    const ModelShape& m = job.shape;
    const double s = job.seqLen, h = m.hidden, f = m.ffn, g = m.kvFraction();
    // Forward FLOPs per sequence (Narayanan et al. 2021 eq. 3, generalised to GQA and
    // gated MLPs as in llm-analysis get_num_flops_fwd_per_layer_attn/_mlp):
    //   linear layers 2 s h (h + 2 g h) + 2 s h^2 + (6 or 4) s h f; attention core 4 s^2 h.
    layerFlopsFwdPerSeq_ = 2.0 * s * h * (h + 2.0 * g * h) + 2.0 * s * h * h + (m.gatedMlp ? 6.0 : 4.0) * s * h * f;
    attnFlopsFwdPerSeq_ = 4.0 * s * s * h;
    logitsFlopsFwdPerSeq_ = 2.0 * s * h * m.vocab;
    // Backward = 2 x forward, so a training step is 3 x forward.
    modelFlopsPerSeq_ = 3.0 * (m.layers * (layerFlopsFwdPerSeq_ + attnFlopsFwdPerSeq_) + logitsFlopsFwdPerSeq_);
    if (job.lora) // forward + data gradient of the frozen base (2 x forward), adapters 6 FLOP per parameter and token
        modelFlopsPerSeq_ = 2.0 * (m.layers * layerFlopsFwdPerSeq_ + logitsFlopsFwdPerSeq_) +
                            3.0 * m.layers * attnFlopsFwdPerSeq_ + 6.0 * job.lora->adapterParams(m) * job.seqLen;
    nvlink_ = LinkModel{perf_.nvlinkBytesPerSecond, perf_.nvlinkLatency};
    const double nodeBw = job.fabric.nodeBandwidth().value();
    fabricPerGpu_ = LinkModel{nodeBw / job.gpusPerNode, job.fabric.latency.value()};
}

double LayoutEvaluator::recomputeFlopsPerSequence(Recompute r) const {
    const ModelShape& m = job_.shape;
    switch (r) {
    case Recompute::None: return 0;
    case Recompute::Selective: return fused_ ? 0.0 : m.layers * attnFlopsFwdPerSeq_;
    case Recompute::Full: return m.layers * (layerFlopsFwdPerSeq_ + attnFlopsFwdPerSeq_);
    }
    return 0;
}

double LayoutEvaluator::idealSecondsPerSequence(int gpus) const {
    return modelFlopsPerSeq_ / (gpus * perf_.peakFlops * perf_.gemmMaxEfficiency);
}

LayerCost LayoutEvaluator::computeLayerCost(int tp, int b) const {
    const ModelShape& m = job_.shape;
    const GpuPerformance& p = perf_;
    const double t = tp, s = job_.seqLen, h = m.hidden, f = m.ffn, g = m.kvFraction();
    const double tokens = double(b) * s;
    LayerCost c;

    // Linear layers of one TP shard (Megatron column/row parallel): forward m x n x k,
    // backward the data-gradient (m x k x n) and weight-gradient (k x n x m) GEMMs.
    // With LoRA the frozen base needs no weight gradients: only the data gradient flows back.
    const bool frozen = job_.lora.has_value();
    auto gemm = [&](double n, double k, double& fwd, double& bwd) {
        fwd += p.gemmSeconds(tokens, n, k);
        bwd += p.gemmSeconds(tokens, k, n) + (frozen ? 0.0 : p.gemmSeconds(k, n, tokens));
    };
    double gemmFwd = 0, gemmBwd = 0;
    gemm((h + 2.0 * g * h) / t, h, gemmFwd, gemmBwd);            // QKV
    gemm(h, h / t, gemmFwd, gemmBwd);                            // attention output projection
    gemm((m.gatedMlp ? 2.0 : 1.0) * f / t, h, gemmFwd, gemmBwd); // MLP up (and gate)
    gemm(h, f / t, gemmFwd, gemmBwd);                            // MLP down

    // Attention core on a/t heads. Fused (Flash) attention with a causal mask skips the
    // masked half of the s^2 work; its backward recomputes the scores (~2.5x forward,
    // Dao 2023). Unfused attention runs both batched GEMMs in full and moves the
    // softmax, mask and dropout tensors through HBM (~8 bytes per score forward).
    const double heads = m.heads / t;
    double attnFwd = 0, attnBwd = 0;
    if (fused_) {
        attnFwd = 0.5 * 4.0 * b * s * s * h / t / (p.peakBf16Flops * p.attentionEfficiency);
        attnBwd = 2.5 * attnFwd;
    } else {
        const double hd = m.headDim();
        const double perHead = p.gemmSecondsBf16(s, s, hd) + p.gemmSecondsBf16(s, hd, s);
        const double traffic = 8.0 * s * s / p.hbmBytesPerSecond;
        attnFwd = b * heads * (perHead + traffic);
        attnBwd = 2.0 * attnFwd;
    }

    // Memory-bound kernels, bytes per token of a forward pass (BF16 activations):
    // layer norms, residual adds and dropouts touch ~10 h values when fused and are sharded only
    // with sequence parallelism (Korthikanti et al. 2022); the activation function and
    // rotary embedding (~(2 or 3) f + 2 h (1 + g) values) are sharded by TP; FP8/FP4
    // GEMM inputs are cast first.
    const double unfused = job_.framework == Framework::PytorchEager ? 3.0 : 1.0;
    const double replicated = 10.0 * h * 2.0 * unfused;
    const double sharded = ((m.gatedMlp ? 3.0 : 2.0) * f + 2.0 * h * (1.0 + g)) * 2.0 / t * unfused;
    const double quantize = (2.0 * h + (h + f) / t) * p.quantizeBytesPerValue;
    const double ewFwd = tokens * (replicated + sharded + quantize) / p.hbmBytesPerSecond;
    const double ewFwdSp = tokens * (replicated / t + sharded + quantize) / p.hbmBytesPerSecond;

    if (frozen) {
        // Adapters: 6 FLOP per adapter parameter and token (tiny GEMMs, at low efficiency);
        // QLoRA dequantises the 4-bit base weights of every GEMM in each of three passes.
        const double adapter = job_.lora->adapterParams(m) / m.layers / t;
        gemmFwd += 2.0 * tokens * adapter / (p.peakBf16Flops * 0.2);
        gemmBwd += 4.0 * tokens * adapter / (p.peakBf16Flops * 0.2);
        if (job_.lora->qlora) {
            const double dequant = m.paramsPerLayer() / t * (0.5 + 2.0) / p.hbmBytesPerSecond;
            gemmFwd += dequant;
            gemmBwd += dequant;
        }
    }
    c.attentionForward = attnFwd;
    c.forward = gemmFwd + attnFwd + ewFwd + p.kernelOverhead;
    c.forwardSp = gemmFwd + attnFwd + ewFwdSp + p.kernelOverhead;
    c.backward = gemmBwd + attnBwd + 2.0 * ewFwd + 2.0 * p.kernelOverhead;
    c.backwardSp = gemmBwd + attnBwd + 2.0 * ewFwdSp + 2.0 * p.kernelOverhead;

    // Tensor-parallel collectives per layer and forward pass on b x s x h BF16 activations
    // (Megatron: 2 all-reduces; with SP 2 all-gathers + 2 reduce-scatters of the same volume).
    const double act = tokens * h * 2.0;
    if (tp > 1) {
        c.tpComm = 2.0 * ringAllReduce(act, tp, nvlink_);
        c.tpCommSp = 2.0 * (ringAllGather(act, tp, nvlink_) + ringReduceScatter(act, tp, nvlink_));
    }

    // Output layer (vocabulary-parallel, kept in BF16) and the fp32 cross-entropy.
    const double v = m.vocab;
    c.logitsForwardBackward = p.gemmSecondsBf16(tokens, v / t, h) + p.gemmSecondsBf16(tokens, h, v / t) +
                              p.gemmSecondsBf16(h, v / t, tokens) + 3.0 * tokens * v / t * 4.0 / p.hbmBytesPerSecond;
    return c;
}

const LayerCost& LayoutEvaluator::prepare(int tp, int microBatch) {
    Slot& slot = cache_[size_t(std::min(6, log2i(tp)))][size_t(std::min(6, log2i(microBatch)))];
    if (!slot.ready) {
        slot.cost = computeLayerCost(tp, microBatch);
        slot.ready = true;
    }
    return slot.cost;
}

MemoryBreakdown LayoutEvaluator::memory(const Layout& l) const {
    const ModelShape& m = job_.shape;
    const double t = l.tp, pp = l.pp, d = l.dp;
    const double layersPerStage = stageLayers(l);
    const double embed = double(m.vocab) * m.hidden / t;
    // Parameters per GPU: the first stage holds the input embedding, the last the output
    // layer (a copy of the embedding when tied and pp > 1); with pp = 1 one GPU holds both.
    const double layerParams = layersPerStage * m.paramsPerLayer() / t;
    const double firstParams = layerParams + embed + (pp == 1 && !m.tiedEmbeddings ? embed : 0.0);
    const double lastParams = layerParams + (pp > 1 || !m.tiedEmbeddings ? embed : 0.0);

    // Model states, mixed-precision Adam with fp32 master weights, m, v (12 B) and fp32
    // gradient accumulation (4 B) as in Megatron: 18 B/param, or 6 + 12/d with the
    // distributed optimizer (ZeRO-1) (megatron/training/theoretical_memory_usage.py);
    // ZeRO-2 shards gradients too, ZeRO-3 also the BF16 weights (Rajbhandari et al. 2020).
    auto states = [&](double params, MemoryBreakdown& mb) {
        if (job_.lora) { // frozen base (BF16 or 4-bit) + adapters with their own grads and Adam states
            const double adapters = job_.lora->adapterParams(m) * layersPerStage / m.layers / t;
            mb.weights = (job_.lora->qlora ? 0.5 : 2.0) * params + 2.0 * adapters;
            mb.gradients = 4.0 * adapters;
            mb.optimizer = 12.0 * adapters;
            return;
        }
        mb.weights = 2.0 * params / (l.zero >= 3 ? d : 1.0);
        mb.gradients = 4.0 * params / (l.zero >= 2 ? d : 1.0);
        mb.optimizer = 12.0 * params / (l.zero >= 1 ? d : 1.0);
    };

    // Activations per layer and micro-batch, bytes (Korthikanti et al. 2022, Table 2,
    // generalised to GQA and gated MLPs): 10 s b h not sharded by TP without SP
    // (norm inputs, dropout masks, linear inputs), (4 + 4g) s b h + (4 or 6) s b f
    // sharded by TP, and 5 a s^2 b for the attention scores unless fused attention or
    // selective recompute drops them; full recompute keeps only the layer input, 2 s b h.
    const double s = job_.seqLen, b = l.microBatch, h = m.hidden, g = m.kvFraction();
    const double sbh = s * b * h;
    // FP8/FP4 training (Transformer Engine) saves the cast inputs of the linear layers
    // for the backward pass in one byte instead of two: the QKV and MLP inputs
    // (unsharded), the projection and MLP-down inputs (sharded).
    const bool narrow = job_.precision == Precision::FP8 || job_.precision == Precision::FP4;
    const double shardedPart = (4.0 + 4.0 * g - (narrow ? 1.0 : 0.0)) * sbh +
                               ((m.gatedMlp ? 6.0 : 4.0) - (narrow ? 1.0 : 0.0)) * s * b * m.ffn;
    const double unsharded = (narrow ? 8.0 : 10.0) * sbh;
    const bool scoresStored = !fused_ && l.recompute == Recompute::None;
    const double scores = scoresStored ? 5.0 * m.heads * s * s * b : 0.0;
    double perLayer = 0;
    if (l.recompute == Recompute::Full)
        perLayer = 2.0 * sbh / (l.sequenceParallel ? t : 1.0);
    else
        perLayer = (l.sequenceParallel ? unsharded / t : unsharded) + shardedPart / t + scores / t;

    // 1F1B keeps min(m, p) micro-batches in flight on the first stage; interleaving adds
    // (p - 1)/(p v) (Megatron compute_activation_memory).
    const double inFlight = std::min(double(l.microBatches), pp);
    const double interleave = l.interleave > 1 ? 1.0 + (pp - 1.0) / (pp * l.interleave) : 1.0;
    const double firstAct =
        perLayer * layersPerStage * inFlight * interleave + 2.0 * sbh / (l.sequenceParallel ? t : 1.0);
    // The last stage holds one micro-batch and the fp32 logits (vocabulary-parallel).
    const double logits = 4.0 * s * b * m.vocab / t + 4.0 * sbh;
    const double lastAct = perLayer * layersPerStage + logits;

    MemoryBreakdown first, last;
    states(firstParams, first);
    states(lastParams, last);
    first.activations = pp == 1 ? firstAct + logits : firstAct;
    last.activations = lastAct;
    MemoryBreakdown& worst = (pp == 1 || first.total() >= last.total()) ? first : last;
    worst.reserve = kReserveFixed + kReserveFraction * worst.total();
    return worst;
}

double LayoutEvaluator::dataParallelExposed(const Layout& l, const LayerCost& c, double paramsPerGpu,
                                            double& hidden) const {
    hidden = 0;
    if (l.dp <= 1) return 0;
    HierarchicalGroup group;
    group.n = l.dp;
    // Ranks are ordered TP, then DP, then PP (Megatron's default): DP peers sit tp apart.
    group.local = std::max(1, std::min(l.dp, job_.gpusPerNode / std::min(l.tp, job_.gpusPerNode)));
    while (l.dp % group.local != 0) --group.local;
    group.intra = nvlink_;
    group.inter = fabricPerGpu_;
    const double layersPerStage = stageLayers(l);
    const double fwdWindow = kOverlapEfficiency * layersPerStage * (l.sequenceParallel ? c.forwardSp : c.forward);
    const double bwdWindow = kOverlapEfficiency * layersPerStage * (l.sequenceParallel ? c.backwardSp : c.backward);
    const double gradBytes = 4.0 * paramsPerGpu;  // fp32 gradients
    const double paramBytes = 2.0 * paramsPerGpu; // BF16 weights
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
    } else if (l.recompute == Recompute::Selective && !fused_) {
        recompute = c.attentionForward;
    }
    // The slowest stage: its layers plus the output layer on the last stage.
    const double perMicroCompute = layersPerStage * (fwd + bwd + recompute) + c.logitsForwardBackward;
    const double perMicroTp = layersPerStage * (2.0 * tpFwd + tpRecompute);
    const double mb = l.microBatches;

    // Optimizer step: memory-bound, ~32 bytes touched per parameter it owns.
    const double stageParams = layersPerStage * m.paramsPerLayer() / l.tp + double(m.vocab) * m.hidden / l.tp;
    const double optParams =
        (job_.lora ? job_.lora->adapterParams(m) / l.pp / l.tp : stageParams) / (l.zero >= 1 ? l.dp : 1);
    const double optimizer = 32.0 * optParams / perf_.hbmBytesPerSecond;

    e.time.compute = mb * perMicroCompute + optimizer;
    // Hopper and later overlap TP collectives with the GEMMs that produce or consume them
    // (Transformer Engine userbuffers, Megatron-Core --tp-comm-overlap).
    const double tpOverlap = job_.framework == Framework::Megatron ? perf_.tpCommOverlap : 0.0;
    e.time.tpComm = mb * perMicroTp * (1.0 - tpOverlap);
    // Pipeline bubble (p - 1)/(v m) of the ideal (Narayanan et al. 2021), plus the
    // stage-to-stage sends: b s h / t BF16 with scatter-gather, over NVLink when the
    // neighbouring stage is in the same node, else over the fabric; interleaved
    // schedules overlap about half of them.
    if (l.pp > 1) {
        e.time.ppBubble = (l.pp - 1.0) / l.interleave * (perMicroCompute + perMicroTp * (1.0 - tpOverlap));
        const double bytes = double(l.microBatch) * job_.seqLen * m.hidden * 2.0 / (sp ? l.tp : 1);
        const bool crossNode = l.tp * l.dp >= job_.gpusPerNode;
        const LinkModel& link = crossNode ? fabricPerGpu_ : nvlink_;
        const double send = bytes / link.bytesPerSecond + link.latency;
        e.time.ppBubble += 2.0 * mb * l.interleave * send * (l.interleave > 1 ? 0.5 : 1.0) + 2.0 * (l.pp - 1.0) * send;
    }
    double dpHidden = 0;
    // LoRA reduces only the adapters' gradients across replicas.
    const double syncedParams =
        job_.lora ? job_.lora->adapterParams(m) * layersPerStage / m.layers / l.tp : stageParams;
    e.time.dpComm = dataParallelExposed(l, c, syncedParams, dpHidden);
    // Communication hidden behind compute still takes SMs and memory bandwidth from it
    // (NCCL kernels; Calculon's processor_usage): compute slows by a share of the hidden time.
    const double tpHidden = mb * perMicroTp * tpOverlap;
    e.time.compute += kContention * (dpHidden + tpHidden);

    // Training data: each node reads its share of the global batch; a prefetching
    // loader hides reads shorter than the step.
    const double nodes = double(l.gpus()) / job_.gpusPerNode;
    const double sequences = double(l.dp) * l.microBatch * l.microBatches;
    const double bytesPerNode = sequences * job_.seqLen * job_.data.bytesPerToken / std::max(1.0, nodes);
    const double read = bytesPerNode / (job_.storage.readPerNode.value() * job_.data.prefetchEfficiency);
    e.time.ioStall = std::max(0.0, read - (e.time.total()));

    const double total = e.time.total();
    const double flops = sequences * modelFlopsPerSeq_;
    e.mfu = flops / (l.gpus() * perf_.peakFlops * total);
    e.hfu = (flops + sequences * recomputeFlopsPerSequence(l.recompute)) / (l.gpus() * perf_.peakFlops * total);
    return e;
}

} // namespace gputco
