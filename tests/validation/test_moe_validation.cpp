// MoE training validation (issue 16): every published row runs and is printed with its error.
// The targets (+-20 % on 80 % of rows; DeepSeek-V3 GPU-hours within +-25 %) are asserted
// as targets, from the issue, not from the program's output; `gpu-tco validate` reports the same.
// The two fitted MoE parameters (host time per MoE layer and micro-batch, without and with HybridEP's
// fused dispatch) are checked to come from the calibration rows only, each from its dispatcher's rows.
#include "core/training/expert_parallel.hpp"
#include "core/training/layout_evaluator.hpp"
#include "core/training/model_presets.hpp"
#include "core/training/moe_validation.hpp"
#include "core/training/training_model.hpp"
#include "core/training/training_rules.hpp"
#include "data/catalog_seed.hpp"
#include "data/moe_runs_csv.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>

using namespace gputco;

TEST_CASE("every MoE throughput row runs with its published layout, every third held out") {
    const std::vector<MoeRun>& runs = data::shippedMoeRuns();
    REQUIRE(runs.size() >= 20);
    for (size_t i = 0; i < runs.size(); ++i) {
        const MoeRun& r = runs[i];
        INFO(r.id);
        // The serving validation's rule, in file order: the 3rd, 6th, ... rows are held out.
        CHECK(r.heldOut == ((i + 1) % 3 == 0));
        const double predicted = predictMoeRun(r, data::shippedCatalog());
        CHECK(std::isfinite(predicted));
        CHECK(predicted > 0);
        std::printf("%-28s published %7.0f  best case %7.0f  %+5.0f %%\n", r.id.c_str(), r.published, predicted,
                    100.0 * (predicted / r.published - 1.0));
    }
}

TEST_CASE("issue 16's MoE throughput target: 80 % of its rows within +-20 %") {
    // Issue 16 set the target on the 22 rows of the NeMo 25.09 to 26.02 releases. The 20 rows issue 46
    // added (26.04.01 and 26.06: 31 of all 42 within +-20 %, docs/training-model.md) show software moving
    // the best case between releases; issue 46 tracks them, leave one source out.
    int within = 0, rows = 0;
    for (const MoeRun& r : data::shippedMoeRuns()) {
        if (r.publishedOn >= "2026-03") continue;
        ++rows;
        if (std::abs(predictMoeRun(r, data::shippedCatalog()) / r.published - 1.0) <= 0.20) ++within;
    }
    CHECK(rows == 22);
    CHECK(within >= 0.8 * double(rows));
}

TEST_CASE("DeepSeek-V3 pre-training GPU-hours are estimated with the published layout") {
    const DeepSeekV3Check c = checkDeepSeekV3(data::shippedCatalog());
    // Published: 2.664M H800 GPU-hours for pre-training (arXiv:2412.19437, Table 1).
    CHECK(c.publishedGpuHours == 2.664e6);
    CHECK(std::isfinite(c.expectedGpuHours));
    CHECK(c.expectedGpuHours >= c.bestCaseGpuHours);
    // Issue 46's target: the expected GPU-hours within +-25 % of the published figure; the best case too.
    CHECK(std::abs(c.error()) <= 0.25);
    CHECK(std::abs(c.expectedError()) <= 0.25);
    std::printf("DeepSeek-V3: published 2.664M GPU-hours, expected %.3fM, best case %.3fM\n", c.expectedGpuHours / 1e6,
                c.bestCaseGpuHours / 1e6);
}

TEST_CASE("a malformed MoE row names the row and the column") {
    const QByteArray csv = "id,preset,gpu,gpus,precision,seq_len,global_batch,micro_batch,tp,pp,cp,vp,ep,metric,"
                           "published\nx,mixtral-8x7b,H100-SXM5-80GB,0,bf16,4096,64,1,1,1,1,1,8,tokens_per_gpu,100\n";
    CHECK_THROWS_WITH(data::parseMoeRuns(csv), Catch::Contains("gpus") && Catch::Contains("row 2"));
    const QByteArray overlap = "id,preset,gpu,gpus,precision,seq_len,global_batch,micro_batch,tp,pp,cp,vp,ep,"
                               "a2a_overlap,metric,published\nx,mixtral-8x7b,H100-SXM5-80GB,8,bf16,4096,64,1,1,1,1,"
                               "1,8,yes,tokens_per_gpu,100\n";
    CHECK_THROWS_WITH(data::parseMoeRuns(overlap), Catch::Contains("a2a_overlap") && Catch::Contains("row 2"));
    const QByteArray dispatcher = "id,preset,gpu,gpus,precision,seq_len,global_batch,micro_batch,tp,pp,cp,vp,ep,"
                                  "a2a_overlap,dispatcher,metric,published\nx,mixtral-8x7b,H100-SXM5-80GB,8,bf16,4096,"
                                  "64,1,1,1,1,1,8,0,nccl,tokens_per_gpu,100\n";
    CHECK_THROWS_WITH(data::parseMoeRuns(dispatcher), Catch::Contains("dispatcher") && Catch::Contains("row 2") &&
                                                          Catch::Contains("alltoall, deepep, hybridep"));
}

TEST_CASE("the MoE host times are fitted on the calibration rows only, each on its dispatcher's rows") {
    const Catalog& catalog = data::shippedCatalog();
    std::vector<MoeRun> runs = data::shippedMoeRuns();
    const double unfused = fitMoeHostSeconds(runs, catalog, false);
    const double fused = fitMoeHostSeconds(runs, catalog, true);
    // The shipped values are the fits on the shipped rows (0.1 ms grid).
    CHECK(std::abs(unfused - moeEfficiency().hostSecondsPerLayer) < 0.5e-4);
    CHECK(std::abs(fused - moeEfficiency().hostSecondsFusedDispatch) < 0.5e-4);
    // Held-out rows never enter the fit: changing their published figures changes nothing.
    for (MoeRun& r : runs)
        if (r.heldOut) r.published *= 3.0;
    CHECK(fitMoeHostSeconds(runs, catalog, false) == unfused);
    CHECK(fitMoeHostSeconds(runs, catalog, true) == fused);
    // Rows of the other dispatcher do not either: slow the HybridEP rows and only the fused fit moves.
    for (MoeRun& r : runs)
        if (!r.heldOut && r.dispatcher == MoeDispatcher::HybridEp) r.published *= 0.5;
    CHECK(fitMoeHostSeconds(runs, catalog, false) == unfused);
    CHECK(fitMoeHostSeconds(runs, catalog, true) > fused);
    // Calibration rows do: halve them all (twice as slow as published) and the host time grows.
    for (MoeRun& r : runs)
        if (!r.heldOut && r.dispatcher != MoeDispatcher::HybridEp) r.published *= 0.5;
    CHECK(fitMoeHostSeconds(runs, catalog, false) > unfused);
}

TEST_CASE("the validation rows carry their source config's dispatcher") {
    // Megatron-Bridge 25.11 workload_base_configs: GB200/GB300 DeepSeek-V3 and Qwen3 run
    // moe_flex_dispatcher_backend="hybridep"; GPT-OSS and the B200 rows set none (all-to-all).
    for (const MoeRun& r : data::shippedMoeRuns()) {
        INFO(r.id);
        if (r.id == "nemo2511-gb300-dsv3-bf16" || r.id == "nemo2511-gb200-qwen235b")
            CHECK(r.dispatcher == MoeDispatcher::HybridEp);
        if (r.id == "nemo2511-gb300-gptoss" || r.id == "nemo2511-b200-qwen30b")
            CHECK(r.dispatcher == MoeDispatcher::AllToAll);
    }
}

TEST_CASE("the MoE host time adds to each MoE layer and micro-batch, not to dense layers") {
    const Catalog& catalog = data::shippedCatalog();
    const MoeRun& run = data::shippedMoeRuns().front();
    // More host time per layer never makes a row faster.
    CHECK(predictMoeRun(run, catalog, 0.0) > predictMoeRun(run, catalog, 5e-3));
    // A dense model has no MoE layer: the host time changes nothing.
    TrainingJob dense =
        catalogJob(catalog, "H100-SXM5-80GB", 64, modelPreset("llama3-8b").shape, 1e11, "IB-NDR", "PFS");
    const double base = estimateTraining(dense, 0).tokensPerSecond;
    dense.moeHostSeconds = 0.01;
    CHECK(estimateTraining(dense, 0).tokensPerSecond == base);
    // A row that ran sync-free HybridEP has no host time for a fit to move.
    MoeRun syncFree = run;
    syncFree.dispatcher = MoeDispatcher::HybridEpSyncFree;
    CHECK(predictMoeRun(syncFree, catalog, 0.0) == predictMoeRun(syncFree, catalog, 5e-3));
}

TEST_CASE("DeepSeek-V3's memory: light recompute saves what Megatron-Core measured, the recipe nearly fits 80 GB") {
    TrainingJob job = deepSeekV3PretrainingJob(data::shippedCatalog());
    job.fp8ExpertActivations = false; // Megatron-Core keeps the permuted expert input and output in BF16
    LayoutEvaluator ev(job);
    Layout l{1, 16, 128, 1, 1, 120, Recompute::None, false, 1};
    l.ep = 64;
    const double none = ev.memory(l).activations;
    l.recompute = Recompute::Light;
    const double lightMegatron = ev.memory(l).activations;
    const MemoryBreakdown light = LayoutEvaluator(deepSeekV3PretrainingJob(data::shippedCatalog())).memory(l);
    // Megatron-Core MoE (arXiv:2603.07685 Table 3, mechanisms M7): of DeepSeek-V3's 131.0 GB of activations,
    // recomputing the MLA up-projections saves 30.4 GB, the norms 8.2, SwiGLU 3.8: 42.4 / 131.0 = 32 %.
    // Their layout is not restated, so the share is compared, within +-5 points.
    CHECK(1.0 - lightMegatron / none == Approx(42.4 / 131.0).margin(0.05));
    // DeepSeek ran the layout on 80 GiB H800s with this recipe (arXiv:2412.19437 sec. 3.2.3, 3.3.2); our
    // model must come within 10 % of that rather than call it 2x over.
    CHECK(light.total() / units::gibi < 80.0 * 1.10);
    std::printf("DeepSeek-V3 published layout, light recompute: %.1f GiB per GPU (activations %.1f; Megatron-Core "
                "without recompute: %.1f)\n",
                light.total() / units::gibi, light.activations / units::gibi, none / units::gibi);
}

TEST_CASE("DeepSeek-V3 published layout runs on its 80 GB H800s marked tight and micro-batch 2 is refused") {
    // DeepSeek ran PP16 EP64, micro-batch 1, on 80 GB H800s (arXiv:2412.19437 sec. 3.2). With the usual reserve
    // (2 GiB + 7 % of the tensors) our model puts it at 80.5 GiB; it is accepted with the reserve's low end,
    // 2 GiB + 5 %, and says so.
    const TrainingJob job = deepSeekV3PretrainingJob(data::shippedCatalog());
    const TrainingResult r = estimateTraining(job, 0);
    const MemoryBreakdown& m = r.best.memory;
    CHECK(m.tightReserve);
    CHECK(m.total() <= 80.0 * units::gibi);
    CHECK(m.reserve == Approx(2.0 * units::gibi + 0.05 * (m.total() - m.reserve)));
    TrainingJob twice = job;
    twice.constraints.microBatch = 2; // twice the activations: over even with the low end
    CHECK_THROWS_AS(estimateTraining(twice, 0), NoFeasibleLayout);
}

TEST_CASE("the sync-free dispatcher leaves no host time: each MoE layer's passes lose HybridEP's host time") {
    // Megatron-Core's sync-free HybridEP (--moe-expert-rank-capacity-factor) sizes its buffers statically: no count
    // is copied to the host. HybridEP's fitted host time splits a third forward, two thirds backward (launchSeconds).
    const Catalog& catalog = data::shippedCatalog();
    TrainingJob job = catalogJob(catalog, "GB300-NVL72", 8, modelPreset("gpt-oss-20b").shape, 1e10, "IB-XDR", "PFS");
    job.precision = Precision::FP8;
    job.moeDispatcher = MoeDispatcher::HybridEp;
    LayoutEvaluator fused(job);
    job.moeDispatcher = MoeDispatcher::HybridEpSyncFree;
    LayoutEvaluator syncFree(job);
    const LayerCost a = fused.prepare(1, 1), b = syncFree.prepare(1, 1);
    const double host = moeEfficiency().hostSecondsFusedDispatch; // every GPT-OSS layer is a MoE layer
    CHECK(a.forward - b.forward == Approx(host / 3.0));
    CHECK(a.backward - b.backward == Approx(2.0 * host / 3.0));
    CHECK(moeEfficiency().hostSeconds(MoeDispatcher::HybridEpSyncFree) == 0.0);
    CHECK(moeDispatcherFromName("hybridep-sync-free") == MoeDispatcher::HybridEpSyncFree);
    CHECK(moeDispatcherName(MoeDispatcher::HybridEpSyncFree) == "hybridep-sync-free");
}
