#pragma once
// Break-even load between a model API and self-hosting (issue 19).
// Cost against average load q, level monthly:  API(q) = a x q (tokens are linear in the load);
// GPU option(q) = F + b x q up to its capacity (b: power or on-demand hours; F: servers, facility,
// committed rent), fitted through the option evaluated at the scenario's load and at half of it
// (every inference workload scaled together, peak with average). Self-hosting is cheaper above
//   q* = F / (a - b)   when a > b and q* is within the option's capacity; else never.

#include "core/cost/tco_model.hpp"

namespace gputco {

// The closed form above; nullopt when the API is cheaper at every load up to `capacityQps`.
std::optional<double> breakEvenQps(double apiPerQps, double gpuFixed, double gpuPerQps, double capacityQps);

// The API's published latency against the workload's targets ("not published" when unknown).
// p99 is compared with TTFT + output tokens / output speed, a median: the sentence says so.
std::vector<SloCheck> apiSloChecks(const ApiTerms& t, const Workload& w);

// One comparison per api option of the scenario (empty when there is none).
std::vector<ServingComparison> compareServing(const Scenario& s, const Catalog& catalog,
                                              const TrainingEstimator& estimate, const ScenarioResult& result);

} // namespace gputco
