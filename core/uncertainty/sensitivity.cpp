#include "core/uncertainty/sensitivity.hpp"

#include "core/validation.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {
constexpr OutputKey kKeys[] = {OutputKey::HorizonCost, OutputKey::OwnMinusRent, OutputKey::CostPerRun,
                               OutputKey::CostPerGpuHour, OutputKey::BreakEvenMonth};

size_t firstOption(const Scenario& s, bool own) {
    for (size_t i = 0; i < s.options.size(); ++i)
        if (s.options[i].own == own) return i;
    throw InputError("--option", std::string("the output needs ") + (own ? "an own" : "a rent") + " option");
}

double ownMinusRent(const ScenarioResult& r, size_t own, size_t rent) {
    return r.options.at(own).horizonCost - r.options.at(rent).horizonCost;
}
} // namespace

std::string_view outputKeyName(OutputKey k) {
    switch (k) {
    case OutputKey::OwnMinusRent: return "own_minus_rent";
    case OutputKey::CostPerRun: return "cost_per_run";
    case OutputKey::CostPerGpuHour: return "cost_per_gpu_hour";
    case OutputKey::BreakEvenMonth: return "break_even_month";
    default: return "horizon_cost";
    }
}

std::optional<OutputKey> outputKeyFromName(std::string_view name) {
    for (OutputKey k : kKeys)
        if (outputKeyName(k) == name) return k;
    return std::nullopt;
}

std::string outputKeyList() {
    std::string list;
    for (OutputKey k : kKeys) list += (list.empty() ? "" : ", ") + std::string(outputKeyName(k));
    return list;
}

OutputTarget resolveOutput(const Scenario& s, OutputKey key, const std::string& optionName) {
    OutputTarget t;
    t.key = key;
    if (s.options.empty()) throw InputError("options", "the scenario has no options");
    if (!optionName.empty()) {
        const auto it =
            std::find_if(s.options.begin(), s.options.end(), [&](const Option& o) { return o.name == optionName; });
        if (it == s.options.end()) throw InputError("--option", "no option named '" + optionName + "'");
        t.option = size_t(it - s.options.begin());
    }
    if (key == OutputKey::OwnMinusRent || key == OutputKey::BreakEvenMonth) {
        const bool named = !optionName.empty();
        t.own = named && s.options[t.option].own ? t.option : firstOption(s, true);
        t.rent = named && !s.options[t.option].own ? t.option : firstOption(s, false);
    }
    const auto w =
        std::find_if(s.workloads.begin(), s.workloads.end(), [](const Workload& x) { return x.isTraining(); });
    t.workload = w == s.workloads.end() ? 0 : size_t(w - s.workloads.begin());
    if (key == OutputKey::CostPerRun && s.workloads.empty()) throw InputError("workloads", "no workload to run");
    return t;
}

double outputValue(const OutputTarget& t, const ScenarioResult& r) {
    switch (t.key) {
    case OutputKey::OwnMinusRent: return ownMinusRent(r, t.own, t.rent);
    case OutputKey::CostPerRun: return r.options.at(t.option).workloads.at(t.workload).costPerRun;
    case OutputKey::CostPerGpuHour: return r.options.at(t.option).costPerGpuHour;
    case OutputKey::BreakEvenMonth: {
        const std::string& own = r.options.at(t.own).name;
        const std::string& rent = r.options.at(t.rent).name;
        for (const BreakEven& b : r.breakEvens)
            if (b.own == own && b.rent == rent && b.month) return *b.month;
        return r.horizonMonths + 1;
    }
    default: return r.options.at(t.option).horizonCost;
    }
}

Tornado tornado(const UncertaintyModel& model, const OutputTarget& target) {
    Tornado t;
    t.target = target;
    t.base = outputValue(target, model.baseResult());
    const auto& inputs = model.inputs();
    for (size_t i = 0; i < inputs.size(); ++i) {
        TornadoBar b{i, inputs[i].key, inputs[i].label, inputs[i].range.low, inputs[i].range.high, 0, 0, 0};
        b.outputAtLow = outputValue(target, model.evaluateOne(i, b.low));
        b.outputAtHigh = outputValue(target, model.evaluateOne(i, b.high));
        b.swing = std::abs(b.outputAtHigh - b.outputAtLow);
        t.bars.push_back(b);
    }
    std::stable_sort(t.bars.begin(), t.bars.end(),
                     [](const TornadoBar& a, const TornadoBar& b) { return a.swing > b.swing; });
    return t;
}

std::vector<DecisionFlip> decisionFlips(const UncertaintyModel& model, const OutputTarget& target) {
    std::vector<DecisionFlip> out;
    const Scenario& s = model.scenario();
    if (!s.options.at(target.own).own || s.options.at(target.rent).own) return out;
    const auto& inputs = model.inputs();
    const double atBase = ownMinusRent(model.baseResult(), target.own, target.rent);
    for (size_t i = 0; i < inputs.size(); ++i) {
        const InputRange& r = inputs[i].range;
        for (double end : {r.low, r.high}) {
            if (end == r.base) continue;
            if ((ownMinusRent(model.evaluateOne(i, end), target.own, target.rent) < 0) == (atBase < 0)) continue;
            double a = r.base, b = end; // sign(a) = sign at base; the flip lies between
            for (int k = 0; k < 50 && std::abs(b - a) > 1e-9 * (std::abs(a) + std::abs(b) + 1e-12); ++k) {
                const double mid = 0.5 * (a + b);
                const bool sameSide =
                    (ownMinusRent(model.evaluateOne(i, mid), target.own, target.rent) < 0) == (atBase < 0);
                (sameSide ? a : b) = mid;
            }
            out.push_back({i, inputs[i].key, inputs[i].label, r.base, 0.5 * (a + b), atBase < 0});
            break; // a monotone input flips on one side only
        }
    }
    return out;
}

} // namespace gputco
