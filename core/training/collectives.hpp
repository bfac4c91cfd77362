#pragma once
// Time of NCCL-style collectives (nccl-tests doc/PERFORMANCE.md):
//   all-reduce 2(n-1)/n S/B; reduce-scatter and all-gather (n-1)/n S/B; plus latency.
// Data-parallel groups are hierarchical (mlsysim calc_hierarchical_allreduce_time):
// inside a node over NVLink, across nodes over the fabric, each GPU's share of the
// node's injection bandwidth.

#include <cmath>

namespace gputco {

struct LinkModel {
    double bytesPerSecond = 1; // achievable, per GPU, one direction
    double latency = 0;        // seconds per collective step
};

inline double ringReduceScatter(double bytes, int n, const LinkModel& link) {
    if (n <= 1) return 0;
    return (n - 1.0) / n * bytes / link.bytesPerSecond + link.latency;
}
inline double ringAllGather(double bytes, int n, const LinkModel& link) { return ringReduceScatter(bytes, n, link); }
inline double ringAllReduce(double bytes, int n, const LinkModel& link) {
    if (n <= 1) return 0;
    return 2.0 * (n - 1.0) / n * bytes / link.bytesPerSecond + link.latency;
}

// A data-parallel group of `n` ranks, `local` of them in each node.
struct HierarchicalGroup {
    int n = 1;
    int local = 1;
    LinkModel intra; // NVLink
    LinkModel inter; // the fabric, per GPU
    int nodes() const { return n / local; }
};

// Reduce-scatter (or all-gather) of `bytes` per rank over the group: intra-node
// step on the full buffer, then inter-node on the 1/local shard. Latency of the
// inter-node step grows with log2(nodes) (NCCL tree/ring selection).
inline double hierarchicalHalf(double bytes, const HierarchicalGroup& g) {
    double t = ringReduceScatter(bytes, g.local, g.intra);
    const int nodes = g.nodes();
    if (nodes > 1)
        t += (nodes - 1.0) / nodes * (bytes / g.local) / g.inter.bytesPerSecond +
             g.inter.latency * (1.0 + std::log2(double(nodes)));
    return t;
}
inline double hierarchicalAllReduce(double bytes, const HierarchicalGroup& g) {
    return 2.0 * hierarchicalHalf(bytes, g);
}

} // namespace gputco
