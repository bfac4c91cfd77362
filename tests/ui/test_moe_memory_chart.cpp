// Issue 16 in the window: the memory chart draws a MoE model's routed experts apart from the rest of
// its weights, for serving (the DeepSeek-V3-class sample) and for training.
#include "core/training/layout_evaluator.hpp"
#include "core/training/model_presets.hpp"
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "data/scenario_json.hpp"
#include "tests/support/training_fixtures.hpp"
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

TEST_CASE("training memory: the routed experts' weights are part of the weights") {
    TrainingJob job = test::catalogJob("H100-SXM5-80GB", 8, modelPreset("mixtral-8x7b").shape, 1e12);
    job.seqLen = 4096;
    const LayoutEvaluator ev(job);
    Layout l;
    l.dp = 8;
    l.zero = 1;
    l.ep = 8;
    // By hand: 32 layers x 8 experts x 176,160,768 / EP 8 = 5,637,144,576 routed parameters, BF16.
    CHECK(ev.memory(l).expertWeights == Approx(2.0 * 5637144576.0).epsilon(1e-6));
    CHECK(ev.memory(l).expertWeights < ev.memory(l).weights);
    // A dense model has none.
    const TrainingJob dense = test::catalogJob("H100-SXM5-80GB", 8, modelPreset("llama3-8b").shape, 1e12);
    CHECK(LayoutEvaluator(dense).memory(l).expertWeights == 0);
}
