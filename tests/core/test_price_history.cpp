// The catalog as of a date (issue 31): each cloud term at the newest price listed on or before it,
// worked out by hand from the records below.
#include "core/catalog/price_history.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
Catalog oneRow() {
    Catalog c;
    CloudPrice p;
    p.id = "lambda-h100";
    p.provider = "Lambda";
    p.gpuId = "H100-SXM5-80GB";
    p.onDemand = 2.99; // refreshed 2026-11-20
    p.commit1y = 2.10;
    p.priceDate = "2026-11-20";
    p.source = "LAMBDA-LIST-2026-11-20";
    c.cloudPrices.push_back(p);
    return c;
}

const std::vector<PriceRecord> kHistory{
    {"lambda-h100", PriceTerm::OnDemand, 3.99, "2026-05", "OPSLYFT"},
    {"lambda-h100", PriceTerm::OnDemand, 2.99, "2026-11-20", "LAMBDA-LIST-2026-11-20"},
    {"lambda-h100", PriceTerm::Commit1y, 2.10, "2026-11-20", "LAMBDA-LIST-2026-11-20"},
};
} // namespace

TEST_CASE("the catalog as of a date takes the price in force then") {
    const Catalog now = catalogAsOf(oneRow(), kHistory, "2026-12-07");
    REQUIRE(now.cloudPrices.size() == 1);
    CHECK(now.cloudPrices[0].onDemand == 2.99);
    CHECK(*now.cloudPrices[0].commit1y == 2.10);

    const Catalog june = catalogAsOf(oneRow(), kHistory, "2026-06-01");
    REQUIRE(june.cloudPrices.size() == 1);
    CHECK(june.cloudPrices[0].onDemand == 3.99); // listed 2026-05
    CHECK(june.cloudPrices[0].priceDate == "2026-05");
    CHECK(june.cloudPrices[0].source == "OPSLYFT");
    CHECK_FALSE(june.cloudPrices[0].commit1y.has_value()); // first listed 2026-11-20

    CHECK(catalogAsOf(oneRow(), kHistory, "2025-01-01").cloudPrices.empty()); // nothing listed yet
    // Without history, a row listed by then is kept as it is.
    CHECK(catalogAsOf(oneRow(), {}, "2026-12-01").cloudPrices.size() == 1);
}

TEST_CASE("a price listed more than six months before today is stale") {
    CHECK(priceOlderThan("2026-05", "2026-12-07", 6));       // 7 months
    CHECK_FALSE(priceOlderThan("2026-06", "2026-12-07", 6)); // 6 months
    CHECK(priceOlderThan("2025", "2026-12-07", 6));          // January 2025
    CHECK_FALSE(priceOlderThan("", "2026-12-07", 6));        // no date: nothing to say
}
