// Uncertain inputs, tornado and Monte Carlo (issue 15) on hand-computed cases: a rent option
// on a committed reservation costs GPUs x price x 730 h a month (tco_model.hpp), so with no
// discounting, no price trend and a 12-month horizon its horizon cost is 8 x p x 730 x 12 = 70,080 p.
#include "core/uncertainty/monte_carlo.hpp"
#include "core/validation.hpp"
#include "data/catalog_seed.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
constexpr double kRentPerUnitPrice = 8 * 730.0 * 12; // 70,080 per 1 USD/GPU-hour

Scenario rentOnly(double price) {
    Scenario s;
    s.name = "hand";
    s.currency = Currency::USD;
    s.asOf = "2026-07-01";
    s.horizonMonths = 12;
    s.discountRate = 0;
    s.cloudPriceTrend = 0;
    s.hardwarePriceTrend = 0;
    Option r;
    r.name = "rent";
    r.own = false;
    r.gpuId = "H100-SXM5-80GB";
    r.rentTerms.gpus = 8;
    r.rentTerms.pricePerGpuHour = price;
    r.rentTerms.billing = Billing::Committed;
    s.options.push_back(r);
    return s;
}

Scenario ownAndRent(double price) {
    Scenario s = rentOnly(price);
    Option o;
    o.name = "own";
    o.own = true;
    o.gpuId = "H100-SXM5-80GB";
    o.ownTerms.servers = 1;
    o.ownTerms.serverPrice = 300000;
    o.ownTerms.serverPowerKw = 10;
    o.ownTerms.electricityPerKwh = 0.08;
    o.ownTerms.colocationPerKwMonth = 150;
    s.options.push_back(o);
    return s;
}

size_t indexOf(const std::vector<UncertainInput>& in, const std::string& key) {
    for (size_t i = 0; i < in.size(); ++i)
        if (in[i].key == key) return i;
    FAIL("no input " << key);
    return 0;
}

std::vector<UncertainInput> zeroWidth(std::vector<UncertainInput> in) {
    for (UncertainInput& x : in) x.range = {x.range.base, x.range.base, x.range.base, Distribution::Triangular};
    return in;
}
} // namespace

TEST_CASE("range quantiles: triangular, uniform and two-piece normal by hand") {
    // Triangular (0, 1, 2): F(0.5) = 0.125, so the 0.125 quantile is 0.5; symmetric, median 1.
    CHECK(rangeQuantile({0, 1, 2, Distribution::Triangular}, 0.125) == Approx(0.5));
    CHECK(rangeQuantile({0, 1, 2, Distribution::Triangular}, 0.5) == Approx(1.0));
    CHECK(rangeQuantile({0, 5, 10, Distribution::Uniform}, 0.3) == Approx(3.0));
    // Normal: low / high are the P10 / P90, base the median.
    CHECK(rangeQuantile({1, 2, 4, Distribution::Normal}, 0.1) == Approx(1.0).epsilon(1e-6));
    CHECK(rangeQuantile({1, 2, 4, Distribution::Normal}, 0.9) == Approx(4.0).epsilon(1e-6));
    CHECK(rangeQuantile({1, 2, 4, Distribution::Normal}, 0.5) == Approx(2.0));
    CHECK(normalQuantile(0.975) == Approx(1.959964).epsilon(1e-6)); // standard normal table
    CHECK(normalCdf(1.959964) == Approx(0.975).epsilon(1e-6));
    CHECK(rangeQuantile({3, 3, 3, Distribution::Normal}, 0.99) == 3.0);
}

TEST_CASE("bad ranges name the field, fields that cannot vary are refused") {
    const Scenario s = rentOnly(2);
    std::vector<UncertainInput> in = defaultUncertainInputs(s, data::shippedCatalog());
    auto fails = [&](const std::string& key, InputRange r, const std::string& part) {
        try {
            applyRangeOverrides(in, {{key, r}});
            FAIL("accepted " << key);
        } catch (const InputError& e) {
            CHECK(e.field() == "uncertainty." + key);
            CHECK(std::string(e.what()).find(part) != std::string::npos);
        }
    };
    fails("options.rent.price_per_gpu_hour", {3, 2, 4},
          "low (3) is above base (2); allowed: 0 <= low <= 2 (the value) <= high");
    fails("options.rent.price_per_gpu_hour", {1, 5, 4}, "base (5) is above high (4)");
    fails("options.rent.gpu", {1, 2, 3}, "cannot vary");
    fails("name", {1, 2, 3}, "cannot vary");
    applyRangeOverrides(in, {{"options.rent.price_per_gpu_hour", {1, NAN, 3, Distribution::Uniform}}});
    CHECK(in[indexOf(in, "options.rent.price_per_gpu_hour")].range.base == 2); // base defaults to the field's value
}

TEST_CASE("tornado: the swing of a line linear in one input matches the hand computation") {
    const Scenario s = rentOnly(2);
    std::vector<UncertainInput> in = defaultUncertainInputs(s, data::shippedCatalog());
    applyRangeOverrides(in, {{"options.rent.price_per_gpu_hour", {1.5, 2, 3, Distribution::Triangular}}});
    const UncertaintyModel model(s, data::shippedCatalog(), in);
    const Tornado t = tornado(model, resolveOutput(s, OutputKey::HorizonCost, "rent"));
    CHECK(t.base == Approx(2 * kRentPerUnitPrice)); // 140,160
    REQUIRE(t.bars.front().key == "options.rent.price_per_gpu_hour");
    CHECK(t.bars.front().outputAtLow == Approx(1.5 * kRentPerUnitPrice));  // 105,120
    CHECK(t.bars.front().outputAtHigh == Approx(3.0 * kRentPerUnitPrice)); // 210,240
    CHECK(t.bars.front().swing == Approx(1.5 * kRentPerUnitPrice));        // 105,120
    for (size_t i = 1; i < t.bars.size(); ++i) CHECK(t.bars[i - 1].swing >= t.bars[i].swing);
}

TEST_CASE("Monte Carlo: zero-width ranges give the point estimate at every percentile") {
    const Scenario s = ownAndRent(2);
    const UncertaintyModel model(s, data::shippedCatalog(),
                                 zeroWidth(defaultUncertainInputs(s, data::shippedCatalog())));
    MonteCarloSettings set;
    set.samples = 200;
    const MonteCarloResult r = monteCarlo(model, set);
    for (size_t i = 0; i < r.options.size(); ++i) {
        const double point = model.baseResult().options[i].horizonCost;
        CHECK(r.options[i].horizonCost.p10 == Approx(point));
        CHECK(r.options[i].horizonCost.p50 == Approx(point));
        CHECK(r.options[i].horizonCost.p90 == Approx(point));
    }
    CHECK(r.options[0].horizonCost.p50 == Approx(2 * kRentPerUnitPrice)); // the rent line by hand
}

TEST_CASE("Monte Carlo: the same seed repeats, other seeds agree within sampling error") {
    const Scenario s = rentOnly(2);
    std::vector<UncertainInput> in = zeroWidth(defaultUncertainInputs(s, data::shippedCatalog()));
    in[indexOf(in, "options.rent.price_per_gpu_hour")].range = {1.5, 2.25, 3, Distribution::Uniform};
    const UncertaintyModel model(s, data::shippedCatalog(), in);
    MonteCarloSettings a;
    a.samples = 2000;
    a.seed = 7;
    const MonteCarloResult r1 = monteCarlo(model, a), r2 = monteCarlo(model, a);
    CHECK(r1.options[0].horizonCosts == r2.options[0].horizonCosts);
    a.seed = 8;
    const MonteCarloResult r3 = monteCarlo(model, a);
    CHECK(r1.options[0].horizonCosts != r3.options[0].horizonCosts);
    // Median of U(1.5, 3) = 2.25; its standard error = sqrt(0.25 / N) / density = 0.5 / sqrt(2000) x 1.5 = 0.0168;
    // allow 4 standard errors.
    const double tolerance = 4 * 0.0168 * kRentPerUnitPrice;
    CHECK(std::abs(r1.options[0].horizonCost.p50 - 2.25 * kRentPerUnitPrice) < tolerance);
    CHECK(std::abs(r3.options[0].horizonCost.p50 - 2.25 * kRentPerUnitPrice) < tolerance);
    // P10 of U(1.5, 3) = 1.65
    CHECK(r1.options[0].horizonCost.p10 == Approx(1.65 * kRentPerUnitPrice).epsilon(0.02));
}

TEST_CASE("sign flip: P(own beats rent) goes 0 -> 1 as the rent price is swept, flip value by hand") {
    const Scenario s = ownAndRent(2);
    const Catalog& catalog = data::shippedCatalog();
    const std::vector<UncertainInput> fixed = zeroWidth(defaultUncertainInputs(s, catalog));
    const size_t price = indexOf(fixed, "options.rent.price_per_gpu_hour");
    // The rent line is 70,080 p, the own cost does not depend on p: it flips at p* = own / 70,080.
    const double own = UncertaintyModel(s, catalog, fixed).baseResult().options[1].horizonCost;
    const double flip = own / kRentPerUnitPrice;
    std::vector<double> probabilities;
    for (double k : {0.5, 0.9, 1.1, 2.0}) {
        std::vector<UncertainInput> in = fixed;
        in[price].range = {0.99 * k * flip, k * flip, 1.01 * k * flip, Distribution::Triangular};
        MonteCarloSettings set;
        set.samples = 200;
        probabilities.push_back(*monteCarlo(UncertaintyModel(s, catalog, in), set).pOwnBeatsRent);
    }
    CHECK(probabilities == std::vector<double>{0, 0, 1, 1});
    std::vector<UncertainInput> in = fixed;
    in[price].range = {0.5 * flip, 2, 2 * flip, Distribution::Triangular};
    Scenario atTwo = s;
    const UncertaintyModel model(atTwo, catalog, in);
    const auto flips = decisionFlips(model, resolveOutput(s, OutputKey::OwnMinusRent, ""));
    REQUIRE(flips.size() == 1);
    CHECK(flips[0].key == "options.rent.price_per_gpu_hour");
    CHECK(flips[0].flipValue == Approx(flip).epsilon(0.01));
}

TEST_CASE("samples outside 100 .. 1,000,000 are refused naming the range") {
    CHECK_THROWS_WITH(validateSampleCount(99), Catch::Contains("--samples") && Catch::Contains("100 .. 1000000"));
    CHECK_THROWS_WITH(validateSampleCount(1000001), Catch::Contains("100 .. 1000000"));
    CHECK_NOTHROW(validateSampleCount(100));
}

// A scenario of many options is analysed on the cheapest 12 (issue 13: bounded time): 20 rent
// options at 1..20 USD/GPU-hour cost 70,080 x price each, so the cheapest are prices 1..12; the
// first option (price 20, listed first) and the named one (price 15) are kept besides, which
// leaves room for prices 1..10 only (12 in all).
#include "core/uncertainty/uncertainty_scope.hpp"

TEST_CASE("uncertainty scope: first option, named option, then the cheapest, up to 12") {
    Scenario s = rentOnly(20);
    s.options.front().name = "p20";
    for (int p = 1; p <= 19; ++p) {
        Option o = s.options.front();
        o.name = "p" + std::to_string(p);
        o.rentTerms.pricePerGpuHour = p;
        s.options.push_back(o);
    }
    ScenarioResult base;
    for (const Option& o : s.options) {
        OptionResult r;
        r.name = o.name;
        r.own = false;
        r.horizonCost = kRentPerUnitPrice * o.rentTerms.pricePerGpuHour;
        base.options.push_back(r);
    }
    const UncertaintyScope scope = uncertaintyScope(s, base, "p15");
    REQUIRE(scope.scenario.options.size() == 12);
    CHECK(scope.dropped == 8);
    std::vector<std::string> names;
    for (const Option& o : scope.scenario.options) names.push_back(o.name);
    CHECK(names == std::vector<std::string>{"p20", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "p15"});
    CHECK(uncertaintyScope(rentOnly(1), ScenarioResult{}).dropped == 0); // one option: nothing left out
}
