// Goal seek (core/capacity/goal_seek): the smallest whole-node GPU count meeting a deadline.
#include "core/capacity/goal_seek.hpp"
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
// The example: a 70B Llama-style model on 2T tokens.
TrainingJob job70b(const std::string& gpu) { return test::catalogJob(gpu, 8, llamaShapeForParams(70e9), 2e12); }
} // namespace

TEST_CASE("goal seek: a later deadline never needs more GPUs", "[capacity][goal_seek]") {
    const TrainingJob job = job70b("H100-SXM5-80GB");
    int previous = 1 << 30;
    for (double deadline : {20.0, 30.0, 45.0, 60.0, 90.0, 120.0, 180.0, 365.0}) {
        const GoalSeekResult r = seekGpuCount(job, deadline, Confidence::P50);
        INFO("deadline " << deadline << " days: " << r.gpus << " GPUs, " << r.days << " days");
        REQUIRE(r.reachable);
        CHECK(r.gpus <= previous);
        CHECK(r.gpus % 8 == 0); // whole nodes
        CHECK(r.days <= deadline);
        previous = r.gpus;
    }
}

TEST_CASE("goal seek: the answer meets the deadline and one node fewer does not", "[capacity][goal_seek]") {
    TrainingJob job = job70b("H100-SXM5-80GB");
    const GoalSeekResult r = seekGpuCount(job, 60.0, Confidence::P50);
    REQUIRE(r.reachable);
    // Hand lower bound: 6 x 70e9 x 2e12 = 8.4e23 FLOP; at 100 % of the H100's 989 TFLOP/s BF16
    // dense peak (NVIDIA H100 datasheet) 60 days need 8.4e23 / (989e12 x 5,184,000 s) = 163.8 GPUs,
    // so no answer can be below 168 (21 nodes).
    CHECK(r.gpus >= 168);
    job.gpus = r.gpus - 8;
    bool fewerMeets = false;
    try {
        fewerMeets = estimateTraining(job, 0).timeToTrainDays <= 60.0;
    } catch (const NoFeasibleLayout&) {}
    CHECK_FALSE(fewerMeets);
}

TEST_CASE("goal seek: P90 never needs fewer GPUs than P50", "[capacity][goal_seek]") {
    const TrainingJob job = job70b("B200-SXM-180GB");
    const GoalSeekResult p50 = seekGpuCount(job, 60.0, Confidence::P50);
    const GoalSeekResult p90 = seekGpuCount(job, 60.0, Confidence::P90);
    REQUIRE(p50.reachable);
    REQUIRE(p90.reachable);
    CHECK(p90.gpus >= p50.gpus);
    CHECK(p90.days <= 60.0);
}

TEST_CASE("goal seek: an impossible deadline says the fastest run and its limit", "[capacity][goal_seek]") {
    // Half a day for 8.4e23 FLOP would need 8.4e23 / (989e12 x 43,200 s) = 19,660 H100 at 100 % MFU,
    // more than the 16,384 the goal seek considers (hand calculation).
    const GoalSeekResult r = seekGpuCount(job70b("H100-SXM5-80GB"), 0.5, Confidence::P50);
    CHECK_FALSE(r.reachable);
    const std::string text = unreachableText(r);
    CHECK(text.rfind("not reachable: the fastest is ", 0) == 0);
    CHECK(text.find("limited by") != std::string::npos);
    CHECK(r.fastestGpus > 0);
    CHECK(r.fastestDays > 0.5);
}

TEST_CASE("goal seek: a bad deadline names the field and range", "[capacity][goal_seek]") {
    const TrainingJob job = job70b("H100-SXM5-80GB");
    CHECK_THROWS_WITH(seekGpuCount(job, 0.0, Confidence::P50),
                      Catch::Contains("deadline_days") && Catch::Contains("0.01 to 3650"));
    CHECK(confidenceFromName("p75") == std::nullopt);
}

TEST_CASE("goal seek: every catalog GPU gets an answer or a reason", "[capacity][goal_seek]") {
    const Catalog catalog = data::shippedCatalog();
    const auto results = seekAllGpus(job70b("H100-SXM5-80GB"), catalog, 60.0, Confidence::P50);
    REQUIRE(results.size() == catalog.gpus.size());
    for (const GoalSeekResult& r : results) CHECK((r.reachable ? r.gpus > 0 : !r.limitedBy.empty()));
}
