#pragma once
// Tornado sensitivity: each uncertain input at its low and at its high, the others at base,
// for one output; bars sorted by swing |output(high) - output(low)|, largest first. And what
// would flip the own-or-rent decision: the inputs whose range crosses the break-even (own
// horizon cost = rent horizon cost), with the value where it flips (bisection).

#include "core/uncertainty/uncertainty_model.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

enum class OutputKey { HorizonCost, OwnMinusRent, CostPerRun, CostPerGpuHour, BreakEvenMonth };
std::string_view outputKeyName(OutputKey k);
std::optional<OutputKey> outputKeyFromName(std::string_view name);
std::string outputKeyList(); // "horizon_cost, own_minus_rent, ..."

struct OutputTarget {
    OutputKey key = OutputKey::HorizonCost;
    size_t option = 0; // horizon_cost, cost_per_run, cost_per_gpu_hour
    size_t own = 0;    // own_minus_rent, break_even_month
    size_t rent = 0;
    size_t workload = 0; // cost_per_run: the first training workload
};

// `optionName` empty: the first option (first own and first rent option for the pair outputs).
// Throws InputError naming "--option" (unknown option, no own / rent option for a pair output).
OutputTarget resolveOutput(const Scenario& s, OutputKey key, const std::string& optionName);
// The output's value; break_even_month is horizon + 1 when owning never breaks even.
double outputValue(const OutputTarget& t, const ScenarioResult& r);

struct TornadoBar {
    size_t input = 0;
    std::string key, label;
    double low = 0, high = 0;
    double outputAtLow = 0, outputAtHigh = 0, swing = 0;
};

struct Tornado {
    OutputTarget target;
    double base = 0;
    std::vector<TornadoBar> bars; // largest swing first
};

Tornado tornado(const UncertaintyModel& model, const OutputTarget& target);

struct DecisionFlip {
    size_t input = 0;
    std::string key, label;
    double base = 0;
    double flipValue = 0; // own and rent cost the same here
    bool ownCheaperAtBase = false;
};

// Inputs whose range crosses own = rent (for the own and rent options of `target`).
std::vector<DecisionFlip> decisionFlips(const UncertaintyModel& model, const OutputTarget& target);

} // namespace gputco
