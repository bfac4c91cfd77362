#include "core/catalog/price_history.hpp"

#include <algorithm>
#include <cstdio>
#include <map>

namespace gputco {

namespace {
void setTerm(CloudPrice& row, PriceTerm t, std::optional<double> v) {
    switch (t) {
    case PriceTerm::OnDemand: row.onDemand = v.value_or(0); break;
    case PriceTerm::Commit1y: row.commit1y = v; break;
    case PriceTerm::Commit3y: row.commit3y = v; break;
    case PriceTerm::Spot: row.spot = v; break;
    }
}

// yyyy[-mm[-dd]] as months since year 0 (the month of the date), or -1.
int monthIndex(const std::string& d) {
    int y = 0, m = 1;
    if (d.size() < 4 || std::sscanf(d.c_str(), "%4d", &y) != 1) return -1;
    if (d.size() >= 7 && std::sscanf(d.c_str() + 5, "%2d", &m) != 1) return -1;
    return y * 12 + (m - 1);
}
} // namespace

Catalog catalogAsOf(const Catalog& current, const std::vector<PriceRecord>& history, const std::string& date) {
    std::map<std::pair<std::string, PriceTerm>, const PriceRecord*> inForce; // newest on or before `date`
    for (const PriceRecord& r : history) {
        if (r.date > date) continue;
        const PriceRecord*& best = inForce[{r.priceId, r.term}];
        if (!best || r.date >= best->date) best = &r;
    }
    Catalog out = current;
    out.cloudPrices.clear();
    for (CloudPrice row : current.cloudPrices) {
        const bool currentInForce = row.priceDate.empty() || row.priceDate <= date;
        for (PriceTerm t : {PriceTerm::OnDemand, PriceTerm::Commit1y, PriceTerm::Commit3y, PriceTerm::Spot}) {
            const auto it = inForce.find({row.id, t});
            if (it != inForce.end()) {
                setTerm(row, t, it->second->price);
                if (t == PriceTerm::OnDemand) {
                    row.priceDate = it->second->date;
                    row.source = it->second->source;
                }
            } else if (!currentInForce) {
                setTerm(row, t, std::nullopt);
            }
        }
        if (row.onDemand > 0) out.cloudPrices.push_back(std::move(row));
    }
    return out;
}

bool priceOlderThan(const std::string& listed, const std::string& today, int months) {
    const int a = monthIndex(listed), b = monthIndex(today);
    return a >= 0 && b >= 0 && b - a > months;
}

} // namespace gputco
