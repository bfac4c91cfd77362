#include "data/api_option_json.hpp"

#include "data/scenario_fields.hpp"

#include <cmath>
#include <limits>

namespace gputco::data {

namespace {
constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
using K = FieldKind;

const ScenarioField kApi[] = {
    {"name", "Name", "", K::Text, 1, 200, kNone, nullptr, ""},
    {"provider", "API provider", "", K::Text, 1, 200, kNone, nullptr,
     "A provider of the catalog's API prices (gpu-tco catalog --table api)."},
    {"model", "Model", "", K::Text, 1, 200, kNone, nullptr,
     "The provider's model; its prices per million tokens come from the catalog, dated with their source."},
    {"discount_fraction", "Negotiated discount", "of list price", K::Number, 0, 1, 0, nullptr,
     "Taken off every token price (committed-use or volume discounts)."},
    {"batch", "Batch prices", "", K::Choice, 0, 0, kNone, "no|yes",
     "The provider's batch / offline prices (typically 50 % off, answers within 24 h); only where the catalog has "
     "them."},
};

std::string providerModels(const Catalog& catalog, const std::string& provider) {
    std::string list;
    for (const ApiPrice& p : catalog.apiPrices)
        if (p.provider == provider) list += (list.empty() ? "" : ", ") + p.model;
    return list;
}
} // namespace

std::span<const ScenarioField> apiOptionFields() { return kApi; }

Option apiOptionFrom(const JsonReader& r, const Catalog& catalog) {
    Option o;
    o.name = r.text("name");
    o.own = false;
    o.api = true;
    o.gpuId.clear();
    ApiTerms& t = o.apiTerms;
    t.provider = r.text("provider");
    t.model = r.text("model");
    const ApiPrice* p = findApiPrice(catalog.apiPrices, t.provider, t.model);
    if (!p) {
        const std::string models = providerModels(catalog, t.provider);
        if (models.empty())
            throw InputError(r.key("provider"), "unknown API provider '" + t.provider +
                                                    "'; the catalog has: " + apiPriceList(catalog.apiPrices));
        throw InputError(r.key("model"),
                         "unknown model '" + t.model + "' of " + t.provider + "; its models: " + models);
    }
    o.currency = p->currency; // the catalog's prices, converted with the scenario's rates
    const ScenarioField& d = scenarioField(kApi, "discount_fraction");
    t.discountFraction = r.numberOr("discount_fraction", d.min, d.max, 0.0, "of list price");
    const QJsonValue batch = r.object().value(QStringLiteral("batch"));
    t.batch = batch.isBool() ? batch.toBool() : batch.toString() == u"yes";
    if (t.batch && !p->batchInputPerMillion)
        throw InputError(r.key("batch"),
                         t.provider + " " + t.model + " has no batch price in the catalog; set batch to no");
    t.inputPerMillion = t.batch ? *p->batchInputPerMillion : p->inputPerMillion;
    t.outputPerMillion = t.batch ? *p->batchOutputPerMillion : p->outputPerMillion;
    // Batch discounts replace cache discounts where both exist: cached input at the lower of the two.
    t.cachedInputPerMillion = std::min(p->cachedInputPerMillion, t.inputPerMillion);
    t.ttftMs = p->ttftMs;
    t.outputTokensPerSecond = p->outputTokensPerSecond;
    t.requestsPerMinute = p->requestsPerMinute;
    t.tokensPerMinute = p->tokensPerMinute;
    t.priceDate = p->priceDate;
    t.source = p->source;
    return o;
}

} // namespace gputco::data
