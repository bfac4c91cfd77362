// Issue 19: the `api` option kind (tokens bought per million), the break-even load against
// self-hosting, the SLO check, and bad input. Every expected value is a hand calculation shown
// in the test's comments (the issue's rule: tokens a month = average QPS x (prompt + output)
// x hours a day x 3600 x 30.4).
#include "core/cost/api_option_cost.hpp"
#include "core/cost/serving_break_even.hpp"
#include "core/training/training_model.hpp"
#include "core/validation.hpp"
#include "data/api_price_json.hpp"
#include "data/catalog_seed.hpp"
#include "data/scenario_json.hpp"

#include <QJsonDocument>

#include <catch2/catch.hpp>

#include <set>

using namespace gputco;

namespace {

QJsonObject parse(const std::string& text) { return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object(); }

// A one-workload scenario in CNY at 0 % discount rate and no price trend: level monthly = month 1.
std::string scenarioText(const std::string& workloadExtra, const std::string& options) {
    return R"J({"format": "gpu-tco-scenario", "version": 2, "name": "api test", "currency": "CNY",
      "as_of": "2026-11-15", "horizon_months": 12, "discount_rate": 0, "cloud_price_trend": 0,
      "exchange_rates": [{"from": "USD", "to": "CNY", "rate": 7.2, "date": "2026-11-01"}],
      "workloads": [{"name": "chat", "kind": "inference", "params": 8e9, "precision": "fp8",
        "prompt_tokens": 1000, "output_tokens": 200, "peak_qps": 2, "average_qps": 1)J" +
           workloadExtra + R"J(}],
      "options": [)J" +
           options + "]}";
}

const char* kDeepSeek =
    R"J({"name": "API", "kind": "api", "provider": "DeepSeek", "model": "deepseek-chat (DeepSeek-V3)"})J";

Scenario scenario(const std::string& workloadExtra, const std::string& options = kDeepSeek) {
    return data::scenarioFromJson(parse(scenarioText(workloadExtra, options)), data::shippedCatalog());
}

ScenarioResult evaluate(const Scenario& s) {
    return evaluateScenario(s, data::shippedCatalog(), [](const TrainingJob& j) { return estimateTraining(j, 0); });
}

} // namespace

TEST_CASE("api option: monthly tokens and cost with cached and uncached input, by hand") {
    // DeepSeek deepseek-chat CNY (catalog row, DeepSeek list price 2025-02): input 2, cache hit 0.5, output 8
    // per million. 1 QPS x 24 h x 3600 s x 30.4 days = 2,626,560 requests a month.
    SECTION("uncached") {
        const Scenario s = scenario("");
        const Workload& w = s.workloads.front();
        CHECK(monthlyRequests(w) == Approx(2626560.0));
        CHECK(monthlyTokens(w) == Approx(2626560.0 * 1200)); // 3,151,872,000 tokens
        // per request: 1000 x 2 + 200 x 8 = 3600 per million -> 0.0036 CNY; x 2,626,560 = 9,455.616 CNY
        CHECK(apiMonthlyCost(s.options.front().apiTerms, w) == Approx(9455.616));
        const ScenarioResult r = evaluate(s);
        CHECK(r.options.front().api);
        CHECK(r.options.front().firstMonth.total() == Approx(9455.616));
        CHECK(r.options.front().horizonCost == Approx(12 * 9455.616)); // 0 % discount, no trend: 12 equal months
        REQUIRE(r.serving.size() == 1);
        // per 1M output tokens: 9,455.616 / (2,626,560 x 200 / 1e6 = 525.312) = 18.0 CNY
        CHECK(r.serving.front().costPerMillionOutputTokens == Approx(18.0));
    }
    SECTION("a quarter of the prompt cached") {
        // per request: 1000 x (0.75 x 2 + 0.25 x 0.5) + 200 x 8 = 1625 + 1600 = 3225 per million
        // -> 2,626,560 x 0.003225 = 8,470.656 CNY
        const Scenario s = scenario(R"J(, "cached_prompt_share": 0.25)J");
        CHECK(apiMonthlyCost(s.options.front().apiTerms, s.workloads.front()) == Approx(8470.656));
    }
    SECTION("negotiated discount and a discounted horizon") {
        // 10 % off: 9,455.616 x 0.9 = 8,510.0544; at 12 % a year (1 % a month) over 12 months the
        // annuity factor is sum 1.01^-m = (1 - 1.01^-12) / 0.01 = 11.2550775 -> 95,782.3...
        std::string text = scenarioText("", R"J({"name": "API", "kind": "api", "provider": "DeepSeek",
            "model": "deepseek-chat (DeepSeek-V3)", "discount_fraction": 0.1})J");
        text.replace(text.find(R"J("discount_rate": 0,)J"), 19, R"J("discount_rate": 0.12,)J");
        const Scenario s = data::scenarioFromJson(parse(text), data::shippedCatalog());
        const ScenarioResult r = evaluate(s);
        CHECK(r.options.front().firstMonth.total() == Approx(8510.0544));
        CHECK(r.options.front().horizonCost == Approx(8510.0544 * 11.2550775).epsilon(1e-6));
    }
    SECTION("batch prices") {
        // Bailian qwen-max batch (50 % of 2.4 / 9.6): 1000 x 1.2 + 200 x 4.8 = 2160 per million
        // -> 2,626,560 x 0.00216 = 5,673.3696 CNY
        const Scenario s = scenario("", R"J({"name": "API", "kind": "api", "provider": "Alibaba Cloud Bailian",
            "model": "qwen-max", "batch": true})J");
        CHECK(apiMonthlyCost(s.options.front().apiTerms, s.workloads.front()) == Approx(5673.3696));
    }
}

TEST_CASE("break-even load: the closed form on the cost lines, by hand") {
    // API 100 per QPS; GPU 5,000 fixed + 20 per QPS: 5000 / (100 - 20) = 62.5 QPS.
    CHECK(breakEvenQps(100, 5000, 20, 1000).value() == Approx(62.5));
    CHECK_FALSE(breakEvenQps(100, 5000, 20, 50).has_value());  // beyond the GPU option's capacity
    CHECK_FALSE(breakEvenQps(20, 5000, 20, 1000).has_value()); // the API never costs more
    CHECK(breakEvenQps(100, 0, 20, 1000).value() == 0.0);
}

TEST_CASE("break-even load against a committed rent option, by hand") {
    // Rent 8 H100 at 10 CNY/GPU-hour, committed: 8 x 10 x 730 h = 58,400 CNY a month at any load
    // (slope 0). API (uncached, above): 9,455.616 CNY a month per average QPS.
    // Break-even: 58,400 / 9,455.616 = 6.1762 QPS; tokens a month = 6.1762 x 3,151,872,000.
    const Scenario s = scenario("", std::string(kDeepSeek) + R"J(, {"name": "Rent 8 H100", "kind": "rent",
        "gpu": "H100-SXM5-80GB", "gpus": 8, "price_per_gpu_hour": 10, "billing": "committed"})J");
    const ScenarioResult r = evaluate(s);
    REQUIRE(r.serving.size() == 1);
    REQUIRE(r.serving.front().breakEvens.size() == 1);
    const ServingBreakEven& b = r.serving.front().breakEvens.front();
    CHECK(b.gpuFixed == Approx(58400).epsilon(1e-6));
    CHECK(b.gpuPerQps == Approx(0).margin(1e-6));
    REQUIRE(b.qps.has_value());
    CHECK(*b.qps == Approx(58400.0 / 9455.616));
    CHECK(*b.monthlyTokens == Approx(58400.0 / 9455.616 * 3151872000.0));
    CHECK(b.capacityQps > *b.qps); // 8 H100 serve an 8B model well beyond 6 QPS
    // The api option is not paired as a "rent" in the own/rent break-evens.
    CHECK(r.breakEvens.empty());
}

TEST_CASE("api option with a training workload: serving only, not a silent zero") {
    std::string text = scenarioText("", std::string(kDeepSeek) + R"J(, {"name": "Rent 8 H100", "kind": "rent",
        "gpu": "H100-SXM5-80GB", "gpus": 8, "price_per_gpu_hour": 10, "billing": "committed"})J");
    text.replace(text.find(R"J("workloads": [)J"), 14,
                 R"J("workloads": [{"name": "fine-tune", "kind": "finetune", "params": 8e9, "tokens": 1e9},)J");
    const Scenario s = data::scenarioFromJson(parse(text), data::shippedCatalog());
    const ScenarioResult r = evaluate(s);
    const OptionResult& api = r.options.front();
    REQUIRE(api.workloads.size() == 2);
    CHECK_FALSE(api.workloads[0].feasible);
    CHECK_THAT(api.workloads[0].reason, Catch::Contains("serving only") && Catch::Contains("fine-tune"));
    CHECK(api.workloads[1].feasible);
    CHECK(api.overCapacity); // cannot run every workload: never "cheapest"
    CHECK(r.cheapest == "Rent 8 H100");
    REQUIRE(r.serving.size() == 1);
    CHECK(r.serving.front().servingOnly);
    CHECK_THAT(r.serving.front().note, Catch::Contains("serving only") && Catch::Contains("Rent 8 H100"));
}

TEST_CASE("SLO check: published latency against the targets, else not published") {
    ApiTerms t;
    Workload w;
    w.outputTokens = 400;
    w.ttftMs = 2000;
    w.p99Ms = 10000;
    auto checks = apiSloChecks(t, w);
    REQUIRE(checks.size() == 2);
    CHECK_THAT(checks[0].text, Catch::Contains("not published"));
    // Amazon Bedrock latency optimized, Llama 3.1 405B (Artificial Analysis): 2,460 ms TTFT, 73.7 tok/s.
    t.ttftMs = 2460;
    t.outputTokensPerSecond = 73.7;
    checks = apiSloChecks(t, w);
    CHECK_FALSE(checks[0].met); // 2,460 > 2,000 ms
    // end to end: 2460 + 400 x 1000 / 73.7 = 2460 + 5427.4 = 7,887.4 ms <= 10,000 ms
    CHECK(checks[1].publishedMs.value() == Approx(2460 + 400 * 1000 / 73.7));
    CHECK(checks[1].met);
}

TEST_CASE("api option: bad input names the key and the allowed values") {
    SECTION("unknown provider lists the catalog") {
        try {
            scenario("", R"J({"name": "API", "kind": "api", "provider": "Nobody", "model": "x"})J");
            FAIL("accepted");
        } catch (const InputError& e) {
            CHECK(e.field() == "options[0].provider");
            CHECK_THAT(e.what(), Catch::Contains("DeepSeek: deepseek-chat") && Catch::Contains("SiliconFlow"));
        }
    }
    SECTION("unknown model lists the provider's models") {
        try {
            scenario("", R"J({"name": "API", "kind": "api", "provider": "DeepSeek", "model": "v9"})J");
            FAIL("accepted");
        } catch (const InputError& e) {
            CHECK(e.field() == "options[0].model");
            CHECK_THAT(e.what(), Catch::Contains("deepseek-reasoner (DeepSeek-R1)"));
        }
    }
    SECTION("cached share outside 0-1") {
        CHECK_THROWS_WITH(scenario(R"J(, "cached_prompt_share": 1.5)J"),
                          Catch::Contains("workloads[0].cached_prompt_share") && Catch::Contains("0 to 1"));
    }
    SECTION("discount outside 0-1") {
        CHECK_THROWS_WITH(scenario("", R"J({"name": "API", "kind": "api", "provider": "DeepSeek",
                                   "model": "deepseek-chat (DeepSeek-V3)", "discount_fraction": -0.2})J"),
                          Catch::Contains("options[0].discount_fraction") && Catch::Contains("0 to 1"));
    }
    SECTION("batch where the catalog has none") {
        CHECK_THROWS_WITH(scenario("", R"J({"name": "API", "kind": "api", "provider": "DeepSeek",
                                   "model": "deepseek-chat (DeepSeek-V3)", "batch": true})J"),
                          Catch::Contains("options[0].batch"));
    }
    SECTION("negative catalog price") {
        CHECK_THROWS_WITH(data::apiPriceFromJson(parse(R"J({"id": "x", "provider": "P", "model": "m",
            "currency": "USD", "input_per_million": -1, "output_per_million": 2, "date": "2026", "source": "s"})J")),
                          Catch::Contains("api_prices.x.input_per_million") && Catch::Contains("0 to 10000"));
    }
    SECTION("cached price above the input price") {
        ApiPrice p;
        p.id = "x";
        p.provider = "P";
        p.model = "m";
        p.inputPerMillion = 1;
        p.cachedInputPerMillion = 2;
        CHECK_THROWS_WITH(validateApiPrice(p), Catch::Contains("api_prices.x.cached_input_per_million"));
    }
}

TEST_CASE("the shipped API price catalog: at least 10 dated, sourced rows, two China providers in CNY") {
    const auto& rows = data::shippedCatalog().apiPrices;
    CHECK(rows.size() >= 10);
    std::set<std::string> cny;
    for (const ApiPrice& p : rows) {
        INFO(p.id);
        CHECK_FALSE(p.priceDate.empty());
        CHECK_FALSE(p.source.empty());
        CHECK_FALSE(p.url.empty());
        if (p.currency == Currency::CNY) cny.insert(p.provider);
    }
    CHECK(cny.size() >= 2);
}
