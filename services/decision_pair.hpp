#pragma once
// The decision a scenario asks for, as one pair (issue 45): the recommended option (the cheapest that
// meets every requirement, ScenarioResult::cheapest) and the cheapest option of another kind (own,
// rented GPUs, a model API) that meets every requirement too. Only that pair is worth a break-even
// or a flip value; an option that misses a requirement is never the alternative.

#include "core/cost/tco_model.hpp"
#include "core/uncertainty/sensitivity.hpp"

#include <QString>

#include <optional>
#include <string>

namespace gputco::services {

enum class OptionKind { Own, Rent, Api };
OptionKind kindOf(const OptionResult& o);

struct DecisionPair {
    std::optional<size_t> recommended; // index into ScenarioResult::options; none when nothing is feasible
    std::optional<size_t> alternative; // the cheapest feasible option of another kind; none when there is none
};

DecisionPair decisionPair(const ScenarioResult& r);

// What the uncertainty analysis looks at, the same in the memo, the report, the Uncertainty tab and
// `sensitivity` (issue 45): own minus rent of the decision pair when one of the two is owned; else the
// recommended option's horizon cost (the first option's when nothing is recommended), with the reason
// there is no pair. Indices are into `scoped` (an uncertainty scope of the evaluated scenario).
enum class NoPair { None, NothingFeasible, NoOtherKindFeasible, NoneOwned };
struct DecisionTarget {
    OutputTarget target;
    bool pair = false;
    NoPair why = NoPair::None;
    std::string note; // why there is no pair to flip between, in English (the command line); empty with one
};
// The reason in the window's or the report's language ("no option meets every requirement...").
QString noPairText(NoPair why);
DecisionTarget decisionTarget(const Scenario& scoped, const ScenarioResult& evaluated);

} // namespace gputco::services
