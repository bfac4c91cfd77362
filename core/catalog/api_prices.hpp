#pragma once
// Model APIs priced per million tokens (issue 19): hosted open models and proprietary APIs,
// each row dated with its source. An `api` option of a scenario buys tokens at these prices.

#include "core/money.hpp"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

struct ApiPrice {
    std::string id;       // e.g. "deepseek-chat-cny"
    std::string provider; // e.g. "DeepSeek"
    std::string model;    // the provider's model name, e.g. "deepseek-chat (DeepSeek-V3)"
    Currency currency = Currency::USD;
    double inputPerMillion = 0;       // uncached prompt tokens
    double cachedInputPerMillion = 0; // prompt tokens served from the provider's cache (= input when not offered)
    double outputPerMillion = 0;
    std::optional<double> batchInputPerMillion, batchOutputPerMillion; // batch / offline, where offered
    std::optional<double> requestsPerMinute, tokensPerMinute;          // published rate limits
    std::optional<double> ttftMs;                                      // published or measured time to first token
    std::optional<double> outputTokensPerSecond;                       // published or measured output speed per request
    std::string priceDate;                                             // yyyy-mm or yyyy-mm-dd
    std::string source;                                                // citation
    std::string url;
};

// Throws InputError with "api_prices.<id>.<field>" and the allowed range (prices >= 0, cached <= input).
void validateApiPrice(const ApiPrice& p);

const ApiPrice* findApiPrice(const std::vector<ApiPrice>& prices, const std::string& provider,
                             const std::string& model);
// "DeepSeek: deepseek-chat (DeepSeek-V3); SiliconFlow: ..." for error messages ("none" when empty).
std::string apiPriceList(const std::vector<ApiPrice>& prices);

} // namespace gputco
