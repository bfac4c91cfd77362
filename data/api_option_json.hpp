#pragma once
// An `api` option of a scenario document (issue 19): provider and model from the catalog's
// API prices, an optional discount and the batch prices. Field ranges: apiOptionFields().

#include "core/catalog/catalog.hpp"
#include "core/cost/scenario.hpp"
#include "data/json_reader.hpp"

#include <span>

namespace gputco::data {

struct ScenarioField;
std::span<const ScenarioField> apiOptionFields();

// Throws InputError naming the key: an unknown provider or model lists the catalog's rows.
Option apiOptionFrom(const JsonReader& r, const Catalog& catalog);

} // namespace gputco::data
