// LayoutEvaluator's memory side: weights, gradients, optimizer states and activations per GPU of a
// layout (the time side is in layout_evaluator.cpp).
#include "core/training/layout_evaluator.hpp"

#include "core/training/expert_parallel.hpp"

namespace gputco {

namespace {
constexpr double kGiB = units::gibi;
// Allocator fragmentation, CUDA context, cuBLAS workspaces and NCCL buffers:
// PyTorch reserves 5-10 % above what tensors need (DeepSpeed #4093, kaito #1178).
constexpr double kReserveFixed = 2.0 * kGiB;
constexpr double kReserveFraction = 0.07;
// The low end of that range (5 %): a layout that fits only with it is still accepted, marked tight (issue 46:
// DeepSeek-V3 ran its published layout on 80 GB H800s with its own framework, which 7 % puts at 80.5 GiB).
constexpr double kTightReserveFraction = 0.05;
} // namespace

double LayoutEvaluator::stageParams(const Layout& l, double& expertParams) const {
    // Per GPU on the slowest stage: dense weights (attention, dense MLPs, shared experts, router,
    // norms) sharded by TP; routed experts sharded by EP x expert-TP.
    // DualPipe keeps two stages' parameters on every GPU (arXiv:2412.19437 Table 2: "Parameter 2x").
    const ModelShape& m = job_.shape;
    const double copies = dualPipe(l) ? 2.0 : 1.0;
    const double layersPerStage = copies * stageLayers(l);
    const double routedPerLayer = m.routedExpertParams() / m.layers;
    expertParams = layersPerStage * routedPerLayer / (l.ep * l.etp);
    return layersPerStage * (m.paramsPerLayer() - routedPerLayer) / l.tp;
}

double LayoutEvaluator::attentionActivations(const Layout& l, bool narrow) const {
    // Bytes per token of one attention block's activations sharded by TP (before dividing by t).
    // Standard: Q, output-projection input (4 h) and K, V ((4 g) h) (Korthikanti et al. 2022, Table 2).
    // MLA (arXiv:2405.04434 sec. 2.1): the up-projected Q and K (heads x qk each), V (heads x v) and the
    // attention output (heads x v), which is the output projection's input; light recompute rebuilds
    // Q, K, V from the latents (Megatron-Core mla_up_proj, arXiv:2412.19437 sec. 3.2.3) and keeps the output.
    const ModelShape& m = job_.shape;
    const double h = m.hidden, narrowByte = narrow ? 1.0 : 0.0;
    if (!m.isMla()) return (4.0 + 4.0 * m.kvFraction() - narrowByte) * h;
    const double a = m.heads, out = (2.0 - narrowByte) * a * m.vDim();
    if (l.recompute == Recompute::Light) return out;
    return 2.0 * a * (2.0 * m.qkHeadDim() + m.vDim()) + out;
}

double LayoutEvaluator::activationsPerLayer(const Layout& l) const {
    // Activations per layer and micro-batch, bytes (Korthikanti et al. 2022, Table 2,
    // generalised to GQA and gated MLPs): 8 s b h not sharded by TP without SP
    // (norm inputs, linear inputs; 10 with dropout's masks), (4 + 4g) s b h + (4 or 6) s b f
    // sharded by TP, and 2 a s^2 b for the attention scores (5 with dropout) unless fused attention or
    // selective recompute drops them; full recompute keeps only the layer input, 2 s b h.
    // Context parallelism divides the tokens per GPU by cp (scores: s/cp queries x s keys).
    const ModelShape& m = job_.shape;
    const double t = l.tp, cp = l.cp;
    const double s = job_.seqLen / cp, b = l.microBatch, h = m.hidden;
    const double sbh = s * b * h;
    if (l.recompute == Recompute::Full) return 2.0 * sbh / (l.sequenceParallel ? t : 1.0);
    // FP8/FP4 training (Transformer Engine) saves the cast inputs of the linear layers
    // for the backward pass in one byte instead of two: the QKV and MLP inputs
    // (unsharded), the projection and MLP-down inputs (sharded).
    const bool narrow = job_.precision == Precision::FP8 || job_.precision == Precision::FP4;
    const bool light = l.recompute == Recompute::Light;
    const double perF = (m.gatedMlp ? 6.0 : 4.0) - (narrow ? 1.0 : 0.0);
    // Light recompute of the MoE activation function (moe_act) keeps the first expert GEMM's output
    // (2 f or f values, BF16) and drops the activation's output, the second GEMM's input.
    const double perExpertF = light ? (m.gatedMlp ? 4.0 : 2.0) : perF;
    // MLP: dense layers as above; MoE layers keep the shared experts' (TP-sharded) and, per routed
    // copy of each of the s b / t tokens a TP rank dispatches, the expert activations plus the
    // permuted input and output (4 h bytes), times the load imbalance; averaged over the layers.
    const double moeShare = double(m.moeLayers()) / m.layers;
    const double denseMlp = perF * s * b * m.ffn / t;
    // Selective recompute of a MoE model recomputes the MoE MLPs (Megatron-Core --recompute-modules
    // moe): only their input stays.
    const double routedCopy = job_.fp8ExpertActivations ? (m.gatedMlp ? 2.0 : 1.0) * m.expertFfn + h * l.etp
                                                        : perExpertF * m.expertFfn + 4.0 * h * l.etp;
    const double moeMlp = l.recompute == Recompute::Selective
                              ? 2.0 * s * b * h / t
                              : perF * s * b * double(m.sharedExperts) * m.expertFfn / t +
                                    s * b / t * m.activeExperts * imbalance_ * routedCopy;
    const double mlp = (1.0 - moeShare) * denseMlp + moeShare * moeMlp;
    const double shardedPart = s * b * attentionActivations(l, narrow);
    // Light recompute of the norms (layernorm) drops their outputs, the QKV and MLP inputs (2 x 2 h,
    // or 2 x h cast to FP8): the norm inputs stay (4 h), and the dropout masks. MLA's latents (queries, keys with
    // the RoPE part) are kept for the up-projections with their norm inputs, or only those under light.
    const double latents = m.isMla() ? (light ? 2.0 : 4.0) * (double(m.qLoraRank) + m.kvLoraRank + m.qkRopeDim) : 0.0;
    // Dropout adds its two masks (s b h bytes each) to the unsharded part, and to the stored scores (the
    // softmax output, 2 bytes) its mask and output (1 + 2 bytes).
    const double masks = job_.dropout ? 2.0 : 0.0;
    const double unsharded = ((light ? 4.0 : narrow ? 6.0 : 8.0) + masks) * sbh + s * b * latents;
    const bool scoresStored = !fused_ && (l.recompute == Recompute::None || light);
    const double scores = scoresStored ? (job_.dropout ? 5.0 : 2.0) * m.heads * s * job_.seqLen * b : 0.0;
    return (l.sequenceParallel ? unsharded / t : unsharded) + shardedPart / t + mlp + scores / t;
}

MemoryBreakdown LayoutEvaluator::memory(const Layout& l) const {
    const ModelShape& m = job_.shape;
    const double t = l.tp, pp = l.pp;
    const double layersPerStage = stageLayers(l);
    const double embed = double(m.vocab) * m.hidden / t;
    // Parameters per GPU: the first stage holds the input embedding, the last the output
    // layer (a copy of the embedding when tied and pp > 1); with pp = 1 one GPU holds both.
    double experts = 0;
    const double layerParams = stageParams(l, experts);
    const double firstParams = layerParams + embed + (pp == 1 && !m.tiedEmbeddings ? embed : 0.0);
    const double lastParams = layerParams + (pp > 1 || !m.tiedEmbeddings ? embed : 0.0);

    // Model states, mixed-precision Adam with fp32 master weights, m, v (12 B) and fp32
    // gradient accumulation (4 B; 2 B with BF16 gradient reduce) as in Megatron: 18 B/param, or 6 + 12/d with the
    // distributed optimizer (ZeRO-1) (megatron/training/theoretical_memory_usage.py);
    // ZeRO-2 shards gradients too, ZeRO-3 also the BF16 weights (Rajbhandari et al. 2020).
    // Dense weights shard over the data-parallel group (dp x cp), routed experts over the
    // expert data-parallel group (tp x cp x dp / ep).
    const double dDense = double(l.dp) * l.cp, dExpert = l.expertDataParallel();
    auto states = [&](double params, MemoryBreakdown& mb) {
        if (job_.lora) { // frozen base (BF16 or 4-bit) + adapters with their own grads and Adam states
            const double adapters = job_.lora->adapterParams(m) * layersPerStage / m.layers / t;
            mb.weights = (job_.lora->qlora ? 0.5 : 2.0) * (params + experts) + 2.0 * adapters;
            mb.expertWeights = (job_.lora->qlora ? 0.5 : 2.0) * experts;
            mb.gradients = 4.0 * adapters;
            mb.optimizer = 12.0 * adapters;
            return;
        }
        auto shard = [&](int stage) {
            return params / (l.zero >= stage ? dDense : 1.0) + experts / (l.zero >= stage ? dExpert : 1.0);
        };
        mb.weights = 2.0 * shard(3);
        mb.expertWeights = 2.0 * experts / (l.zero >= 3 ? dExpert : 1.0);
        mb.gradients = (job_.bf16GradientReduce ? 2.0 : 4.0) * shard(2);
        mb.optimizer = (job_.bf16OptimizerMoments ? 8.0 : 12.0) * shard(1);
    };

    const double s = double(job_.seqLen) / l.cp, b = l.microBatch;
    const double sbh = s * b * m.hidden;
    const double perLayer = activationsPerLayer(l);
    // 1F1B keeps min(m, p) micro-batches in flight on the first stage; interleaving adds
    // (p - 1)/(p v) (Megatron compute_activation_memory).
    // DualPipe keeps p + 1 (arXiv:2412.19437 Table 2).
    const double inFlight = std::min(double(l.microBatches), pp) + (dualPipe(l) ? 1.0 : 0.0);
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
    worst.reserve = kReserveFixed + (tight_ ? kTightReserveFraction : kReserveFraction) * worst.total();
    worst.tightReserve = tight_;
    return worst;
}

} // namespace gputco
