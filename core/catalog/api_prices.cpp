#include "core/catalog/api_prices.hpp"

#include "core/catalog/gpu.hpp"
#include "core/validation.hpp"

#include <cmath>

namespace gputco {

namespace {
// Per-million prices: 0 (free tiers exist) to 10,000 per million tokens.
void requirePrice(const ApiPrice& p, const char* field, double v) {
    if (!std::isfinite(v) || v < 0 || v > 10000)
        throw InputError("api_prices." + p.id + "." + field, formatNumber(v) + " is out of range; allowed 0 to 10000 " +
                                                                 std::string(currencyCode(p.currency)) +
                                                                 " per million tokens");
}
void requirePositive(const ApiPrice& p, const char* field, const std::optional<double>& v, double hi) {
    if (v && (!std::isfinite(*v) || *v <= 0 || *v > hi))
        throw InputError("api_prices." + p.id + "." + field,
                         formatNumber(*v) + " is out of range; allowed > 0 and <= " + formatNumber(hi));
}
} // namespace

void validateApiPrice(const ApiPrice& p) {
    if (!isValidCatalogId(p.id)) throw InputError("api_prices.id", "'" + p.id + "' is not a valid id");
    if (p.provider.empty()) throw InputError("api_prices." + p.id + ".provider", "a provider is required");
    if (p.model.empty()) throw InputError("api_prices." + p.id + ".model", "a model is required");
    requirePrice(p, "input_per_million", p.inputPerMillion);
    requirePrice(p, "cached_input_per_million", p.cachedInputPerMillion);
    requirePrice(p, "output_per_million", p.outputPerMillion);
    if (p.cachedInputPerMillion > p.inputPerMillion)
        throw InputError("api_prices." + p.id + ".cached_input_per_million",
                         formatNumber(p.cachedInputPerMillion) + " is above input_per_million " +
                             formatNumber(p.inputPerMillion) + "; allowed 0 to input_per_million");
    if (p.batchInputPerMillion) requirePrice(p, "batch_input_per_million", *p.batchInputPerMillion);
    if (p.batchOutputPerMillion) requirePrice(p, "batch_output_per_million", *p.batchOutputPerMillion);
    if (p.batchInputPerMillion.has_value() != p.batchOutputPerMillion.has_value())
        throw InputError("api_prices." + p.id + ".batch_output_per_million",
                         "batch prices come in pairs: give both batch_input_per_million and batch_output_per_million");
    requirePositive(p, "requests_per_minute", p.requestsPerMinute, 1e9);
    requirePositive(p, "tokens_per_minute", p.tokensPerMinute, 1e12);
    requirePositive(p, "ttft_ms", p.ttftMs, 1e6);
    requirePositive(p, "output_tokens_per_second", p.outputTokensPerSecond, 1e6);
    if (!p.priceDate.empty() && !isValidListingDate(p.priceDate))
        throw InputError("api_prices." + p.id + ".date",
                         "'" + p.priceDate + "' is not a date; use yyyy, yyyy-mm or yyyy-mm-dd");
}

const ApiPrice* findApiPrice(const std::vector<ApiPrice>& prices, const std::string& provider,
                             const std::string& model) {
    for (const ApiPrice& p : prices)
        if (p.provider == provider && p.model == model) return &p;
    return nullptr;
}

std::string apiPriceList(const std::vector<ApiPrice>& prices) {
    std::string list;
    for (const ApiPrice& p : prices) list += (list.empty() ? "" : "; ") + p.provider + ": " + p.model;
    return list.empty() ? "none" : list;
}

} // namespace gputco
