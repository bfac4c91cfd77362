// Fitting a calibration profile: synthetic measurements made from known scales are
// recovered exactly (the least-squares residual is zero); the other expectations are
// hand-computed from t = c / computeScale + m / commScale.
#include "core/calibration/calibration_fit.hpp"
#include "core/training/training_model.hpp"
#include "core/validation.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
CalibrationRow row(const char* label, int gpus, double c, double m, double t) {
    CalibrationRow r;
    r.label = label, r.gpus = gpus, r.computeSeconds = c, r.commSeconds = m, r.measuredSeconds = t;
    return r;
}

// Llama-2-7B's shape (Touvron et al. 2023) on 8 x H100.
TrainingJob llama7bJob() {
    return test::catalogJob("H100-SXM5-80GB", 8, test::llamaLike(32, 4096, 32, 32, 11008, 32000), 1e12);
}
} // namespace

TEST_CASE("fit: several GPU counts recover both scales exactly") {
    // compute x0.8, comm x0.5: t = c / 0.8 + m / 0.5 -> 1.65, 2.125, 1.625
    const CalibrationFit f = fitCalibration(
        {row("a", 8, 1.0, 0.2, 1.65), row("b", 16, 0.9, 0.5, 2.125), row("c", 32, 0.5, 0.5, 1.625)}, "poc");
    CHECK(f.commFitted);
    CHECK(f.profile.name == "poc");
    CHECK(f.profile.computeScale == Approx(0.8).epsilon(1e-12));
    CHECK(f.profile.commScale == Approx(0.5).epsilon(1e-12));
    CHECK(f.errorBefore[0] == Approx(1.2 / 1.65 - 1)); // best case 1.0 + 0.2
    CHECK(f.errorBefore[2] == Approx(1.0 / 1.625 - 1));
    for (double e : f.errorAfter) CHECK(e == Approx(0).margin(1e-12));
    CHECK(calibratedSeconds(TimeBreakdown{0.9, 0.1, 0.2, 0.2, 0.0}, f.profile) ==
          Approx(2.125)); // row b as a breakdown
}

TEST_CASE("fit: one GPU count fits compute only, communication kept at x1") {
    // c = 1.0, m = 0.2, t = 1.0 / 0.8 + 0.2 = 1.45
    CalibrationFit f = fitCalibration({row("log", 8, 1.0, 0.2, 1.45)}, "one");
    CHECK_FALSE(f.commFitted);
    CHECK_FALSE(f.note.empty());
    CHECK(f.profile.computeScale == Approx(0.8));
    CHECK(f.profile.commScale == 1.0);
    CHECK(f.errorBefore[0] == Approx(-0.172413793)); // 1.2 / 1.45 - 1
    CHECK(f.errorAfter[0] == Approx(0).margin(1e-12));
    // Two inconsistent runs on 8 GPUs: x = sum a (1 - b) / sum a^2 = (0.5 + 1) / (0.25 + 1) = 1.2
    f = fitCalibration({row("r1", 8, 1.0, 0.0, 2.0), row("r2", 8, 1.0, 0.0, 1.0)}, "two");
    CHECK(f.profile.computeScale == Approx(1 / 1.2));
    CHECK(f.errorAfter[0] == Approx(-0.4)); // 1.2 / 2 - 1
    CHECK(f.errorAfter[1] == Approx(0.2));
}

TEST_CASE("fit: GPU counts that cannot separate compute from communication fall back to compute only") {
    // Communication proportional to compute in both rows: the normal equations are singular.
    const CalibrationFit f = fitCalibration({row("a", 8, 1.0, 0.5, 3.0), row("b", 16, 2.0, 1.0, 6.0)}, "c");
    CHECK_FALSE(f.commFitted);
    CHECK(f.profile.commScale == 1.0);
    // x = sum a (1 - b) / sum a^2 with a = 1/3, b = 1/6 in both rows: x = (5/6) / (1/3) = 2.5
    CHECK(f.profile.computeScale == Approx(0.4));
}

TEST_CASE("fit: bad input") {
    CHECK_THROWS_AS(fitCalibration({}, "x"), InputError);
    // 1 s of best-case compute measured as 100 s: compute x0.01, below the allowed 0.05
    CHECK_THROWS_WITH(fitCalibration({row("slow", 8, 1.0, 0.0, 100.0)}, "x"), Catch::Contains("allowed 5 % to 200 %"));
}

TEST_CASE("calibration rows from the model: real decompositions recover known scales") {
    TrainingJob job = llama7bJob();
    job.seqLen = 4096;
    job.globalBatchTokens = 1048576;
    std::vector<CalibrationRow> truth;
    for (int gpus : {8, 64}) {
        job.gpus = gpus;
        const TrainingResult r = estimateTraining(job, 0);
        const TimeBreakdown& b = r.best.time;
        // Synthetic measurement made from compute x0.7, comm x0.6:
        const double t = (b.compute + b.ioStall) / 0.7 + (b.tpComm + b.ppBubble + b.dpComm) / 0.6;
        truth.push_back(calibrationRow(Measurement{std::to_string(gpus) + " GPUs", job, t, std::nullopt}));
        CHECK(truth.back().measuredSeconds == Approx(t)); // the model kept the 1,048,576-token batch
        CHECK(truth.back().impliedMfu == Approx(r.best.mfu * r.iterationSeconds / t));
    }
    REQUIRE(truth[1].commSeconds / truth[1].computeSeconds != Approx(truth[0].commSeconds / truth[0].computeSeconds));
    const CalibrationFit f = fitCalibration(truth, "model");
    REQUIRE(f.commFitted);
    CHECK(f.profile.computeScale == Approx(0.7).epsilon(1e-9));
    CHECK(f.profile.commScale == Approx(0.6).epsilon(1e-9));
}

TEST_CASE("calibration rows: an implied MFU above 100 % or below 1 % is refused, naming the row") {
    TrainingJob job = llama7bJob();
    const TrainingResult r = estimateTraining(job, 0);
    const double ideal = r.modelFlopsPerIteration / (job.gpus * job.gpu.peak(job.precision)->value()); // 100 % MFU
    CHECK_THROWS_WITH(calibrationRow(Measurement{"line 7", job, 0.9 * ideal, std::nullopt}),
                      Catch::Contains("line 7") && Catch::Contains("allowed 1 % to 100 %"));
    CHECK_THROWS_WITH(calibrationRow(Measurement{"line 8", job, 120 * ideal, std::nullopt}), Catch::Contains("line 8"));
    CHECK(calibrationRow(Measurement{"ok", job, 2 * ideal, std::nullopt}).impliedMfu == Approx(0.5));
    CHECK_THROWS_AS(calibrationRow(Measurement{"zero", job, 0.0, std::nullopt}), InputError);
}
