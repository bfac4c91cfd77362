#include "core/inference/serving_rates.hpp"

#include <algorithm>

namespace gputco {

namespace {
// Block-scaled FP8 GEMMs on Hopper, whose tensor cores scale per tensor only: cuBLAS 12.9 reaches "1.75x speedup
// for large matmuls and at least a 1.25x speedup for most other cases compared to the BF16 baseline"
// (shared/reference/mechanisms.md G13), against about 2x for per-tensor FP8. The large-matmul figure: decode's
// small GEMMs are bound by the weight reads, which block scales do not change.
constexpr double kHopperBlockScaledFp8OverBf16 = 1.75;
} // namespace

bool servesWeightOnly(const GpuSpec& gpu, Precision weights) {
    return weights == Precision::FP4 && !gpu.supports(Precision::FP4) && gpu.supports(Precision::BF16);
}

GpuPerformance servingPerformance(const GpuSpec& gpu, Precision weights, bool fp8BlockScaled) {
    if (!servesWeightOnly(gpu, weights)) {
        GpuPerformance g = gpuPerformance(gpu, weights);
        if (fp8BlockScaled && weights == Precision::FP8 && g.arch == Architecture::Hopper)
            g.peakFlops = std::min(g.peakFlops, kHopperBlockScaledFp8OverBf16 * g.peakBf16Flops);
        return g;
    }
    GpuPerformance g = gpuPerformance(gpu, Precision::BF16);
    g.weightBytesPerValue = bytesPerValue(Precision::FP4);
    return g;
}

} // namespace gputco
