// Issue 19 in the window: the api option's pickers and hints come from the catalog's API
// prices (DeepSeek CNY row: 2 in, 0.5 cached, 8 out per million, resources/catalog/api_prices.json),
// the model follows a new provider, and the cost-against-load chart gets its lines.
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "data/scenario_json.hpp"
#include "services/api_catalog_hints.hpp"
#include "services/catalog_hints.hpp"
#include "ui/charts.hpp"

#include <QJsonObject>

#include <catch2/catch.hpp>

#include <cmath>

#include <memory>

using namespace gputco;

TEST_CASE("api option editor: provider and model pickers over the catalog, price hints") {
    const Catalog& c = data::shippedCatalog();
    const QJsonObject o{
        {"kind", "api"}, {"provider", "DeepSeek"}, {"model", "deepseek-chat (DeepSeek-V3)"}, {"name_auto", true}};
    const auto fields = services::apiOptionFieldsFor(c, o);
    for (const data::ScenarioField& f : fields) {
        if (std::string_view(f.key) == "provider") {
            CHECK(f.kind == data::FieldKind::Choice);
            CHECK_THAT(std::string(f.choices), Catch::Contains("SiliconFlow") && Catch::Contains("DeepSeek"));
        }
        if (std::string_view(f.key) == "model")
            CHECK_THAT(std::string(f.choices),
                       Catch::Contains("deepseek-reasoner (DeepSeek-R1)") && !Catch::Contains("qwen-plus"));
    }
    const auto hints = services::catalogHints(c, o, QStringLiteral("CNY"));
    CHECK(hints.value(QStringLiteral("model")).startsWith(QStringLiteral("catalog: 2 in, 0.5 cached, 8 out CNY")));
    const QJsonObject after = services::optionAfterEdit(c, o, QStringLiteral("provider"), QStringLiteral("SiliconFlow"),
                                                        QStringLiteral("CNY"));
    CHECK(after.value(QStringLiteral("model")).toString() == u"deepseek-ai/DeepSeek-V3");
    CHECK(after.value(QStringLiteral("name")).toString() == u"API SiliconFlow deepseek-ai/DeepSeek-V3");
}

TEST_CASE("cost-against-load chart of the legal-assistant sample") {
    const Scenario s = data::scenarioFromJson(
        data::readScenarioFile(QStringLiteral(":/scenarios/legal-assistant-api-vs-gpu.json")), data::shippedCatalog());
    const ScenarioResult r =
        evaluateScenario(s, data::shippedCatalog(), [](const TrainingJob& j) { return estimateTraining(j, 0); });
    REQUIRE(r.serving.size() == 2);
    std::unique_ptr<QWidget> chart(ui::createChart(ui::ChartKind::MonthlyCost, nullptr));
    ui::plotServingCost(chart.get(), r);
    // 2 api lines and 2 GPU lines of up to 61 points, break-even markers and the load marker.
    CHECK(ui::chartPointCount(chart.get()) > 4 * 30);
    CHECK(ui::chartTitleOf(chart.get()).contains(QStringLiteral("average load")));
}

TEST_CASE("per-GPU charts leave api options out and say so") {
    const Scenario s = data::scenarioFromJson(
        data::readScenarioFile(QStringLiteral(":/scenarios/legal-assistant-api-vs-gpu.json")), data::shippedCatalog());
    const ScenarioResult r =
        evaluateScenario(s, data::shippedCatalog(), [](const TrainingJob& j) { return estimateTraining(j, 0); });
    REQUIRE(r.options.size() == 4); // 2 api options, 2 GPU options (the sample file)
    std::unique_ptr<QWidget> chart(ui::createChart(ui::ChartKind::Memory, nullptr));
    ui::plotMemory(chart.get(), r, data::shippedCatalog(), 0, {});
    // The sample's only workload is inference: the training layers are all zero and left out; the
    // weights and KV cache bars and the HBM capacity cross of the 2 GPU options remain, 3 x 2 points
    // (the two api options were once empty "0 GiB" bars).
    CHECK(ui::chartPointCount(chart.get()) == 6);
}

TEST_CASE("serving memory per GPU: the weights, the KV cache of the batch, and what the GPU holds") {
    const Scenario s = data::scenarioFromJson(
        data::readScenarioFile(QStringLiteral(":/scenarios/legal-assistant-api-vs-gpu.json")), data::shippedCatalog());
    const ScenarioResult r =
        evaluateScenario(s, data::shippedCatalog(), [](const TrainingJob& j) { return estimateTraining(j, 0); });
    for (const OptionResult& o : r.options) {
        if (o.api) continue;
        INFO(o.name);
        const WorkloadOnOption& x = o.workloads.front();
        // 32B parameters in FP8, one byte each: 32e9 / 2^30 = 29.8 GiB a replica, split over its GPUs
        // (the Llama-style shape rule lands within a few per cent of the nominal count).
        const double replicaGib = 32e9 / 1073741824.0;
        CHECK(x.servingWeightsGib * std::round(replicaGib / x.servingWeightsGib) == Approx(replicaGib).epsilon(0.06));
        CHECK(x.servingKvCacheGib > 0);
        CHECK(x.servingWeightsGib + x.servingKvCacheGib <= x.servingCapacityGib);
    }
    // What each GPU holds is the catalog's usable HBM: H100 80 GiB, B300 268.6 GiB.
    CHECK(r.options[2].workloads.front().servingCapacityGib == Approx(80));
    CHECK(r.options[3].workloads.front().servingCapacityGib == Approx(268.6));
}
