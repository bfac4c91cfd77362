#pragma once
// The terms of an `api` option (issue 19): tokens bought from a model API at the catalog's
// prices per million tokens, in the option's currency.

#include <optional>
#include <string>

namespace gputco {

struct ApiTerms {
    std::string provider, model;                                                 // a row of the catalog's API prices
    double inputPerMillion = 0, cachedInputPerMillion = 0, outputPerMillion = 0; // as used (batch when chosen)
    double discountFraction = 0;                         // negotiated discount on every price, 0-1
    bool batch = false;                                  // the provider's batch / offline prices
    std::optional<double> ttftMs, outputTokensPerSecond; // published latency, where known
    std::optional<double> requestsPerMinute, tokensPerMinute;
    std::string priceDate, source;
};

} // namespace gputco
