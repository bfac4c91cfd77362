// Issue 45: one monthly demand (core/cost/monthly_demand.hpp) behind the capacity requirement, the rent bill
// and the fleet optimiser. Hand-computed cases, with a run of 5 days (test::fiveDayEstimator).
#include "core/cost/feasibility.hpp"
#include "core/cost/monthly_demand.hpp"
#include "data/catalog_seed.hpp"

#include "tests/support/cost_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
// 4 servers x 8 B300 = 32 GPUs: 32 x 730 = 23,360 GPU-hours a month. Training: 2 runs a month in months
// 0-2, 8 from month 3 (runs_per_month_by_quarter [2, 8]); a run is 5 days x 24 = 120 h on all 32 GPUs,
// 3,840 GPU-hours: 7,680 a month, then 30,720 (131.5 % of the month).
Scenario growing() {
    Scenario s = test::fourB300Servers();
    s.workloads[0].timeline.byQuarter = {2, 8};
    Option rent;
    rent.name = "rent";
    rent.own = false;
    rent.gpuId = "B300-SXM-288GB";
    rent.rentTerms.gpus = 32;
    rent.rentTerms.pricePerGpuHour = 4;
    rent.rentTerms.billing = Billing::OnDemand;
    s.options.push_back(rent);
    return s;
}
} // namespace

TEST_CASE("monthly demand: runs by quarter, the busiest month judged, each month billed", "[capacity]") {
    const Scenario s = growing();
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), test::fiveDayEstimator());
    const OptionResult& own = r.options[0];
    REQUIRE(own.demandByMonth.size() == 12);
    CHECK(own.demandByMonth[0] == Approx(7680));
    CHECK(own.demandByMonth[3] == Approx(30720));
    // the steady hours are the months' mean: (3 x 240 + 9 x 960) / 12 = 780 h per GPU, over 730
    CHECK(own.hoursNeeded == Approx((3 * 240.0 + 9 * 960.0) / 12));
    // the busiest month, not the mean, is judged: 30,720 / 23,360 = 131.5 %
    const auto capacity = std::find_if(own.feasibility.failures.begin(), own.feasibility.failures.end(),
                                       [](const RequirementFailure& f) { return f.kind == RequirementKind::Capacity; });
    REQUIRE(capacity != own.feasibility.failures.end());
    CHECK(capacity->value == Approx(30720.0 / 23360.0));
    CHECK(capacity->month == 3);
    CHECK(capacity->text == "needs 132 % of month 3: over capacity by 32 %");
    // on demand, each month pays its own hours: 240 h per GPU in month 1, 730 (all of it) from month 4
    const OptionResult& rent = r.options[1];
    CHECK(rent.months[0].rent == Approx(32 * 4.0 * 240));
    CHECK(rent.months[3].rent == Approx(32 * 4.0 * 730 * 1.0)); // (the cloud trend steps after a year)
}

TEST_CASE("monthly demand: without a timeline every month is the steady month, and one-off runs sit in theirs",
          "[capacity]") {
    Scenario s = growing();
    s.workloads[0].timeline = {};
    OneOffRun run;
    run.month = 5;
    run.deadlineDays = 45; // 45 x 24 = 1,080 h: two months of 730 h; 3,840 GPU-hours split 1,920 + 1,920
    s.workloads[0].oneOffRuns = {run};
    s.workloads[0].timeline.oneOff = {run};
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), test::fiveDayEstimator());
    const std::vector<double>& d = r.options[0].demandByMonth;
    CHECK(d[0] == Approx(7680));
    CHECK(d[4] == Approx(7680));
    CHECK(d[5] == Approx(7680 + 1920));
    CHECK(d[6] == Approx(7680 + 1920));
    CHECK(d[7] == Approx(7680));
    CHECK(r.options[0].feasibility.feasible());
}
