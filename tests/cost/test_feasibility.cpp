// Feasibility (issue 29, core/cost/feasibility.hpp): every kind of missed requirement on a case whose
// outcome follows from a hand calculation, and for each that the cheapest option, the break-even
// pairs and the Monte Carlo's P(cheapest) leave the infeasible option out and say why.
#include "core/cost/feasibility.hpp"
#include "core/cost/tco_model.hpp"
#include "core/training/training_model.hpp"
#include "core/uncertainty/monte_carlo.hpp"
#include "core/uncertainty/uncertain_inputs.hpp"
#include "core/uncertainty/uncertainty_model.hpp"
#include "data/catalog_seed.hpp"
#include "data/scenario_json.hpp"

#include "tests/support/cost_fixtures.hpp"

#include <QJsonDocument>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// Run days per option (by GPU type), with the band's P90 at `p90Factor` x the expected days.
TrainingEstimator stub(double ownDays, double rentDays, double p90Factor = 1.4) {
    return [=](const TrainingJob& job) {
        TrainingResult r;
        r.timeToTrainDays = job.gpu.id == "B300-SXM-288GB" ? ownDays : rentDays;
        r.expected.p90Days = p90Factor * r.timeToTrainDays;
        r.best.mfu = 0.5;
        return r;
    };
}

// A 7B run on 100B tokens, 0.2 runs a month, with a 60-day deadline; a cheap own option (B300) and
// a dear rent option (A100 at 100 CNY/GPU-hour, committed: 8 x 100 x 730 = 584,000 CNY a month).
Scenario deadlineScenario() {
    Scenario s;
    s.name = "deadline";
    s.currency = Currency::CNY;
    s.horizonMonths = 24;
    s.asOf = "2026-07-01";
    s.discountRate = 0;
    Workload w = test::sevenBWorkload(1e11, 0.2);
    w.deadlineDays = 60;
    s.workloads.push_back(w);
    Option own;
    own.name = "own";
    own.gpuId = "B300-SXM-288GB";
    own.currency = Currency::CNY;
    own.ownTerms.servers = 1;
    own.ownTerms.serverPrice = 100000;
    s.options.push_back(own);
    Option rent;
    rent.name = "rent";
    rent.own = false;
    rent.gpuId = "A100-SXM4-80GB";
    rent.currency = Currency::CNY;
    rent.rentTerms.gpus = 8;
    rent.rentTerms.pricePerGpuHour = 100;
    s.options.push_back(rent);
    return s;
}

const RequirementFailure* failureOf(const OptionResult& r, RequirementKind k) {
    for (const RequirementFailure& f : r.feasibility.failures)
        if (f.kind == k) return &f;
    return nullptr;
}

QJsonObject parse(const std::string& text) { return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object(); }

Scenario fromJson(const std::string& workloadExtra, const std::string& options) {
    const std::string text =
        R"J({"format": "gpu-tco-scenario", "version": 2, "name": "serving", "currency": "CNY",
      "as_of": "2026-11-15", "horizon_months": 12, "discount_rate": 0, "cloud_price_trend": 0,
      "exchange_rates": [{"from": "USD", "to": "CNY", "rate": 7.2, "date": "2026-11-01"}],
      "workloads": [{"name": "chat", "kind": "inference", "params": 8e9, "precision": "fp8",
        "prompt_tokens": 1000, "output_tokens": 200, "peak_qps": 2, "average_qps": 1)J" +
        workloadExtra + R"J(}], "options": [)J" + options + "]}";
    return data::scenarioFromJson(parse(text), data::shippedCatalog());
}

ScenarioResult evaluateReal(const Scenario& s) {
    return evaluateScenario(s, data::shippedCatalog(), [](const TrainingJob& j) { return estimateTraining(j, 0); });
}

const char* kDeepSeek =
    R"J({"name": "API", "kind": "api", "provider": "DeepSeek", "model": "deepseek-chat (DeepSeek-V3)"})J";
const char* kRent8H100 = R"J({"name": "Rent 8 H100", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 8,
    "price_per_gpu_hour": 10, "billing": "committed"})J";

} // namespace

TEST_CASE("deadline at P50: the cheap option that takes 80 days is not the cheapest, with its margin") {
    Scenario s = deadlineScenario();
    // own: 80 days > 60 (misses by 20.0); rent: 30 days (meets). Own is the cheaper by far
    // (100,000 CNY of capex against 584,000 CNY a month), so without the rule it would win.
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), stub(80, 30));
    REQUIRE(r.options.size() == 2);
    CHECK(r.options[0].horizonCost < r.options[1].horizonCost);
    const RequirementFailure* f = failureOf(r.options[0], RequirementKind::Deadline);
    REQUIRE(f != nullptr);
    CHECK(f->value == Approx(80));
    CHECK(f->limit == Approx(60));
    CHECK(f->margin() == Approx(20));
    CHECK_THAT(f->text, Catch::Contains("misses the 60-day deadline by 20.0 days") && Catch::Contains("P50"));
    CHECK(r.options[1].feasibility.feasible());
    CHECK(r.cheapest == "rent");
    // the own x rent break-even: no figure, the reason instead
    REQUIRE(r.breakEvens.size() == 1);
    CHECK_FALSE(r.breakEvens[0].month.has_value());
    CHECK_THAT(r.breakEvens[0].note,
               Catch::Contains("own does not meet the requirements") && Catch::Contains("60-day deadline"));
}

TEST_CASE("deadline at P90: met at the expected 50 days, missed at the P90 of 70 days") {
    Scenario s = deadlineScenario();
    const TrainingEstimator e = stub(50, 30, 1.4); // own: expected 50 days, P90 1.4 x 50 = 70 days
    ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), e);
    CHECK(r.options[0].feasibility.feasible());
    CHECK(r.cheapest == "own");
    s.deadlineConfidence = Confidence::P90;
    r = evaluateScenario(s, data::shippedCatalog(), e);
    const RequirementFailure* f = failureOf(r.options[0], RequirementKind::Deadline);
    REQUIRE(f != nullptr);
    CHECK(f->value == Approx(70));
    CHECK_THAT(f->text, Catch::Contains("at P90") && Catch::Contains("by 10.0 days"));
    CHECK(r.options[1].feasibility.feasible()); // rent: P90 = 1.4 x 30 = 42 days <= 60
    CHECK(r.cheapest == "rent");
}

TEST_CASE("a one-off run that cannot finish before the horizon") {
    Scenario s = deadlineScenario();
    s.workloads[0].runsPerMonth = 0;
    s.workloads[0].deadlineDays = 0;
    s.workloads[0].oneOffRuns.push_back(OneOffRun{22, 0});
    // 24-month horizon = 24 x 730 / 24 = 730 days; the run starts at 22 x 30.417 = 669.2 days.
    // own: 669.2 + 80 = 749.2 days, 19.2 days (0.63 months) past the horizon; rent: 699.2 days, fits.
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), stub(80, 30));
    const RequirementFailure* f = failureOf(r.options[0], RequirementKind::BeforeHorizon);
    REQUIRE(f != nullptr);
    CHECK(f->value == Approx(22 * 730.0 / 24 + 80));
    CHECK(f->limit == Approx(730));
    CHECK_THAT(f->text, Catch::Contains("starting in month 22 ends 0.6 months after the 24-month horizon"));
    CHECK(r.options[1].feasibility.feasible());
    CHECK(r.cheapest == "rent");
    // The one-off run is costed: the rent cluster needs 30 days x 24 h = 720 hours once over
    // 24 months = 30 hours of the cluster a month (1 / 24 of a run a month).
    CHECK(r.options[1].hoursNeeded == Approx(30 * 24.0 / 24));
}

TEST_CASE("over capacity: more runs a month than the month holds") {
    Scenario s = deadlineScenario();
    s.workloads[0].deadlineDays = 0;
    s.workloads[0].runsPerMonth = 1;
    // own: 1 run of 40 days a month = 40 x 24 = 960 h of the month's 730 h: 132 %, over by 32 %.
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), stub(40, 10));
    const RequirementFailure* f = failureOf(r.options[0], RequirementKind::Capacity);
    REQUIRE(f != nullptr);
    CHECK(f->value == Approx(960.0 / 730));
    CHECK_THAT(f->text, Catch::Contains("needs 132 % of the month: over capacity by 32 %"));
    CHECK(r.cheapest == "rent");
    CHECK_THAT(r.breakEvens.at(0).note, Catch::Contains("over capacity"));
}

TEST_CASE("nothing feasible: no cheapest, every option keeps its reasons") {
    Scenario s = deadlineScenario();
    const ScenarioResult r = evaluateScenario(s, data::shippedCatalog(), stub(80, 70));
    CHECK(r.cheapest.empty());
    CHECK_FALSE(r.options[0].feasibility.feasible());
    CHECK_FALSE(r.options[1].feasibility.feasible());
    CHECK_THAT(r.options[1].feasibility.summary(), Catch::Contains("misses the 60-day deadline by 10.0 days"));
}

TEST_CASE("serving: a TTFT target no GPU can reach at peak is missed, a loose one is met") {
    // 8B at FP8, 1,000-token prompts: prefill is 2 x 8e9 x 1,000 = 1.6e13 FLOP. Even all 8 H100 at
    // their dense FP8 peak (8 x 1,979 TFLOPS = 1.58e16 FLOP/s) take 1.01 ms: a 1 ms target (the
    // smallest the scenario format allows) cannot be met; the serving model refuses it as below its
    // physical floor, and the option is not feasible.
    Scenario s = fromJson(R"J(, "ttft_ms": 1)J", kRent8H100);
    ScenarioResult r = evaluateReal(s);
    INFO(r.options[0].feasibility.summary());
    CHECK_FALSE(r.options[0].feasibility.feasible());
    CHECK_THAT(r.options[0].feasibility.summary(), Catch::Contains("ttft_ms") && Catch::Contains("physical floor"));
    CHECK(r.cheapest.empty());
    // a minute is met by any serving layout of an 8B model
    s = fromJson(R"J(, "ttft_ms": 60000)J", kRent8H100);
    r = evaluateReal(s);
    CHECK(r.options[0].feasibility.feasible());
    CHECK(r.cheapest == "Rent 8 H100");
}

TEST_CASE("an API without published latency against a TTFT target: unknown, never the cheapest") {
    // The API costs 9,455.6 CNY a month (test_api_option.cpp, by hand), the committed GPUs
    // 8 x 10 x 730 = 58,400 CNY: the API is the cheaper, but its latency is not known.
    Scenario s = fromJson(R"J(, "ttft_ms": 2000)J", std::string(kDeepSeek) + ", " + kRent8H100);
    s.options[0].apiTerms.ttftMs.reset();
    s.options[0].apiTerms.outputTokensPerSecond.reset();
    const ScenarioResult r = evaluateReal(s);
    CHECK(r.options[0].horizonCost < r.options[1].horizonCost);
    const RequirementFailure* f = failureOf(r.options[0], RequirementKind::Ttft);
    REQUIRE(f != nullptr);
    CHECK(f->state == RequirementState::Unknown);
    CHECK_THAT(f->text, Catch::Contains("unknown"));
    CHECK(r.cheapest == "Rent 8 H100");
    // with a published 1,500 ms TTFT it meets the 2,000 ms target and is the cheapest again
    s.options[0].apiTerms.ttftMs = 1500;
    CHECK(evaluateReal(s).cheapest == "API");
}

TEST_CASE("Monte Carlo: an option that misses its deadline in every sample is never the cheapest") {
    // 7B on 200B tokens: 6 x 7e9 x 2e11 = 8.4e21 FLOP. 8 H100 at their dense BF16 peak
    // (8 x 989 TFLOPS) take at least 8.4e21 / 7.9e15 = 1.06e6 s = 12.3 days: a 10-day deadline is
    // missed whatever the MFU. 64 H100 take 1.5 days at peak, so they meet it above 15 % MFU.
    Scenario s;
    s.name = "mc";
    s.currency = Currency::USD;
    s.asOf = "2026-07-01";
    s.horizonMonths = 12;
    s.discountRate = 0;
    Workload w = test::sevenBWorkload(2e11, 0.1);
    w.deadlineDays = 10;
    s.workloads.push_back(w);
    for (int gpus : {8, 64}) {
        Option o;
        o.name = "rent " + std::to_string(gpus);
        o.own = false;
        o.gpuId = "H100-SXM5-80GB";
        o.rentTerms.gpus = gpus;
        o.rentTerms.pricePerGpuHour = 2;
        o.rentTerms.billing = Billing::Committed; // 730 h a month: 8 times dearer with 64 GPUs
        s.options.push_back(o);
    }
    const UncertaintyModel model(s, data::shippedCatalog(), defaultUncertainInputs(s, data::shippedCatalog()));
    const RequirementFailure* f = failureOf(model.baseResult().options[0], RequirementKind::Deadline);
    REQUIRE(f != nullptr);
    CHECK(f->value >= 12.3);
    CHECK(model.baseResult().cheapest == "rent 64");
    MonteCarloSettings set;
    set.samples = 200;
    const MonteCarloResult r = monteCarlo(model, set);
    CHECK(r.options[0].pCheapest == 0.0);
    CHECK(r.options[1].pCheapest == Approx(1.0));
}
