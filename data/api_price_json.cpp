#include "data/api_price_json.hpp"

#include "data/json_reader.hpp"

namespace gputco::data {

ApiPrice apiPriceFromJson(const QJsonObject& o) {
    ApiPrice p;
    p.id = JsonReader(o, "api_prices").text("id");
    const JsonReader r(o, "api_prices." + p.id);
    p.provider = r.text("provider");
    p.model = r.text("model");
    const std::string code = r.text("currency");
    const auto c = currencyFromCode(code);
    if (!c) throw InputError(r.key("currency"), "'" + code + "' is not a known currency (allowed: CNY, USD, EUR)");
    p.currency = *c;
    const char* unit = "per million tokens";
    p.inputPerMillion = r.number("input_per_million", 0, 10000, unit);
    p.cachedInputPerMillion = r.numberOr("cached_input_per_million", 0, 10000, p.inputPerMillion, unit);
    p.outputPerMillion = r.number("output_per_million", 0, 10000, unit);
    p.batchInputPerMillion = r.optionalNumber("batch_input_per_million", 0, 10000, unit);
    p.batchOutputPerMillion = r.optionalNumber("batch_output_per_million", 0, 10000, unit);
    p.requestsPerMinute = r.optionalNumber("requests_per_minute", 1e-6, 1e9, "requests/minute");
    p.tokensPerMinute = r.optionalNumber("tokens_per_minute", 1e-6, 1e12, "tokens/minute");
    p.ttftMs = r.optionalNumber("ttft_ms", 1e-3, 1e6, "ms");
    p.outputTokensPerSecond = r.optionalNumber("output_tokens_per_second", 1e-3, 1e6, "tokens/s");
    p.priceDate = r.text("date");
    p.source = r.text("source");
    p.url = r.text("url", "");
    validateApiPrice(p);
    return p;
}

QJsonObject apiPriceToJson(const ApiPrice& p) {
    auto opt = [](const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); };
    return QJsonObject{{"id", QString::fromStdString(p.id)},
                       {"provider", QString::fromStdString(p.provider)},
                       {"model", QString::fromStdString(p.model)},
                       {"currency", QString::fromLatin1(currencyCode(p.currency).data(), 3)},
                       {"input_per_million", p.inputPerMillion},
                       {"cached_input_per_million", p.cachedInputPerMillion},
                       {"output_per_million", p.outputPerMillion},
                       {"batch_input_per_million", opt(p.batchInputPerMillion)},
                       {"batch_output_per_million", opt(p.batchOutputPerMillion)},
                       {"requests_per_minute", opt(p.requestsPerMinute)},
                       {"tokens_per_minute", opt(p.tokensPerMinute)},
                       {"ttft_ms", opt(p.ttftMs)},
                       {"output_tokens_per_second", opt(p.outputTokensPerSecond)},
                       {"date", QString::fromStdString(p.priceDate)},
                       {"source", QString::fromStdString(p.source)},
                       {"url", QString::fromStdString(p.url)}};
}

} // namespace gputco::data
