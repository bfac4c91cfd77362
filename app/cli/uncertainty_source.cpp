#include "app/cli/uncertainty_source.hpp"

#include "app/cli/scenario_source.hpp"
#include "data/catalog_repository.hpp"
#include "data/scenario_json.hpp"
#include "data/site_profile_repository.hpp"
#include "data/uncertainty_json.hpp"

namespace gputco::cli {

std::unique_ptr<UncertaintySource> loadUncertainty(Context& ctx, const QString& fileOrName) {
    const QJsonObject doc = loadScenario(ctx, fileOrName);
    auto src = std::make_unique<UncertaintySource>();
    src->catalog = data::CatalogRepository(ctx.database().sql()).load();
    for (const QString& w : data::scenarioWarnings(doc)) ctx.err << "warning: " << w << '\n';
    src->scenario =
        data::scenarioFromJson(doc, src->catalog, data::SiteProfileRepository(ctx.database().sql()).list());
    auto inputs = data::uncertainInputsFor(doc, src->scenario, src->catalog);
    src->model = std::make_unique<UncertaintyModel>(src->scenario, src->catalog, std::move(inputs));
    return src;
}

} // namespace gputco::cli
