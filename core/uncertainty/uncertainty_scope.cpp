#include "core/uncertainty/uncertainty_scope.hpp"

#include <algorithm>
#include <numeric>
#include <vector>

namespace gputco {

namespace {
// Option indices by horizon cost, the options that can do the work first.
std::vector<std::size_t> byCost(const Scenario& s, const ScenarioResult& base) {
    std::vector<std::size_t> order(s.options.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    const auto key = [&](std::size_t i) {
        if (i >= base.options.size()) return std::pair{true, 0.0};
        return std::pair{base.options[i].overCapacity, base.options[i].horizonCost};
    };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    return order;
}
} // namespace

UncertaintyScope uncertaintyScope(const Scenario& s, const ScenarioResult& base, const std::string& keep,
                                  std::size_t maxOptions) {
    UncertaintyScope out{s, 0};
    if (s.options.size() <= maxOptions) return out;
    std::vector<bool> kept(s.options.size(), false);
    std::size_t count = 0;
    const auto take = [&](std::size_t i) {
        if (i < kept.size() && !kept[i]) kept[i] = true, ++count;
    };
    take(0);
    const auto first = [&](bool own) {
        for (std::size_t i = 0; i < s.options.size(); ++i)
            if (s.options[i].own == own) return i;
        return s.options.size();
    };
    take(first(true));
    take(first(false));
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (!keep.empty() && s.options[i].name == keep) take(i);
    for (std::size_t i : byCost(s, base))
        if (count < maxOptions) take(i);
    out.scenario.options.clear();
    out.scenario.claims.clear(); // a claim may name an option left out; the analysis does not use them
    for (std::size_t i = 0; i < s.options.size(); ++i)
        if (kept[i]) out.scenario.options.push_back(s.options[i]);
    out.dropped = s.options.size() - out.scenario.options.size();
    return out;
}

} // namespace gputco
