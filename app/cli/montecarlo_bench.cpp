// `gpu-tco bench`: Monte Carlo samples per second on the US sample (10,000 samples, as issue 15 sets the pace).
#include "app/cli/commands.hpp"
#include "core/uncertainty/monte_carlo.hpp"
#include "data/catalog_seed.hpp"
#include "data/scenario_json.hpp"
#include "data/uncertainty_json.hpp"

#include <QElapsedTimer>

namespace gputco::cli {

double benchMonteCarlo() {
    const Catalog& catalog = data::shippedCatalog();
    const QJsonObject doc = data::readScenarioFile(QStringLiteral(":/scenarios/us-h100-rent-vs-b200-own.json"));
    const Scenario s = data::scenarioFromJson(doc, catalog);
    QElapsedTimer timer;
    timer.start(); // the layout searches count: they run once per hardware and workload
    const UncertaintyModel model(s, catalog, data::uncertainInputsFor(doc, s, catalog));
    MonteCarloSettings settings;
    settings.samples = kDefaultSamples;
    (void)monteCarlo(model, settings);
    return double(settings.samples) / (double(timer.nsecsElapsed()) * 1e-9);
}

} // namespace gputco::cli
