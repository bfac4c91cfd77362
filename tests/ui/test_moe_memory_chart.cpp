// Issue 16 in the window: the memory chart draws a MoE model's routed experts apart from the rest of
// its weights (the DeepSeek-V3-class sample; training's expert weights: tests/training/test_moe_training.cpp).
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "data/scenario_json.hpp"
#include "ui/charts.hpp"

#include <catch2/catch.hpp>

#include <memory>

using namespace gputco;

namespace {
ScenarioResult deepSeekSample() {
    const Scenario s = data::scenarioFromJson(
        data::readScenarioFile(QStringLiteral(":/scenarios/deepseek-v3-serving-h200-vs-gb200.json")),
        data::shippedCatalog());
    return evaluateScenario(s, data::shippedCatalog(), [](const TrainingJob& j) { return estimateTraining(j, 0); });
}
} // namespace

TEST_CASE("serving a DeepSeek-V3-class model: expert weights per GPU, charted apart") {
    const ScenarioResult r = deepSeekSample();
    REQUIRE(r.options.size() == 4); // own and rent, H200 and GB200 (the sample file)
    for (const OptionResult& o : r.options) {
        INFO(o.name);
        const WorkloadOnOption& x = o.workloads.front();
        CHECK(x.feasible);
        CHECK(x.servingExpertWeightsGib > 0);
        CHECK(x.servingExpertWeightsGib < x.servingWeightsGib);
    }
    // By hand, an 8-GPU H200 replica: 58 MoE layers x 256 experts x 3 x 7168 x 2048 = 653.9e9 routed
    // parameters, one FP8 byte each, over 8 GPUs: 81.74e9 bytes = 76.1 GiB per GPU.
    CHECK(r.options[0].workloads.front().servingExpertWeightsGib == Approx(653908770816.0 / 8 / 1073741824.0));
    std::unique_ptr<QWidget> chart(ui::createChart(ui::ChartKind::Memory, nullptr));
    ui::plotMemory(chart.get(), r, data::shippedCatalog(), 0, {});
    // Other weights, expert weights and the KV cache for 4 options, and 4 capacity crosses.
    CHECK(ui::chartPointCount(chart.get()) == 16);
}
