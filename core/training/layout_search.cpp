#include "core/training/layout_search.hpp"

#include "core/training/training_rules.hpp"

#include <algorithm>
#include <cmath>
#include <span>

namespace gputco {

namespace {

// Virtual pipeline chunks per stage tried by the search (NeMo uses up to 20).
constexpr int kInterleaves[] = {1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24};
constexpr int kZeroNone = 0;

double tokensPerSecond(const LayoutEstimate& e, double seqLen) {
    const Layout& l = e.layout;
    return double(l.dp) * l.microBatch * l.microBatches * seqLen / e.time.total();
}

void keepBest(std::vector<LayoutEstimate>& best, const LayoutEstimate& e, std::size_t keep, double seqLen) {
    const double rate = tokensPerSecond(e, seqLen);
    if (best.size() >= keep && rate <= tokensPerSecond(best.back(), seqLen)) return;
    auto it = std::find_if(best.begin(), best.end(),
                           [&](const LayoutEstimate& o) { return tokensPerSecond(o, seqLen) < rate; });
    best.insert(it, e);
    if (best.size() > keep) best.pop_back();
}

} // namespace

std::vector<int> tensorParallelCandidates(const TrainingJob& job) {
    std::vector<int> out;
    const int limit =
        std::min(job.gpusPerNode, std::max(1, job.gpu.nvlinkBandwidth ? job.gpu.nvlinkDomain : job.gpusPerNode));
    const ModelShape& m = job.shape;
    for (int t = 1; t <= limit && t <= 64; t *= 2) {
        if (job.gpusPerNode % t != 0 || m.heads % t != 0 || m.ffn % t != 0) continue;
        if (m.kvHeads % t != 0 && t % m.kvHeads != 0) continue;
        out.push_back(t);
    }
    return out;
}

std::vector<int> contextParallelCandidates(const TrainingJob& job, int gpusLeft) {
    // Context parallelism pays off for long sequences (Llama 3: CP 16 at 128k tokens) and, for the
    // largest dense models, already at 8k: NVIDIA's Llama 3.1 405B recipes run CP 2 at 8,192 tokens
    // (Megatron-Bridge performance summary, DGX-H100/B200; MLPerf Training v5.0 405B). It is searched
    // from 8k tokens, in powers of two keeping at least 4,096 tokens per GPU.
    if (job.constraints.cp) return {*job.constraints.cp};
    std::vector<int> out{1};
    if (job.seqLen < 8192) return out;
    for (int c = 2; c <= 64 && c <= gpusLeft && job.seqLen / c >= 4096; c *= 2)
        if (gpusLeft % c == 0) out.push_back(c);
    return out;
}

std::vector<int> expertParallelCandidates(const TrainingJob& job, int foldedGpus) {
    // EP folds into tp x cp x dp (Megatron-Core MoE parallel folding): powers of two (and the
    // expert count) that divide both the experts and those GPUs.
    const ModelShape& m = job.shape;
    if (!m.isMoe()) return {1};
    if (job.constraints.ep)
        return foldedGpus % *job.constraints.ep == 0 ? std::vector<int>{*job.constraints.ep} : std::vector<int>{};
    std::vector<int> out;
    for (int e = 1; e <= m.experts && e <= foldedGpus; e *= 2)
        if (m.experts % e == 0 && foldedGpus % e == 0) out.push_back(e);
    if (m.experts <= foldedGpus && foldedGpus % m.experts == 0 && (m.experts & (m.experts - 1)) != 0)
        out.push_back(m.experts);
    return out;
}

std::vector<int> expertTensorParallelCandidates(const TrainingJob& job, int foldedGpus, int ep) {
    // Expert-TP splits each expert's FFN over 1, 2, 4 or 8 GPUs inside the NVLink domain; ep x etp
    // must divide the folded GPUs and etp the expert FFN.
    const ModelShape& m = job.shape;
    if (!m.isMoe()) return {1};
    if (job.constraints.etp)
        return foldedGpus % (ep * *job.constraints.etp) == 0 ? std::vector<int>{*job.constraints.etp}
                                                             : std::vector<int>{};
    std::vector<int> out;
    for (int e = 1; e <= 8 && e <= nvlinkDomainSize(job) && ep * e <= foldedGpus; e *= 2)
        if (m.expertFfn % e == 0 && foldedGpus % (ep * e) == 0) out.push_back(e);
    return out;
}

namespace {

// The search's running state: the fastest layouts kept, the best rate so far, the smallest memory seen.
struct SearchState {
    LayoutEvaluator& ev;
    std::size_t keep;
    SearchResult result;
    double bestRate = 0;
    double smallestMem = 1e300;
};

// The choices that do not depend on the micro-batch (dominated choices left out, see the header).
struct Choices {
    bool sequenceParallel;
    std::span<const int> zeros;
    std::span<const Recompute> recomputes;
};

constexpr int kZeroStages[] = {1, 2, 3};

std::span<const int> zeroCandidates(const LayoutConstraints& fix, int dp, int pp) {
    if (fix.zero) return std::span<const int>(&*fix.zero, 1);
    if (dp == 1) return std::span<const int>(&kZeroNone, 1);
    if (pp > 1) return std::span<const int>(kZeroStages, 1);
    return std::span<const int>(kZeroStages, 3);
}

std::span<const Recompute> recomputeCandidates(const TrainingJob& job) {
    static constexpr Recompute kAllRecomputes[] = {Recompute::None, Recompute::Selective, Recompute::Full};
    static constexpr Recompute kFusedRecomputes[] = {Recompute::None,
                                                     Recompute::Full}; // selective == none with fused attention
    if (job.constraints.recompute) return std::span<const Recompute>(&*job.constraints.recompute, 1);
    // Selective recompute also covers the MoE MLPs of a MoE model, so it is searched there. Light
    // recompute is taken only where the job states it (--recompute light): searched, it moved the MoE
    // rows from 31 to 28 of 42 within +-20 % (docs/training-model.md, "Light recompute").
    return usesFusedAttention(job) && !job.shape.isMoe() ? std::span<const Recompute>(kFusedRecomputes)
                                                         : std::span<const Recompute>(kAllRecomputes);
}

// Every ZeRO and recompute choice of one layout; per ZeRO stage the first recompute mode that fits
// is kept (dearer recompute modes are dominated once one fits).
void tryChoices(SearchState& st, Layout l, const LayerCost& cost, const Choices& c) {
    const double seqLen = st.ev.job().seqLen;
    l.sequenceParallel = c.sequenceParallel;
    for (int zero : c.zeros) {
        l.zero = zero;
        for (Recompute r : c.recomputes) {
            l.recompute = r;
            ++st.result.evaluated;
            const MemoryBreakdown mem = st.ev.memory(l);
            if (mem.total() < st.smallestMem) {
                st.smallestMem = mem.total();
                st.result.smallestMemory.layout = l;
                st.result.smallestMemory.memory = mem;
            }
            if (mem.total() > st.ev.capacityBytes()) continue;
            const LayoutEstimate e = st.ev.evaluate(l, cost);
            keepBest(st.result.best, e, st.keep, seqLen);
            st.bestRate = tokensPerSecond(st.result.best.front(), seqLen);
            break;
        }
    }
}

// Interleaving, micro-batch and expert-parallel choices of one (tp, cp, pp, dp) split.
void searchMicroBatches(SearchState& st, Layout base, int perReplica, const std::vector<int>& eps, const Choices& c) {
    const TrainingJob& job = st.ev.job();
    const LayoutConstraints& fix = job.constraints;
    const int pp = base.pp;
    for (int v : kInterleaves) {
        if (fix.interleave && v != *fix.interleave) continue;
        // Megatron-Core may count the embedding and the loss as pipeline layers
        // (account_for_embedding_in_pipeline_split, account_for_loss_in_pipeline_split): L + 2 chunks at most
        // (Megatron-Bridge 26.06 runs Llama 3.1 405B's 126 layers on 16 stages x 8 virtual = 128 chunks).
        if (v > 1 && (pp == 1 || pp * v > job.shape.layers + 2)) continue;
        // DualPipe has no virtual stages; it needs an even number of stages (arXiv:2412.19437 sec. 3.2.1).
        if (job.pipelineSchedule == PipelineSchedule::DualPipe && pp > 1 && (v > 1 || pp % 2 != 0)) continue;
        const int firstMb = fix.microBatch ? *fix.microBatch : 1;
        for (int mb = firstMb; mb <= perReplica; mb = fix.microBatch ? perReplica + 1 : mb * 2) {
            if (!fix.microBatch && mb > 64) break;
            // Gradient accumulation steps: the global batch rounded to whole micro-batches
            // (the reported global batch is the one actually run).
            const int micro = std::max(1, int(std::lround(double(perReplica) / mb)));
            if (v > 1 && micro % pp != 0) continue; // Megatron's interleaved schedule needs m % p == 0
            if (job.pipelineSchedule == PipelineSchedule::DualPipe && pp > 1 && micro % 2 != 0) continue;
            for (int ep : eps)
                for (int etp : expertTensorParallelCandidates(job, base.tp * base.cp * base.dp, ep)) {
                    st.result.anyValid = true;
                    const LayerCost& cost = st.ev.prepare(base.tp, mb, ep, base.cp, etp);
                    Layout l = base;
                    l.interleave = v;
                    l.microBatch = mb;
                    l.microBatches = micro;
                    l.ep = ep;
                    l.etp = etp;
                    tryChoices(st, l, cost, c);
                }
        }
    }
}

// Pipeline depths (and so data-parallel widths) for one tensor- and context-parallel choice.
void searchPipelines(SearchState& st, int gpus, int tp, int cp, double seqs) {
    const TrainingJob& job = st.ev.job();
    const LayoutConstraints& fix = job.constraints;
    const ModelShape& m = job.shape;
    for (int pp = 1; pp <= m.layers && pp <= gpus / (tp * cp); ++pp) {
        // Stages may hold uneven layer counts (Megatron's uneven first/last stages, e.g.
        // Llama 3.1 405B: 126 layers on PP 16); the slowest holds ceil(L / p).
        if ((gpus / (tp * cp)) % pp != 0) continue;
        if (fix.pp && pp != *fix.pp) continue;
        if (!fix.pp && m.layers % pp != 0 && (pp & (pp - 1)) != 0) continue; // search even splits and powers of two
        const int dp = gpus / (tp * cp * pp);
        const std::vector<int> eps = expertParallelCandidates(job, tp * cp * dp);
        // Sequences per replica per iteration: the global batch, rounded to whole sequences per replica; more
        // replicas than sequences would run a larger batch than the job's (0.5 rounds up to 1).
        if (seqs < dp) continue;
        const int perReplica = int(std::lround(seqs / dp));
        // Prune: even perfect compute cannot beat the best found.
        const double lowerBound = st.ev.idealSecondsPerSequence(gpus);
        if (st.bestRate > 0 && 1.0 / lowerBound <= st.bestRate / job.seqLen) continue;
        const Choices c{fix.sequenceParallel ? (*fix.sequenceParallel && tp > 1) : tp > 1, zeroCandidates(fix, dp, pp),
                        recomputeCandidates(job)};
        Layout base;
        base.tp = tp;
        base.pp = pp;
        base.dp = dp;
        base.cp = cp;
        searchMicroBatches(st, base, perReplica, eps, c);
    }
}

} // namespace

SearchResult searchLayouts(LayoutEvaluator& ev, int gpus, double globalBatchTokens, std::size_t keep) {
    const TrainingJob& job = ev.job();
    const double seqs = std::max(1.0, std::round(globalBatchTokens / job.seqLen));
    SearchState st{ev, keep, SearchResult{}, 0.0, 1e300};
    std::vector<int> tps = tensorParallelCandidates(job);
    if (job.constraints.tp) tps = {*job.constraints.tp};
    for (int tp : tps) {
        if (gpus % tp != 0) continue;
        for (int cp : contextParallelCandidates(job, gpus / tp)) {
            if ((gpus / tp) % cp != 0) continue;
            searchPipelines(st, gpus, tp, cp, seqs);
        }
    }
    return st.result;
}

} // namespace gputco
