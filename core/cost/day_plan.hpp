#pragma once
// The 24-hour plan of one GPU option: by day inference and preprocessing on MIG slices, by night training on
// whole GPUs (the option's schedule); without a schedule the work of each workload spreads evenly over the day.
// Sets the option's GPUs by hour and workload, utilisation, GPU-hours a month, and the schedule's problems.

#include "core/cost/tco_model.hpp"

namespace gputco {

struct Catalog;

void planDay(const Scenario& s, const Option& o, const Catalog& catalog, OptionResult& r);

} // namespace gputco
