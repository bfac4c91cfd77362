#include "core/training/expert_parallel.hpp"

#include <algorithm>
#include <cmath>

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

double expertDispatchSeconds(double copyBytes, int copies, const SpreadGroup& g, int nodeLimit) {
    if (g.n <= 1) return 0;
    if (g.n <= g.domain) return allToAllSeconds(copyBytes * copies, g);
    const double domains = std::ceil(double(g.n) / g.domain);
    double remoteDomains = (domains - 1.0) * (1.0 - std::pow(1.0 - 1.0 / domains, copies));
    if (nodeLimit > 0 && nodeLimit < domains)
        remoteDomains = std::min(remoteDomains, nodeLimit * (domains - 1.0) / domains);
    const double nvlink = copyBytes * copies * (g.n - 1.0) / g.n / g.nvlink.bytesPerSecond + g.nvlink.latency;
    const double fabric = copyBytes * remoteDomains / g.fabric.bytesPerSecond + g.fabric.latency;
    return std::max(nvlink, fabric);
}

double ringExposedSeconds(double bytesPerStep, int n, const LinkModel& link, double computeSeconds) {
    if (n <= 1) return 0;
    const double comm = (n - 1.0) * (bytesPerStep / link.bytesPerSecond + link.latency);
    return std::max(0.0, comm - computeSeconds * (n - 1.0) / n);
}

} // namespace gputco
