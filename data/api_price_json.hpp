#pragma once
// API price rows (resources/catalog/api_prices.json, the api_price table, `catalog --json`) to and from JSON.

#include "core/catalog/api_prices.hpp"

#include <QJsonObject>

namespace gputco::data {

// Throws InputError naming "api_prices.<id>.<key>" and the allowed range (negative prices are rejected).
ApiPrice apiPriceFromJson(const QJsonObject& o);
QJsonObject apiPriceToJson(const ApiPrice& p);

} // namespace gputco::data
