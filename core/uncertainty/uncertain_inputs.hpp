#pragma once
// The registry of uncertain inputs of a scenario: which scenario fields (and which model
// factors) can vary, their default ranges with the source of each, and how a value is put
// into a copy of the scenario. Keys follow the scenario format: "electricity_per_kwh" of an
// option is "options.<option name>.electricity_per_kwh"; scenario-wide keys stand alone.

#include "core/catalog/catalog.hpp"
#include "core/cost/scenario.hpp"
#include "core/uncertainty/input_range.hpp"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace gputco {

// Model factors that are not scenario fields, applied around the cost model (1: as modelled).
struct Perturbation {
    double trainingTime = 1; // time-to-train x this (the training model's held-out band)
    double failureRate = 1;  // interruptions per GPU-hour x this
    double resale = 1;       // resale value of the servers at the horizon x this
};

struct UncertainInput {
    std::string key;
    std::string label;
    InputRange range;
    std::string source;
    std::string group;                 // inputs of one group move together (a shared latent factor); "" alone
    double floor = 0, ceiling = 1e300; // a sampled value is kept inside the field's allowed range
    std::function<void(Scenario&, Perturbation&, double)> apply;
};

// Every input of `s` that can vary, at its default range (base = the scenario's value).
std::vector<UncertainInput> defaultUncertainInputs(const Scenario& s, const Catalog& catalog);

// Replaces the default ranges by the scenario's own ("uncertainty" in the document). Throws
// InputError naming the key: not an input that can vary (names, ids, choices), or a bad range.
void applyRangeOverrides(std::vector<UncertainInput>& inputs, const std::map<std::string, InputRange>& overrides);

// What a range of `in` may be, for messages: "allowed: 0 <= low <= 0.08 (the value) <= high".
std::string allowedRangeText(const UncertainInput& in, double base);

// The keys ranges may be given for, for error messages.
std::string uncertainKeyList(const std::vector<UncertainInput>& inputs);

} // namespace gputco
