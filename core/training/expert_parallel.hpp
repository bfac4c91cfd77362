#pragma once
// Expert parallelism (MoE all-to-all) and context parallelism (ring attention): the
// communication each adds per layer, and the few global MoE efficiency parameters.

#include "core/training/collectives.hpp"

namespace gputco {

// How a MoE layer's tokens reach their experts (Megatron-Core --moe-token-dispatcher-type alltoall,
// or flex with --moe-flex-dispatcher-backend deepep / hybridep).
enum class MoeDispatcher {
    AllToAll, // NCCL all-to-all with per-peer split sizes, then separate permute kernels
    DeepEp,   // DeepEP's fused all-to-all kernels, then separate permute kernels
    HybridEp, // HybridEP: permute + all-to-all + permute in one kernel (dispatch_with_permute)
    // HybridEP with static shapes ("sync-free"): --moe-expert-rank-capacity-factor pre-sizes the dispatch and grouped
    // expert buffers, so no per-step device query sizes them and the iteration can be one CUDA graph (Megatron-Core
    // user guide, "MoE Paged Stash": "avoiding a per-step device query / realloc loop for buffer sizing"; MLPerf
    // Training v6.0's NVIDIA configs: "oversized activation for CG", MOE_EXPERT_RANK_CAPACITY_FACTOR 1.5-7).
    HybridEpSyncFree,
};
// Whether the permutes are fused into the dispatch, which sets the host time (MoeEfficiency below).
inline bool fusedDispatch(MoeDispatcher d) {
    return d == MoeDispatcher::HybridEp || d == MoeDispatcher::HybridEpSyncFree;
}

// Global MoE parameters (one table, not tuned per run).
struct MoeEfficiency {
    // Slowest expert rank's tokens over the mean. Switch Transformer (Fedus et al. 2021, sec. 2.2
    // and Table 1) and GShard (Lepikhin et al. 2020) size expert buffers with a capacity factor of
    // 1.25 for this skew; benchmarks that force-balance the routing (NeMo's MoE tables) use 1.0.
    double defaultLoadImbalance = 1.25;
    // Grouped GEMM (one kernel over all local experts) relative to a dense GEMM of one expert's
    // shape: DeepGEMM's README (H800, FP8, Feb 2025) measures its contiguous grouped GEMMs at
    // 1,288 TFLOPS (8 groups x 4096 rows, N 4096, K 7168) against 1,304 for the dense 4096 x 4096 x
    // 7168 GEMM, and 1,093 against 1,025 for N 7168, K 2048: about 1. Small experts lose through the
    // GEMM-shape model (hardware_model) and the padding below, not through this factor.
    double groupedGemmEfficiency = 1.0;
    // Each expert's rows are padded to the GEMM's M block (DeepGEMM get_m_alignment_for_contiguous_layout: 128).
    double expertRowAlignment = 128.0;
    // Token permutation and un-permutation around the all-to-all: HBM passes over the routed
    // copies of the hidden state (Megatron-Core moe_permute / moe_unpermute), forward.
    double permutePasses = 4.0;
    // Extra kernel launches of a MoE layer over a dense one, as a share of the dense layer's.
    double extraKernelShare = 1.0;
    // Host time exposed per MoE layer and micro-batch (forward + backward, seconds). Dropless token
    // dispatch copies the tokens-per-expert counts to the host to size the all-to-all and the grouped
    // GEMMs (Megatron-Core MoEAlltoAllTokenDispatcher); the GPU then idles while the host launches the
    // rest of the layer: the "host-overhead wall" of arXiv:2603.07685 (Megatron Core MoE, sec. 1).
    // After that copy the all-to-all dispatcher launches the all-to-all (per-peer split sizes from
    // the host), a permute and a chunk sort before the grouped GEMMs; DeepEP likewise permutes
    // apart (Megatron-Core token_dispatcher.py).
    // Fitted (fitMoeHostSeconds, gpu-tco validate --fit) on the calibration rows of
    // resources/validation/moe_training_runs.csv with these dispatchers; held-out rows never enter it.
    double hostSecondsPerLayer = 0.0061;
    // The same with HybridEP, whose one kernel permutes, dispatches and permutes again
    // (Megatron-Core fused_a2a.py HybridEPDispatch, "fused dispatch operation for permute +
    // dispatch a2a + permute"), so less host work follows the copy. Fitted likewise on the
    // calibration rows whose source ran HybridEP.
    double hostSecondsFusedDispatch = 0.0001;
    // Sync-free dispatch copies nothing to the host: no wall (its oversized buffers' memory is not modelled: Megatron's
    // paged stash packs the activations kept for the backward pass back to their real size).
    double hostSeconds(MoeDispatcher d) const {
        if (d == MoeDispatcher::HybridEpSyncFree) return 0.0;
        return fusedDispatch(d) ? hostSecondsFusedDispatch : hostSecondsPerLayer;
    }
};
const MoeEfficiency& moeEfficiency();

// A group of `n` ranks, consecutive in rank order, `domain` of them per NVLink domain.
struct SpreadGroup {
    int n = 1;
    int domain = 8;
    LinkModel nvlink;
    LinkModel fabric; // per GPU
};

// All-to-all of `bytes` per rank (each rank sends bytes x (n-1)/n to its peers): the share
// to peers in the same NVLink domain over NVLink, the rest over the fabric, concurrently
// (nccl-tests doc/PERFORMANCE.md: alltoall bus bandwidth = (n-1)/n x size / time).
double allToAllSeconds(double bytes, const SpreadGroup& g);

// Expert dispatch (or combine) of `copyBytes` per routed copy, `copies` (top-k) copies per token,
// over `g` (ranks consecutive, g.domain per NVLink domain). Across domains each token crosses the
// fabric once per remote domain it is routed to and is forwarded inside it over NVLink
// (DeepSeek-V3 arXiv:2412.19437 sec. 3.2.2; DeepEP's internode kernels): with uniform routing over
// D domains a remote domain is hit with probability 1 - (1 - 1/D)^k. Every copy that leaves its GPU
// crosses NVLink once. Inside one domain this is allToAllSeconds(copyBytes x copies).
// Node-limited routing (`nodeLimit` > 0, DeepSeek-V3 sec. 2.1.2) picks at most that many domains per
// token; uniformly over the D domains, nodeLimit x (D - 1) / D of them are remote.
double expertDispatchSeconds(double copyBytes, int copies, const SpreadGroup& g, int nodeLimit = 0);

// Ring attention: n - 1 steps, each passing `bytesPerStep` to the next rank, overlapped with
// the attention of the block received (`computeSeconds` in all); returns what stays exposed.
double ringExposedSeconds(double bytesPerStep, int n, const LinkModel& link, double computeSeconds);

} // namespace gputco
