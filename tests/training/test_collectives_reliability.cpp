// Collective times (nccl-tests PERFORMANCE.md) and checkpoint intervals (Young 1974, Daly 2006).
#include "core/training/collectives.hpp"
#include "core/training/reliability.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace gputco;

TEST_CASE("ring collectives: all-reduce moves 2(n-1)/n of the buffer, RS and AG (n-1)/n") {
    const LinkModel link{100e9, 0};
    // 1 GB over 8 ranks at 100 GB/s: all-reduce 2 x 7/8 x 10 ms = 17.5 ms; RS 8.75 ms.
    CHECK(ringAllReduce(1e9, 8, link) == Approx(0.0175));
    CHECK(ringReduceScatter(1e9, 8, link) == Approx(0.00875));
    CHECK(ringAllGather(1e9, 8, link) == Approx(0.00875));
    CHECK(ringAllReduce(1e9, 1, link) == 0);
}

TEST_CASE("hierarchical all-reduce: NVLink inside the node, the fabric on 1/local of the data") {
    HierarchicalGroup g;
    g.n = 64;
    g.local = 8;
    g.intra = LinkModel{300e9, 0};
    g.inter = LinkModel{25e9, 0};
    // RS inside: 7/8 x 8 GB / 300 GB/s = 23.3 ms; across 8 nodes: 7/8 x 1 GB / 25 GB/s = 35 ms; x2 for AR.
    CHECK(hierarchicalHalf(8e9, g) == Approx(7.0 / 8 * 8e9 / 300e9 + 7.0 / 8 * 1e9 / 25e9));
    CHECK(hierarchicalAllReduce(8e9, g) == Approx(2 * hierarchicalHalf(8e9, g)));
    // A slower fabric only slows the inter-node part.
    HierarchicalGroup slow = g;
    slow.inter.bytesPerSecond = 12.5e9 / 8;
    CHECK(hierarchicalAllReduce(8e9, slow) > 5 * hierarchicalAllReduce(8e9, g));
}

TEST_CASE("Young and Daly checkpoint intervals, and the waste they imply") {
    // Llama 3 405B: 419 interruptions in 54 days on 16,384 GPUs -> job MTBF 3.09 h.
    const double mtbf = 54.0 * 24 * 3600 / 419;
    const double delta = 60; // one-minute checkpoints
    // Young: sqrt(2 x 60 x 11,134) = 1,156 s = 19.3 min (the reference's worked example: ~19 min).
    CHECK(youngInterval(delta, mtbf) / 60 == Approx(19.3).epsilon(0.01));
    // Daly's higher-order optimum is slightly shorter here (delta << M): tau = Young x (1 + ...) - delta.
    const double daly = dalyInterval(delta, mtbf);
    CHECK(
        daly ==
        Approx(std::sqrt(2 * delta * mtbf) * (1 + std::sqrt(delta / (2 * mtbf)) / 3 + delta / (2 * mtbf) / 9) - delta));
    CHECK(daly < youngInterval(delta, mtbf));
    CHECK(dalyInterval(3 * mtbf, mtbf) == Approx(mtbf)); // delta >= 2M: checkpoint every M
    // Waste ~ delta/tau + tau/(2M) ~ 10 % without restart time, as the reference computes.
    const CheckpointPlan plan = planCheckpoints(delta, mtbf, 0, 0);
    CHECK(1.0 / plan.goodput - 1.0 == Approx(0.11).epsilon(0.15));
    // Restarts cost on top; a fixed 15-minute policy is close to optimal here, a 4-hour one is not.
    CHECK(planCheckpoints(delta, mtbf, 600, 0).goodput < plan.goodput);
    CHECK(planCheckpoints(delta, mtbf, 0, 15 * 60).goodput == Approx(plan.goodput).epsilon(0.02));
    CHECK(planCheckpoints(delta, mtbf, 0, 4 * 3600).goodput < 0.6);
    // Restarting takes longer than the time between failures: no progress.
    CHECK_FALSE(planCheckpoints(600, 1800, 1800, 0).feasible);
}
