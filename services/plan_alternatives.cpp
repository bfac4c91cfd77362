#include "services/plan_alternatives.hpp"

#include "services/requirement_suggestions.hpp"

#include <QObject>

#include <algorithm>

namespace gputco::services {

namespace {
QString withoutFinalStop(QString text) {
    if (text.endsWith(u'.')) text.chop(1);
    return text;
}
} // namespace

std::vector<PlanAlternative> planAlternatives(const QJsonObject& doc, const Evaluation& e, const Catalog& catalog) {
    std::vector<PlanAlternative> out;
    if (!e.ok) return out;
    for (const OptionResult& r : e.result.options)
        if (r.feasibility.feasible())
            out.push_back({QStringLiteral("option"),
                           QString::fromStdString(r.name),
                           QObject::tr("an option of the scenario that meets every requirement"),
                           {},
                           r.horizonCost});
    for (const Suggestion& s : goalSeekSuggestions(doc, e, catalog))
        if (s.meets)
            out.push_back({QStringLiteral("goal_seek"), s.name,
                           QObject::tr("a goal-seek suggestion (%1)").arg(withoutFinalStop(s.why)), s.option,
                           s.horizonCost});
    std::stable_sort(out.begin(), out.end(),
                     [](const PlanAlternative& a, const PlanAlternative& b) { return a.horizonCost < b.horizonCost; });
    return out;
}

} // namespace gputco::services
