// Issue 14: a rent option mixing reserved and on-demand GPUs (docs/cost-model.md, "Reserved and
// on-demand mix"). Expected values are hand computations, each written next to its check, or the
// shipped catalog's published prices (resources/catalog/prices.json).
#include "core/cost/rent_mix.hpp"
#include "core/cost/tco_model.hpp"
#include "core/training/training_model.hpp"
#include "core/validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/scenario_json.hpp"
#include "data/scenario_result_json.hpp"

#include <QJsonArray>
#include <QJsonDocument>

#include "tests/support/cost_fixtures.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

// Every run takes `hours` of wall time on the option's GPUs: with one run a month the option is
// busy hours / 730 of the month, so its work is gpus x hours GPU-hours.
TrainingEstimator runHours(double hours) {
    return [=](const TrainingJob&) {
        TrainingResult r;
        r.timeToTrainDays = hours / 24.0;
        r.best.mfu = 0.5;
        return r;
    };
}

// 16 H100 for 12 months, discount rate 0 and cloud price trend 0 so the sums are plain.
Scenario plain(int reserved, Billing billing = Billing::OnDemand, double price = 3.0) {
    Scenario s;
    s.name = "mix";
    s.asOf = "2026-07-01";
    s.horizonMonths = 12;
    s.discountRate = 0;
    s.cloudPriceTrend = 0;
    s.workloads.push_back(test::sevenBWorkload(1e10));
    Option o;
    o.name = "mix";
    o.own = false;
    o.gpuId = "H100-SXM5-80GB";
    o.rentTerms.gpus = 16;
    o.rentTerms.billing = billing;
    o.rentTerms.pricePerGpuHour = price;
    o.rentTerms.reservedGpus = reserved;
    o.rentTerms.reservedBilling = Billing::Commit1y;
    o.rentTerms.reservedPricePerGpuHour = 2.0;
    s.options.push_back(o);
    return s;
}

OptionResult run(const Scenario& s, double hours) {
    return evaluateScenario(s, data::shippedCatalog(), runHours(hours)).options.at(0);
}

Scenario fromJson(const char* option) {
    const std::string text =
        std::string(R"({"format": "gpu-tco-scenario", "version": 2, "name": "mix", "as_of": "2026-07-01",
        "workloads": [{"name": "w", "params": 7e9, "tokens": 1e10}], "options": [)") +
        option + "]}";
    return data::scenarioFromJson(QJsonDocument::fromJson(QByteArray::fromStdString(text)).object(),
                                  data::shippedCatalog());
}

std::string errorOf(const char* option) {
    try {
        fromJson(option);
    } catch (const InputError& e) {
        return e.what();
    }
    return "accepted";
}

} // namespace

TEST_CASE("reserved GPUs take the work first, only the rest is billed on demand") {
    // 16 GPUs, 8 reserved on commit-1y at 2.00/h, the other 8 on demand at 3.00/h.
    // Reserved, every month whatever runs: 8 x 730 x 2.00 = 11,680.
    // Work at 50 % (365 h per GPU): 16 x 365 = 5,840 GPU-h = 8 x 730, all on the reserved GPUs;
    // on demand 0. Month 11,680; 12 months 140,160.
    const OptionResult half = run(plain(8), 365);
    CHECK(half.firstMonth.rent == Approx(11680));
    CHECK(half.reservedRent == Approx(12 * 11680.0));
    CHECK(half.onDemandRent == Approx(0).margin(1e-9));
    CHECK(half.horizonCost == Approx(140160));
    // Work at 80 % (584 h per GPU): 16 x 584 = 9,344 GPU-h; 5,840 on the reserved GPUs, 3,504 on
    // demand x 3.00 = 10,512. Month 11,680 + 10,512 = 22,192; 12 months 266,304.
    const OptionResult busy = run(plain(8), 584);
    CHECK(busy.firstMonth.rent == Approx(22192));
    CHECK(busy.onDemandRent == Approx(12 * 10512.0));
    CHECK(busy.horizonCost == Approx(266304));
    // Work at 25 % (182.5 h per GPU): 2,920 GPU-h, under the reserved 5,840: the reserved GPUs
    // are still paid in full, 11,680 a month.
    CHECK(run(plain(8), 182.5).firstMonth.rent == Approx(11680));
}

TEST_CASE("the on-demand part never bills more than its GPUs' 730 hours") {
    // 4 of 16 reserved; the work wants the whole month (730 h per GPU, 11,680 GPU-h): 4 x 730 =
    // 2,920 on the reserved GPUs, the other 8,760 = 12 x 730 on demand, exactly their cap.
    // Month: 4 x 730 x 2.00 + 12 x 730 x 3.00 = 5,840 + 26,280 = 32,120.
    CHECK(run(plain(4), 730).firstMonth.rent == Approx(32120));
}

TEST_CASE("reserved_gpus 0 is today's option, reserved_gpus = gpus is today's commit-1y option") {
    for (double hours : {100.0, 365.0, 700.0}) {
        const Scenario none = plain(0);
        Scenario today = none;
        today.options[0].rentTerms.reservedPricePerGpuHour = 0; // as an option without the keys
        const OptionResult a = run(none, hours), b = run(today, hours);
        CHECK(a.horizonCost == b.horizonCost); // bit for bit
        CHECK(a.cumulativeCash == b.cumulativeCash);
        CHECK(a.reservedGpus == 0);
        // All 16 reserved on commit-1y at 2.00 = a commit-1y option at 2.00: 16 x 730 x 2 x 12 = 280,320.
        const OptionResult all = run(plain(16), hours);
        const OptionResult commit = run(plain(0, Billing::Commit1y, 2.0), hours);
        CHECK(all.horizonCost == Approx(commit.horizonCost));
        CHECK(all.horizonCost == Approx(280320));
        for (size_t m = 0; m < all.cumulativeCash.size(); ++m)
            CHECK(all.cumulativeCash[m] == Approx(commit.cumulativeCash[m]));
    }
}

TEST_CASE("stopping early owes the reserved term, not the on-demand hours") {
    // Horizon 6 months, 8 of 16 reserved on commit-1y at 2.00, work at 80 %: the 12-month term is
    // owed in full, 12 x 11,680 = 140,160, plus 6 months on demand 6 x 10,512 = 63,072: 203,232.
    Scenario s = plain(8);
    s.horizonMonths = 6;
    const OptionResult r = run(s, 584);
    CHECK(r.horizonCost == Approx(203232));
    // Stopping at month 0 owes the whole reserved term and nothing on demand.
    CHECK(r.cumulativeCash.front() == Approx(140160));
}

TEST_CASE("rentHours splits the work's GPU-hours between reserved and other GPUs") {
    RentTerms t;
    t.gpus = 10;
    t.reservedGpus = 6;
    t.billing = Billing::Spot;
    // 10 x 500 = 5,000 GPU-h; 6 x 730 = 4,380 reserved; 620 left over 4 GPUs = 155 h each.
    CHECK(rentHours(t, 500).restPerGpu == Approx(155));
    CHECK(rentHours(t, 500).reservedPerGpu == Approx(730));
    t.billing = Billing::Committed; // the others committed too: 730 h each whatever runs
    CHECK(rentHours(t, 100).restPerGpu == Approx(730));
}

TEST_CASE("spot reclaims only hit the spot GPUs") {
    Scenario s = plain(12, Billing::Spot, 1.5);
    s.options[0].rentTerms.spotPreemptionsPerGpuHour = 0.01;
    double seen = 0;
    evaluateScenario(s, data::shippedCatalog(), [&](const TrainingJob& j) {
        seen = j.reliability.failuresPerGpuHour;
        TrainingResult r;
        r.timeToTrainDays = 1;
        return r;
    });
    // 4 of 16 GPUs are spot: 0.01 x 4 / 16 = 0.0025, plus the Llama 3 failure rate.
    CHECK(seen == Approx(0.0025 + 419.0 / (54.0 * 24.0 * 16384.0)));
}

TEST_CASE("JSON: reserved GPUs, their term and the catalog's price of that term") {
    // GCP H100: on demand 11.06, commit-1y 7.67, commit-3y 4.86 (prices.json, EPOCH-HWP).
    const Scenario s = fromJson(R"({"name": "gcp", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 16,
        "provider": "GCP", "billing": "on-demand", "reserved_gpus": 8})");
    const RentTerms& t = s.options[0].rentTerms;
    CHECK(t.reservedGpus == 8);
    CHECK(t.reservedBilling == Billing::Commit1y);
    CHECK(t.reservedPricePerGpuHour == Approx(7.67));
    CHECK(t.pricePerGpuHour == Approx(11.06));
    const Scenario three = fromJson(R"({"name": "gcp", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 16,
        "provider": "GCP", "billing": "on-demand", "reserved_gpus": 8, "reserved_billing": "commit-3y"})");
    CHECK(three.options[0].rentTerms.reservedPricePerGpuHour == Approx(4.86));
    const Scenario typed = fromJson(R"({"name": "t", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 16,
        "price_per_gpu_hour": 3, "billing": "spot", "reserved_gpus": 16, "reserved_billing": "committed",
        "reserved_price_per_gpu_hour": 2.5})");
    CHECK(typed.options[0].rentTerms.reservedPricePerGpuHour == Approx(2.5));
    CHECK(typed.options[0].rentTerms.reservedBilling == Billing::Committed);
    const Scenario none = fromJson(R"({"name": "n", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 16,
        "price_per_gpu_hour": 3, "billing": "on-demand"})");
    CHECK(none.options[0].rentTerms.reservedGpus == 0);
}

TEST_CASE("JSON: the result gives the reserved and on-demand rent") {
    const ScenarioResult r = evaluateScenario(plain(8), data::shippedCatalog(), runHours(584));
    const QJsonObject o =
        data::scenarioResultToJson(plain(8), r).value(QStringLiteral("options")).toArray().at(0).toObject();
    CHECK(o.value(QStringLiteral("reserved_gpus")).toInt() == 8);
    CHECK(o.value(QStringLiteral("reserved_rent")).toDouble() == Approx(12 * 11680.0));
    CHECK(o.value(QStringLiteral("on_demand_rent")).toDouble() == Approx(12 * 10512.0));
    const ScenarioResult plainResult = evaluateScenario(plain(0), data::shippedCatalog(), runHours(584));
    const QJsonObject p =
        data::scenarioResultToJson(plain(0), plainResult).value(QStringLiteral("options")).toArray().at(0).toObject();
    CHECK_FALSE(p.contains(QStringLiteral("reserved_rent"))); // unchanged output without reserved GPUs
}

TEST_CASE("JSON: bad reserved keys name the key and the allowed range") {
    const char* base = R"({"name": "x", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 16,
        "price_per_gpu_hour": 3, "billing": "on-demand", )";
    auto err = [&](const char* rest) { return errorOf((std::string(base) + rest + "}").c_str()); };
    CHECK_THAT(err(R"("reserved_gpus": 17, "reserved_price_per_gpu_hour": 2)"),
               Catch::Contains("reserved_gpus") && Catch::Contains("0 to 16"));
    CHECK_THAT(err(R"("reserved_gpus": -1, "reserved_price_per_gpu_hour": 2)"),
               Catch::Contains("reserved_gpus") && Catch::Contains("0 to 16"));
    CHECK_THAT(err(R"("reserved_gpus": 8, "reserved_billing": "spot", "reserved_price_per_gpu_hour": 2)"),
               Catch::Contains("reserved_billing") && Catch::Contains("commit-1y"));
    CHECK_THAT(err(R"("reserved_gpus": 8, "reserved_price_per_gpu_hour": -2)"),
               Catch::Contains("reserved_price_per_gpu_hour") && Catch::Contains("0.001"));
    // Lambda offers on demand only: its missing commit-1y is named with its terms.
    CHECK_THAT(errorOf(R"({"name": "L", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 16, "provider": "Lambda",
        "billing": "on-demand", "reserved_gpus": 8})"),
               Catch::Contains("reserved_billing") && Catch::Contains("Lambda") && Catch::Contains("commit-1y") &&
                   Catch::Contains("on-demand, committed"));
}

TEST_CASE("the reserved price is locked for its term, the on-demand price changes yearly") {
    // 8 of 16 reserved on commit-3y at 2.00, the others on demand at 3.00, work at 80 %, cloud
    // price trend -10 %/year, 24 months, discount 0. Month 13: reserved still 11,680 (locked for
    // 36 months), on demand 3,504 x 3.00 x 0.9 = 9,460.8; rent 21,140.8.
    // Horizon: the 36-month term is owed in full, 36 x 11,680 = 420,480, plus on demand
    // 12 x 10,512 + 12 x 9,460.8 = 126,144 + 113,529.6 = 239,673.6: 660,153.6.
    Scenario s = plain(8);
    s.horizonMonths = 24;
    s.cloudPriceTrend = -0.10;
    s.options[0].rentTerms.reservedBilling = Billing::Commit3y;
    const OptionResult r = run(s, 584);
    CHECK(r.months.at(12).rent == Approx(21140.8));
    CHECK(r.horizonCost == Approx(660153.6));
}
