// Serving MoE and MLA models, the batch as an upper bound, and the large-batch step terms.
#include "core/inference/inference_model.hpp"
#include "data/catalog_seed.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gputco;

namespace {
// Mixtral-8x7B (config.json; arXiv:2401.04088): 32 layers, h 4096, 32 heads, 8 KV heads,
// 8 experts of FFN 14336, top-2, vocabulary 32,000.
ModelShape mixtral() {
    ModelShape s = test::llamaLike(32, 4096, 32, 8, 14336, 32000);
    s.experts = 8, s.activeExperts = 2, s.expertFfn = 14336;
    return s;
}
// DeepSeek-V3 (arXiv:2412.19437 section 4.2): 61 layers, h 7168, 128 heads, 3 dense layers
// first, 256 routed experts of FFN 2048, top-8, 1 shared, MLA kv_lora_rank 512, rope 64.
ModelShape deepseekV3() {
    ModelShape s = test::llamaLike(61, 7168, 128, 128, 18432, 129280);
    s.experts = 256, s.activeExperts = 8, s.sharedExperts = 1, s.expertFfn = 2048, s.firstDenseLayers = 3;
    s.attention = ModelShape::Attention::Mla, s.kvLoraRank = 512, s.qkRopeDim = 64;
    return s;
}
InferenceJob job(const ModelShape& s, const char* gpu, int gpus, Precision w = Precision::FP8) {
    return test::servingJob(s, gpu, gpus, w);
}
} // namespace

TEST_CASE("MoE parameters: Mixtral-8x7B has 47B weights and 13B active per token (arXiv:2401.04088)") {
    const ServingParams p = servingParams(mixtral());
    // Paper section 2: "each token has access to 47B parameters, but only uses 13B active parameters".
    CHECK(p.total == Approx(47e9).epsilon(0.01));
    CHECK(p.activePerToken() == Approx(13e9).epsilon(0.01));
    // A dense shape counts exactly what ModelShape::params() counts.
    const ModelShape dense = test::llamaLike(80, 8192, 64, 8, 28672, 128256);
    CHECK(servingParams(dense).total == Approx(dense.params()));
    CHECK(servingParams(dense).activePerToken() == Approx(dense.params()));
}

TEST_CASE("MLA KV cache: DeepSeek-V3 holds one 576-wide latent per layer, 70,272 B per token in BF16") {
    // 61 layers x (512 + 64) x 2 bytes = 70,272 B (not x 2 for K and V, not per head).
    CHECK(kvBytesPerToken(deepseekV3(), Precision::BF16) == Approx(70272));
    // Standard GQA for comparison: Llama-3-70B 2 x 80 x 8 x 128 x 2 = 327,680 B.
    CHECK(kvBytesPerToken(test::llamaLike(80, 8192, 64, 8, 28672, 128256), Precision::BF16) == Approx(327680));
}

TEST_CASE("experts touched per step grow with the tokens until all are read (occupancy expectation)") {
    // E (1 - (1 - k/E)^n): one token touches k; two tokens 8 (1 - 0.75^2) = 3.5; many touch all 8.
    CHECK(expectedExpertsTouched(8, 2, 1) == Approx(2));
    CHECK(expectedExpertsTouched(8, 2, 2) == Approx(3.5));
    CHECK(expectedExpertsTouched(8, 2, 1000) == Approx(8));
    // DeepSeek-V3 at 32 tokens: 256 (1 - (1 - 8/256)^32) = 161.9 of 256.
    CHECK(expectedExpertsTouched(256, 8, 32) == Approx(256 * (1 - std::pow(248.0 / 256, 32))));
}

TEST_CASE("MoE serving: memory for all experts, batch-1 decode reads only the active ones") {
    InferenceJob j = job(mixtral(), "H100-SXM5-80GB", 2);
    j.tp = 2;
    j.batch = 1;
    const InferenceResult moe = estimateInference(j);
    // All 46.7B weights in FP8 over 2 GPUs: 46.7e9 / 2 / 2^30 GiB each.
    CHECK(moe.weightsGbPerGpu == Approx(servingParams(mixtral()).total / 2 / 1073741824.0));
    CHECK(moe.expertWeightsGbPerGpu > 0.9 * moe.weightsGbPerGpu);
    // A dense model of the same total size reads 47B per token, Mixtral about 13B + the touched experts:
    // batch-1 TPOT well under half (13/47 = 0.28 plus step overheads).
    InferenceJob d = j;
    d.shape = test::llamaLike(32, 8192, 64, 8, 28672, 32000); // 27B; layers scaled to Mixtral's total
    d.shape.layers = int(std::round(32 * servingParams(mixtral()).total / d.shape.params()));
    const InferenceResult dense = estimateInference(d);
    CHECK(moe.chosen.tpotMs < 0.5 * dense.chosen.tpotMs);
}

TEST_CASE("expert parallelism: the replica is the EP group, attention tp 1 or ep, needs an MoE shape") {
    InferenceJob j = job(mixtral(), "H100-SXM5-80GB", 8);
    j.ep = 4;
    const InferenceResult r = estimateInference(j);
    CHECK(r.ep == 4);
    CHECK(r.tp == 4);
    CHECK(r.expertsPerGpu == 2); // 8 experts over 4 GPUs
    CHECK(r.redundantExperts == 0);
    j.ep = 4;
    j.tp = 2;
    CHECK_THROWS_WITH(estimateInference(j), Catch::Contains("tp must be 1 or equal ep (4)"));
    j.ep = 16; // more than the 8 GPUs
    j.tp.reset();
    CHECK_THROWS_WITH(estimateInference(j), Catch::Contains("allowed 1 to 8"));
    InferenceJob d = job(test::llamaLike(32, 4096, 32, 8, 14336, 128256), "H100-SXM5-80GB", 8);
    d.ep = 2;
    CHECK_THROWS_WITH(estimateInference(d), Catch::Contains("MoE"));
}

TEST_CASE("redundant experts: EP 144 and 96 with 256 experts are served, the replicas' memory counted") {
    // DeepSeek's decode unit (open-infra-index day 6, 2025-03-01; shared/reference/mechanisms.md S6):
    // EP144 on 18 H800 nodes, "each GPU manages 2 routed experts and 1 shared expert", 32 redundant:
    // ceil(256 / 144) = 2 per GPU, 144 x 2 - 256 = 32 replicas.
    InferenceJob j = job(deepseekV3(), "H800-SXM5-80GB", 144);
    j.ep = 144;
    j.tp = 1; // attention data-parallel, as DeepSeek's decode pool runs it
    const InferenceResult r = estimateInference(j);
    CHECK(r.ep == 144);
    CHECK(r.expertsPerGpu == 2);
    CHECK(r.redundantExperts == 32);
    // Expert memory per GPU: 2 of the 256 experts' weights, as with EP 128 (exactly 2 each), twice EP 256's.
    InferenceJob exact = job(deepseekV3(), "H800-SXM5-80GB", 256);
    exact.ep = 256;
    const InferenceResult one = estimateInference(exact);
    CHECK(one.expertsPerGpu == 1);
    CHECK(r.expertWeightsGbPerGpu == Approx(2.0 * one.expertWeightsGbPerGpu));
    // EP 96: ceil(256 / 96) = 3 per GPU, 288 - 256 = 32 replicas; 96 x H100 holds a 671B FP8 model.
    InferenceJob h100 = job(deepseekV3(), "H100-SXM5-80GB", 96);
    h100.ep = 96;
    const InferenceResult r96 = estimateInference(h100);
    CHECK(r96.expertsPerGpu == 3);
    CHECK(r96.redundantExperts == 32);
    CHECK(r96.expertWeightsGbPerGpu == Approx(3.0 * one.expertWeightsGbPerGpu));
}

TEST_CASE("data-parallel attention: each rank schedules its own sequences") {
    // With tp 1 beside ep each GPU is one engine rank: the engine's batch cap (4,096) and its step token
    // budget apply per rank, so the replica's batch may exceed 4,096, while tp = ep keeps one engine.
    InferenceJob j = job(deepseekV3(), "H800-SXM5-80GB", 144);
    j.ep = 144;
    j.promptTokens = 1000, j.outputTokens = 1000;
    j.tp = 144;
    const InferenceResult oneEngine = estimateInference(j);
    CHECK(oneEngine.maxBatch <= 4096);
    j.tp = 1;
    const InferenceResult ranks = estimateInference(j);
    CHECK(ranks.maxBatch > 4096);
    CHECK(ranks.tokensPerSecondPerGpu > oneEngine.tokensPerSecondPerGpu);
}

TEST_CASE("data-parallel attention: a rank that prefills alone holds up the others at every MoE layer") {
    // TensorRT-LLM tech blog 10 (ADP Balance Strategy): DeepSeek-V3 on 8 GB200, attention DP 8 and EP 8, 16,000
    // requests of 803 input and 3,653 output tokens on average: 25,664 tok/s when each rank prefills on its own,
    // 34,140 with enable_balance (prefills held back until every rank has one): 0.75.
    InferenceJob j = job(deepseekV3(), "GB200-NVL72", 8, Precision::FP4);
    j.ep = 8, j.tp = 1, j.engine = ServingEngine::TensorRtLlm;
    j.promptTokens = 803, j.outputTokens = 3653;
    const InferenceResult alone = estimateInference(j);
    j.balancedPrefill = true;
    const InferenceResult balanced = estimateInference(j);
    const double ratio = alone.tokensPerSecondPerGpu / balanced.tokensPerSecondPerGpu;
    CHECK(ratio > 0.60);
    CHECK(ratio < 0.90);
    // One engine over the EP group (tp = ep) schedules all prompts itself: nothing to balance.
    j.tp = 8;
    const double oneEngine = estimateInference(j).tokensPerSecondPerGpu;
    j.balancedPrefill = false;
    CHECK(estimateInference(j).tokensPerSecondPerGpu == Approx(oneEngine));
}

TEST_CASE("a rank that prefills alone runs the shared experts and the router on its own tokens") {
    // DeepSeek-V3 on 8 H100, attention data-parallel: 64 decoding sequences and one 4,096-token prompt chunk.
    // Balanced, each rank runs the shared expert and the router on (64 + 4,096) / 8 = 520 tokens; a rank that
    // prefills alone on 64 / 8 + 4,096 = 4,104. The same step without a shared expert differs by the router only, so
    // the difference of the two differences is the shared expert's two GEMMs (gate+up 2 x 2,048 wide, down 2,048
    // deep, hidden 7,168) at 4,104 against 520 tokens, on each of the 58 MoE layers.
    const GpuPerformance perf = gpuPerformance(*data::shippedCatalog().gpu("H100-SXM5-80GB"), Precision::FP8);
    const auto unbalancedExtra = [&](const ModelShape& s) {
        ServingStep step(s, perf, 8, true, Precision::FP8, ServingEngine::TensorRtLlm, servingCalibration());
        step.setIndependentRanks(true);
        return step.seconds({64, 2000, 4096, 4096, 1}) - step.seconds({64, 2000, 4096, 4096, 0});
    };
    ModelShape noShared = deepseekV3();
    noShared.sharedExperts = 0;
    const auto shared = [&](double m) {
        return perf.gemmSeconds(m, 2.0 * 2048, 7168) + perf.gemmSeconds(m, 7168, 2048);
    };
    const double expected = 58 * (shared(64.0 / 8 + 4096) - shared((64.0 + 4096) / 8));
    CHECK(unbalancedExtra(deepseekV3()) - unbalancedExtra(noShared) == Approx(expected).epsilon(1e-9));
}

TEST_CASE("bad MoE and MLA shapes name the field") {
    InferenceJob j = job(mixtral(), "H100-SXM5-80GB", 8);
    j.shape.activeExperts = 9;
    CHECK_THROWS_WITH(estimateInference(j), Catch::Contains("active_experts"));
    j = job(deepseekV3(), "H200-SXM-141GB", 8);
    j.shape.kvLoraRank = 8192; // above hidden 7168
    CHECK_THROWS_WITH(estimateInference(j), Catch::Contains("kv_lora_rank"));
}

TEST_CASE("DeepSeek-V3 fits 8 x H200 in FP8 with MLA's small KV cache") {
    const InferenceResult r = estimateInference(job(deepseekV3(), "H200-SXM-141GB", 8));
    CHECK(r.tp == 8);
    CHECK(r.totalParams == Approx(671e9).epsilon(0.03)); // report: 671B total (MLA counted as standard attention)
    CHECK(r.activeParams == Approx(37e9).epsilon(0.15)); // report: 37B activated
    CHECK(r.maxBatch > 32);
}

TEST_CASE("a requested batch is an upper bound: clamped to what the KV cache holds, and says why") {
    InferenceJob j = job(test::llamaLike(80, 8192, 64, 8, 28672, 128256), "H100-SXM5-80GB", 4, Precision::BF16);
    j.tp = 4;
    j.batch = 100000;
    InferenceResult r = estimateInference(j);
    CHECK(r.chosen.batch == r.maxBatch);
    CHECK(r.batchLimitedBy == "kv_cache");
    CHECK(r.requestedBatch == 100000);
    j.batch = 4;
    r = estimateInference(j);
    CHECK(r.chosen.batch == 4);
    CHECK(r.batchLimitedBy == "requested");
    j.batch.reset();
    j.tpotMs = r.curve.back().tpotMs * 1.01; // the batch-4 point's TPOT: larger batches are slower
    r = estimateInference(j);
    CHECK(r.batchLimitedBy == "latency");
    CHECK(r.chosen.batch < r.maxBatch);
}

TEST_CASE("decode attention reads each running sequence's own KV cache") {
    // One step's extra time for a longer context is batch x extra tokens x KV bytes per GPU
    // over the attention bandwidth: memory-bound per sequence (FlashDecoding).
    const ModelShape s = test::llamaLike(32, 4096, 32, 8, 14336, 128256);
    const GpuSpec& h100 = *data::shippedCatalog().gpu("H100-SXM5-80GB");
    const GpuPerformance perf = gpuPerformance(h100, Precision::FP8);
    const ServingCalibration c = servingCalibration();
    const ServingStep step(s, perf, 1, false, Precision::FP8, ServingEngine::Vllm, c);
    const double kv = 2.0 * 32 * 8 * 128 * 1; // FP8: 65,536 B per token
    const double extra = step.seconds({256, 2000, 0, 0}) - step.seconds({256, 1000, 0, 0});
    CHECK(extra == Approx(256 * 1000 * kv / (perf.hbmBytesPerSecond * c.attentionBandwidthShare)));
}

TEST_CASE("expert parallelism over two 8-GPU servers: the fabric for the other server, hidden by two micro-batches") {
    // DeepSeek-V3 (61 layers, 58 MoE, top-8, hidden 7,168), EP 16 over two H100 servers, against the same replica
    // on one 16-GPU NVLink domain. Across domains each GPU's routed copies (m / 16 x 8 x 7,168, dispatched in FP8,
    // combined in BF16: 1.5 bytes) go 7/16 over NVLink and 8/16 over the fabric at 43 GB/s (DeepEP internode,
    // mechanisms.md C2), both at once; two micro-batches hide them behind the compute (DeepSeek-V3 sec. 3.4.2),
    // so the step is compute + max(0, exchange - compute) + overhead. In one domain: compute + exchange at
    // the NVLink rate L in BF16 + overhead.
    const ModelShape s = deepseekV3();
    const GpuSpec& h100 = *data::shippedCatalog().gpu("H100-SXM5-80GB");
    const GpuPerformance servers = gpuPerformance(h100, Precision::FP8);
    GpuPerformance domain = servers;
    domain.nvlinkDomain = 16;
    const ServingCalibration c = servingCalibration();
    const ServingStep two(s, servers, 16, true, Precision::FP8, ServingEngine::TensorRtLlm, c);
    const ServingStep one(s, domain, 16, true, Precision::FP8, ServingEngine::TensorRtLlm, c);
    const double m = 2048, L = servers.nvlinkBytesPerSecond * c.allReduceShare, latency = servers.nvlinkLatency;
    const double overhead = c.fixedStepSeconds + 61 * 4e-6 + c.perSequenceSecondsTrt * m;
    const double inOne = 2.0 * 58 * (m / 16 * 8 * 7168 * 2.0 * 15 / 16 / L + latency);
    const double copies = m / 16 * 8 * 7168 * 1.5;
    const double acrossTwo = 2.0 * 58 * (std::max(copies * 7 / 16 / L, copies * 8 / 16 / 43e9) + latency);
    const StepShape step{m, 1000, 0, 0};
    const double compute = one.seconds(step) - inOne - overhead;
    CHECK(servers.nvlinkDomain == 8);
    CHECK(compute > 0);
    CHECK(two.seconds(step) == Approx(compute + std::max(0.0, acrossTwo - compute) + overhead).epsilon(1e-9));
}

TEST_CASE("MLA decode attention is compute-bound with attention data-parallel: FlashMLA's 660 of 989 TFLOP/s") {
    // DeepSeek-V3 decode, 256 sequences on 8 H100 with expert parallelism (each GPU attends to its eighth).
    // Per cached token and layer absorbed MLA does 2 x 128 heads x (2 x 512 + 64) FLOPs for 576 bytes of
    // FP8 latent; 1,000 more tokens of context cost 256 x 1,000 x 61 layers x that / 8 GPUs at 660/989 of
    // the BF16 peak (FlashMLA on H800, mechanisms.md A6), more than reading them at the HBM rate.
    const ModelShape s = deepseekV3();
    const GpuSpec& h100 = *data::shippedCatalog().gpu("H100-SXM5-80GB");
    const GpuPerformance perf = gpuPerformance(h100, Precision::FP8);
    const ServingCalibration c = servingCalibration();
    const ServingStep step(s, perf, 8, true, Precision::FP8, ServingEngine::TensorRtLlm, c);
    const double flops = 256.0 * 1000 * 61 * 2 * 128 * (2 * 512 + 64) / 8;
    const double compute = flops / (perf.peakBf16Flops * 660.0 / 989.0);
    const double read = 256.0 * 1000 * 61 * 576 / 8 / (perf.hbmBytesPerSecond * c.attentionBandwidthShare);
    CHECK(compute > read);
    const double extra = step.seconds({256, 2000, 0, 0}) - step.seconds({256, 1000, 0, 0});
    CHECK(extra == Approx(compute).epsilon(1e-9));
}

TEST_CASE("MLA prefill attention: per-head query/key 192 and value 128 wide, not the hidden size") {
    // DeepSeek-V3 prefill (arXiv:2412.19437 sec. 2.1.1: d_h 128 + RoPE 64 per query/key head, 128 heads): the
    // prompt's keys and values are decompressed per head, so a causal prefill of c tokens against a prompt of p
    // costs c x p x 128 x (192 + 128) FLOPs per layer (QK^T and PV over half the prompt on average, 2 FLOPs per
    // multiply-add), 2.86x what a 7,168-wide hidden state would give. One GPU, no tensor parallelism, so the
    // 1,000 extra prompt tokens change only this term.
    ModelShape s = deepseekV3();
    s.qkNopeDim = 128, s.vHeadDim = 128;
    const GpuSpec& h100 = *data::shippedCatalog().gpu("H100-SXM5-80GB");
    const GpuPerformance perf = gpuPerformance(h100, Precision::FP8);
    const ServingStep step(s, perf, 1, false, Precision::FP8, ServingEngine::TensorRtLlm, servingCalibration());
    const double c = 512;
    const double flops = c * 1000.0 * 128 * (192 + 128) * 61;
    const double extra = step.seconds({0, 0, c, 2000}) - step.seconds({0, 0, c, 1000});
    CHECK(extra == Approx(flops / (perf.peakBf16Flops * perf.attentionEfficiency)).epsilon(1e-9));
}
