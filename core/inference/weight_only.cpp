#include "core/inference/weight_only.hpp"

namespace gputco {

bool servesWeightOnly(const GpuSpec& gpu, Precision weights) {
    return weights == Precision::FP4 && !gpu.supports(Precision::FP4) && gpu.supports(Precision::BF16);
}

GpuPerformance servingPerformance(const GpuSpec& gpu, Precision weights) {
    if (!servesWeightOnly(gpu, weights)) return gpuPerformance(gpu, weights);
    GpuPerformance g = gpuPerformance(gpu, Precision::BF16);
    g.weightBytesPerValue = bytesPerValue(Precision::FP4);
    return g;
}

} // namespace gputco
