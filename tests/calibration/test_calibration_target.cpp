// Issue 11 target "Calibration from a log: reproduces the log's own throughput within 5 %":
// a Megatron-LM log of a Llama-2-7B-shaped run on 8 x H100 (fixtures/make_fixtures.py)
// states "throughput per GPU (TFLOP/s/GPU)"; after calibrating on it, the model's
// predicted throughput for the same job, counted with Megatron's FLOPs, is within 5 %.
#include "core/calibration/calibration_fit.hpp"
#include "core/calibration/megatron_flops.hpp"
#include "core/calibration/training_log.hpp"
#include "core/training/training_model.hpp"
#include "tests/calibration/fixture_text.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("Megatron's FLOP count: hand calculation for Llama-2-7B at sequence 4096") {
    // transformer_flops() per token: 6 h f 3 L + 6 (3 h^2 + h^2) L + 6 h V
    //   = 6*4096*11008*3*32 + 6*4*4096^2*32 + 6*4096*32000 = 39,642,464,256
    // plus core attention 6 h s L per token = 6*4096*4096*32 = 3,221,225,472: x 4096 tokens.
    const ModelShape m = test::llamaLike(32, 4096, 32, 32, 11008, 32000);
    CHECK(megatronFlopsPerSequence(m, 4096) == Approx(4096.0 * (39642464256.0 + 3221225472.0)));
    // 128 sequences in 7.02 s on 8 GPUs: 2.24729e16 / (7.02 x 1e12 x 8) = 400.16 TFLOP/s/GPU
    CHECK(megatronTflopsPerGpu(m, 4096, 128 * 4096, 8, 7.02) == Approx(400.159).epsilon(1e-5));
}

TEST_CASE("target: calibrating on a Megatron log reproduces the log's throughput within 5 %") {
    const LogSummary log = summarizeLog(parseMegatronLog(test::fixtureText("megatron_llama2_7b_8xh100.log")));
    REQUIRE(log.tflopsPerGpu);
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 8, test::llamaLike(32, 4096, 32, 32, 11008, 32000), 1e12);
    job.seqLen = 4096;
    job.globalBatchTokens = double(*log.globalBatchSequences) * job.seqLen;
    const CalibrationFit fit =
        fitCalibration({calibrationRow(Measurement{"log", job, *log.seconds, log.tflopsPerGpu})}, "poc");

    // The model for the same job with the profile applied, in the log's own units.
    const TrainingResult r = estimateTraining(job, 0);
    const double predictedSeconds =
        calibratedSeconds(r.best.time, fit.profile) * *job.globalBatchTokens / r.globalBatchTokens;
    const double predictedTflops =
        megatronTflopsPerGpu(job.shape, job.seqLen, *job.globalBatchTokens, job.gpus, predictedSeconds);
    const double logTokensPerSecond = *job.globalBatchTokens / *log.seconds;
    const double predictedTokensPerSecond = *job.globalBatchTokens / predictedSeconds;
    const double bestCaseTflops =
        megatronTflopsPerGpu(job.shape, job.seqLen, r.globalBatchTokens, job.gpus, r.iterationSeconds);
    INFO("log " << *log.tflopsPerGpu << " TFLOP/s/GPU; best case " << bestCaseTflops << ", calibrated "
                << predictedTflops);
    CHECK(predictedTflops == Approx(*log.tflopsPerGpu).epsilon(0.05));
    CHECK(predictedTokensPerSecond == Approx(logTokensPerSecond).epsilon(0.05));
    CHECK(fit.profile.computeScale < 1.0); // the log is slower than the tuned best case
}
