// Whole-job behaviour: scaling, data I/O, failures, bad input, and no NaN or
// infinity for any input (a property test over random jobs).
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <random>

using namespace gputco;

namespace {
bool finite(const TrainingResult& r) {
    const double values[] = {r.timeToTrainDays,
                             r.gpuHours,
                             r.energyMwh,
                             r.best.mfu,
                             r.best.hfu,
                             r.tokensPerSecond,
                             r.iterationSeconds,
                             r.goodput,
                             r.best.memory.total(),
                             r.best.time.compute,
                             r.best.time.tpComm,
                             r.best.time.ppBubble,
                             r.best.time.dpComm,
                             r.best.time.ioStall,
                             r.failureSecondsPerIteration,
                             r.checkpointIntervalSeconds,
                             r.params};
    for (double v : values)
        if (!std::isfinite(v) || v < 0) return false;
    return true;
}
} // namespace

TEST_CASE("a 100 Gb/s TCP Ethernet cluster scales visibly worse than InfiniBand NDR") {
    // The seed article's case: a data-parallel-heavy 13B job on 8-GPU A100 nodes, 64 -> 256
    // GPUs ("only 2.1x on ordinary Ethernet"); same 4M-token batch, best layout each time.
    auto days = [](const char* fabric, int gpus) {
        TrainingJob job = test::catalogJob("A100-SXM4-80GB", gpus, llamaShapeForParams(13e9), 1e11, fabric, "PFS");
        job.globalBatchTokens = 4194304;
        return estimateTraining(job).bestCaseDays; // the fabric mechanism, without end-to-end losses
    };
    const double eth = days("ETH-100", 64) / days("ETH-100", 256);
    const double ib = days("IB-NDR", 64) / days("IB-NDR", 256);
    INFO("speed-up 64 -> 256 GPUs: Ethernet " << eth << "x, InfiniBand NDR " << ib << "x");
    CHECK(eth < 3.0);
    CHECK(ib > 3.6);
}

TEST_CASE("data loading stalls a multimodal job on NFS, GPUDirect Storage removes the stall") {
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 64, llamaShapeForParams(7e9), 1e11, "IB-NDR", "NFS");
    job.data.bytesPerToken = 20000; // decoded video frames: ~20 kB per visual token
    const TrainingResult nfs = estimateTraining(job);
    CHECK(nfs.best.time.ioStall > 0.1 * nfs.iterationSeconds);
    job.storage = *data::shippedCatalog().storageTier("NVME-GDS");
    const TrainingResult gds = estimateTraining(job);
    CHECK(gds.best.time.ioStall < nfs.best.time.ioStall);
    CHECK(gds.timeToTrainDays < nfs.timeToTrainDays);
    job.data.bytesPerToken = 4; // tokenized text: no stall anywhere
    CHECK(estimateTraining(job).best.time.ioStall == 0);
}

TEST_CASE("failures cost more on more GPUs, the Young/Daly interval beats a fixed hourly one") {
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 16384, llamaShapeForParams(405e9), 1.5e13, "ROCE-400", "PFS");
    job.seqLen = 8192;
    const TrainingResult big = estimateTraining(job);
    CHECK(big.jobMtbfHours == Approx(3.09).epsilon(0.01)); // Llama 3's 419 in 54 days
    CHECK(big.goodput < 0.97);
    CHECK(big.goodput > 0.80);
    job.reliability.checkpointMinutes = 60;
    const double hourly = estimateTraining(job).goodput;
    CHECK(hourly < big.goodput);
    // The seed article's policy: every 15 minutes early on, hourly later (here: after 20 %).
    job.reliability.checkpointMinutes = 15;
    job.reliability.checkpointMinutesLate = 60;
    const double twoPhase = estimateTraining(job).goodput;
    CHECK(twoPhase > hourly);
    CHECK(twoPhase <= big.goodput + 1e-9);
    job.reliability.checkpointMinutes.reset();
    job.reliability.checkpointMinutesLate.reset();
    job.reliability.failuresPerGpuHour = 0;
    CHECK(estimateTraining(job).goodput > 0.999);
    job.gpus = 1024;
    job.reliability.failuresPerGpuHour = 419.0 / (54.0 * 24.0 * 16384.0);
    CHECK(estimateTraining(job).goodput > big.goodput);
}

TEST_CASE("time-to-train follows GPU count on a sweep, unfit counts say why") {
    TrainingJob job = test::catalogJob("A100-SXM4-80GB", 8, llamaShapeForParams(70e9), 1e12);
    const auto points = sweepGpuCounts(job, defaultSweepCounts());
    REQUIRE(points.size() == 12);
    double previous = 1e300;
    int feasible = 0;
    for (const SweepPoint& p : points) {
        if (!p.feasible) {
            CHECK_FALSE(p.reason.empty());
            continue;
        }
        ++feasible;
        CHECK(finite(p.result));
        CHECK(p.result.timeToTrainDays < previous * 1.02); // more GPUs never much slower
        previous = p.result.timeToTrainDays;
    }
    CHECK(feasible >= 8);
}

TEST_CASE("bad input names the field and what would work") {
    const ModelShape s = llamaShapeForParams(7e9);
    TrainingJob job = test::catalogJob("A100-SXM4-80GB", 64, s, 1e11);
    auto fails = [](TrainingJob j, const char* field) {
        try {
            estimateTraining(j);
        } catch (const InputError& e) {
            CHECK(e.field() == field);
            return std::string(e.what());
        }
        FAIL("accepted");
        return std::string();
    };
    TrainingJob j = job;
    j.gpus = 0;
    fails(j, "gpus");
    j = job;
    j.tokens = -1;
    fails(j, "tokens");
    j = job;
    j.shape.layers = 0;
    fails(j, "layers");
    j = job;
    j.shape.hidden = 4100; // not divisible by 32 heads
    CHECK_THAT(fails(j, "hidden"), Catch::Contains("not divisible"));
    j = job;
    j.gpus = 60;
    CHECK_THAT(fails(j, "gpus"), Catch::Contains("56") && Catch::Contains("64"));
    j = job;
    j.precision = Precision::FP8;
    CHECK_THAT(fails(j, "precision"), Catch::Contains("bf16"));
    j = test::catalogJob("H100-SXM5-80GB", 8, s, 1e11);
    j.precision = Precision::FP4;
    fails(j, "precision");
    // A 1T model on one 8-GPU V100 server fits on no layout: say how many GPUs would do.
    j = test::catalogJob("V100-SXM2-32GB", 8, llamaShapeForParams(1e12), 1e11);
    CHECK_THROWS_AS(estimateTraining(j), NoFeasibleLayout);
    try {
        estimateTraining(j);
    } catch (const NoFeasibleLayout& e) {
        CHECK_THAT(std::string(e.what()), Catch::Contains("does not fit") && Catch::Contains("fits on"));
    }
    // A fixed layout that does not fit says which free layout would.
    j = test::catalogJob("A100-SXM4-80GB", 8, llamaShapeForParams(30e9), 1e11);
    j.constraints.tp = 1;
    j.constraints.zero = 0;
    j.constraints.recompute = Recompute::None;
    try {
        estimateTraining(j);
        FAIL("accepted");
    } catch (const NoFeasibleLayout& e) {
        CHECK_THAT(std::string(e.what()), Catch::Contains("without the fixed layout options"));
    }
}

TEST_CASE("no NaN or infinity for any job: random inputs either fail cleanly or give finite figures") {
    std::mt19937 rng(20261202);
    const Catalog& c = data::shippedCatalog();
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    int estimates = 0, refusals = 0;
    for (int i = 0; i < 300; ++i) {
        const GpuSpec& gpu = c.gpus[size_t(pick(0, int(c.gpus.size()) - 1))];
        ModelShape shape = pick(0, 1) ? llamaShapeForParams(std::pow(10.0, 8 + 4.5 * pick(0, 1000) / 1000.0))
                                      : gptShape(pick(1, 130), 128 * pick(1, 200), 1 << pick(0, 7), pick(2, 300000));
        TrainingJob job = test::catalogJob(gpu.id, 1 << pick(0, 14), shape, std::pow(10.0, pick(3, 14)),
                                           c.fabrics[size_t(pick(0, int(c.fabrics.size()) - 1))].id,
                                           c.storage[size_t(pick(0, int(c.storage.size()) - 1))].id);
        job.seqLen = 1 << pick(4, 17);
        job.precision = kAllPrecisions[size_t(pick(2, 5))];
        job.data.bytesPerToken = std::pow(10.0, pick(0, 4));
        if (pick(0, 3) == 0) job.globalBatchTokens = std::pow(2.0, pick(4, 26));
        if (pick(0, 3) == 0) job.constraints.tp = 1 << pick(0, 3);
        if (pick(0, 3) == 0) job.constraints.recompute = Recompute(pick(0, 2));
        try {
            const TrainingResult r = estimateTraining(job);
            INFO("job " << i << ": " << gpu.id << " x" << job.gpus << " " << describeShape(shape));
            CHECK(finite(r));
            CHECK(r.best.memory.total() <= units::inBytes(gpu.hbmCapacity));
            ++estimates;
        } catch (const InputError&) {
            ++refusals;
        }
    }
    CHECK(estimates > 30);
    CHECK(refusals > 10);
}
