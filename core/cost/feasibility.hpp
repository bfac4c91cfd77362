#pragma once
// Feasibility (issue 29): whether an option meets every requirement of its scenario. ONE rule,
// used by the cheapest option, the recommendation (CLI, window, report), Compare, break-even,
// the Monte Carlo's P(cheapest) and the fleet optimiser's comparison. An option is feasible when
//   - every training run meets its deadline at the scenario's confidence (P50: expected days,
//     P90: the band's P90),
//   - every one-off run, started in its month, ends before the horizon,
//   - every serving workload meets its TTFT, TPOT and p99 targets at peak load (an API that
//     publishes no latency is Unknown: never counted as met),
//   - it can run every workload and has the capacity for each month's work (monthly_demand.hpp: the
//     busiest month's GPU-hours, and the busiest hour's serving GPUs as serving grows).
// Each failure is typed and carries its margin.

#include <string>
#include <vector>

namespace gputco {

struct Scenario;
struct Option;
struct OptionResult;

enum class RequirementKind { Deadline, BeforeHorizon, Ttft, Tpot, P99, Capacity, ServingPeak, Runnable };
enum class RequirementState { Missed, Unknown };

struct RequirementFailure {
    RequirementKind kind = RequirementKind::Capacity;
    RequirementState state = RequirementState::Missed;
    std::string workload; // the workload's name ("" for the option as a whole)
    double value = 0;     // what the option reaches: days, ms, share of the month
    double limit = 0;     // the requirement: days, ms, 1 (the month)
    std::string text;     // one sentence with the margin, e.g. "misses the 60-day deadline by 463.6 days"
    int month = -1;       // Capacity, ServingPeak: the busiest month (0-based; -1: every month alike)
    double margin() const { return value - limit; }
};

struct Feasibility {
    std::vector<RequirementFailure> failures;
    bool feasible() const { return failures.empty(); }
    std::string summary() const; // the failures' texts joined with "; " ("" when feasible)
};

std::string_view requirementKindName(RequirementKind k); // "deadline", "before_horizon", "ttft", ...

// Days in a month of the cost model (730 h / 24).
inline constexpr double kFeasibilityDaysPerMonth = 730.0 / 24.0;

// `r` is `o`'s evaluated result in scenario `s` (same workload order).
Feasibility assessFeasibility(const Scenario& s, const Option& o, const OptionResult& r);

} // namespace gputco
