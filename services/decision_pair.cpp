#include "services/decision_pair.hpp"

#include "services/option_ranking.hpp"

#include <QCoreApplication>

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

QString noPairText(NoPair why) {
    switch (why) {
    case NoPair::None: return {};
    case NoPair::NothingFeasible:
        return QObject::tr("no option meets every requirement, so there is no decision to flip");
    case NoPair::NoOtherKindFeasible:
        return QObject::tr("no option of another kind (own, rent, API) meets every requirement, so there is nothing "
                           "to compare the recommended option with");
    case NoPair::NoneOwned: return QObject::tr("the recommended option and its alternative are both rented or APIs");
    }
    return {};
}

namespace {
std::optional<size_t> indexNamed(const Scenario& s, const std::string& name) {
    for (size_t i = 0; i < s.options.size(); ++i)
        if (s.options[i].name == name) return i;
    return std::nullopt;
}
} // namespace

DecisionTarget decisionTarget(const Scenario& scoped, const ScenarioResult& evaluated) {
    DecisionTarget d;
    const DecisionPair p = decisionPair(evaluated);
    const auto rec = p.recommended ? indexNamed(scoped, evaluated.options[*p.recommended].name) : std::nullopt;
    const auto alt = p.alternative ? indexNamed(scoped, evaluated.options[*p.alternative].name) : std::nullopt;
    d.target = resolveOutput(scoped, OutputKey::HorizonCost, rec ? scoped.options[*rec].name : std::string());
    if (!rec) {
        d.why = NoPair::NothingFeasible;
        d.note = "no option meets every requirement, so there is no decision to flip";
    } else if (!alt) {
        d.why = NoPair::NoOtherKindFeasible;
        d.note = "no option of another kind (own, rent, API) meets every requirement, so nothing to compare " +
                 scoped.options[*rec].name + " with";
    } else if (scoped.options[*rec].own == scoped.options[*alt].own) {
        d.why = NoPair::NoneOwned;
        d.note = "neither " + scoped.options[*rec].name + " nor " + scoped.options[*alt].name +
                 " is owned: own minus rent does not apply";
    } else {
        d.pair = true;
        d.target.key = OutputKey::OwnMinusRent;
        d.target.own = scoped.options[*rec].own ? *rec : *alt;
        d.target.rent = scoped.options[*rec].own ? *alt : *rec;
    }
    return d;
}

} // namespace gputco::services
