// Plausibility of the shipped catalog (issue 12, item 7): whole-server prices, generation
// order, sources and dates, cloud terms. Each rule also gets a doctored catalog that it must
// catch, so a passing shipped catalog means the rule ran, not that it is blind.
#include "core/catalog/plausibility.hpp"
#include "data/catalog_seed.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <set>

using namespace gputco;
using namespace gputco::data;

namespace {
std::string describe(const std::vector<PlausibilityIssue>& issues) {
    std::string out;
    for (const auto& i : issues) out += "\n  " + i.rowId + " [" + i.rule + "]: " + i.message;
    return out;
}

GpuSpec& gpuIn(Catalog& c, const char* id) {
    for (GpuSpec& g : c.gpus)
        if (g.id == id) return g;
    FAIL("no GPU " << id);
    throw;
}
} // namespace

TEST_CASE("the shipped catalog passes every plausibility rule") {
    const auto issues = checkCatalogPlausibility(shippedCatalog());
    INFO(describe(issues));
    CHECK(issues.empty());
}

TEST_CASE("whole-server prices: server / (GPUs x GPU price) within 1.2-2.5, printed for the record") {
    const Catalog& c = shippedCatalog();
    std::printf("\n%-16s %10s %12s %5s %6s %9s\n", "GPU", "GPU USD", "server USD", "GPUs", "ratio", "USD/TF");
    for (const GpuSpec& g : c.gpus)
        std::printf("%-16s %10.0f %12.0f %5d %6.2f %9.1f\n", g.id.c_str(), g.priceUsd, g.serverPriceUsd, g.serverGpus,
                    serverRatio(g), usdPerDenseTflop(g));
    // Hand check, H100: Thinkmate HGX H100 server 317,000 / (8 x 31,250 = 250,000) = 1.268.
    CHECK(serverRatio(*c.gpu("H100-SXM5-80GB")) == Approx(1.268));
    // A100 80GB: Dihuni 8 x A100 80GB server Sep 2023 148,390 / (8 x 15,000) = 1.2366.
    CHECK(serverRatio(*c.gpu("A100-SXM4-80GB")) == Approx(1.2366).epsilon(1e-3));
    // GB200 NVL72: rack 3,100,000 / (72 x 35,000 = 2,520,000) = 1.230.
    CHECK(serverRatio(*c.gpu("GB200-NVL72")) == Approx(1.2302).epsilon(1e-3));

    Catalog bad = c;
    gpuIn(bad, "H200-SXM-141GB").serverPriceUsd = 270565; // the old HGX baseboard listing: 270,565 / 270,568 = 1.00
    const auto issues = checkServerRatio(bad);
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].rowId == "H200-SXM-141GB");
    CHECK_THAT(issues[0].message, Catch::Contains("outside 1.2-2.5"));
}

TEST_CASE("a newer NVIDIA generation is not cheaper per GPU than an older one with a lower or equal peak") {
    Catalog bad = shippedCatalog();
    gpuIn(bad, "B300-SXM-288GB").priceUsd = 45000;
    gpuIn(bad, "B200-SXM-180GB").priceUsd = 47409; // the old catalog: B300 listed below B200
    const auto issues = checkGenerationOrder(bad);
    INFO(describe(issues));
    bool flagged = false;
    for (const auto& i : issues) flagged |= i.rowId == "B300-SXM-288GB" && i.message.find("B200") != std::string::npos;
    CHECK(flagged);
    // Per dense BF16 TFLOP/s the shipped B200 is cheaper than the H100 (35,000 / 2,250 = 15.6 vs
    // 31,250 / 989 = 31.6): expected, its peak is 2.3 x, and the rule does not flag it.
    const Catalog& c = shippedCatalog();
    CHECK(usdPerDenseTflop(*c.gpu("B200-SXM-180GB")) == Approx(15.556).epsilon(1e-3));
    CHECK(usdPerDenseTflop(*c.gpu("H100-SXM5-80GB")) == Approx(31.598).epsilon(1e-3));
    CHECK(checkGenerationOrder(c).empty());
}

TEST_CASE("a price or spec without a source or a date is flagged") {
    Catalog bad = shippedCatalog();
    gpuIn(bad, "L40S-48GB").sources["price_usd"] = "NOWHERE";
    gpuIn(bad, "H20-96GB").serverPriceDate.clear();
    bad.cloudPrices.front().priceDate.clear();
    const auto issues = checkSourcedAndDated(bad);
    INFO(describe(issues));
    std::set<std::string> rows;
    for (const auto& i : issues) rows.insert(i.rowId);
    CHECK(rows == std::set<std::string>{"L40S-48GB", "H20-96GB", bad.cloudPrices.front().id});
}

TEST_CASE("cloud terms: committed and spot prices below on-demand, at least 8 providers, China in CNY") {
    const Catalog& c = shippedCatalog();
    std::set<std::string> providers;
    bool cny = false, aws = false, gcp = false, azure = false;
    for (const CloudPrice& p : c.cloudPrices) {
        providers.insert(p.provider);
        cny |= p.currency == Currency::CNY;
        aws |= p.provider == "AWS";
        gcp |= p.provider == "GCP";
        azure |= p.provider == "Azure";
    }
    CHECK(providers.size() >= 8);
    CHECK((aws && gcp && azure && cny));
    // AWS p5 after the June 2025 cut: 55.04 / 8 = 6.88 per GPU-hour (was 98.32 / 8 = 12.29).
    for (const CloudPrice& p : c.cloudPrices)
        if (p.id == "aws-p5-h100") {
            CHECK(p.onDemand == Approx(6.88));
            CHECK_FALSE(p.commit1y.has_value()); // the source lists no 1-year price for p5
        }
    Catalog bad = c;
    bad.cloudPrices.front().spot = bad.cloudPrices.front().onDemand * 2;
    const auto issues = checkCloudTerms(bad);
    REQUIRE(issues.size() == 1);
    CHECK_THAT(issues[0].message, Catch::Contains("spot"));
}
