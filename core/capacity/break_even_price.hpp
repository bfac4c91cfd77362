#pragma once
// Goal seek for cost: the rental price per GPU-hour at which an own option and a rent option
// cost the same over the horizon (the one measure, horizon_cost). The utilisation at which they
// break even is BreakEven::utilization (tco_model.hpp).

#include "core/cost/tco_model.hpp"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

struct BreakEvenPrice {
    std::string own, rent;
    double currentPrice = 0;     // the rent option's month-1 price (scenario currency per GPU-hour)
    std::optional<double> price; // the month-1 price at which both horizon costs are equal; none when <= 0
};

// One entry per break-even pair without a note. The rent horizon cost is linear in the price
// (option_costs.cpp: rent = GPUs x price x trend x hours, the rest does not depend on it), so
// p* = p1 x (own cost - C(0)) / (C(p1) - C(0)).
std::vector<BreakEvenPrice> breakEvenPrices(const Scenario& s, const ScenarioResult& r);

} // namespace gputco
