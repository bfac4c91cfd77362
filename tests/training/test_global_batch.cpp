// The layout search runs the job's global batch, never a larger one: a replica needs at least one sequence.
#include "core/training/model_presets.hpp"
#include "core/training/published_runs.hpp"
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("MLPerf's Llama 3.1 8B on 512 GB200 runs its 64-sequence batch, not one sequence on each of 128 replicas") {
    // MLPerf Training v5.1, tyche_ngpu512 (mlperf_training_runs.csv): global batch 64 sequences of 8,192 tokens on
    // 512 GPUs, run as TP2 x CP4 x DP64. Data parallelism wider than 64 would run a larger batch (64 / 128 = 0.5
    // sequence per replica rounds to 1, the batch of 128 the search once took).
    TrainingJob job = test::catalogJob("GB200-NVL72", 512, modelPreset("llama3-8b").shape, 1.832e9);
    job.seqLen = 8192;
    job.globalBatchTokens = 64.0 * 8192;
    job.precision = Precision::FP8;
    const TrainingResult r = estimateTraining(job, 0);
    CHECK(r.globalBatchTokens == 64.0 * 8192);
    CHECK(r.best.layout.dp * r.best.layout.microBatch * r.best.layout.microBatches <= 64);
    // 1.832e9 tokens / (64 x 8192) = 3,494 optimizer steps, as the MLPerf row's tokens and batch give.
    CHECK(r.iterations == Approx(1.832e9 / (64.0 * 8192)));
}

TEST_CASE("a published run without a GPU count is assumed on at most one GPU per sequence of its batch") {
    // The default batch is max(4M tokens, GPUs / 8 sequences): at sequence 4,096 and the assumed 2,048 GPUs that is
    // 4,194,304 / 4,096 = 1,024 sequences, so 1,024 GPUs; at sequence 2,048 the batch is 2,048 sequences and the
    // 2,048 GPUs stay.
    PublishedRun run;
    run.id = "test";
    run.gpu = "H100-SXM5-80GB";
    run.paramsB = 7;
    run.tokensB = 1000;
    run.precision = "bf16";
    run.seqLen = 4096;
    CHECK(jobForRun(run, data::shippedCatalog()).gpus == 1024);
    run.seqLen = 2048;
    CHECK(jobForRun(run, data::shippedCatalog()).gpus == 2048);
    run.gpus = 4096; // a published count is kept
    CHECK(jobForRun(run, data::shippedCatalog()).gpus == 4096);
}
