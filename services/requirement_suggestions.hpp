#pragma once
// Issue 29: when options miss a requirement, the cheapest ways that would meet it, each ready to
// add to the document as an option (the window's "Add", `evaluate --suggest`):
//   - goal seek (core/capacity/goal_seek): the option resized to the smallest whole-node count of
//     its GPU that meets the missed deadline at the scenario's confidence;
//   - the fleet optimiser's best plan (services/fleet_planning, as Plan -> Optimise) when no option
//     meets every requirement and the scenario has an own option.

#include "core/catalog/catalog.hpp"
#include "services/scenario_evaluator.hpp"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace gputco::services {

struct Suggestion {
    QString kind;           // "goal_seek" or "fleet_plan"
    QString name;           // the new option's name (unique in the document)
    QString why;            // one sentence: what it meets and how
    QJsonObject option;     // the option, as the document's "options" hold it
    double horizonCost = 0; // in the scenario's currency, evaluated with the option added
    bool meets = false;     // it meets every requirement once added
};

// `e` is evaluateDocument(doc, catalog). Goal-seek suggestions for every GPU option that misses a
// deadline; the fleet plan only when no option meets every requirement (it takes about a second).
// Cheapest first among those that meet every requirement once added, then the others.
std::vector<Suggestion> suggestOptions(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog);

// The goal-seek suggestions alone (no fleet plan), costed and ordered as suggestOptions orders them.
std::vector<Suggestion> goalSeekSuggestions(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog);

// `doc` with the suggestion appended to its options.
QJsonObject documentWithSuggestion(const QJsonObject& doc, const Suggestion& s);

} // namespace gputco::services
