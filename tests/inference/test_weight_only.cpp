// Weight-only FP4 on GPUs without FP4 tensor cores (TensorRT-LLM's GPT-OSS deployment guide, 1.2 docs:
// "H200 | BF16 | MXFP4 | TRITON"): weights held and read at half a byte, GEMMs at the BF16 rate.
#include "core/inference/inference_model.hpp"
#include "core/inference/serving_rates.hpp"
#include "core/validation.hpp"
#include "data/catalog_seed.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
const GpuSpec& gpu(const char* id) { return *data::shippedCatalog().gpu(id); }

InferenceJob llama70bOn(const char* id, Precision w) {
    InferenceJob j = test::servingJob(test::llamaLike(80, 8192, 64, 8, 28672, 128256), id, 1, w); // Llama-3.1-70B
    j.tp = 1;
    return j;
}
} // namespace

TEST_CASE("weight-only FP4: served on Hopper and Ampere, native on Blackwell, refused without BF16") {
    CHECK(servesWeightOnly(gpu("H200-SXM-141GB"), Precision::FP4));
    CHECK(servesWeightOnly(gpu("H100-SXM5-80GB"), Precision::FP4));
    CHECK(servesWeightOnly(gpu("A100-SXM4-80GB"), Precision::FP4));
    CHECK_FALSE(servesWeightOnly(gpu("B200-SXM-180GB"), Precision::FP4)); // FP4 tensor cores
    CHECK_FALSE(servesWeightOnly(gpu("H200-SXM-141GB"), Precision::FP8)); // FP8 is computed as FP8
    CHECK_FALSE(servesWeightOnly(gpu("V100-SXM2-32GB"), Precision::FP4)); // no BF16 to widen into
    InferenceJob v100 = llama70bOn("V100-SXM2-32GB", Precision::FP4);
    v100.gpus = 8;
    v100.tp.reset();
    CHECK_THROWS_AS(estimateInference(v100), InputError);
}

TEST_CASE("weight-only FP4 on H200: the BF16 rate, weights read at half a byte (hand count)") {
    const GpuPerformance g = servingPerformance(gpu("H200-SXM-141GB"), Precision::FP4);
    CHECK(g.peakFlops == Approx(989e12)); // H200 datasheet: 989 dense BF16 TFLOP/s, not an FP4 rate
    CHECK(g.gemmBytesPerValue == 2.0);
    CHECK(g.weightBytesPerValue == 0.5);
    // One decode token through an 8192 x 8192 weight is priced at the BF16 rate: 2 x 8192^2 FLOP at 989 TFLOP/s x
    // Hopper's BF16 GEMM share 0.76 / (1 + 384/8192 + 384/8192 + 384/4) for the one-row shape (hardware_model.cpp)
    // = 17.34 us, slower than its 33,587,200 B (8192 x 2 B in and out, 8192^2 x 0.5 B of weights) at 0.78 x 4.8 TB/s
    // = 8.97 us: the widening kernel is compute-bound there, as an FP4 tensor core would not be.
    const double efficiency = 0.76 / (1.0 + 2.0 * 384.0 / 8192.0 + 384.0 / 4.0);
    CHECK(g.gemmSeconds(1, 8192, 8192) == Approx(2.0 * 8192 * 8192 / (989e12 * efficiency)).epsilon(1e-9));
    // Training keeps its rule: its weights are as wide as its GEMM inputs.
    const GpuPerformance fp8 = gpuPerformance(gpu("H200-SXM-141GB"), Precision::FP8);
    CHECK(fp8.weightBytesPerValue == fp8.gemmBytesPerValue);
}

TEST_CASE("weight-only FP4 on H200: Llama-3.1-70B holds 35 GB of weights and is marked weight-only") {
    const InferenceResult r = estimateInference(llama70bOn("H200-SXM-141GB", Precision::FP4));
    // 70.55e9 weights (config.json shape) x 0.5 B = 35.3e9 B = 32.9 GiB.
    CHECK(r.weightsGbPerGpu == Approx(70.55e9 * 0.5 / (1024.0 * 1024 * 1024)).epsilon(0.002));
    CHECK(r.weightOnly);
    const InferenceResult fp8 = estimateInference(llama70bOn("H200-SXM-141GB", Precision::FP8));
    CHECK_FALSE(fp8.weightOnly);
    CHECK(r.maxBatch > fp8.maxBatch); // 32.9 GiB more for the KV cache
    CHECK_FALSE(estimateInference(llama70bOn("B200-SXM-180GB", Precision::FP4)).weightOnly);
}
