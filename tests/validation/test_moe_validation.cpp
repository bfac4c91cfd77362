// MoE training validation (issue 16): every published row runs and is printed with its error.
// The targets (+-20 % on 80 % of rows; DeepSeek-V3 GPU-hours within +-25 %) are reported by
// `gpu-tco validate`, not asserted here: the model does not meet them yet (see the report).
// The one fitted MoE parameter (host time per MoE layer and micro-batch) is checked to come from the
// calibration rows only.
#include "core/training/expert_parallel.hpp"
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

TEST_CASE("DeepSeek-V3 pre-training GPU-hours are estimated with the published layout") {
    const DeepSeekV3Check c = checkDeepSeekV3(data::shippedCatalog());
    // Published: 2.664M H800 GPU-hours for pre-training (arXiv:2412.19437, Table 1).
    CHECK(c.publishedGpuHours == 2.664e6);
    CHECK(std::isfinite(c.expectedGpuHours));
    CHECK(c.expectedGpuHours >= c.bestCaseGpuHours);
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
}

TEST_CASE("the MoE host time is fitted on the calibration rows only") {
    const Catalog& catalog = data::shippedCatalog();
    std::vector<MoeRun> runs = data::shippedMoeRuns();
    const double fitted = fitMoeHostSeconds(runs, catalog);
    // The shipped value is the fit on the shipped rows (0.1 ms grid).
    CHECK(std::abs(fitted - moeEfficiency().hostSecondsPerLayer) < 0.5e-4);
    // Held-out rows never enter the fit: changing their published figures changes nothing.
    for (MoeRun& r : runs)
        if (r.heldOut) r.published *= 3.0;
    CHECK(fitMoeHostSeconds(runs, catalog) == fitted);
    // Calibration rows do: halve them all (twice as slow as published) and the host time grows.
    for (MoeRun& r : runs)
        if (!r.heldOut) r.published *= 0.5;
    CHECK(fitMoeHostSeconds(runs, catalog) > fitted);
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
}
