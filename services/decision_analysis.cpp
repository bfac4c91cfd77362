#include "services/decision_analysis.hpp"

#include "data/uncertainty_json.hpp"
#include "services/option_ranking.hpp"

#include <algorithm>

namespace gputco::services {

namespace {
bool hasOwnAndRent(const Scenario& sc) {
    const auto own = [](const Option& o) { return o.own; };
    return std::any_of(sc.options.begin(), sc.options.end(), own) &&
           !std::all_of(sc.options.begin(), sc.options.end(), own);
}

// The pair the decision is between: the recommended option and the cheapest option of the other
// kind (own or not) that meets every requirement, else the cheapest of that kind; without a
// recommendation, the first own and first rent option (resolveOutput's default).
void pairWithRecommended(OutputTarget& t, const ScenarioResult& base, const std::string& recommended) {
    const auto chosen = std::find_if(base.options.begin(), base.options.end(),
                                     [&](const OptionResult& o) { return o.name == recommended; });
    if (recommended.empty() || chosen == base.options.end()) return;
    const size_t c = size_t(chosen - base.options.begin());
    std::optional<size_t> other;
    const auto better = [&](size_t i) {
        if (!other) return true;
        const OptionResult &a = base.options[i], &b = base.options[*other];
        if (canDoTheWork(a) != canDoTheWork(b)) return canDoTheWork(a);
        return a.horizonCost < b.horizonCost;
    };
    for (size_t i = 0; i < base.options.size(); ++i)
        if (base.options[i].own != chosen->own && better(i)) other = i;
    if (!other) return;
    t.own = chosen->own ? c : *other;
    t.rent = chosen->own ? *other : c;
}
} // namespace

DecisionAnalysis analyseDecision(const Evaluation& e, const Catalog& catalog, long long samples) {
    DecisionAnalysis a;
    try {
        a.scope = uncertaintyScope(e.scenario, e.result, e.result.cheapest);
        const Scenario& scenario = a.scope.scenario;
        a.inputs = data::uncertainInputsFor(QJsonObject{{"uncertainty", e.uncertainty}}, scenario, catalog);
        const UncertaintyModel model(scenario, catalog, a.inputs, e.timelines);
        a.pair = hasOwnAndRent(scenario);
        OutputTarget target = resolveOutput(scenario, a.pair ? OutputKey::OwnMinusRent : OutputKey::HorizonCost, "");
        if (a.pair) pairWithRecommended(target, model.baseResult(), e.result.cheapest);
        a.tornado = tornado(model, target);
        if (a.pair) a.flips = decisionFlips(model, target);
        MonteCarloSettings set;
        set.samples = samples;
        a.monteCarlo = monteCarlo(model, set);
        a.ok = true;
    } catch (const std::exception& ex) {
        a.error = ex.what();
    }
    return a;
}

std::optional<double> probabilityCheapest(const DecisionAnalysis& a, const std::string& name) {
    for (const MonteCarloOption& o : a.monteCarlo.options)
        if (o.name == name) return o.pCheapest;
    return std::nullopt;
}

} // namespace gputco::services
