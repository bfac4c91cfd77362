// Expert tensor parallelism (issue 16): each routed expert's FFN split over etp GPUs of its EP
// group (Megatron-Core expert-TP with MoE parallel folding). Expected values are hand calculations.
#include "core/training/collectives.hpp"
#include "core/training/layout_evaluator.hpp"
#include "core/training/layout_search.hpp"
#include "core/training/model_presets.hpp"
#include "core/training/training_model.hpp"
#include "core/validation.hpp"
#include "tests/support/training_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
TrainingJob mixtral(const char* gpu, int gpus) {
    TrainingJob job = test::catalogJob(gpu, gpus, modelPreset("mixtral-8x7b").shape, 1e12);
    job.seqLen = 4096;
    return job;
}
} // namespace

TEST_CASE("expert-TP shards the routed experts like EP does") {
    const LayoutEvaluator ev(mixtral("H100-SXM5-80GB", 8));
    Layout l;
    l.dp = 8;
    l.zero = 1;
    l.ep = 4;
    l.etp = 2;
    // By hand: 32 layers x 8 experts x 176,160,768 / (EP 4 x expert-TP 2) = 5,637,144,576 routed
    // parameters per GPU, BF16: the same as EP 8.
    CHECK(ev.memory(l).expertWeights == Approx(2.0 * 5637144576.0).epsilon(1e-6));
    CHECK(l.expertDataParallel() == 1);
}

TEST_CASE("expert-TP gathers the routed tokens and reduce-scatters the outputs over NVLink") {
    LayoutEvaluator ev(mixtral("H100-SXM5-80GB", 8));
    CHECK(ev.prepare(1, 1, 1, 1, 1).epComm == 0); // one GPU holds whole experts: nothing to move
    const double etp2 = ev.prepare(1, 1, 1, 1, 2).epComm;
    // By hand, one micro-batch of 4,096 tokens, hidden 4,096, top-2, BF16: the pair gathers
    // 2 x 4096 x 4096 x 2 = 67.1M values = 134.2 MB and reduce-scatters as much back.
    const GpuPerformance& p = ev.performance();
    const LinkModel nvlink{p.nvlinkBytesPerSecond, p.nvlinkLatency};
    const double bytes = 2.0 * 4096.0 * 4096.0 * 2.0 * 2.0;
    CHECK(etp2 == Approx(ringAllGather(bytes, 2, nvlink) + ringReduceScatter(bytes, 2, nvlink)));
}

TEST_CASE("expert-TP joins the layout search within the NVLink domain") {
    const TrainingJob job = mixtral("H20-96GB", 64);
    // Candidates with EP 8 on 64 folded GPUs: 1, 2, 4, 8 (all divide the 14,336-wide experts).
    CHECK(expertTensorParallelCandidates(job, 64, 8) == std::vector<int>{1, 2, 4, 8});
    // EP x expert-TP must divide the folded GPUs: with EP 8 on 16 only 1 and 2 remain.
    CHECK(expertTensorParallelCandidates(job, 16, 8) == std::vector<int>{1, 2});
    // The free search is never slower than the same search held to expert-TP 1.
    TrainingJob fixed = job;
    fixed.constraints.etp = 1;
    CHECK(estimateTraining(job, 0).tokensPerSecond >= estimateTraining(fixed, 0).tokensPerSecond);
    // A dense model has no experts to split.
    CHECK(expertTensorParallelCandidates(test::catalogJob("H100-SXM5-80GB", 8, modelPreset("llama3-8b").shape, 1e12), 8,
                                         1) == std::vector<int>{1});
}

TEST_CASE("a bad expert-TP names the field") {
    TrainingJob job = mixtral("H100-SXM5-80GB", 64);
    job.constraints.etp = 3;
    CHECK_THROWS_WITH(validateJob(job), Catch::Contains("etp") && Catch::Contains("14336"));
    TrainingJob dense = test::catalogJob("H100-SXM5-80GB", 8, modelPreset("llama3-8b").shape, 1e12);
    dense.constraints.etp = 2;
    CHECK_THROWS_WITH(validateJob(dense), Catch::Contains("etp") && Catch::Contains("mixture-of-experts"));
}
