#pragma once
// Uncertain inputs in a scenario document and the sensitivity / Monte Carlo results as JSON.
// A document's ranges (format version 3) live under one top-level key:
//   "uncertainty": {"options.Own 8 x B200.electricity_per_kwh":
//                      {"low": 0.06, "base": 0.08, "high": 0.12, "distribution": "triangular"}, ...}
// keyed like the fields they vary (docs/uncertainty.md); base is optional (the field's value).

#include "core/uncertainty/monte_carlo.hpp"

#include <QJsonObject>

#include <map>

namespace gputco::data {

// Version 2 -> 3: version 3 documents may carry "uncertainty"; a version 2 document has none, so
// its inputs take the sourced default ranges. Everything else stays as it was.
QJsonObject migrateToUncertaintyVersion(const QJsonObject& doc);

// Throws InputError naming "uncertainty.<key>.<part>" (not an object, not a number, unknown distribution).
std::map<std::string, InputRange> rangeOverridesFromJson(const QJsonObject& doc);

// The scenario's uncertain inputs at their sourced defaults, each kept within its scenario field's
// allowed values (scenario_fields.hpp: a range of a price cannot go below 0.001, a utilisation above 1).
std::vector<UncertainInput> defaultInputsFor(const Scenario& s, const Catalog& catalog);

// The scenario's uncertain inputs: the defaults, with the document's ranges over them.
std::vector<UncertainInput> uncertainInputsFor(const QJsonObject& doc, const Scenario& s, const Catalog& catalog);

QJsonObject rangeToJson(const InputRange& r);
// {"key": {"low", "base", "high", "distribution", "source"}, ...}
QJsonObject uncertainInputsToJson(const std::vector<UncertainInput>& inputs);

// {"output", "option", "base", "inputs": [{"name", "label", "low", "high", "output_at_low", "output_at_high",
// "swing"}], "flips": [{"name", "label", "base", "flip_value", "own_cheaper_at_base"}]}
QJsonObject tornadoToJson(const Scenario& s, const Tornado& t, const std::vector<DecisionFlip>& flips);

// {"samples", "seed", "options": [{"name", "horizon_cost_p10/p50/p90", "cost_per_run_p10/..", "time_to_train_days_..",
// "p_cheapest"}], "p_own_beats_rent", "break_even_month": {"p10", "p50", "p90", "never"}}
QJsonObject monteCarloToJson(const MonteCarloResult& r, int horizonMonths);

} // namespace gputco::data
