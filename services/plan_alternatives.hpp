#pragma once
// Issue 45: the fleet optimiser's answer is never dearer than a plan the program itself proposes.
// Besides the optimiser's tranche plans (core/capacity/fleet_optimiser), the search space holds
// every option of the scenario that meets every requirement and every goal-seek suggestion that
// would (services/requirement_suggestions: an option resized to meet the deadlines), each priced
// as `evaluate` prices it once it is an option of the scenario: the one measure, horizon cost.

#include "core/catalog/catalog.hpp"
#include "services/scenario_evaluator.hpp"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace gputco::services {

struct PlanAlternative {
    QString kind;           // "option": already an option of the scenario; "goal_seek": a suggestion to add
    QString name;           // the option's name
    QString why;            // one sentence: where it comes from
    QJsonObject option;     // goal_seek: the option to add (documentWithSuggestion)
    double horizonCost = 0; // evaluate's horizon cost, in the scenario's currency
};

// The feasible options and the goal-seek suggestions that meet every requirement, cheapest first.
// `e` is evaluateDocument(doc, catalog).
std::vector<PlanAlternative> planAlternatives(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog);

} // namespace gputco::services
