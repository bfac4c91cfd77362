#pragma once
// The GEMMs of one transformer layer on one tensor-parallel shard: attention projections
// (standard or MLA) and the MoE MLP (shared experts, router, grouped routed experts).

#include "core/training/hardware_model.hpp"
#include "core/training/model_shape.hpp"

namespace gputco {

// Forward and backward seconds of the GEMMs of one TP shard: forward m x n x k, backward the
// data-gradient (m x k x n) and weight-gradient (k x n x m) GEMMs; a frozen (LoRA) base has no
// weight gradients.
struct GemmAccumulator {
    const GpuPerformance& p;
    bool frozen = false;
    double tokens = 0;
    void rows(double m, double n, double k, double& fwd, double& bwd) const {
        fwd += p.gemmSeconds(m, n, k);
        bwd += p.gemmSeconds(m, k, n) + (frozen ? 0.0 : p.gemmSeconds(k, n, m));
    }
    void operator()(double n, double k, double& fwd, double& bwd) const { rows(tokens, n, k, fwd, bwd); }
};

// Attention projections of one TP shard (Megatron column/row parallel; MLA as in Megatron-Core).
void attentionGemms(const ModelShape& m, double t, const GemmAccumulator& gemm, double& fwd, double& bwd);

// Forward seconds of MLA's up-projections alone (what light recompute repeats); 0 without MLA.
double mlaUpProjectionSeconds(const ModelShape& m, double t, const GemmAccumulator& gemm);

// The MLP of one MoE layer on one GPU with expert parallelism `ep` (expert-TP 1) and load `imbalance`.
void moeGemms(const ModelShape& m, double t, int ep, int etp, const GemmAccumulator& gemm, double imbalance,
              double& fwd, double& bwd);

} // namespace gputco
