// The fleet plan on a scenario (core/capacity/plan_builder): the month-by-month cost against the
// steady-state cost model, and the optimiser against the scenario's own option.
#include "core/capacity/fleet_optimiser.hpp"
#include "core/capacity/plan_builder.hpp"
#include "data/catalog_seed.hpp"

#include "tests/support/cost_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
Scenario scenario() {
    Scenario s;
    s.name = "plan";
    s.horizonMonths = 36;
    s.asOf = "2026-07-01";
    s.discountRate = 0.08;
    s.workloads.push_back(test::sevenBWorkload(1e11, 2));
    Option own;
    own.name = "own";
    own.gpuId = "B300-SXM-288GB";
    own.ownTerms.servers = 4;
    own.ownTerms.serverPrice = 400000;
    own.ownTerms.networkCapex = 80000;
    own.ownTerms.storageCapex = 50000;
    own.ownTerms.installCapex = 20000;
    own.ownTerms.serverPowerKw = 14.5;
    own.ownTerms.electricityPerKwh = 0.12;
    own.ownTerms.colocationPerKwMonth = 150;
    own.ownTerms.maintenanceFractionPerYear = 0.05;
    own.ownTerms.staffPerMonth = 10000;
    s.options = {own};
    return s;
}
} // namespace

TEST_CASE("plan: constant demand and one tranche at month 0 cost what the steady-state model says",
          "[capacity][plan]") {
    const Scenario s = scenario();
    const PlanProblem p =
        buildPlanProblem(s, {DemandTimeline{}}, data::shippedCatalog(), test::fiveDayEstimator(), PlanRequest{});
    const double steady = evaluateScenario(s, data::shippedCatalog(), test::fiveDayEstimator()).options[0].horizonCost;
    // 2 runs x 5 days x 24 h = 240 h a month on 32 GPUs: well inside 730 h, so no burst.
    const FleetPlan plan = evaluatePlan(p, {{0, "B300-SXM-288GB", 4}});
    CHECK(plan.burstGpuHours == 0);
    CHECK(plan.meetsDemand);
    CHECK(plan.horizonCost == Approx(steady).epsilon(1e-9));
}

TEST_CASE("plan: the best plan is never worse than the scenario's own option", "[capacity][plan]") {
    const Scenario s = scenario();
    const PlanProblem p =
        buildPlanProblem(s, {DemandTimeline{}}, data::shippedCatalog(), test::fiveDayEstimator(), PlanRequest{});
    const double steady = evaluateScenario(s, data::shippedCatalog(), test::fiveDayEstimator()).options[0].horizonCost;
    const PlanSearch search = optimiseFleet(p, 5);
    REQUIRE_FALSE(search.plans.empty());
    CHECK(search.plans[0].horizonCost <= steady + 1e-6);
}

TEST_CASE("plan: bad timelines and purchase months name the key and range", "[capacity][plan]") {
    DemandTimeline t;
    t.startMonth = 40;
    CHECK_THROWS_WITH(validateTimeline(t, 36, "workloads[0]"),
                      Catch::Contains("workloads[0].start_month") && Catch::Contains("0 to 35"));
    t.startMonth = 0;
    t.growthPerYear = -0.5;
    CHECK_THROWS_WITH(validateTimeline(t, 36, "workloads[0]", "runs_per_month_by_quarter", "runs_growth_per_year"),
                      Catch::Contains("workloads[0].runs_growth_per_year") && Catch::Contains("0 to 10"));
    t.growthPerYear = 0.5;
    t.byQuarter = {1, 2};
    CHECK_THROWS_WITH(validateTimeline(t, 36, "workloads[0]", "runs_per_month_by_quarter", "runs_growth_per_year"),
                      Catch::Contains("overlaps runs_per_month_by_quarter"));
    PlanRequest rq;
    rq.purchaseMonths = {0, 40};
    CHECK_THROWS_WITH(
        buildPlanProblem(scenario(), {DemandTimeline{}}, data::shippedCatalog(), test::fiveDayEstimator(), rq),
        Catch::Contains("--purchase-months") && Catch::Contains("0 to 35"));
}

TEST_CASE("demand timeline: growth compounds, quarters step, months outside are empty", "[capacity][plan]") {
    DemandTimeline t;
    t.growthPerYear = 1.0; // doubling a year
    CHECK(demandInMonth(t, 10, 12, 36) == Approx(20));
    CHECK(demandInMonth(t, 10, 24, 36) == Approx(40)); // 4x over two years
    t.growthPerYear = 0;
    t.byQuarter = {1, 2, 3};
    t.startMonth = 1;
    t.endMonth = 10;
    CHECK(demandInMonth(t, 0, 0, 36) == 0);
    CHECK(demandInMonth(t, 0, 4, 36) == 2);
    CHECK(demandInMonth(t, 0, 9, 36) == 3); // the last quarter repeats
    CHECK(demandInMonth(t, 0, 11, 36) == 0);
}
