#include "services/decision_analysis.hpp"

#include "data/uncertainty_json.hpp"
#include "services/decision_pair.hpp"
#include "services/option_ranking.hpp"

#include <algorithm>

namespace gputco::services {

DecisionAnalysis analyseDecision(const Evaluation& e, const Catalog& catalog, long long samples) {
    DecisionAnalysis a;
    try {
        a.scope = uncertaintyScope(e.scenario, e.result, e.result.cheapest);
        const Scenario& scenario = a.scope.scenario;
        a.inputs = data::uncertainInputsFor(QJsonObject{{"uncertainty", e.uncertainty}}, scenario, catalog);
        const UncertaintyModel model(scenario, catalog, a.inputs, e.timelines);
        // Issue 45: the one decision target (services/decision_pair.hpp): the recommended option and the
        // cheapest feasible option of another kind; never a flip to an option that misses a requirement.
        const DecisionTarget d = decisionTarget(scenario, e.result);
        a.pair = d.pair;
        a.noPair = d.why;
        a.tornado = tornado(model, d.target);
        if (a.pair) a.flips = decisionFlips(model, d.target);
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
