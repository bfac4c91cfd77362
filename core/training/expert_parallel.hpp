#pragma once
// Expert parallelism (MoE all-to-all) and context parallelism (ring attention): the
// communication each adds per layer, and the few global MoE efficiency parameters.

#include "core/training/collectives.hpp"

namespace gputco {

// Global MoE parameters (one table, not tuned per run).
struct MoeEfficiency {
    // Slowest expert rank's tokens over the mean. Switch Transformer (Fedus et al. 2021, sec. 2.2
    // and Table 1) and GShard (Lepikhin et al. 2020) size expert buffers with a capacity factor of
    // 1.25 for this skew; benchmarks that force-balance the routing (NeMo's MoE tables) use 1.0.
    double defaultLoadImbalance = 1.25;
    // Grouped GEMM (one kernel over all local experts) relative to a dense GEMM of the same
    // per-expert shape: DeepGEMM's README reports its grouped "contiguous" kernels at 1.1-1.2x
    // lower TFLOPS than its normal GEMMs of similar size; 0.85 takes the middle.
    double groupedGemmEfficiency = 0.85;
    // Token permutation and un-permutation around the all-to-all: HBM passes over the routed
    // copies of the hidden state (Megatron-Core moe_permute / moe_unpermute), forward.
    double permutePasses = 4.0;
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

// Ring attention: n - 1 steps, each passing `bytesPerStep` to the next rank, overlapped with
// the attention of the block received (`computeSeconds` in all); returns what stays exposed.
double ringExposedSeconds(double bytesPerStep, int n, const LinkModel& link, double computeSeconds);

} // namespace gputco
