#pragma once
// One workload of a scenario file (docs/scenario-format.md): kind, model (a Llama-style shape from
// "params", or "shape" with a preset or explicit sizes, MoE and MLA keys), and the kind's fields.

#include "core/catalog/catalog.hpp"
#include "core/cost/scenario.hpp"
#include "data/json_reader.hpp"

namespace gputco::data {

// Throws InputError naming the key path and the allowed range.
Workload workloadFrom(const JsonReader& r, const Catalog& catalog);

} // namespace gputco::data
