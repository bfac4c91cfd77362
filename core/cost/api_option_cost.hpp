#pragma once
// What an `api` option costs (issue 19): tokens bought from a model API.
//   monthly tokens = average QPS x (prompt + output tokens) x hours a day x 3600 s x 30.4 days
//   month-1 cost   = requests x [prompt x ((1 - c) x input + c x cached) + output x out] / 1e6 x (1 - discount)
// with c the workload's cached-prompt share and the prices per million tokens of the catalog row
// (its batch prices when the option asks for them). Prices follow the scenario's cloud price trend
// (yearly steps, like rent); horizon cost is the same discounted measure as own and rent (tco_model.hpp).
// An api option serves inference only: other workloads are marked "serving only", not costed at zero.

#include "core/cost/tco_model.hpp"

namespace gputco {

inline constexpr double kApiDaysPerMonth = 30.4; // issue 19's monthly-token rule

// Requests, tokens (prompt + output) and output tokens a month at `scale` x the workload's average load.
double monthlyRequests(const Workload& w, double scale = 1.0);
double monthlyTokens(const Workload& w, double scale = 1.0);
double monthlyOutputTokens(const Workload& w, double scale = 1.0);
// Month-1 cost in the option's currency of an inference workload's tokens.
double apiMonthlyCost(const ApiTerms& t, const Workload& w, double scale = 1.0);

// The message for a workload an api option cannot run.
std::string servingOnlyReason(const Workload& w);

// The whole OptionResult of an api option (no GPUs); throws InputError on a missing exchange rate.
OptionResult evaluateApiOption(const Scenario& s, const Option& o);

} // namespace gputco
