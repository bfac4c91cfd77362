// Serving model: KV-cache sizes, batch limits, latency physics, M/M/c sizing, MIG slices.
#include "core/inference/inference_model.hpp"
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gputco;

namespace {
ModelShape llama70() { return test::llamaLike(80, 8192, 64, 8, 28672, 32000); }
InferenceJob job(const char* gpu, int gpus, Precision w = Precision::BF16) {
    InferenceJob j;
    j.gpu = *data::shippedCatalog().gpu(gpu);
    j.gpus = gpus;
    j.shape = llama70();
    j.weights = w;
    j.kvCache = w == Precision::BF16 ? Precision::BF16 : Precision::FP8;
    j.promptTokens = 1024;
    j.outputTokens = 256;
    return j;
}
} // namespace

TEST_CASE("KV cache per token: Llama-3-70B in BF16 is 320 KiB (llm-analysis)") {
    // 2 (K, V) x 80 layers x 8 KV heads x 128 x 2 bytes = 327,680 B.
    CHECK(kvBytesPerToken(llama70(), Precision::BF16) == Approx(327680));
    CHECK(kvBytesPerToken(llama70(), Precision::FP8) == Approx(163840));
}

TEST_CASE("decode is memory-bound at batch 1, throughput grows with batch, latency too") {
    const InferenceResult r = estimateInference(job("H100-SXM5-80GB", 4));
    REQUIRE(r.curve.size() >= 4);
    // Batch 1 on TP4: 140 GB of weights / 4 GPUs read per token at ~2.6 TB/s each -> ~13 ms + collectives.
    CHECK(r.curve.front().tpotMs > 12);
    CHECK(r.curve.front().tpotMs < 25);
    for (size_t i = 1; i < r.curve.size(); ++i) {
        CHECK(r.curve[i].tokensPerSecond > r.curve[i - 1].tokensPerSecond);
        CHECK(r.curve[i].tpotMs >= r.curve[i - 1].tpotMs);
    }
    // Largest batch: the KV cache beside the weights (4 x 80 GiB x 0.92 - reserve - 140 GB) over what a
    // sequence holds on average under vLLM's admission (prompt 1,024 + half of 256 output = 1,152 tokens)
    // x 320 KiB (vLLM paper, Kwon et al. 2023, section 4.5: admit on current use, preempt at the limit).
    const double free = 4 * (80 * 1073741824.0 * 0.92 - 3 * 1073741824.0) - llama70().params() * 2;
    CHECK(r.maxBatch == int(std::floor(free / (1152 * 327680.0))));
}

TEST_CASE("more bandwidth and FP8 serve more tokens per GPU") {
    const double h100 = estimateInference(job("H100-SXM5-80GB", 8)).tokensPerSecondPerGpu;
    const double h200 = estimateInference(job("H200-SXM-141GB", 8)).tokensPerSecondPerGpu;
    const double h100fp8 = estimateInference(job("H100-SXM5-80GB", 8, Precision::FP8)).tokensPerSecondPerGpu;
    CHECK(h200 > h100);
    CHECK(h100fp8 > h100);
}

TEST_CASE("M/M/c: one server matches the textbook, more servers cut the wait") {
    // M/M/1 with rho = 0.5: P(W > t) = rho e^{-(mu - lambda) t}; p99 wait = ln(50) / (mu - lambda).
    CHECK(mmcP99Seconds(0.5, 1.0, 1) == Approx(1.0 + std::log(0.5 / 0.01) / 0.5));
    CHECK(mmcP99Seconds(5, 1.0, 10) < mmcP99Seconds(5, 1.0, 6));
    CHECK(std::isinf(mmcP99Seconds(10, 1.0, 10)));
    CHECK(mmcP99Seconds(1000, 0.5, 1000) == Approx(0.5).margin(0.05)); // light load: service time
}

TEST_CASE("M/M/c: Erlang C by hand for three servers and a wait of zero for a large fleet") {
    // a = 2 erlangs on c = 3 servers: Erlang B = (8/6) / (1 + 2 + 2 + 8/6) = 4/19; Erlang C = B / (1 - rho + rho B)
    // = (4/19) / (1/3 + 8/57) = 4/9; p99 wait = ln((4/9) / 0.01) / (c mu - lambda) = ln(44.4) / 1 s.
    CHECK(mmcP99Seconds(2, 1.0, 3) == Approx(1.0 + std::log(4.0 / 9.0 / 0.01)));
    // 10^5 erlangs on 10^6 slots: a wait probability of ~0, so the p99 is the service time itself (the
    // recursion stops once the probability falls under 1 %, without walking the million slots).
    CHECK(mmcP99Seconds(1e5, 1.0, 1000000) == 1.0);
    // at 99 % load many slots still wait: a positive wait
    CHECK(mmcP99Seconds(990, 1.0, 1000) > 1.0);
}

TEST_CASE("sizing for a peak QPS under a p99 target, and targets below the physical floor") {
    InferenceJob j = job("H100-SXM5-80GB", 8, Precision::FP8);
    j.qps = 20;
    j.p99Ms = 30000;
    const InferenceResult r = estimateInference(j);
    CHECK(r.gpusNeeded >= r.tp);
    CHECK(r.p99Ms <= 30000);
    j.qps = 40;
    CHECK(estimateInference(j).gpusNeeded >= r.gpusNeeded);
    j.p99Ms = 50; // 256 decode steps cannot take 50 ms
    CHECK_THROWS_WITH(estimateInference(j), Catch::Contains("p99_ms") && Catch::Contains("physical floor"));
    j.p99Ms.reset();
    j.qps = 0;
    CHECK_THROWS_WITH(estimateInference(j), Catch::Contains("qps"));
    j = job("H100-SXM5-80GB", 1);
    CHECK_THROWS_WITH(estimateInference(j), Catch::Contains("do not fit"));
    j = job("A100-SXM4-80GB", 8, Precision::FP8);
    CHECK_THROWS_WITH(estimateInference(j), Catch::Contains("precision"));
}

TEST_CASE("MIG slices: profiles per GPU, a 13B model fits a B300 2g slice, a 70B one does not") {
    const GpuSpec& b300 = *data::shippedCatalog().gpu("B300-SXM-288GB");
    const auto profiles = migProfiles(b300);
    REQUIRE(profiles.size() == 5);
    CHECK(profiles.front().name == "1g.33gb"); // 268.6 GiB usable / 8 memory slices = 33.6, named 33 (floor)
    CHECK(findMigProfile(b300, "2g").memoryFraction() == Approx(0.25));
    CHECK_THROWS_WITH(findMigProfile(b300, "5g"), Catch::Contains("1g.33gb"));
    CHECK(migProfiles(*data::shippedCatalog().gpu("V100-SXM2-32GB")).empty());
    InferenceJob j = job("B300-SXM-288GB", 1, Precision::FP8);
    j.shape = llamaShapeForParams(13e9);
    j.mig = "2g";
    const InferenceResult r = estimateInference(j);
    CHECK(r.unit == "MIG slices");
    CHECK(r.maxBatch >= 1);
    j.shape = llama70();
    j.weights = Precision::BF16;
    j.mig = "1g";
    CHECK_THROWS_WITH(estimateInference(j), Catch::Contains("slice"));
}

TEST_CASE("LoRA trains faster and lighter than full fine-tuning, QLoRA lighter still") {
    const ModelShape s = llamaShapeForParams(13e9);
    TrainingJob full = test::catalogJob("H100-SXM5-80GB", 8, s, 1e9);
    const TrainingResult f = estimateTraining(full);
    TrainingJob lora = full;
    lora.lora = LoraConfig{16, false, false};
    const TrainingResult l = estimateTraining(lora);
    lora.lora->qlora = true;
    const TrainingResult q = estimateTraining(lora);
    CHECK(l.timeToTrainDays < f.timeToTrainDays);
    CHECK(l.timeToTrainDays > 0.5 * f.timeToTrainDays); // the base still runs forward and data-gradient passes
    CHECK(l.best.memory.optimizer < 0.02 * f.best.memory.optimizer + 1e9);
    // Adapters: rank 16 on Q, K, V, O: 16 x (2h + 2h + 2h + 2h) per layer with MHA.
    CHECK(LoraConfig{16, false, false}.adapterParams(s) == Approx(s.layers * 16.0 * 8 * s.hidden));
    CHECK((q.best.memory.weights / q.best.layout.pp < l.best.memory.weights / l.best.layout.pp * 1.01));
}

TEST_CASE("serving GEMMs use heads x head_dim: Qwen3's 64 heads of 128 read twice the attention weights of 64 x 64") {
    // A Qwen3-235B-like dense stack (config.json: hidden 4,096, 64 query heads and 4 KV heads of head_dim 128): per
    // layer q 4,096 x 8,192, k and v 4,096 x 512 each, o 8,192 x 4,096. With head_dim 64 (= hidden / heads) the
    // same layer holds 4,096 x (4,096 + 512 + 4,096) = 35,651,584 fewer weights. Decoding one sequence on one GPU
    // reads every weight once per step (FP8: one byte each), so the step is longer by 94 layers x 35,651,584 bytes
    // at the achievable HBM rate (the activations of one token are negligible).
    ModelShape wide = test::llamaLike(94, 4096, 64, 4, 12288, 151936);
    ModelShape narrow = wide;
    wide.headSize = 128;
    const GpuSpec& h200 = *data::shippedCatalog().gpu("H200-SXM-141GB");
    const GpuPerformance perf = gpuPerformance(h200, Precision::FP8);
    auto step = [&](const ModelShape& s) {
        return ServingStep(s, perf, 1, false, Precision::FP8, ServingEngine::TensorRtLlm, servingCalibration())
            .seconds({1, 1, 0, 0});
    };
    const double extra = 94.0 * 35651584.0 / perf.hbmBytesPerSecond;
    CHECK(step(wide) - step(narrow) == Approx(extra).epsilon(0.01));
}

TEST_CASE("a prefill chunk computes logits for each prompt's last token only, not for every prompt token") {
    // Engines keep no context logits (TensorRT-LLM gather_context_logits, vLLM prompt_logprobs: off by default),
    // so a chunk of 4,096 prompt tokens from 1,024-token prompts runs the output layer for 4 tokens: a BF16 GEMM of
    // 4 rows that reads the vocab x 4,096 weights once. Between a 32,000- and a 128,000-token vocabulary the step
    // then differs by reading 96,000 x 4,096 more BF16 weights (and 4 x 96,000 more outputs), at the achievable HBM
    // rate (0.30 ms on an H100); over all 4,096 tokens it would be 2 x 4,096 x 96,000 x 4,096 FLOPs more (~4.8 ms).
    const GpuSpec& h100 = *data::shippedCatalog().gpu("H100-SXM5-80GB");
    const GpuPerformance perf = gpuPerformance(h100, Precision::FP8);
    auto step = [&](int vocab) {
        return ServingStep(test::llamaLike(32, 4096, 32, 8, 14336, vocab), perf, 1, false, Precision::FP8,
                           ServingEngine::TensorRtLlm, servingCalibration())
            .seconds({0, 0, 4096, 1024});
    };
    const double reads = 96000.0 * 4096 * 2 + 4.0 * 96000 * 2;
    CHECK(step(128000) - step(32000) == Approx(reads / perf.hbmBytesPerSecond).epsilon(0.01));
}
