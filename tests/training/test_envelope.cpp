// The estimate's envelope (issue 28, core/training/envelope.hpp; rule in docs/validation-envelope.md).
// Expected values are hand calculations from the rule on the rows given here, or, for the shipped
// evidence, what the validation tables hold (no FP4 training row; dense BF16 H100 rows held out).
#include "core/training/envelope.hpp"
#include "core/training/hardware_model.hpp"
#include "core/training/model_presets.hpp"
#include "core/training/realism.hpp"
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "services/validation_evidence.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace gputco;

namespace {
ValidatedRun row(const char* id, const char* gpu, const char* arch, Precision p, bool moe, int gpus, double paramsB,
                 double error) {
    return test::validatedRun(id, gpu, arch, p, moe, gpus, paramsB, error);
}

const std::vector<ValidatedRun> kRows{
    row("dense-h100", "H100-SXM5-80GB", "Hopper", Precision::BF16, false, 1024, 70, 0.5),
    row("moe-gb200", "GB200-NVL72", "Blackwell", Precision::BF16, true, 256, 671, -0.2),
    row("moe-h100-fp8", "H100-SXM5-80GB", "Hopper", Precision::FP8, true, 1024, 671, 0.01),
};

RealismParameters band(double p10, double p90) {
    RealismParameters p;
    p.bandP10 = p10;
    p.bandP90 = p90;
    return p;
}
} // namespace

TEST_CASE("a job like a held-out row is within the envelope and keeps the held-out band") {
    const TrainingJob job = test::catalogJob("H100-SXM5-80GB", 1024, llamaShapeForParams(70e9), 1e12);
    std::vector<ValidatedRun> rows = kRows;
    rows[0].error = 0.05; // the close row held: +5 %, within the rule's 15 %
    const Envelope e = assessEnvelope(job, 70, rows, band(0.8, 1.25));
    CHECK(e.assessed);
    CHECK_FALSE(e.extrapolated);
    CHECK(e.missing.empty());
    CHECK(e.summary == "within the validated runs");
    CHECK(e.bandP10 == 0.8);
    CHECK(e.bandP90 == 1.25);
    REQUIRE_FALSE(e.nearest.empty());
    CHECK(e.nearest.front().id == "dense-h100");
}

TEST_CASE("close rows that missed by more than 15 % leave the job extrapolated in accuracy (issue 46)") {
    // The same job against the rows as given: the one close row (dense-h100, dense BF16 70B on 1,024 H100) is
    // off by +50 %, so the model was checked there and did not hold. By hand: the median of the one close row's
    // |error| is 50 % > 15 %. The band: the three nearest rows' |ln(1 + error)| are ln 1.5, ln 1.01 and
    // ln 1.25 (moe-h100-fp8, then moe-gb200), median ln 1.25; a miss adds no base half-width, so P90 =
    // max(1.25, 1.25) = 1.25 and P10 = 0.8.
    const TrainingJob job = test::catalogJob("H100-SXM5-80GB", 1024, llamaShapeForParams(70e9), 1e12);
    const Envelope e = assessEnvelope(job, 70, kRows, band(0.8, 1.25));
    REQUIRE(e.extrapolated);
    CHECK(e.missing == std::vector<std::string>{"accuracy"});
    CHECK(e.summary == "extrapolated: the validated runs of a dense model at 16-bit precision on Hopper "
                       "(H100-SXM5-80GB) nearest to it are off by a median 50 % (beyond 15 %)");
    CHECK(e.bandP90 == Approx(1.25));
    CHECK(e.bandP10 == Approx(0.8));
    // Three close rows at +5, -30 and +20 %: median |error| 20 % > 15 %, extrapolated; at +5, -30 and +10 %:
    // median 10 %, within.
    std::vector<ValidatedRun> rows = kRows;
    for (const double error : {-0.3, 0.2})
        rows.push_back(row("close", "H100-SXM5-80GB", "Hopper", Precision::BF16, false, 1024, 70, error));
    rows[0].error = 0.05;
    CHECK(assessEnvelope(job, 70, rows, band(0.8, 1.25)).missing == std::vector<std::string>{"accuracy"});
    rows.back().error = 0.1;
    CHECK_FALSE(assessEnvelope(job, 70, rows, band(0.8, 1.25)).extrapolated);
}

TEST_CASE("an AMD GPU is its own generation: NVIDIA rows of its feature set never vouch for it") {
    // The MI300X supports FP8 (the Hopper feature set) and the MI355X FP4 (Blackwell's), but they run ROCm
    // kernels: a dense BF16 70B job on 1,024 MI300X matches dense-h100 on every other dimension, and is
    // still extrapolated in its generation.
    const TrainingJob job = test::catalogJob("MI300X-192GB", 1024, llamaShapeForParams(70e9), 1e12);
    const Envelope e = assessEnvelope(job, 70, kRows, band(0.8, 1.25));
    REQUIRE(e.extrapolated);
    CHECK(e.missing == std::vector<std::string>{"generation"});
    CHECK(e.summary == "extrapolated: no validated run of a dense model at 16-bit precision on AMD CDNA 3 "
                       "(MI300X-192GB); no held-out row matches its GPU generation");
    const Catalog& catalog = data::shippedCatalog();
    CHECK(generationName(*catalog.gpu("MI355X-288GB")) == "AMD CDNA 4");
    CHECK(generationName(*catalog.gpu("B200-SXM-180GB")) == "Blackwell");
}

TEST_CASE("FP4 MoE on GB300: extrapolated in precision, the band widened by the rule") {
    TrainingJob job = test::catalogJob("GB300-NVL72", 512, modelPreset("deepseek-v3").shape, 1e12);
    job.precision = Precision::FP4;
    const Envelope e = assessEnvelope(job, 1000, kRows, band(0.8, 1.25));
    REQUIRE(e.extrapolated);
    // Blackwell rows exist (moe-gb200), none at FP4; that row is MoE and within 8x (671B, 256 GPUs).
    CHECK(e.missing == std::vector<std::string>{"precision"});
    CHECK(e.summary == "extrapolated: no validated run of a MoE model at FP4 on Blackwell (GB300-NVL72); no held-out "
                       "row matches its precision");
    REQUIRE(e.nearest.size() == 3);
    CHECK(e.nearest.front().id == "moe-gb200");
    // By hand: |ln(1 + error)| of the three nearest: ln 1.25 (moe-gb200, -20 %: |ln 0.8|), ln 1.01, ln 1.5;
    // their median ln 1.25; the base band's half-width = ln(1.25 / 0.8) / 2 = ln 1.25; one missing
    // dimension: P90 = 1.25 x 1.25 = 1.5625, P10 = 1 / 1.5625 = 0.64.
    CHECK(e.bandP90 == Approx(1.5625));
    CHECK(e.bandP10 == Approx(0.64));
}

TEST_CASE("each missing dimension widens the band by the base half-width") {
    // V100 (Volta) at FP16, dense, 7B on 64 GPUs against the three rows: no Volta row; among all rows
    // the 16-bit ones stay (dense-h100, moe-gb200), then the dense one (dense-h100), which is 10x the
    // parameters and 16x the GPUs: not within 8x. So generation and scale are missing.
    TrainingJob job = test::catalogJob("V100-SXM2-32GB", 64, llamaShapeForParams(7e9), 1e11);
    job.precision = Precision::FP16;
    const Envelope e = assessEnvelope(job, 7, kRows, band(0.8, 1.25));
    CHECK(e.missing == std::vector<std::string>{"generation", "scale"});
    CHECK(e.summary == "extrapolated: no validated run of a dense model at 16-bit precision on Volta (V100-SXM2-32GB); "
                       "no held-out row matches its GPU generation, scale (8x)");
    // The median is ln 1.25 again (all three rows are the nearest three); two dimensions: 1.25 x 1.25^2.
    CHECK(e.bandP90 == Approx(1.25 * 1.25 * 1.25));
}

TEST_CASE("close steady-state rows alone leave the expected estimate extrapolated end to end") {
    // One best-case row (an MLPerf-like steady state) matches generation, precision, kind and scale, but
    // no end-to-end row checks the expected estimate's own terms there.
    ValidatedRun steady = row("steady-h100-fp8", "H100-SXM5-80GB", "Hopper", Precision::FP8, false, 8192, 405, 0.2);
    steady.kind = EvidenceKind::BestCase;
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 8192, llamaShapeForParams(405e9), 1e12);
    job.precision = Precision::FP8;
    const std::vector<ValidatedRun> rows{steady};
    const Envelope e = assessEnvelope(job, 405, rows, band(0.8, 1.25));
    CHECK(e.missing == std::vector<std::string>{"end-to-end"});
    // By hand: the one row's |ln 1.2|, one dimension: P90 = 1.2 x 1.25 = 1.5, P10 = 1 / 1.5.
    CHECK(e.bandP90 == Approx(1.5));
    CHECK(e.bandP10 == Approx(1.0 / 1.5));
}

TEST_CASE("no rows: the envelope is not assessed and the band is the held-out one") {
    const TrainingJob job = test::catalogJob("H100-SXM5-80GB", 8, llamaShapeForParams(7e9), 1e11);
    const Envelope e = assessEnvelope(job, 7, {}, band(0.8, 1.25));
    CHECK_FALSE(e.assessed);
    CHECK(e.bandP10 == 0.8);
}

TEST_CASE("shipped evidence: FP4 1T MoE on GB300 extrapolates, dense BF16 70B on H100 does not (issue 28)") {
    // resources/validation: no MoE training row at FP4 (MLPerf's FP4 rows are dense); held-out dense BF16
    // H100 rows from 8B to 70B exist.
    TrainingJob moe = test::catalogJob("GB300-NVL72", 1024, modelPreset("deepseek-v3").shape, 1e13);
    moe.precision = Precision::FP4;
    const TrainingResult r = services::estimateWithEnvelope(moe);
    CHECK(r.envelope.extrapolated);
    CHECK(r.envelope.summary.find("MoE model at FP4 on Blackwell (GB300-NVL72)") != std::string::npos);
    CHECK(r.expected.p90Days / r.expected.days > realismParameters().bandP90);
    CHECK(r.expected.p10Days / r.expected.days < realismParameters().bandP10);

    const TrainingJob dense = test::catalogJob("H100-SXM5-80GB", 1024, llamaShapeForParams(70e9), 2e12);
    const TrainingResult d = services::estimateWithEnvelope(dense);
    CHECK(d.envelope.assessed);
    CHECK_FALSE(d.envelope.extrapolated);
    CHECK(d.expected.p90Days / d.expected.days == Approx(realismParameters().bandP90));
}

TEST_CASE("kernels in practice, fitted on dense 16-bit runs, are not applied to FP8 or MoE jobs (issue 28)") {
    // resources/validation/end_to_end_runs.csv, the fitting rows, holds dense BF16/FP16 runs only.
    TrainingJob dense = test::catalogJob("H100-SXM5-80GB", 64, llamaShapeForParams(7e9), 1e11);
    const TrainingResult bf16 = estimateTraining(dense, 0);
    CHECK(bf16.expected.kernelPracticeApplied);
    CHECK(bf16.expected.kernelSeconds > 0);

    dense.precision = Precision::FP8;
    const TrainingResult fp8 = estimateTraining(dense, 0);
    CHECK_FALSE(fp8.expected.kernelPracticeApplied);
    CHECK(fp8.expected.kernelSeconds == 0);

    TrainingJob moe = test::catalogJob("H100-SXM5-80GB", 64, modelPreset("mixtral-8x7b").shape, 1e11);
    CHECK_FALSE(estimateTraining(moe, 0).expected.kernelPracticeApplied);

    // The fitting rows ran on NVIDIA V100, A100 and H100 (issue 46): not carried to Blackwell or AMD.
    for (const char* gpu : {"GB200-NVL72", "B300-SXM-288GB", "MI300X-192GB"}) {
        INFO(gpu);
        const TrainingJob other = test::catalogJob(gpu, 64, llamaShapeForParams(7e9), 1e11);
        const TrainingResult r = estimateTraining(other, 0);
        CHECK_FALSE(r.expected.kernelPracticeApplied);
        CHECK(r.expected.kernelSeconds == 0);
    }
}

TEST_CASE("a validation row's envelope leaves out its own source's rows (issue 46)") {
    // The subject is a dense BF16 H100 row of 70B on 1,024 GPUs; the only close row shares its source.
    ValidatedRun subject = row("subject", "H100-SXM5-80GB", "Hopper", Precision::BF16, false, 1024, 70, 0.0);
    subject.kind = EvidenceKind::Expected;
    std::vector<ValidatedRun> rows = kRows;
    rows[0].source = subject.source = "One paper";
    const Envelope same = assessEnvelope(subject, rows, band(0.8, 1.25));
    CHECK(same.extrapolated); // the rows left (GB200 MoE, H100 FP8 MoE) are not of its precision and kind
    rows[0].source = "Another paper";
    rows[0].error = 0.05; // and it held (+5 %, within 15 %)
    CHECK_FALSE(assessEnvelope(subject, rows, band(0.8, 1.25)).extrapolated);
}

TEST_CASE("the best case has its own envelope: steady-state rows vouch for it without an end-to-end run") {
    // Shipped evidence: DeepSeek-V3 FP8 steady states on GB300 and GB200 (MLPerf Training v6.0 on 512 GB300 and
    // 512 GB200, Megatron-Bridge 26.06 on 256 GB300: best case -13, 0 and -6 %, median 6 %), but no end-to-end
    // run of an MoE model on Blackwell (MLPerf Training's time-to-train rows are dense).
    TrainingJob job = test::catalogJob("GB300-NVL72", 512, modelPreset("deepseek-v3").shape, 1e12);
    job.precision = Precision::FP8;
    const TrainingResult r = services::estimateWithEnvelope(job);
    CHECK_FALSE(r.bestCaseEnvelope.extrapolated);
    CHECK(r.envelope.extrapolated);
    CHECK(std::find(r.envelope.missing.begin(), r.envelope.missing.end(), "end-to-end") != r.envelope.missing.end());
    // Qwen3-30B-A3B on 8 GB300: its close steady states (Megatron-Bridge on GB300 and GB200, MLPerf's GPT-OSS 20B
    // on 8 GB300) are off by -18, +46 and -5 %, median 18 %: the best case is close, but the model did not hold.
    job = test::catalogJob("GB300-NVL72", 8, modelPreset("qwen3-30b-a3b").shape, 1e12);
    job.precision = Precision::FP8;
    CHECK(services::estimateWithEnvelope(job).bestCaseEnvelope.missing == std::vector<std::string>{"accuracy"});
}

TEST_CASE("MLPerf Training rows are end-to-end evidence: a dense FP8 405B on 512 GB200 is within for both") {
    // MLPerf Training v5.0 Llama 3.1 405B on 256, 512 and 2,496 GB200 at FP8 (mlperf_training_runs.csv).
    TrainingJob job = test::catalogJob("GB200-NVL72", 512, modelPreset("llama3.1-405b").shape, 1e12);
    job.precision = Precision::FP8;
    const TrainingResult r = services::estimateWithEnvelope(job);
    CHECK_FALSE(r.envelope.extrapolated);
    CHECK_FALSE(r.bestCaseEnvelope.extrapolated);
}

TEST_CASE("of equally near rows the newest is listed first") {
    // Two sources' rows of the same deployment (Llama 3.1 405B FP8 on 8 MI300X): Oracle's of 2024 (+61 %) and
    // AMD's own of 2025 (+11 %), as `validate` lists them; the planner meets the newer software.
    ValidatedRun older = row("oracle-2024", "MI300X-192GB", "AMD CDNA 3", Precision::FP8, false, 8, 405, 0.61);
    older.published = "2024-10-10";
    ValidatedRun newer = row("amd-2025", "MI300X-192GB", "AMD CDNA 3", Precision::FP8, false, 8, 405, 0.11);
    newer.published = "2025-11-03";
    const std::vector<ValidatedRun> rows{older, newer};
    const GpuSpec& gpu = *data::shippedCatalog().gpu("MI300X-192GB");
    const Envelope e = assessEnvelope(describeSubject(gpu, Precision::FP8, false, 8, 405, EvidenceKind::Serving), rows,
                                      band(0.8, 1.25), EvidenceKind::Serving);
    REQUIRE(e.nearest.size() == 2);
    CHECK(e.nearest[0].id == "amd-2025");
    CHECK(e.nearest[1].id == "oracle-2024");
}

namespace {
// Ten dense BF16 steady-state rows whose published / predicted times are 0.80 ... 1.30 (a rate row's 1 + error),
// equally near a 70B job on 1,024 H100: the first three listed (1.00, 1.02, 1.05) are the nearest, and held.
std::vector<ValidatedRun> steadyRows(bool moe) {
    std::vector<ValidatedRun> rows;
    for (double ratio : {1.00, 1.02, 1.05, 0.80, 0.85, 0.90, 0.95, 1.10, 1.15, 1.30}) {
        ValidatedRun r = row("steady", "H100-SXM5-80GB", "Hopper", Precision::BF16, moe, 1024, 70, ratio - 1.0);
        r.kind = EvidenceKind::BestCase;
        rows.push_back(r);
    }
    return rows;
}
} // namespace

TEST_CASE("the best case's band is measured on the steady-state rows and the expected estimate's on end-to-end runs") {
    // By hand (type-7 quantiles of the ten ratios): P10 at position 0.9 between 0.80 and 0.85 = 0.845; P90 at
    // position 8.1 between 1.15 and 1.30 = 1.165. The expected estimate, which no end-to-end row checks here,
    // widens the realism table's 0.8-1.25 instead.
    const TrainingJob job = test::catalogJob("H100-SXM5-80GB", 1024, llamaShapeForParams(70e9), 1e12);
    const std::vector<ValidatedRun> rows = steadyRows(false);
    const Envelope best = assessEnvelope(job, 70, rows, band(0.8, 1.25), EvidenceKind::BestCase);
    CHECK_FALSE(best.extrapolated);
    CHECK(best.bandP10 == Approx(0.845));
    CHECK(best.bandP90 == Approx(1.165));
    const Envelope expected = assessEnvelope(job, 70, rows, band(0.8, 1.25));
    CHECK(expected.missing == std::vector<std::string>{"end-to-end"});
    CHECK(expected.bandP10 <= 0.8);
    CHECK(expected.bandP90 >= 1.25);
}

TEST_CASE("the best case's band takes the rows of its own kind when ten share it") {
    // A MoE job among ten dense rows and nine MoE rows (all 12 % faster than predicted, ratio 0.88, close rows that
    // held): nine are too few, so the band is of all nineteen rows; with a tenth MoE row it is the MoE rows' own.
    const TrainingJob job = test::catalogJob("H100-SXM5-80GB", 1024, modelPreset("qwen3-30b-a3b").shape, 1e12);
    std::vector<ValidatedRun> rows = steadyRows(false);
    ValidatedRun moe = row("moe", "H100-SXM5-80GB", "Hopper", Precision::BF16, true, 1024, 30, -0.12);
    moe.kind = EvidenceKind::BestCase;
    rows.insert(rows.end(), 9, moe);
    // Nineteen ratios, sorted 0.80, 0.85, nine 0.88, 0.90, 0.95, 1.00, 1.02, 1.05, 1.10, 1.15, 1.30. P10 at position
    // 1.8 between 0.85 and 0.88: 0.874; P90 at position 16.2 between 1.10 and 1.15: 1.11.
    const Envelope mixed = assessEnvelope(job, 30, rows, band(0.8, 1.25), EvidenceKind::BestCase);
    CHECK_FALSE(mixed.extrapolated);
    CHECK(mixed.bandP10 == Approx(0.874));
    CHECK(mixed.bandP90 == Approx(1.11));
    rows.push_back(moe);
    const Envelope own = assessEnvelope(job, 30, rows, band(0.8, 1.25), EvidenceKind::BestCase);
    CHECK(own.bandP10 == Approx(0.88));
    CHECK(own.bandP90 == Approx(1.0)); // every MoE ratio is 0.88: the band still holds the estimate itself
}

TEST_CASE("fewer than ten steady-state rows: the best case keeps the realism band") {
    const TrainingJob job = test::catalogJob("H100-SXM5-80GB", 1024, llamaShapeForParams(70e9), 1e12);
    std::vector<ValidatedRun> rows = steadyRows(false);
    rows.pop_back();
    const Envelope best = assessEnvelope(job, 70, rows, band(0.8, 1.25), EvidenceKind::BestCase);
    CHECK(best.bandP10 == 0.8);
    CHECK(best.bandP90 == 1.25);
}
