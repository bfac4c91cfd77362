#pragma once
// Which options an uncertainty analysis looks at. Each Monte Carlo sample and each tornado bar
// evaluates the whole scenario, so a scenario of many options (up to data::kMaxOptions) would
// take minutes; like the charts, the analysis keeps the cheapest kMaxUncertaintyOptions.

#include "core/cost/tco_model.hpp"

#include <cstddef>
#include <string>

namespace gputco {

constexpr std::size_t kMaxUncertaintyOptions = 12;

struct UncertaintyScope {
    Scenario scenario;       // the kept options, in the scenario's order
    std::size_t dropped = 0; // options left out
};

// Keeps the first option, the first own and first rent option (the default outputs' targets),
// the option named `keep` (may be empty), then the cheapest by horizon cost among the options
// that can do the work, up to `maxOptions`. `base` is `s` evaluated.
UncertaintyScope uncertaintyScope(const Scenario& s, const ScenarioResult& base, const std::string& keep = {},
                                  std::size_t maxOptions = kMaxUncertaintyOptions);

} // namespace gputco
