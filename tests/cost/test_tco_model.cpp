// The cost model on hand-computed cases (a stub stands in for the training model,
// so the arithmetic is the cost model's alone).
#include "core/cost/tco_model.hpp"
#include "data/catalog_seed.hpp"

#include "tests/support/cost_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
// Run days per GPU type, instead of the training model.
TrainingEstimator stub(double ownDays, double rentDays) {
    return [=](const TrainingJob& job) {
        TrainingResult r;
        r.timeToTrainDays = job.gpu.id == "B300-SXM-288GB" ? ownDays : rentDays;
        r.best.mfu = 0.5;
        return r;
    };
}

Scenario base() {
    Scenario s;
    s.name = "hand";
    s.currency = Currency::CNY;
    s.horizonMonths = 24;
    s.asOf = "2026-07-01"; // B300 (launched 2025, taken as mid-year) is 1.0 year old: resale.hpp
    s.workloads.push_back(test::sevenBWorkload(1e11));
    return s;
}

Option own() {
    Option o;
    o.name = "own";
    o.own = true;
    o.gpuId = "B300-SXM-288GB";
    o.currency = Currency::CNY;
    return o;
}

Option rent(double price) {
    Option o;
    o.name = "rent";
    o.own = false;
    o.gpuId = "A100-SXM4-80GB";
    o.currency = Currency::CNY;
    o.rentTerms.gpus = 8;
    o.rentTerms.pricePerGpuHour = price;
    return o;
}
} // namespace

TEST_CASE("own option: every monthly cost line by hand") {
    Scenario s = base();
    Option o = own();
    OwnTerms& t = o.ownTerms;
    t.servers = 4;
    t.serverPrice = 1000000;
    t.networkCapex = 200000;
    t.storageCapex = 100000;
    t.installCapex = 100000; // capex 4,400,000
    t.residualFraction = 0.1;
    t.depreciationYears = 3;
    t.serverPowerKw = 14.5;
    t.averageLoad = 0.8;
    t.idleLoad = 0.8; // draw 0.8 busy or idle: power independent of utilisation here
    t.pue = 1.3;
    t.electricityPerKwh = 0.6;
    t.colocationPerKwMonth = 1000;
    t.maintenanceFractionPerYear = 0.06;
    t.staffPerMonth = 50000;
    s.options.push_back(o);
    s.discountRate = 0; // undiscounted, so the horizon cost is a plain sum
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), stub(7, 14));
    const CostLines& m = r.options[0].firstMonth;
    CHECK(r.options[0].capex == Approx(4400000));
    CHECK(m.depreciation == Approx(110000)); // 4,400,000 x 0.9 / 36
    CHECK(m.power == Approx(26420.16));      // 4 x 14.5 x 0.8 x 1.3 x 730 x 0.6
    CHECK(m.colocation == Approx(58000));    // 58 kW x 1,000
    CHECK(m.maintenance == Approx(22000));   // 4,400,000 x 0.06 / 12
    CHECK(m.staff == Approx(50000));
    CHECK(m.interest == 0);
    CHECK(m.total() == Approx(266420.16));
    CHECK(r.options[0].accountingCost == Approx(24 * 266420.16)); // the depreciation view
    // Horizon cost (the economic measure, here at 0 %): capex 4,400,000 + 24 x opex 156,420.16
    // - resale of the servers after 2 years: 4,000,000 x 0.85 x value(3.0) / value(1.0)
    // = 4,000,000 x 0.85 x 0.765 / 0.925 = 2,811,891.89 -> 5,342,191.95. (Changed with the
    // economics of issue 12: this was 24 x the accounting month.)
    CHECK(r.options[0].resaleValue == Approx(2811891.89));
    CHECK(r.options[0].horizonCost == Approx(5342191.95));
    // Cost per run: one 168-hour run a month is all the hours used, so a run costs the level
    // monthly cost 5,342,191.95 / 24 = 222,591.33 (cost per GPU-hour used x 32 GPUs x 168 h).
    CHECK(r.options[0].utilization == Approx(168.0 / 730));
    CHECK(r.options[0].workloads[0].costPerRun == Approx(222591.33));
    CHECK(r.options[0].workloads[0].costPerMillionTokens == Approx(222591.33 / 1e5));
    CHECK(r.options[0].costPerGpuHour == Approx(222591.33 / (32 * 168.0)));
}

TEST_CASE("financing: the capex as an annuity, interest as its own line") {
    Scenario s = base();
    Option o = own();
    o.ownTerms.servers = 1;
    o.ownTerms.serverPrice = 100000;
    o.ownTerms.depreciationYears = 30;
    o.ownTerms.interestRate = 0.06;
    s.options.push_back(o);
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), stub(7, 14));
    CHECK(r.options[0].firstMonth.interest == Approx(500)); // 100,000 x 6 % / 12
    CHECK(r.options[0].capexUpfront == 0);                  // nothing up front
    // Still owed after 24 of 360 payments of 599.55: 100,000 x 1.005^24 - 599.55 x (1.005^24 - 1) / 0.005
    // = 97,468.24 (counted in the horizon cost, issue 12).
    CHECK(r.options[0].loanOutstanding == Approx(97468.24));
}

TEST_CASE("rent option: committed bills 730 h, on-demand the hours the work needs") {
    Scenario s = base();
    Option committed = rent(10);
    committed.rentTerms.storagePerMonth = 1000;
    committed.rentTerms.egressPerMonth = 500;
    s.options.push_back(committed);
    Option demand = rent(10);
    demand.name = "on demand";
    demand.rentTerms.billing = Billing::OnDemand;
    s.options.push_back(demand);
    s.cloudPriceTrend = 0; // one price throughout
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), stub(7, 14));
    CHECK(r.options[0].firstMonth.rent == Approx(8 * 10 * 730.0));
    CHECK(r.options[0].firstMonth.total() == Approx(58400 + 1500));
    CHECK(r.options[1].firstMonth.rent == Approx(8 * 10 * 336.0)); // one 14-day run a month
    CHECK(r.options[1].workloads[0].costPerRun == Approx(8 * 10 * 336.0));
    CHECK(r.cheapest == "on demand");
}

TEST_CASE("break-even month and utilisation by hand") {
    Scenario s = base();
    Option o = own();
    o.ownTerms.servers = 1;
    o.ownTerms.serverPrice = 1200000; // straight-line over 2 years: 50,000 a month
    o.ownTerms.depreciationYears = 2;
    o.ownTerms.staffPerMonth = 10000; // opex 10,000 a month
    s.options.push_back(o);
    Option r = rent(100);
    r.rentTerms.pricePerGpuHour = 60000.0 / (8 * 730); // committed: 60,000 a month
    s.options.push_back(r);
    s.discountRate = 0;
    s.cloudPriceTrend = 0;
    const ScenarioResult res = evaluateScenario(s, data::shippedCatalog(), stub(5, 10));
    REQUIRE(res.breakEvens.size() == 1);
    // Stopping own at month m costs 1,200,000 + 10,000 m - resale(m), resale(m) = 1,200,000 x 0.85
    // x value(1 + m/12) / value(1) with value falling 0.075 a year from 0.925 (resale.hpp); rent 60,000 m.
    // m = 4: 1,247,567.57 - 1,000,000 = 247,567.57 > 240,000; m = 5: 264,459.46 <= 300,000 -> month 5.
    // (Changed with issue 12: without resale and discounting it was month 24.)
    REQUIRE(res.breakEvens[0].month);
    CHECK(*res.breakEvens[0].month == 5);
    // u* = own level monthly cost x own hours per run / (730 x rent's cost of a run).
    // Own over 24 months: 1,200,000 + 240,000 - 1,200,000 x 0.85 x 0.765 / 0.925 = 596,432.43 -> 24,851.35 a month.
    // Rent's cost per GPU-hour used: 60,000 / (8 x 240) = 31.25, so a 240-hour run costs 60,000.
    // u* = 24,851.35 x 120 / (730 x 60,000) = 0.068086.
    REQUIRE(res.breakEvens[0].utilization);
    CHECK(*res.breakEvens[0].utilization == Approx(0.068086).epsilon(1e-4));
    s.horizonMonths = 4;
    CHECK_FALSE(evaluateScenario(s, data::shippedCatalog(), stub(5, 10)).breakEvens[0].month);
}

TEST_CASE("prices in another currency need an explicit dated rate") {
    Scenario s = base();
    Option o = own();
    o.currency = Currency::USD;
    o.ownTerms.servers = 1;
    o.ownTerms.serverPrice = 100000;
    s.options.push_back(o);
    CHECK_THROWS_WITH(evaluateScenario(s, data::shippedCatalog(), stub(7, 14)),
                      Catch::Contains("USD -> CNY") && Catch::Contains("exchange_rates"));
    // A rate dated after as_of (2026-07-01) does not count (issue 12: newest on or before as_of).
    s.exchangeRates.push_back(ExchangeRate{Currency::USD, Currency::CNY, 7.0, "2026-11-01"});
    CHECK_THROWS_WITH(evaluateScenario(s, data::shippedCatalog(), stub(7, 14)), Catch::Contains("on or before"));
    s.exchangeRates.push_back(ExchangeRate{Currency::USD, Currency::CNY, 7.2, "2026-06-01"});
    CHECK(evaluateScenario(s, data::shippedCatalog(), stub(7, 14)).options[0].capex == Approx(720000));
}

TEST_CASE("claims: the ratio to the computed value, flagged beyond 25 %") {
    Scenario s = base();
    s.options.push_back(rent(10));
    s.claims.push_back(Claim{"cheap", "rent", "", ClaimMetric::MonthlyCost, 58400 * 1.2, ""});
    s.claims.push_back(Claim{"very cheap", "rent", "", ClaimMetric::MonthlyCost, 58400 * 0.5, ""});
    s.claims.push_back(Claim{"fast", "rent", "w", ClaimMetric::RunDays, 14, ""});
    s.claims.push_back(Claim{"ghost", "nobody", "", ClaimMetric::MonthlyCost, 1, ""});
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), stub(7, 14));
    REQUIRE(r.claims.size() == 4);
    CHECK(r.claims[0].ratio == Approx(1.2));
    CHECK_FALSE(r.claims[0].flagged);
    CHECK(r.claims[1].flagged);
    CHECK(r.claims[2].ratio == Approx(1.0));
    CHECK_FALSE(r.claims[3].computed);
    CHECK_THAT(r.claims[3].note, Catch::Contains("nobody"));
}

TEST_CASE("an option that cannot run a workload says why and is not the cheapest") {
    Scenario s = base();
    s.options.push_back(rent(0.01));
    Option o = own();
    o.ownTerms.serverPrice = 1;
    s.options.push_back(o);
    const TrainingEstimator failing = [](const TrainingJob& j) -> TrainingResult {
        if (j.gpu.id == "A100-SXM4-80GB") throw InputError("gpus", "does not fit");
        TrainingResult r;
        r.timeToTrainDays = 1;
        return r;
    };
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), failing);
    CHECK_FALSE(r.options[0].workloads[0].feasible);
    CHECK(r.options[0].workloads[0].reason.find("does not fit") != std::string::npos);
    CHECK(r.options[0].overCapacity);
    CHECK(r.cheapest == "own");
}
