#include "core/catalog/plausibility.hpp"

#include "core/catalog/source.hpp"
#include "core/validation.hpp"

namespace gputco {

namespace {
void add(std::vector<PlausibilityIssue>& out, const std::string& id, const char* rule, std::string message) {
    out.push_back(PlausibilityIssue{id, rule, std::move(message)});
}

std::optional<double> halfPrecisionTflops(const GpuSpec& g) {
    auto p = g.peak(Precision::BF16) ? g.peak(Precision::BF16) : g.peak(Precision::FP16);
    return p ? std::optional<double>(units::inTeraflopPerSecond(*p)) : std::nullopt;
}

bool isReadOnDate(const std::string& d) { return d.size() == 10 && isValidListingDate(d); }

template <typename Row>
void checkFieldSources(const Catalog& c, const Row& row, std::span<const NumberField<Row>> fields,
                       std::vector<PlausibilityIssue>& out) {
    for (const auto& f : fields) {
        if (!f.get(row)) continue;
        const std::string key = sourceKeyFor(row.sources, f.key);
        const SourceRef* s = c.source(key);
        if (!s || s->citation.empty())
            add(out, row.id, "sourced-and-dated", std::string(f.key) + " cites '" + key + "', which is not a source");
        else if (!isReadOnDate(s->readOn) && key != kUserEditSource)
            add(out, row.id, "sourced-and-dated",
                std::string(f.key) + ": source '" + key + "' has no yyyy-mm-dd read date");
    }
}
} // namespace

double serverRatio(const GpuSpec& g) { return g.serverPriceUsd / (g.serverGpus * g.priceUsd); }

std::vector<PlausibilityIssue> checkServerRatio(const Catalog& c) {
    std::vector<PlausibilityIssue> out;
    for (const GpuSpec& g : c.gpus) {
        const double r = serverRatio(g);
        if (!(r >= kMinServerRatio && r <= kMaxServerRatio))
            add(out, g.id, "server-ratio",
                "server " + formatNumber(g.serverPriceUsd) + " / (" + std::to_string(g.serverGpus) + " x " +
                    formatNumber(g.priceUsd) + ") = " + formatNumber(r) + ", outside " + formatNumber(kMinServerRatio) +
                    "-" + formatNumber(kMaxServerRatio) +
                    " (is the server a GPU baseboard, or the GPU price a server share?)");
    }
    return out;
}

double usdPerDenseTflop(const GpuSpec& g) {
    const auto t = halfPrecisionTflops(g);
    return t ? g.priceUsd / *t : 0.0;
}

std::vector<PlausibilityIssue> checkGenerationOrder(const Catalog& c) {
    std::vector<PlausibilityIssue> out;
    auto inScope = [](const GpuSpec& g) { return g.vendor == "NVIDIA" && g.nvlinkBandwidth && halfPrecisionTflops(g); };
    for (const GpuSpec& older : c.gpus) {
        if (!inScope(older)) continue;
        for (const GpuSpec& newer : c.gpus) {
            if (!inScope(newer) || newer.launchYear <= older.launchYear) continue;
            if (*halfPrecisionTflops(newer) < *halfPrecisionTflops(older)) continue;
            if (newer.priceUsd >= older.priceUsd) continue;
            add(out, newer.id, "generation-order",
                newer.id + " (" + std::to_string(newer.launchYear) + ", " + formatNumber(usdPerDenseTflop(newer)) +
                    " USD per dense TFLOP/s) is cheaper per GPU than the older " + older.id + " (" +
                    std::to_string(older.launchYear) + ", " + formatNumber(usdPerDenseTflop(older)) +
                    " USD per TFLOP/s): " + formatNumber(newer.priceUsd) + " < " + formatNumber(older.priceUsd) +
                    " USD");
        }
    }
    return out;
}

std::vector<PlausibilityIssue> checkSourcedAndDated(const Catalog& c) {
    std::vector<PlausibilityIssue> out;
    for (const GpuSpec& g : c.gpus) {
        checkFieldSources<GpuSpec>(c, g, gpuFields(), out);
        if (!isValidListingDate(g.priceDate)) add(out, g.id, "sourced-and-dated", "price_usd has no listing date");
        if (!isValidListingDate(g.serverPriceDate))
            add(out, g.id, "sourced-and-dated", "server_price_usd has no listing date");
    }
    for (const Fabric& f : c.fabrics) checkFieldSources<Fabric>(c, f, fabricFields(), out);
    for (const StorageTier& s : c.storage) checkFieldSources<StorageTier>(c, s, storageFields(), out);
    for (const CloudPrice& p : c.cloudPrices) {
        const SourceRef* s = c.source(p.source);
        if (!s || !isReadOnDate(s->readOn))
            add(out, p.id, "sourced-and-dated", "cites '" + p.source + "', which is not a dated source");
        if (!isValidListingDate(p.priceDate)) add(out, p.id, "sourced-and-dated", "has no listing date");
    }
    return out;
}

std::vector<PlausibilityIssue> checkCloudTerms(const Catalog& c) {
    std::vector<PlausibilityIssue> out;
    for (const CloudPrice& p : c.cloudPrices) {
        if (!c.gpu(p.gpuId)) add(out, p.id, "cloud-terms", "GPU '" + p.gpuId + "' is not in the catalog");
        if (p.commit1y && *p.commit1y > p.onDemand)
            add(out, p.id, "cloud-terms",
                "1-year " + formatNumber(*p.commit1y) + " is above on-demand " + formatNumber(p.onDemand));
        if (p.commit3y && *p.commit3y > p.commit1y.value_or(p.onDemand))
            add(out, p.id, "cloud-terms", "3-year " + formatNumber(*p.commit3y) + " is above the shorter term");
        if (p.spot && *p.spot > p.onDemand)
            add(out, p.id, "cloud-terms",
                "spot " + formatNumber(*p.spot) + " is above on-demand " + formatNumber(p.onDemand));
    }
    return out;
}

std::vector<PlausibilityIssue> checkCatalogPlausibility(const Catalog& c) {
    std::vector<PlausibilityIssue> all;
    for (auto rule : {checkServerRatio, checkGenerationOrder, checkSourcedAndDated, checkCloudTerms}) {
        auto found = rule(c);
        all.insert(all.end(), found.begin(), found.end());
    }
    return all;
}

} // namespace gputco
