// FLOPs and memory against the closed forms of the papers, computed by hand.
#include "core/training/hardware_model.hpp"
#include "core/training/layout_evaluator.hpp"
#include "data/catalog_seed.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gputco;

namespace {
constexpr double kGiB = 1073741824.0;

TrainingJob gpt(int layers, int hidden, int heads, int gpus = 8) {
    TrainingJob job = test::catalogJob("A100-SXM4-80GB", gpus, gptShape(layers, hidden, heads, 51200), 1e9);
    job.flashAttention = false;
    job.seqLen = 2048;
    job.dropout = true; // Megatron's GPT models of Narayanan 2021 and Korthikanti 2022 train with dropout 0.1
    return job;
}

// Activations per layer of the 22B GPT of Korthikanti et al. 2022 (48 layers, h 6144, s 2048, b 1): the
// output layer's logits and the embedding output (not in Table 2) taken away.
double activationsPerLayer(const TrainingJob& job, Recompute r, bool sp, int tp) {
    const double s = 2048, b = 1, h = 6144, L = 48;
    Layout l{tp, 1, 8 / tp, 1, 1, 1, r, sp, 0};
    const MemoryBreakdown m = LayoutEvaluator(job).memory(l);
    return (m.activations - (4.0 * s * b * 51200 / tp + 4.0 * s * b * h) - 2.0 * s * b * h / (sp ? tp : 1)) / L;
}
} // namespace

TEST_CASE("model FLOPs per sequence follow Narayanan et al. 2021, eq. 3") {
    // F = 72 B s L h^2 (1 + s/(6h) + V/(12 L h)) per iteration of B sequences.
    for (auto [L, h, a] : {std::tuple{48, 6144, 64}, std::tuple{96, 12288, 96}, std::tuple{128, 25600, 160}}) {
        TrainingJob job = gpt(L, h, a);
        LayoutEvaluator ev(job);
        const double s = 2048, V = 51200;
        const double expected = 72.0 * s * L * double(h) * h * (1.0 + s / (6.0 * h) + V / (12.0 * L * h));
        CHECK(ev.modelFlopsPerSequence() == Approx(expected).epsilon(1e-9));
        // Full recompute: 96 B s L h^2 (1 + s/(6h) + V/(16 L h)) in all.
        const double full = 96.0 * s * L * double(h) * h * (1.0 + s / (6.0 * h) + V / (16.0 * L * h));
        CHECK(ev.modelFlopsPerSequence() + ev.recomputeFlopsPerSequence(Recompute::Full) == Approx(full).epsilon(1e-9));
    }
}

TEST_CASE("GQA and gated MLPs change FLOPs as llm-analysis counts them") {
    // Per layer forward: 2 s h (h + 2 g h) + 2 s h^2 + 6 s h f + 4 s^2 h (g = kv/heads).
    ModelShape m = gptShape(80, 8192, 64, 32000, 28672);
    m.kvHeads = 8;
    m.gatedMlp = true;
    m.tiedEmbeddings = false;
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 64, m, 1e9);
    job.seqLen = 4096;
    LayoutEvaluator ev(job);
    const double s = 4096, h = 8192, f = 28672, g = 0.125;
    const double layer = 2 * s * h * (h + 2 * g * h) + 2 * s * h * h + 6 * s * h * f + 4 * s * s * h;
    CHECK(ev.modelFlopsPerSequence() == Approx(3.0 * (80 * layer + 2 * s * h * 32000)).epsilon(1e-9));
    // Close to 6 N D for a model this size (attention adds ~s/(6h) relative).
    CHECK(ev.modelFlopsPerSequence() / (6.0 * m.params() * s) == Approx(1.08).epsilon(0.03));
}

TEST_CASE("model states per GPU: 18 B/param, ZeRO stages, distributed optimizer") {
    TrainingJob job = gpt(48, 6144, 64, 64);
    LayoutEvaluator ev(job);
    // TP 8, PP 1, DP 8: parameters per GPU = (L x per-layer + embeddings) / 8.
    const double p = (48 * job.shape.paramsPerLayer() + 51200.0 * 6144) / 8;
    auto states = [&](int zero) {
        Layout l{8, 1, 8, 1, 1, 1, Recompute::Full, true, zero};
        const MemoryBreakdown m = ev.memory(l);
        return m.weights + m.gradients + m.optimizer;
    };
    CHECK(states(0) == Approx(18 * p));             // 2 + 4 + 12
    CHECK(states(1) == Approx((6 + 12.0 / 8) * p)); // Megatron distributed optimizer: 6 + 12/d
    CHECK(states(2) == Approx((2 + 16.0 / 8) * p)); // ZeRO-2
    CHECK(states(3) == Approx(18.0 / 8 * p));       // ZeRO-3
    // BF16 gradient reduce (Megatron-Bridge grad_reduce_in_fp32 = False): 2-byte gradients instead of 4.
    job.bf16GradientReduce = true;
    LayoutEvaluator bf16(job);
    Layout l{8, 1, 8, 1, 1, 1, Recompute::Full, true, 1};
    const MemoryBreakdown m = bf16.memory(l);
    CHECK(m.weights + m.gradients + m.optimizer == Approx((4 + 12.0 / 8) * p)); // 2 + 2 + 12/d
    // BF16 AdamW moments (Megatron's precision-aware optimizer, DeepSeek-V3 sec. 3.3.2): FP32 master weights
    // (4 B) and two 2-byte moments: 8 instead of 12 B of optimizer state.
    job.bf16OptimizerMoments = true;
    CHECK(LayoutEvaluator(job).memory(l).optimizer == Approx(8.0 / 8 * p));
}

TEST_CASE("activation memory per layer follows Korthikanti et al. 2022, Table 2") {
    const TrainingJob job = gpt(48, 6144, 64);
    const double s = 2048, b = 1, h = 6144, a = 64, t = 8;
    const double sbh = s * b * h;
    auto act = [&](Recompute r, bool sp, int tp) { return activationsPerLayer(job, r, sp, tp); };
    CHECK(act(Recompute::None, false, 8) == Approx(sbh * (10 + 24 / t + 5 * a * s / (h * t))).epsilon(1e-9));
    CHECK(act(Recompute::None, true, 8) == Approx(sbh / t * (34 + 5 * a * s / h)).epsilon(1e-9));
    CHECK(act(Recompute::Selective, true, 8) == Approx(34 * sbh / t).epsilon(1e-9));
    CHECK(act(Recompute::Full, false, 8) == Approx(2 * sbh).epsilon(1e-9));
    CHECK(act(Recompute::None, false, 1) == Approx(sbh * (34 + 5 * a * s / h)).epsilon(1e-9));
    // Light recompute (Megatron-Core --recompute-modules layernorm): the two norm outputs, the QKV and
    // MLP-up inputs (2 s b h each), are recomputed: 10 -> 6 s b h of the unsharded part.
    CHECK(act(Recompute::Light, false, 8) == Approx(sbh * (6 + 24 / t + 5 * a * s / (h * t))).epsilon(1e-9));
}

TEST_CASE("without dropout no masks are kept: Table 2's 34 s b h less its two 1-byte masks") {
    TrainingJob job = gpt(48, 6144, 64);
    job.dropout = false; // Llama 3, DeepSeek-V3, Qwen3: attention and hidden dropout 0
    const double s = 2048, b = 1, h = 6144, a = 64, t = 8;
    const double sbh = s * b * h;
    auto act = [&](Recompute r, bool sp, int tp) { return activationsPerLayer(job, r, sp, tp); };
    // The attention output's and MLP output's masks (s b h bytes each) and the probabilities' mask and
    // dropped copy (3 a s^2 b of the 5) are gone; the softmax output (2 a s^2 b) stays unless fused.
    CHECK(act(Recompute::None, false, 8) == Approx(sbh * (8 + 24 / t + 2 * a * s / (h * t))).epsilon(1e-9));
    CHECK(act(Recompute::Selective, true, 8) == Approx(32 * sbh / t).epsilon(1e-9));
    CHECK(act(Recompute::Light, false, 8) == Approx(sbh * (4 + 24 / t + 2 * a * s / (h * t))).epsilon(1e-9));
}

TEST_CASE("pipeline stages keep min(m, p) micro-batches in flight, more when interleaved") {
    TrainingJob job = gpt(96, 12288, 96, 64);
    LayoutEvaluator ev(job);
    Layout one{8, 8, 1, 1, 1, 64, Recompute::Selective, true, 0};
    Layout interleaved = one;
    interleaved.interleave = 3;
    Layout few = one;
    few.microBatches = 2;
    const double a1 = ev.memory(one).activations, a3 = ev.memory(interleaved).activations,
                 a2 = ev.memory(few).activations;
    CHECK(a3 > a1);
    CHECK(a2 < a1);
    // Korthikanti Figure 1: 175B (TP 8, PP 8, interleave 3) with SP + selective recompute, 12.4 GiB per GPU.
    CHECK(a3 / kGiB == Approx(12.4).epsilon(0.1));
}

TEST_CASE("B200 and GB200 take their measured FP8 GEMM efficiency while Blackwell Ultra and FP4 keep theirs") {
    // cuBLASLt FP8 at 8,192^3 (mechanisms.md G7, G9): GB200 2,877 of 5,000 TFLOP/s; H100 1,301 of 1,979, which is
    // Hopper's 0.66. Blackwell Ultra (FP4 at three times FP8) keeps 0.66; FP4 keeps 0.40 on both.
    const Catalog& catalog = data::shippedCatalog();
    auto eff = [&](const char* id, Precision p) { return gpuPerformance(*catalog.gpu(id), p).gemmMaxEfficiency; };
    CHECK(eff("GB200-NVL72", Precision::FP8) == Approx(2877.0 / 5000.0));
    CHECK(eff("B200-SXM-180GB", Precision::FP8) == Approx(2877.0 / 5000.0));
    CHECK(eff("H100-SXM5-80GB", Precision::FP8) == Approx(1301.0 / 1979.0).epsilon(0.01));
    CHECK(eff("GB300-NVL72", Precision::FP8) == Approx(0.66));
    CHECK(eff("B300-SXM-288GB", Precision::FP8) == Approx(0.66));
    CHECK(eff("GB200-NVL72", Precision::FP4) == Approx(0.40));
    CHECK(eff("GB200-NVL72", Precision::BF16) == Approx(0.76));
}
