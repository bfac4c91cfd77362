#include "core/training/layer_gemms.hpp"

#include "core/training/expert_parallel.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

// Attention projections of one TP shard (Megatron column/row parallel).
void attentionGemms(const ModelShape& m, double t, const GemmAccumulator& gemm, double& fwd, double& bwd) {
    const double h = m.hidden, a = m.heads;
    if (!m.isMla()) {
        const double q = a * m.headDim(), kv = double(m.kvHeads) * m.headDim();
        gemm((q + 2.0 * kv) / t, h, fwd, bwd); // QKV
        gemm(h, q / t, fwd, bwd);              // output projection
        return;
    }
    // MLA in Megatron-Core: the down-projections are replicated, the up-projections column-parallel.
    const double qk = m.qkHeadDim(), v = m.vDim(), nope = qk - m.qkRopeDim;
    if (m.qLoraRank > 0) {
        gemm(m.qLoraRank, h, fwd, bwd);
        gemm(a * qk / t, m.qLoraRank, fwd, bwd);
    } else {
        gemm(a * qk / t, h, fwd, bwd);
    }
    gemm(double(m.kvLoraRank) + m.qkRopeDim, h, fwd, bwd);
    gemm(a * (nope + v) / t, m.kvLoraRank, fwd, bwd);
    gemm(h, a * v / t, fwd, bwd);
}

double mlaUpProjectionSeconds(const ModelShape& m, double t, const GemmAccumulator& gemm) {
    if (!m.isMla()) return 0;
    const double a = m.heads, qk = m.qkHeadDim(), v = m.vDim(), nope = qk - m.qkRopeDim;
    double fwd = 0, bwd = 0;
    if (m.qLoraRank > 0) gemm(a * qk / t, m.qLoraRank, fwd, bwd);
    gemm(a * (nope + v) / t, m.kvLoraRank, fwd, bwd);
    return fwd;
}

// The MLP of one MoE layer on one GPU: shared experts TP-sharded like a dense MLP; the router;
// the routed experts, experts / ep of them per group of etp GPUs, each expert's FFN split over the etp
// GPUs (Megatron-Core expert tensor parallelism: column- then row-parallel). Each TP rank dispatches
// its tokens / t (sequence parallel), so a local expert sees on average M = ep x etp x (tokens / t) x
// top-k / experts rows, every GPU of its group all of them; the slowest rank gets `imbalance` x that,
// padded to the grouped GEMM's row block, and a grouped GEMM runs at groupedGemmEfficiency of a dense
// GEMM of that shape.
void moeGemms(const ModelShape& m, double t, int ep, int etp, const GemmAccumulator& gemm, double imbalance,
              double& fwd, double& bwd) {
    const double h = m.hidden, up = m.gatedMlp ? 2.0 : 1.0, shared = double(m.sharedExperts) * m.expertFfn;
    if (shared > 0) {
        gemm(up * shared / t, h, fwd, bwd);
        gemm(h, shared / t, fwd, bwd);
    }
    gemm(m.experts, h, fwd, bwd); // router (kept replicated)
    const double local = double(m.experts) / ep;
    const double align = moeEfficiency().expertRowAlignment;
    const double rows = double(ep) * etp * (gemm.tokens / t) * m.activeExperts / m.experts * imbalance;
    const double rowsPerExpert = std::max(align, std::ceil(rows / align) * align);
    const double ffn = double(m.expertFfn) / etp;
    double eFwd = 0, eBwd = 0;
    gemm.rows(rowsPerExpert, up * ffn, h, eFwd, eBwd);
    gemm.rows(rowsPerExpert, h, ffn, eFwd, eBwd);
    const double grouped = local / moeEfficiency().groupedGemmEfficiency;
    fwd += grouped * eFwd;
    bwd += grouped * eBwd;
}

} // namespace gputco
