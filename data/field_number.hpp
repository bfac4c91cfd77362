#pragma once
// A scenario file's numeric field, read with the range and default declared in scenario_fields.cpp.

#include "data/json_reader.hpp"
#include "data/scenario_fields.hpp"

#include <cmath>
#include <span>

namespace gputco::data {

// Throws InputError naming the key path and the allowed range; `fallback` overrides the field's default.
double fieldNumber(const JsonReader& r, std::span<const ScenarioField> fields, const char* key, double fallback = NAN);

} // namespace gputco::data
