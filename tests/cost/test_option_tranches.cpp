// An own option with tranches and burst is priced as its fleet plan (core/capacity/option_tranches,
// docs/capacity-planning.md "Options with tranches"): a case worked out by hand, the same plan through
// evaluatePlan, and options without tranches left exactly as they were.
#include "core/capacity/option_tranches.hpp"
#include "core/uncertainty/uncertainty_model.hpp"
#include "data/catalog_seed.hpp"

#include "tests/support/cost_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
// B300 launched 2025, as_of mid-2025: model age 0. No discount, no price trends, no opex: only
// server capex, resale and burst are left, so the cost can be worked out by hand.
Scenario handCase() {
    Scenario s;
    s.name = "tranches";
    s.horizonMonths = 24;
    s.asOf = "2025-07-01";
    s.discountRate = 0;
    s.hardwarePriceTrend = 0;
    s.cloudPriceTrend = 0;
    s.workloads.push_back(test::sevenBWorkload(1e11, 6));
    Option own;
    own.name = "own";
    own.gpuId = "B300-SXM-288GB";
    own.ownTerms.servers = 2;
    own.ownTerms.serverPrice = 100000;
    own.ownTerms.depreciationYears = 3;
    Option rent;
    rent.name = "rent";
    rent.own = false;
    rent.gpuId = "B300-SXM-288GB";
    rent.rentTerms.gpus = 16;
    rent.rentTerms.pricePerGpuHour = 5;
    rent.rentTerms.billing = Billing::OnDemand;
    Option plan = own;
    plan.name = "own + tranche + burst";
    plan.tranches.push_back({12, "B300-SXM-288GB", 2, std::nullopt});
    plan.burst = BurstTerms{"B300-SXM-288GB", rent.rentTerms, own.fabricId, own.storageId};
    s.options = {own, rent, plan};
    return s;
}

std::vector<DemandTimeline> oneOffInMonth6() {
    DemandTimeline t;
    t.oneOff.push_back({6, 20}); // 20 days: spread over ceil(20 x 24 / 730) = 1 month
    return {t};
}
} // namespace

TEST_CASE("option tranches: two tranches and a burst month, worked out by hand", "[capacity][tranches]") {
    const Scenario s = handCase();
    const Catalog& catalog = data::shippedCatalog();
    const ScenarioResult r =
        evaluateScenario(s, catalog, test::fiveDayEstimator(), EvaluationDepth::Full,
                         fleetPlanOptionCashFlows(oneOffInMonth6(), catalog, test::fiveDayEstimator()));
    // A run takes 5 d x 24 h = 120 h on the option's 16 GPUs: 1,920 GPU-hours; 6 runs = 11,520 a month,
    // within 2 servers x 8 GPUs x 730 h = 11,680. Month 6 adds the one-off run: 13,440, so 1,760
    // GPU-hours burst at 5 = 8,800. From month 12 four servers carry 23,360.
    // Servers bought in month 0 (model age 0), held 2 years: resale 0.85 x value(2) / value(0) =
    //   0.85 x 0.85 = 0.7225 (core/cost/resale.hpp): 200,000 - 144,500 = 55,500.
    // The tranche bought in month 12 (age 1, value(1) = 0.925 between 1.00 and 0.85), held 1 year:
    //   0.85 x 0.85 / 0.925: 200,000 - 156,216.216... = 43,783.784.
    // Total 55,500 + 43,783.784 + 8,800 = 108,083.784.
    const double byHand = 55500.0 + (200000.0 - 200000.0 * 0.85 * 0.85 / 0.925) + 8800.0;
    const OptionResult& o = r.options[2];
    CHECK(o.horizonCost == Approx(byHand).epsilon(1e-9));
    CHECK(o.cumulativeCash.back() == o.horizonCost);
    CHECK_FALSE(o.overCapacity);
    REQUIRE(o.months.size() == 24);
    CHECK(o.months[6].rent == Approx(8800)); // month 7 (1-based) rents the burst
    CHECK(o.months[5].rent == 0);
    // depreciation of month 13 (1-based): 2 servers + the 2 bought in month 12, straight line over 3 years
    CHECK(o.months[12].depreciation == Approx(400000.0 / 36.0));
    CHECK(o.months[11].depreciation == Approx(200000.0 / 36.0));
    CHECK(o.capex == Approx(400000)); // both purchases, as paid
    CHECK(o.capexUpfront == Approx(200000));

    // The same plan through the optimiser's evaluatePlan: the same number.
    PlanRequest rq;
    rq.purchaseMonths = {0, 12};
    rq.maxServers = 2;
    const PlanProblem p = buildPlanProblem(s, oneOffInMonth6(), catalog, test::fiveDayEstimator(), rq);
    const FleetPlan viaPlan = evaluatePlan(p, {{0, "B300-SXM-288GB", 2}, {12, "B300-SXM-288GB", 2}});
    CHECK(viaPlan.horizonCost == Approx(byHand).epsilon(1e-9));
    CHECK(viaPlan.burstGpuHours == Approx(1760));
}

TEST_CASE("option tranches: options without tranches or burst are unchanged", "[capacity][tranches]") {
    Scenario s = handCase();
    s.discountRate = 0.08;
    s.hardwarePriceTrend = -0.15;
    s.options.pop_back();
    const Catalog& catalog = data::shippedCatalog();
    const ScenarioResult plain = evaluateScenario(s, catalog, test::fiveDayEstimator());
    const ScenarioResult hooked =
        evaluateScenario(s, catalog, test::fiveDayEstimator(), EvaluationDepth::Full,
                         fleetPlanOptionCashFlows(oneOffInMonth6(), catalog, test::fiveDayEstimator()));
    for (size_t i = 0; i < s.options.size(); ++i) {
        CHECK(hooked.options[i].horizonCost == plain.options[i].horizonCost);
        CHECK(hooked.options[i].cumulativeCash == plain.options[i].cumulativeCash);
        CHECK(hooked.options[i].capex == plain.options[i].capex);
    }
}

TEST_CASE("option tranches: a tranche-only option with constant demand costs the steady-state model",
          "[capacity][tranches]") {
    // One tranche at month 0 (the servers) plus a burst that is never used: the steady-state horizon cost.
    Scenario s = handCase();
    s.discountRate = 0.08;
    s.hardwarePriceTrend = -0.15;
    s.workloads[0].runsPerMonth = 2;
    s.options[0].ownTerms.staffPerMonth = 5000;
    s.options[0].ownTerms.installCapex = 30000;
    s.options[2] = s.options[0];
    s.options[2].name = "with burst";
    s.options[2].burst = BurstTerms{"B300-SXM-288GB", s.options[1].rentTerms, "", ""};
    const Catalog& catalog = data::shippedCatalog();
    const ScenarioResult r = evaluateScenario(s, catalog, test::fiveDayEstimator(), EvaluationDepth::Full,
                                              fleetPlanOptionCashFlows({}, catalog, test::fiveDayEstimator()));
    CHECK(r.options[2].horizonCost == Approx(r.options[0].horizonCost).epsilon(1e-9));
    for (size_t m = 0; m < r.options[0].months.size(); ++m)
        CHECK(r.options[2].months[m].total() == Approx(r.options[0].months[m].total()).epsilon(1e-9));
}

TEST_CASE("option tranches: the uncertainty model prices them as the evaluation does", "[capacity][tranches]") {
    // Preprocessing on the B300 itself (relative throughput 1): 400 items a day of one GPU-hour each,
    // 400 x 730 / 24 = 12,166.7 GPU-hours a month, more than 2 servers' 11,680: no training model involved.
    Scenario s = handCase();
    Workload w;
    w.name = "ocr";
    w.kind = WorkloadKind::Preprocess;
    w.itemsPerDay = 400;
    w.gpuSecondsPerItem = 3600;
    w.referenceGpu = "B300-SXM-288GB";
    s.workloads = {w};
    const Catalog& catalog = data::shippedCatalog();
    const std::vector<DemandTimeline> constant(1);
    const ScenarioResult r = evaluateScenario(s, catalog, test::fiveDayEstimator(), EvaluationDepth::Full,
                                              fleetPlanOptionCashFlows(constant, catalog, test::fiveDayEstimator()));
    const UncertaintyModel model(s, catalog, {}, constant);
    CHECK(model.baseResult().options[2].horizonCost == Approx(r.options[2].horizonCost).epsilon(1e-12));
    // 486.7 GPU-hours burst a month for the first 12 months at 5: the option is more than its servers alone
    CHECK(r.options[2].months[0].rent == Approx((400.0 * 730.0 / 24.0 - 11680.0) * 5.0));
}
