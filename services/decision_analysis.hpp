#pragma once
// What would change the decision and how sure it is (issues 15 and 29): the tornado of own minus
// rent (or of the first option's horizon cost), the inputs whose range flips own against rent,
// and a Monte Carlo whose P(cheapest) counts feasible options only. Computed once per report, for
// its decision memo (page 1) and its uncertainty section.

#include "core/uncertainty/monte_carlo.hpp"
#include "core/uncertainty/sensitivity.hpp"
#include "core/uncertainty/uncertainty_scope.hpp"
#include "services/decision_pair.hpp"
#include "services/scenario_evaluator.hpp"

#include <string>
#include <vector>

namespace gputco::services {

struct DecisionAnalysis {
    bool ok = false;
    std::string error;      // why it could not run (ok false)
    UncertaintyScope scope; // the options analysed (the recommended one always among them)
    std::vector<UncertainInput> inputs;
    bool pair = false; // the decision pair holds an owned option: the output is own minus rent (decision_pair.hpp)
    NoPair noPair = NoPair::None; // why there is no pair (nothing feasible, no feasible other kind)
    Tornado tornado;
    std::vector<DecisionFlip> flips;
    MonteCarloResult monteCarlo;
};

// `samples` Monte Carlo draws, seed 1. Never throws: a failure is in `error`.
DecisionAnalysis analyseDecision(const Evaluation& e, const Catalog& catalog, long long samples);

// P(cheapest) of the option named `name` in the analysis' Monte Carlo; none when it was not analysed.
std::optional<double> probabilityCheapest(const DecisionAnalysis& a, const std::string& name);

} // namespace gputco::services
