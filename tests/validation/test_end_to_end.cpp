// The expected (end-to-end) estimate against published pre-training runs
// (resources/validation/end_to_end_runs.csv: GPU-hours as the model builders published
// them, each row with its source and quote). Rows are split by a rule fixed before fitting
// (assignSplit); the parameters are fitted on the calibration rows only, and the held-out
// rows judge the model. Every row's error is printed (gpu-tco validate shows the same).
#include "core/training/published_runs.hpp"
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "data/published_runs_csv.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>

using namespace gputco;

namespace {
std::vector<RunPrediction> predictions() { return predictRuns(data::shippedPublishedRuns(), data::shippedCatalog()); }
} // namespace

TEST_CASE("the published end-to-end dataset: at least 30 sourced runs, a third held out") {
    const auto& runs = data::shippedPublishedRuns();
    int heldOut = 0, used = 0;
    for (const PublishedRun& r : runs) {
        INFO(r.id);
        CHECK(r.gpuHours > 0);
        CHECK(r.tokensB > 0);
        CHECK(!r.source.empty());
        CHECK(!r.url.empty());
        CHECK(r.published.size() == 10);
        CHECK(data::shippedCatalog().gpu(r.gpu) != nullptr);
        if (!r.exclude.empty()) continue;
        ++used;
        heldOut += r.heldOut;
    }
    CHECK(used >= 30);
    CHECK(3 * heldOut >= used);
}

TEST_CASE("the split rule: from 2025 on, or every third row of a GPU type by date") {
    std::vector<PublishedRun> runs(5);
    const char* dates[] = {"2023-01-01", "2022-01-01", "2024-01-01", "2025-02-01", "2021-01-01"};
    for (int i = 0; i < 5; ++i)
        runs[size_t(i)].id = "r" + std::to_string(i), runs[size_t(i)].gpu = "A", runs[size_t(i)].published = dates[i];
    assignSplit(runs);
    // By date: r4 (2021), r1 (2022), r0 (2023), r2 (2024), r3 (2025): the third is r0;
    // r3 is from 2025. Worked by hand.
    CHECK(runs[0].heldOut);
    CHECK_FALSE(runs[1].heldOut);
    CHECK_FALSE(runs[2].heldOut);
    CHECK(runs[3].heldOut);
    CHECK_FALSE(runs[4].heldOut);
}

TEST_CASE("expected estimate on held-out published runs: median within 15 %, none optimistic beyond 50 %") {
    std::vector<RunPrediction> preds = predictions();
    std::printf("\n%-20s %-15s %7s %12s %12s %7s %7s  %s\n", "run", "GPU", "GPUs", "published", "expected", "error",
                "best", "set");
    for (const RunPrediction& p : preds) {
        REQUIRE(p.error.empty());
        std::printf("%-20s %-15s %7d %12.0f %12.0f %+6.0f%% %+6.0f%%  %s\n", p.run->id.c_str(), p.run->gpu.c_str(),
                    p.job.gpus, p.run->gpuHours, p.result.gpuHours, 100 * p.expectedError(), 100 * p.bestCaseError(),
                    p.run->heldOut ? "held-out" : "in-sample");
        CHECK(std::isfinite(p.result.gpuHours));
        if (p.run->heldOut) {
            INFO(p.run->id << ": expected error " << p.expectedError());
            // Per-row limits: never more than 50 % optimistic (the failure that matters for a
            // budget); pessimism is bounded more loosely (+70 %: Phi-2 and Skywork-13B, whose
            // builders report MFU near 60 %).
            CHECK(p.expectedError() > -0.50);
            CHECK(p.expectedError() < 0.70);
        }
    }
    const ErrorSummary held = summarize(preds, true), in = summarize(preds, false);
    const ErrorSummary best = summarize(preds, true, true);
    std::printf("held-out: %d rows, median |error| %.1f %%, within 30 %%: %d, inside P10-P90: %d\n", held.rows,
                100 * held.medianAbs, held.within30, held.insideBand);
    std::printf("in-sample: %d rows, median |error| %.1f %%, within 30 %%: %d\n", in.rows, 100 * in.medianAbs,
                in.within30);
    std::printf("best case, held-out: median |error| %.1f %%\n", 100 * best.medianAbs);
    CHECK(held.medianAbs <= 0.15);
    CHECK(held.within30 >= 0.8 * held.rows);
    CHECK(in.medianAbs <= 0.20);
    // The best case is the ceiling of a tuned run: far more optimistic than what teams get.
    CHECK(best.medianAbs > held.medianAbs);
    // The P10-P90 band covers 70-90 % of the held-out rows: calibrated, not inflated.
    CHECK(held.insideBand >= 0.7 * held.rows);
    CHECK(held.insideBand <= 0.9 * held.rows + 1);
}

TEST_CASE("the parameter table is what a refit on the calibration rows gives") {
    std::vector<RunPrediction> preds = predictions();
    const RealismParameters shipped = realismParameters();
    const RealismParameters refit = fitRealism(preds, shipped);
    const auto a = realismParameterTable(shipped), b = realismParameterTable(refit);
    int fitted = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        INFO(a[i].key << ": shipped " << a[i].value << ", refit " << b[i].value);
        CHECK(b[i].value == Approx(a[i].value).margin((a[i].hi - a[i].lo) / 40.0 + 1e-3));
        CHECK(!a[i].source.empty());
        fitted += a[i].fitted;
    }
    CHECK(a.size() <= 12 + 2); // at most 12 global parameters besides the band's two quantiles
    CHECK(fitted <= 7);
}

TEST_CASE("A100 best case never exceeds the best published A100 MFU, expected sits in the published range") {
    // LLaMA-7B-like job on 2,048 A100 (Touvron et al. 2023 Table 15: 82,432 GPU-hours for
    // 1T tokens = 45 % MFU end to end by 6ND); best published steady state ~60-64 %.
    TrainingJob job = test::catalogJob("A100-SXM4-80GB", 2048, llamaShapeForParams(7e9), 1e12, "IB-HDR", "PFS");
    job.framework = Framework::PytorchEager;
    const TrainingResult r = estimateTraining(job);
    CHECK(r.best.mfu <= 0.62 + 1e-9);
    CHECK(r.expected.mfu > 0.30);
    CHECK(r.expected.mfu < 0.55);
    CHECK(r.timeToTrainDays > r.bestCaseDays);
    CHECK(r.expected.p10Days < r.timeToTrainDays);
    CHECK(r.expected.p90Days > r.timeToTrainDays);
}

TEST_CASE("one rule for fused attention: the same V100 job gives one answer however it is built") {
    // V100 has no FlashAttention (Dao 2023: Ampere and later); asking for it changes nothing.
    TrainingJob job = test::catalogJob("V100-SXM2-32GB", 64, llamaShapeForParams(1.3e9), 2e10, "IB-HDR", "PFS");
    job.precision = Precision::FP16;
    job.flashAttention = true;
    const double asked = estimateTraining(job).timeToTrainDays;
    job.flashAttention = false;
    CHECK(estimateTraining(job).timeToTrainDays == asked);
}
