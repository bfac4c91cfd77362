#pragma once
// The cash flows of one option over the horizon (tco_model.hpp states the measure).

#include "core/cost/tco_model.hpp"

#include <functional>

namespace gputco {

// Converts an amount in the option's currency to the scenario's; `field` names it in errors.
using ToScenario = std::function<double(double amount, const char* field)>;

// The converter of option `o`'s prices: the amount itself when `o` is priced in the scenario's currency;
// otherwise the exchange rate, looked up once on the first call (toScenarioCurrency's rules and messages;
// "options.<name>.<field>" is built only then). Monte Carlo prices every month of every option thousands of
// times: building the field's name for each price was a fifth of a report's time. It refers to `s` and `o`:
// use it while both live.
ToScenario optionMoney(const Scenario& s, const Option& o);

// Own: fills capex, months, cumulativeCash, horizonCost, resaleValue, loanOutstanding, refreshes.
// `modelAgeYears` is the GPU model's age at the first purchase (as_of year - launch year).
void ownCashFlows(const Scenario& s, const Option& o, double modelAgeYears, const ToScenario& money, OptionResult& r);
// Rent: the same fields for a rent option (resale and loan 0).
void rentCashFlows(const Scenario& s, const Option& o, const ToScenario& money, OptionResult& r);

} // namespace gputco
