#include "core/training/expert_parallel.hpp"

#include <algorithm>

namespace gputco {

const MoeEfficiency& moeEfficiency() {
    static const MoeEfficiency e;
    return e;
}

double allToAllSeconds(double bytes, const SpreadGroup& g) {
    if (g.n <= 1) return 0;
    const double leaving = bytes * (g.n - 1.0) / g.n;
    const int local = std::max(1, std::min(g.n, g.domain));
    const double insideShare = (local - 1.0) / (g.n - 1.0);
    const double inside = leaving * insideShare / g.nvlink.bytesPerSecond + g.nvlink.latency;
    const double outside =
        insideShare < 1.0 ? leaving * (1.0 - insideShare) / g.fabric.bytesPerSecond + g.fabric.latency : 0.0;
    return std::max(inside, outside);
}

double ringExposedSeconds(double bytesPerStep, int n, const LinkModel& link, double computeSeconds) {
    if (n <= 1) return 0;
    const double comm = (n - 1.0) * (bytesPerStep / link.bytesPerSecond + link.latency);
    return std::max(0.0, comm - computeSeconds * (n - 1.0) / n);
}

} // namespace gputco
