#include "services/decision_pair.hpp"

#include "services/option_ranking.hpp"

namespace gputco::services {

OptionKind kindOf(const OptionResult& o) {
    if (o.api) return OptionKind::Api;
    return o.own ? OptionKind::Own : OptionKind::Rent;
}

DecisionPair decisionPair(const ScenarioResult& r) {
    DecisionPair p;
    for (size_t i = 0; i < r.options.size(); ++i)
        if (!r.cheapest.empty() && r.options[i].name == r.cheapest) p.recommended = i;
    if (!p.recommended) return p;
    const OptionKind kind = kindOf(r.options[*p.recommended]);
    for (size_t i = 0; i < r.options.size(); ++i) {
        const OptionResult& o = r.options[i];
        if (kindOf(o) == kind || !canDoTheWork(o)) continue;
        if (!p.alternative || o.horizonCost < r.options[*p.alternative].horizonCost) p.alternative = i;
    }
    return p;
}

} // namespace gputco::services
