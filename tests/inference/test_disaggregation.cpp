// Prefill/decode disaggregation (DistServe, OSDI'24): separate pools, the KV transfer, and
// decode steps free of prefill chunks.
#include "core/inference/disaggregation.hpp"
#include "data/catalog_seed.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gputco;

namespace {
InferenceJob job70(int gpus) {
    InferenceJob j =
        test::servingJob(test::llamaLike(80, 8192, 64, 8, 28672, 128256), "H100-SXM5-80GB", gpus, Precision::FP8);
    j.tp = 4;
    j.promptTokens = 2000;
    j.outputTokens = 500;
    return j;
}
} // namespace

TEST_CASE("disaggregation: the KV transfer, pools that add up, decode free of prefill chunks") {
    const DisaggregatedResult d = planDisaggregated(job70(16));
    // KV of the 2,000-token prompt: 2 x 80 x 8 x 128 x 1 byte = 163,840 B per token in FP8, over
    // 4 GPUs' 400 Gb/s NICs at 80 %: 2000 x 163840 / (4 x 40e9) s = 2.048 ms.
    CHECK(d.kvTransferMs == Approx(2000 * 163840.0 / (4 * 40e9) * 1e3));
    CHECK(d.prefillGpus + d.decodeGpus == 16);
    CHECK(d.prefillReplicas >= 1);
    CHECK(d.decodeReplicas >= 1);
    CHECK(d.decode.ttftMs == Approx(d.prefillAloneMs + d.kvTransferMs));
    // At the same batch, a decode-only step is shorter than an aggregated step that also carries prefill chunks.
    InferenceJob a = job70(4);
    a.batch = d.decode.batch;
    CHECK(d.decode.tpotMs < estimateInference(a).chosen.tpotMs);
}

TEST_CASE("disaggregation sizing: a tighter TPOT target shrinks the decode batch and adds decode GPUs") {
    InferenceJob j = job70(16);
    j.qps = 10;
    const DisaggregatedResult loose = planDisaggregated(j);
    j.tpotMs = loose.decode.tpotMs * 0.6;
    const DisaggregatedResult tight = planDisaggregated(j);
    CHECK(tight.decode.batch < loose.decode.batch);
    CHECK(tight.decodeGpus >= loose.decodeGpus);
    CHECK(tight.prefillGpus == loose.prefillGpus); // prefill is sized for TTFT only
    j.ttftMs = 1;                                  // below prefill alone
    CHECK_THROWS_WITH(planDisaggregated(j), Catch::Contains("ttft_ms") && Catch::Contains("floor"));
    InferenceJob one = job70(4);
    CHECK_THROWS_WITH(planDisaggregated(one), Catch::Contains("two replicas"));
}
