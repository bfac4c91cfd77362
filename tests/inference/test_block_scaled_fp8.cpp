// A block-scaled FP8 checkpoint (DeepSeek-V3/R1: config.json weight_block_size [128, 128]) on Hopper, whose tensor
// cores scale per tensor only: its GEMMs run at 1.75x the BF16 rate (cuBLAS 12.9, shared/reference/mechanisms.md
// G13), not at the per-tensor FP8 rate; Blackwell scales blocks in its tensor cores.
#include "core/inference/serving_rates.hpp"
#include "core/training/model_presets.hpp"
#include "data/catalog_seed.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
const GpuSpec& gpu(const char* id) { return *data::shippedCatalog().gpu(id); }
} // namespace

TEST_CASE("block-scaled FP8 runs at 1.75x BF16 on Hopper and at the FP8 rate on Blackwell") {
    CHECK(modelPreset("deepseek-v3").shape.fp8BlockScaled);
    const GpuPerformance h200 = servingPerformance(gpu("H200-SXM-141GB"), Precision::FP8, true);
    // H200: 989 TFLOP/s dense BF16 (catalog), so 1,731 rather than FP8's 1,979.
    CHECK(h200.peakFlops == Approx(1.75 * h200.peakBf16Flops));
    CHECK(h200.peakFlops < servingPerformance(gpu("H200-SXM-141GB"), Precision::FP8, false).peakFlops);
    const GpuPerformance b200 = servingPerformance(gpu("B200-SXM-180GB"), Precision::FP8, true);
    CHECK(b200.peakFlops == servingPerformance(gpu("B200-SXM-180GB"), Precision::FP8, false).peakFlops);
    // BF16 weights of the same model are not scaled at all.
    CHECK(servingPerformance(gpu("H200-SXM-141GB"), Precision::BF16, true).peakFlops ==
          servingPerformance(gpu("H200-SXM-141GB"), Precision::BF16, false).peakFlops);
}
