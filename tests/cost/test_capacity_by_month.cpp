// Capacity against demand by month (core/capacity/capacity_by_month): hand-computed cases.
#include "core/capacity/capacity_by_month.hpp"
#include "data/catalog_seed.hpp"

#include "tests/support/cost_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("capacity by month: one own option, demand growing past it, with and without burst", "[capacity]") {
    Scenario s = test::fourB300Servers();
    DemandTimeline t;
    t.byQuarter = {2, 8}; // 2 runs a month in months 0-2, then 8 (the last quarter repeats)
    const Catalog& cat = data::shippedCatalog();
    // By hand: a run is 5 days x 24 h = 120 h on 4 x 8 = 32 GPUs = 3,840 GPU-hours.
    // Months 0-2: 2 runs = 7,680 GPU-hours; months 3-11: 8 runs = 30,720.
    // Capacity: 32 GPUs x 730 h = 23,360 GPU-hours a month; short by 30,720 - 23,360 = 7,360.
    CapacityByMonth c = optionCapacityByMonth(s, {t}, s.options[0], cat, test::fiveDayEstimator());
    REQUIRE(c.demand.size() == 12);
    CHECK(c.demand[0] == Approx(7680));
    CHECK(c.demand[3] == Approx(30720));
    REQUIRE(c.bands.size() == 1);
    CHECK(c.bands[0].gpus == 32);
    CHECK(c.bands[0].gpuHours[5] == Approx(23360));
    CHECK_FALSE(c.burstAvailable);
    CHECK(c.burst[3] == 0);
    CHECK(c.shortfall[0] == 0);
    CHECK(c.shortfall[3] == Approx(7360));

    Option rent;
    rent.name = "rent";
    rent.own = false;
    rent.gpuId = "B300-SXM-288GB";
    rent.rentTerms.gpus = 16;
    rent.rentTerms.pricePerGpuHour = 4;
    s.options.push_back(rent);
    c = optionCapacityByMonth(s, {t}, s.options[0], cat, test::fiveDayEstimator());
    // Issue 45: a rent option beside it is no burst of the own option (which has none): still short, as
    // feasibility has it
    CHECK_FALSE(c.burstAvailable);
    CHECK(c.burst[11] == 0);
    CHECK(c.shortfall[11] == Approx(7360));
    // with the burst in the option itself, the rest is rented: 7,360 GPU-hours from month 3
    s.options[0].burst = BurstTerms{rent.gpuId, rent.rentTerms, rent.fabricId, rent.storageId};
    c = optionCapacityByMonth(s, {t}, s.options[0], cat, test::fiveDayEstimator());
    CHECK(c.burstAvailable);
    CHECK(c.burst[2] == 0);
    CHECK(c.burst[11] == Approx(7360));
    CHECK(c.shortfall[11] == 0);
    CHECK(c.burstGpu == "B300-SXM-288GB");
    s.options[0].burst.reset();
    // The rent option itself holds 16 x 730 = 11,680 GPU-hours a month and rents no burst.
    const CapacityByMonth r = optionCapacityByMonth(s, {t}, s.options[1], cat, test::fiveDayEstimator());
    CHECK(r.bands[0].rented);
    CHECK(r.bands[0].gpuHours[0] == Approx(11680));
    CHECK_FALSE(r.burstAvailable);
}

TEST_CASE("capacity by month: the hand case of docs/capacity-planning.md, two tranches and a burst month",
          "[capacity]") {
    PlanProblem p; // 100 units of work per server-month; demand 100, 150, 200, 200
    p.horizonMonths = 4;
    p.demand = {100, 150, 200, 200};
    p.types = {{"X", 8, 100}};
    p.purchaseMonths = {0, 2};
    p.maxServers = 2;
    p.trancheCost = {{{0, 1000, 2000}, {0, 550, 1100}}};
    p.burst = true;
    p.burstCostPerWork = {8, 8, 8, 8};
    const FleetPlan plan = evaluatePlan(p, {{0, "X", 1}, {2, "X", 1}});
    const CapacityByMonth c = planCapacityByMonth(p, plan);
    // By hand: tranche 1 carries 100 every month, tranche 2 carries 100 from month 2; the rest is
    // burst: month 0 100 - 100 = 0, month 1 150 - 100 = 50, months 2-3 200 - 200 = 0.
    REQUIRE(c.bands.size() == 2);
    CHECK(c.bands[0].gpus == 8);
    CHECK(c.bands[1].gpuHours == std::vector<double>{0, 0, 100, 100});
    CHECK(c.burst == std::vector<double>{0, 50, 0, 0});
    CHECK(c.burst[1] * p.burstCostPerWork[1] == Approx(plan.burstCost)); // 50 x 8 = 400, as evaluatePlan
}
