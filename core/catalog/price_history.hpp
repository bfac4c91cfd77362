#pragma once
// Cloud prices through time (issue 31): what cloud_price_history keeps, and the catalog as it stood on
// a date ("as of"), for a scenario evaluated with the prices in force then.

#include "core/catalog/catalog.hpp"
#include "core/catalog/price_refresh.hpp"

#include <string>
#include <vector>

namespace gputco {

struct PriceRecord {
    std::string priceId; // cloud row
    PriceTerm term = PriceTerm::OnDemand;
    double price = 0;
    std::string date; // yyyy, yyyy-mm or yyyy-mm-dd: when the provider listed it
    std::string source;
};

// The catalog with each cloud row's terms at the price in force on `date` (yyyy-mm-dd): the newest
// record listed on or before it, else the row's current price if that was listed by then. A term not
// in force then is left out; a row without an on-demand price then is left out. Dates compare as text
// (a month counts from its first day).
Catalog catalogAsOf(const Catalog& current, const std::vector<PriceRecord>& history, const std::string& date);

// Whether a listing date (yyyy, yyyy-mm, yyyy-mm-dd) lies more than `months` before `today`
// (yyyy-mm-dd): the report's stale-price warning (6 months).
bool priceOlderThan(const std::string& listed, const std::string& today, int months);

} // namespace gputco
