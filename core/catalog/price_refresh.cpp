#include "core/catalog/price_refresh.hpp"

#include "core/validation.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>

namespace gputco {

namespace {
constexpr double kAbsurdFactor = 10.0; // issue 31: a price over 10 x the catalog's is refused

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

bool sameText(std::string_view a, std::string_view b) { return lower(a) == lower(b); }

std::string slug(std::string_view s) {
    std::string out;
    for (unsigned char c : s) {
        if (std::isalnum(c) || c == '.')
            out += char(std::tolower(c));
        else if (!out.empty() && out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out;
}

std::string money(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

const CloudPrice* findRow(const Catalog& c, std::string_view id) {
    for (const CloudPrice& p : c.cloudPrices)
        if (p.id == id) return &p;
    return nullptr;
}

// The row a listed price refreshes: the mapping's, else the one row of that provider and GPU.
std::string rowIdFor(const Catalog& c, const ListedPrice& p) {
    if (!p.catalogId.empty()) return p.catalogId;
    const CloudPrice* only = nullptr;
    int n = 0;
    for (const CloudPrice& row : c.cloudPrices)
        if (sameText(row.provider, p.provider) && row.gpuId == p.gpuId) {
            only = &row;
            ++n;
        }
    if (n == 1) return only->id;
    return slug(p.provider) + "-" + slug(p.sku.empty() ? p.gpuId : p.sku);
}

// What a price is compared with for the 10x check: the row's price for the term (its on-demand price
// when the term has none), or for a new row the cheapest on-demand price of its GPU in its currency.
std::optional<double> referencePrice(const Catalog& c, const CloudPrice* row, const ListedPrice& p) {
    if (row) {
        const std::optional<double> term = termPrice(*row, p.term);
        return term ? term : std::optional<double>(row->onDemand);
    }
    std::optional<double> cheapest;
    for (const CloudPrice& r : c.cloudPrices)
        if (r.gpuId == p.gpuId && sameText(currencyCode(r.currency), p.currency))
            cheapest = cheapest ? std::min(*cheapest, r.onDemand) : r.onDemand;
    return cheapest;
}

// The reason a price is refused, or empty.
std::string refusal(const Catalog& c, const CloudPrice* row, const std::string& rowId, const ListedPrice& p) {
    if (!std::isfinite(p.perGpuHour) || p.perGpuHour <= 0)
        return "price " + money(p.perGpuHour) + " per GPU-hour: must be above 0";
    const std::optional<Currency> currency = currencyFromCode(p.currency);
    if (!currency) return "currency '" + p.currency + "' is not one of CNY, USD, EUR";
    if (row && row->currency != *currency)
        return "wrong currency: the file says " + p.currency + ", catalog row " + rowId + " is in " +
               std::string(currencyCode(row->currency));
    const std::optional<double> ref = referencePrice(c, row, p);
    if (ref && p.perGpuHour > kAbsurdFactor * *ref)
        return "price " + money(p.perGpuHour) + " " + p.currency + " per GPU-hour is more than 10 x the catalog's " +
               money(*ref) + " (" + (row ? rowId : p.gpuId) + ", " + std::string(priceTermName(p.term)) + ")";
    return {};
}

PriceChange changeFor(const CloudPrice* row, const std::string& rowId, const ListedPrice& p, const RefreshOptions& o) {
    PriceChange ch;
    ch.catalogId = rowId;
    ch.newRow = row == nullptr;
    ch.provider = row ? row->provider : p.provider;
    ch.gpuId = p.gpuId;
    ch.sku = p.sku;
    ch.region = p.region;
    ch.term = p.term;
    ch.currency = currencyFromCode(p.currency).value_or(Currency::USD);
    if (row) {
        ch.oldPrice = termPrice(*row, p.term);
        ch.oldDate = row->priceDate;
        ch.keptEdited = row->modified && !o.overwriteEdited;
    }
    ch.newPrice = p.perGpuHour;
    ch.newDate = p.date;
    ch.file = p.file;
    ch.record = p.record;
    ch.source = p.source;
    return ch;
}
// A new catalog row needs an on-demand price (CloudPrice::onDemand); its other terms wait for one.
void dropNewRowsWithoutOnDemand(RefreshPlan& plan) {
    std::set<std::string> withOnDemand;
    for (const PriceChange& c : plan.changes)
        if (c.newRow && c.term == PriceTerm::OnDemand) withOnDemand.insert(c.catalogId);
    std::vector<PriceChange> kept;
    for (PriceChange& c : plan.changes) {
        if (c.newRow && !withOnDemand.count(c.catalogId))
            plan.skipped.push_back(
                {c.file, c.record, "new row " + c.catalogId + " has no on-demand price in the files"});
        else
            kept.push_back(std::move(c));
    }
    plan.changes = std::move(kept);
}
} // namespace

std::string_view priceTermName(PriceTerm t) {
    switch (t) {
    case PriceTerm::OnDemand: return "on-demand";
    case PriceTerm::Commit1y: return "1-year";
    case PriceTerm::Commit3y: return "3-year";
    case PriceTerm::Spot: return "spot";
    }
    return "?";
}

std::optional<PriceTerm> priceTermFromName(std::string_view name) {
    const std::string n = lower(name);
    if (n == "on-demand" || n == "ondemand" || n == "on_demand") return PriceTerm::OnDemand;
    if (n == "1-year" || n == "1y" || n == "1yr" || n == "commit_1y") return PriceTerm::Commit1y;
    if (n == "3-year" || n == "3y" || n == "3yr" || n == "commit_3y") return PriceTerm::Commit3y;
    if (n == "spot" || n == "preemptible") return PriceTerm::Spot;
    return std::nullopt;
}

std::optional<double> termPrice(const CloudPrice& row, PriceTerm t) {
    switch (t) {
    case PriceTerm::OnDemand: return row.onDemand;
    case PriceTerm::Commit1y: return row.commit1y;
    case PriceTerm::Commit3y: return row.commit3y;
    case PriceTerm::Spot: return row.spot;
    }
    return std::nullopt;
}

const InstanceGpus* findInstance(const std::vector<InstanceGpus>& table, std::string_view provider,
                                 std::string_view sku) {
    for (const InstanceGpus& i : table)
        if (sameText(i.provider, provider) && sameText(i.sku, sku)) return &i;
    return nullptr;
}

std::optional<double> PriceChange::changePercent() const {
    if (!oldPrice || *oldPrice <= 0) return std::nullopt;
    return (newPrice / *oldPrice - 1.0) * 100.0;
}

bool RefreshPlan::applicable() const {
    const bool anyApplied =
        std::any_of(changes.begin(), changes.end(), [](const PriceChange& c) { return !c.keptEdited; });
    return anyApplied && (errors.empty() || skipBad);
}

RefreshPlan planRefresh(const Catalog& catalog, const std::vector<PriceList>& lists, const RefreshOptions& options) {
    RefreshPlan plan;
    plan.skipBad = options.skipBad;
    std::set<std::string> regions;
    for (const PriceList& l : lists) {
        plan.skipped.insert(plan.skipped.end(), l.skipped.begin(), l.skipped.end());
        plan.errors.insert(plan.errors.end(), l.errors.begin(), l.errors.end());
        for (const ListedPrice& p : l.prices)
            if (!p.region.empty()) regions.insert(p.region);
    }
    if (options.region.empty() && regions.size() > 1) {
        std::string names;
        for (const std::string& r : regions) names += (names.empty() ? "" : ", ") + r;
        throw InputError("--region", "the files list prices for " + std::to_string(regions.size()) + " regions (" +
                                         names + "); choose one with --region");
    }
    std::map<std::pair<std::string, PriceTerm>, std::string> seen; // row and term -> where first found
    for (const PriceList& l : lists)
        for (const ListedPrice& p : l.prices) {
            if (!options.region.empty() && !p.region.empty() && !sameText(p.region, options.region)) continue;
            const std::string rowId = rowIdFor(catalog, p);
            const CloudPrice* row = findRow(catalog, rowId);
            if (const std::string why = refusal(catalog, row, rowId, p); !why.empty()) {
                plan.errors.push_back({p.file, p.record, why});
                continue;
            }
            const auto key = std::make_pair(rowId, p.term);
            if (const auto it = seen.find(key); it != seen.end()) {
                plan.skipped.push_back({p.file, p.record,
                                        "a second " + std::string(priceTermName(p.term)) + " price for " + rowId +
                                            " (kept " + it->second + ")"});
                continue;
            }
            seen.emplace(key, p.file + " " + p.record);
            const std::optional<double> old = row ? termPrice(*row, p.term) : std::nullopt;
            if (old && std::abs(*old - p.perGpuHour) < 1e-9 && row->priceDate == p.date) continue; // unchanged
            plan.changes.push_back(changeFor(row, rowId, p, options));
        }
    dropNewRowsWithoutOnDemand(plan);
    return plan;
}

} // namespace gputco
