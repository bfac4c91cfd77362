// MoE and long-context training (issue 16): FLOPs from active parameters, memory from all,
// expert-parallel all-to-all, context parallelism, and bad input. Expected values are hand
// calculations (shown) or published shapes.
#include "core/training/expert_parallel.hpp"
#include "core/training/layout_evaluator.hpp"
#include "core/training/layout_search.hpp"
#include "core/training/model_presets.hpp"
#include "core/training/training_model.hpp"
#include "core/validation.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("MoE training FLOPs come from the active parameters") {
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 64, modelPreset("mixtral-8x7b").shape, 1e12);
    job.seqLen = 4096;
    const LayoutEvaluator ev(job);
    // By hand, per token and forward pass: linear 2 x 32 x (41,943,040 attention + 2 x 176,160,768
    // experts + 32,768 router) = 25.235e9; logits 2 x 4096 x 32000 = 0.262e9; attention core
    // 4 s h x 32 layers = 4 x 4096 x 4096 x 32 = 2.147e9. Training = 3 x forward = 82.93e9.
    CHECK(ev.modelFlopsPerSequence() / 4096 == Approx(82.93e9).epsilon(0.002));
    // The dense count (all 8 experts) would be ~3.6x more: the model does not use it.
    CHECK(ev.modelFlopsPerSequence() / 4096 < 6.0 * 20e9);
}

TEST_CASE("MoE weights: all experts held, sharded by EP") {
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 8, modelPreset("mixtral-8x7b").shape, 1e12);
    job.seqLen = 4096;
    const LayoutEvaluator ev(job);
    Layout l;
    l.dp = 8;
    l.zero = 1;
    l.ep = 8;
    // By hand (pp 1 holds both embeddings): dense per layer 41,943,040 + 32,768 router + 8,192 norms
    // = 41,984,000 x 32 = 1,343,488,000; embeddings 2 x 32000 x 4096 = 262,144,000; experts
    // 32 x 8 x 176,160,768 / 8 = 5,637,144,576. BF16 weights: 2 x 7,242,776,576 bytes.
    CHECK(ev.memory(l).weights == Approx(2.0 * 7242776576.0).epsilon(1e-6));
    CHECK(ev.memory(l).expertWeights == Approx(2.0 * 5637144576.0).epsilon(1e-6)); // the experts' part, charted apart
    l.ep = 1; // every GPU holds all 8 experts: 2 x (1.3435 + 0.2621 + 45.097) e9
    CHECK(ev.memory(l).weights == Approx(2.0 * (1343488000.0 + 262144000.0 + 8.0 * 5637144576.0)).epsilon(1e-6));
}

TEST_CASE("all-to-all: NVLink inside the domain, the fabric beyond") {
    SpreadGroup g{16, 8, LinkModel{400e9, 0}, LinkModel{50e9, 0}};
    // 8 MB per rank, 15/16 leaves: 7/15 of it to the 7 domain peers over NVLink
    // (7.5e6 x 7/15 / 400e9 = 8.75 us), 8/15 over the fabric (7.5e6 x 8/15 / 50e9 = 80 us).
    CHECK(allToAllSeconds(8e6, g) == Approx(80e-6));
    g.n = 8; // all inside: 7e6 / 400e9 = 17.5 us
    CHECK(allToAllSeconds(8e6, g) == Approx(17.5e-6));
    g.domain = 72;
    g.n = 64; // NVL72: all 63 peers over NVLink, 8e6 x 63/64 / 400e9 = 19.7 us
    CHECK(allToAllSeconds(8e6, g) == Approx(8e6 * 63.0 / 64.0 / 400e9));
}

TEST_CASE("ring attention exposes only what the block's attention does not hide") {
    const LinkModel link{100e9, 0};
    // 4 ranks, 3 steps of 1 MB = 30 us of transfer; 40 us of attention hides 3/4 x 40 = 30 us.
    CHECK(ringExposedSeconds(1e6, 4, link, 40e-6) == Approx(0.0).margin(1e-12));
    CHECK(ringExposedSeconds(1e6, 4, link, 20e-6) == Approx(30e-6 - 15e-6));
    CHECK(ringExposedSeconds(1e6, 1, link, 0) == 0);
}

TEST_CASE("expert parallelism joins the search: DeepSeek-V3 on 256 H100 picks EP") {
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 256, modelPreset("deepseek-v3").shape, 1e12);
    job.seqLen = 4096;
    job.precision = Precision::FP8;
    const TrainingResult r = estimateTraining(job, 0);
    CHECK(r.best.fits);
    CHECK(r.best.layout.ep > 1);
    CHECK(256 % r.best.layout.ep == 0);
    CHECK(r.params == Approx(671e9).epsilon(0.02));
}

TEST_CASE("EP over the fabric costs more than EP inside the NVLink domain") {
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 256, modelPreset("deepseek-v3").shape, 1e12);
    job.seqLen = 4096;
    LayoutEvaluator ev(job);
    const LayerCost& inside = ev.prepare(1, 1, 8, 1);
    const double a2aInside = inside.epComm;
    const LayerCost& across = ev.prepare(1, 1, 64, 1);
    CHECK(across.epComm > 2.0 * a2aInside);
}

TEST_CASE("context parallelism joins the search for long sequences") {
    const ModelShape llama8 = modelPreset("llama3-8b").shape;
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 64, llama8, 1e11);
    job.seqLen = 131072;
    CHECK(contextParallelCandidates(job, 64).size() > 1);
    const TrainingResult r = estimateTraining(job, 0);
    CHECK(r.best.fits);
    CHECK(r.best.layout.cp * r.best.layout.tp >= 2);
    job.seqLen = 4096; // short sequences: CP is not searched
    CHECK(contextParallelCandidates(job, 64) == std::vector<int>{1});
}

TEST_CASE("a context that fits no layout names what would fit") {
    // Llama 3 8B on one 8 x H100 node: a 1M-token context needs ~4 x 1M x 128256 bytes of fp32
    // logits alone (537 GB, / 8 GPUs = 67 GB) besides weights and activations; shorter ones fit.
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 8, modelPreset("llama3-8b").shape, 1e11);
    job.seqLen = 1048576;
    try {
        estimateTraining(job, 0);
        FAIL("expected NoFeasibleLayout");
    } catch (const InputError& e) {
        CHECK_THAT(e.what(), Catch::Contains("1048576-token context does not fit on 8 GPUs"));
        CHECK_THAT(e.what(), Catch::Contains("tokens fits"));
    }
}

TEST_CASE("bad EP and CP constraints name the field") {
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 64, modelPreset("mixtral-8x7b").shape, 1e12);
    job.constraints.ep = 3;
    CHECK_THROWS_WITH(validateJob(job), Catch::Contains("ep") && Catch::Contains("does not divide"));
    job.constraints.ep = 16;
    CHECK_THROWS_WITH(validateJob(job), Catch::Contains("ep") && Catch::Contains("1 to 8"));
    TrainingJob dense = test::catalogJob("H100-SXM5-80GB", 64, modelPreset("llama3-8b").shape, 1e12);
    dense.constraints.ep = 2;
    CHECK_THROWS_WITH(validateJob(dense), Catch::Contains("mixture-of-experts"));
}

TEST_CASE("node-limited routing caps the fabric crossings of a dispatch (DeepSeek-V3 topk_group 4)") {
    // EP64 over 8 domains of 8 GPUs, top-8, 1 MB per routed copy; NVLink 400 GB/s, fabric 50 GB/s per GPU.
    const SpreadGroup g{64, 8, LinkModel{400e9, 0}, LinkModel{50e9, 0}};
    // Unlimited: remote domains 7 x (1 - (7/8)^8) = 7 x 0.65639 = 4.5947; fabric 4.5947 MB / 50 GB/s = 91.9 us;
    // NVLink 8 MB x 63/64 / 400 GB/s = 19.7 us -> 91.9 us.
    CHECK(expertDispatchSeconds(1e6, 8, g) == Approx(4.5947e6 / 50e9).epsilon(1e-4));
    // At most 4 nodes per token (arXiv:2412.19437 sec. 2.1.2): 4 x 7/8 = 3.5 remote -> 3.5 MB / 50 GB/s = 70 us.
    CHECK(expertDispatchSeconds(1e6, 8, g, 4) == Approx(70e-6));
    // A limit at or above the domains changes nothing.
    CHECK(expertDispatchSeconds(1e6, 8, g, 8) == Approx(4.5947e6 / 50e9).epsilon(1e-4));
    CHECK(modelPreset("deepseek-v3").shape.routedNodeLimit == 4); // config.json topk_group
}

TEST_CASE("MoE all-to-all overlap is opt-in: off, the dispatch and combine are exposed") {
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 64, modelPreset("mixtral-8x7b").shape, 1e12);
    job.seqLen = 4096;
    LayoutEvaluator ev(job);
    Layout l;
    l.dp = 64;
    l.ep = 8;
    l.zero = 1;
    l.microBatches = 4;
    const LayerCost& c = ev.prepare(1, 1, 8, 1);
    REQUIRE(c.epComm > 0);
    // Overlapped (the default where the prerequisites hold): hidden behind the paired micro-batch.
    const double hidden = ev.evaluate(l, c).time.epComm;
    // Off (Megatron-Bridge WorkloadBaseConfig.moe_a2a_overlap = False): per micro-batch, each of the
    // 32 layers runs dispatch + combine forward and again backward: 4 x 32 x 2 x epComm.
    job.moeA2aOverlap = false;
    LayoutEvaluator off(job);
    const LayerCost& c2 = off.prepare(1, 1, 8, 1);
    CHECK(off.evaluate(l, c2).time.epComm == Approx(4.0 * 32.0 * 2.0 * c.epComm));
    CHECK(hidden < 0.5 * off.evaluate(l, c2).time.epComm);
    // With PP > 1 the overlap needs virtual pipeline stages (Megatron-Bridge EP-overlap prerequisites).
    job.moeA2aOverlap.reset();
    LayoutEvaluator pp(job);
    l.dp = 16;
    l.pp = 4;
    const LayerCost& c3 = pp.prepare(1, 1, 8, 1);
    CHECK(pp.evaluate(l, c3).time.epComm == Approx(4.0 * 8.0 * 2.0 * c.epComm));
}
