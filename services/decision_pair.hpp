#pragma once
// The decision a scenario asks for, as one pair (issue 45): the recommended option (the cheapest that
// meets every requirement, ScenarioResult::cheapest) and the cheapest option of another kind (own,
// rented GPUs, a model API) that meets every requirement too. Only that pair is worth a break-even
// or a flip value; an option that misses a requirement is never the alternative.

#include "core/cost/tco_model.hpp"

#include <optional>

namespace gputco::services {

enum class OptionKind { Own, Rent, Api };
OptionKind kindOf(const OptionResult& o);

struct DecisionPair {
    std::optional<size_t> recommended; // index into ScenarioResult::options; none when nothing is feasible
    std::optional<size_t> alternative; // the cheapest feasible option of another kind; none when there is none
};

DecisionPair decisionPair(const ScenarioResult& r);

} // namespace gputco::services
