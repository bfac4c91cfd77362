#include "app/cli/uncertainty_source.hpp"

#include "app/cli/scenario_source.hpp"
#include "core/training/training_model.hpp"
#include "core/uncertainty/uncertainty_scope.hpp"
#include "data/capacity_json.hpp"
#include "data/catalog_repository.hpp"
#include "data/scenario_json.hpp"
#include "data/site_profile_repository.hpp"
#include "data/uncertainty_json.hpp"
#include "services/validation_evidence.hpp"

namespace gputco::cli {

std::unique_ptr<UncertaintySource> loadUncertainty(Context& ctx, const QString& fileOrName,
                                                   const std::string& keepOption) {
    const QJsonObject doc = loadScenario(ctx, fileOrName);
    auto src = std::make_unique<UncertaintySource>();
    src->catalog = data::CatalogRepository(ctx.database().sql()).load();
    for (const QString& w : data::scenarioWarnings(doc)) ctx.err << "warning: " << w << '\n';
    src->scenario = data::scenarioFromJson(doc, src->catalog, data::SiteProfileRepository(ctx.database().sql()).list());
    if (src->scenario.options.size() > kMaxUncertaintyOptions) {
        const ScenarioResult base = evaluateScenario(src->scenario, src->catalog, services::envelopeEstimator());
        UncertaintyScope scope = uncertaintyScope(src->scenario, base, keepOption);
        ctx.err << "note: " << scope.scenario.options.size() << " of the " << src->scenario.options.size()
                << " options are analysed (the first own and rent options, --option and the cheapest); "
                << scope.dropped << " are left out so that the analysis stays quick\n";
        src->scenario = std::move(scope.scenario);
    }
    auto inputs = data::uncertainInputsFor(doc, src->scenario, src->catalog);
    src->model = std::make_unique<UncertaintyModel>(src->scenario, src->catalog, std::move(inputs),
                                                    data::demandTimelinesFromJson(doc, src->scenario.horizonMonths));
    return src;
}

} // namespace gputco::cli
