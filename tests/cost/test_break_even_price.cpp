// Goal seek for cost (core/capacity/break_even_price): the rent price at which owning and renting
// cost the same over the horizon. A stub stands in for the training model.
#include "core/capacity/break_even_price.hpp"
#include "data/catalog_seed.hpp"

#include "tests/support/cost_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
Scenario scenario(double rentPrice) {
    Scenario s;
    s.name = "break-even price";
    s.horizonMonths = 36;
    s.asOf = "2026-07-01";
    s.workloads.push_back(test::sevenBWorkload(1e11));
    Option own;
    own.name = "own";
    own.gpuId = "B300-SXM-288GB";
    own.ownTerms.serverPrice = 400000;
    own.ownTerms.serverPowerKw = 14.5;
    own.ownTerms.electricityPerKwh = 0.12;
    own.ownTerms.colocationPerKwMonth = 150;
    Option rent;
    rent.name = "rent";
    rent.own = false;
    rent.gpuId = "B300-SXM-288GB";
    rent.rentTerms.gpus = 8;
    rent.rentTerms.pricePerGpuHour = rentPrice;
    rent.rentTerms.storagePerMonth = 1000;
    s.options = {own, rent};
    return s;
}

ScenarioResult evaluate(const Scenario& s) {
    return evaluateScenario(s, data::shippedCatalog(), [](const TrainingJob&) {
        TrainingResult r;
        r.timeToTrainDays = 5;
        r.best.mfu = 0.5;
        return r;
    });
}
} // namespace

TEST_CASE("break-even price: renting at that price costs what owning costs", "[capacity][break_even]") {
    const Scenario s = scenario(4.0);
    const ScenarioResult r = evaluate(s);
    const auto prices = breakEvenPrices(s, r);
    REQUIRE(prices.size() == 1);
    INFO("own " << r.options[0].horizonCost << " rent " << r.options[1].horizonCost);
    REQUIRE(prices[0].price);
    CHECK(prices[0].currentPrice == Approx(4.0));
    // Definition: re-evaluated at p*, the two horizon costs agree.
    const ScenarioResult again = evaluate(scenario(*prices[0].price));
    CHECK(again.options[1].horizonCost == Approx(again.options[0].horizonCost).epsilon(1e-9));
}

TEST_CASE("break-even price: the rent cost is linear in the price", "[capacity][break_even]") {
    // Hand: with the price doubled, only the GPU-hour part doubles: C(2p) - C(p) = C(p) - C(0).
    const double c1 = evaluate(scenario(2.0)).options[1].horizonCost;
    const double c2 = evaluate(scenario(4.0)).options[1].horizonCost;
    const double c3 = evaluate(scenario(6.0)).options[1].horizonCost;
    CHECK(c3 - c2 == Approx(c2 - c1));
}
