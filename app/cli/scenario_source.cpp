#include "app/cli/scenario_source.hpp"

#include "core/capacity/option_tranches.hpp"
#include "core/validation.hpp"
#include "data/capacity_json.hpp"
#include "data/scenario_json.hpp"
#include "data/scenario_repository.hpp"
#include "services/serving_evidence.hpp"
#include "services/validation_evidence.hpp"

#include <QFileInfo>

namespace gputco::cli {

QJsonObject loadScenario(Context& ctx, const QString& fileOrName) {
    if (QFileInfo::exists(fileOrName)) return data::readScenarioFile(fileOrName);
    data::ScenarioRepository repo(ctx.database().sql());
    if (auto doc = repo.load(fileOrName)) return *doc;
    QStringList names;
    for (const auto& s : repo.list()) names << s.name;
    throw InputError(
        "scenario", "'" + fileOrName.toStdString() + "' is neither a file nor a scenario in the database; scenarios: " +
                        (names.isEmpty() ? std::string("none") : names.join(QStringLiteral("; ")).toStdString()));
}

ScenarioResult evaluateFully(const QJsonObject& doc, const Scenario& s, const Catalog& catalog) {
    const TrainingEstimator estimate = services::envelopeEstimator();
    ScenarioResult r = evaluateScenario(
        s, catalog, estimate, EvaluationDepth::Full,
        fleetPlanOptionCashFlows(data::demandTimelinesFromJson(doc, s.horizonMonths), catalog, estimate));
    services::applyServingEnvelopes(r);
    return r;
}

std::function<OptionPlan(const Option&)> fleetPlans(const QJsonObject& doc, const Scenario& s, const Catalog& catalog) {
    return [timelines = data::demandTimelinesFromJson(doc, s.horizonMonths), &s, &catalog](const Option& o) {
        return optionPlan(s, timelines, catalog, services::envelopeEstimator(), o);
    };
}

} // namespace gputco::cli
