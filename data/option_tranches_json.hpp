#pragma once
// An own option's "tranches" and "burst" (issue 14; docs/scenario-format.md, "Tranches and burst"):
// later purchases of servers and the rental for what they do not carry.

#include "core/catalog/catalog.hpp"
#include "core/cost/scenario.hpp"
#include "data/json_reader.hpp"

#include <QJsonObject>

#include <functional>

namespace gputco::data {

inline constexpr int kMaxTranches = 64;

// Parses the burst's rent keys (gpu, provider, billing, price_per_gpu_hour, ...) as a rent option's.
using RentTermsReader = std::function<void(const JsonReader& r, Option& rent)>;

// Reads "tranches" and "burst" of option `r` into `o` (own options only). Errors name the key path
// by the option's name: "options.Own B300.tranches[1].month: 40 is outside the horizon; allowed 0 to 35".
void optionPlanFrom(const JsonReader& r, const Scenario& s, const Catalog& catalog, const RentTermsReader& rentTerms,
                    Option& o);

// Writes o's tranches and burst into the option's JSON (removes the keys when it has none).
void writeOptionPlan(const Option& o, QJsonObject& option);

} // namespace gputco::data
