#pragma once
// The cash flows of one option over the horizon (tco_model.hpp states the measure).

#include "core/cost/tco_model.hpp"

#include <functional>

namespace gputco {

// Converts an amount in the option's currency to the scenario's; `field` names it in errors.
using ToScenario = std::function<double(double amount, const char* field)>;

// Own: fills capex, months, cumulativeCash, horizonCost, resaleValue, loanOutstanding, refreshes.
// `modelAgeYears` is the GPU model's age at the first purchase (as_of year - launch year).
void ownCashFlows(const Scenario& s, const Option& o, double modelAgeYears, const ToScenario& money, OptionResult& r);
// Rent: the same fields for a rent option (resale and loan 0).
void rentCashFlows(const Scenario& s, const Option& o, const ToScenario& money, OptionResult& r);

} // namespace gputco
