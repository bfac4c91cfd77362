// Scenario workloads with MoE / MLA shape keys (issue 16): a preset, explicit MoE keys,
// warnings that know the keys, and errors naming the key path.
#include "core/training/model_presets.hpp"
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "data/scenario_json.hpp"

#include <QJsonArray>
#include <QJsonDocument>

#include <catch2/catch.hpp>

#include <cmath>

using namespace gputco;
using namespace gputco::data;

namespace {
QJsonObject doc(const char* shape) {
    const QString text =
        QStringLiteral(R"({"format": "gpu-tco-scenario", "version": 1, "name": "moe", "currency": "USD",
        "workloads": [{"name": "w", "tokens": 1e12, "seq": 4096, "shape": %1}],
        "options": [{"name": "r", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 256, "price_per_gpu_hour": 3}]})")
            .arg(QLatin1String(shape));
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

std::string errorOf(const QJsonObject& d) {
    try {
        scenarioFromJson(d, shippedCatalog());
    } catch (const InputError& e) {
        return e.what();
    }
    return "accepted";
}
} // namespace

TEST_CASE("a scenario with a MoE preset evaluates, with the preset's total parameters") {
    const QJsonObject d = doc(R"({"preset": "mixtral-8x7b"})");
    CHECK(scenarioWarnings(d).isEmpty());
    const Scenario s = scenarioFromJson(d, shippedCatalog());
    REQUIRE(s.workloads.size() == 1);
    // Mixtral 8x7B: 46.7B total (arXiv:2401.04088).
    CHECK(s.workloads[0].shape.params() == Approx(46.7e9).epsilon(0.02));
    const ScenarioResult r =
        evaluateScenario(s, shippedCatalog(), [](const TrainingJob& j) { return estimateTraining(j, 0); });
    REQUIRE(r.options.size() == 1);
    CHECK(std::isfinite(r.options[0].firstMonth.total()));
    for (const WorkloadOnOption& w : r.options[0].workloads) CHECK(w.feasible);
}

TEST_CASE("explicit MoE and MLA keys in a scenario shape") {
    const QJsonObject d = doc(R"({"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "ffn": 14336,
        "vocab": 32000, "mlp": "swiglu", "experts": 8, "active_experts": 2})");
    CHECK(scenarioWarnings(d).isEmpty());
    const Scenario s = scenarioFromJson(d, shippedCatalog());
    // The same shape as the Mixtral preset, given key by key: 46.7B total, 12.9B active.
    CHECK(s.workloads[0].shape.params() == Approx(modelPreset("mixtral-8x7b").shape.params()));
    CHECK(s.workloads[0].shape.activeParams() == Approx(12.9e9).epsilon(0.02));
    const QJsonObject mla = doc(R"({"preset": "deepseek-v3", "kv_lora_rank": 256})");
    CHECK(scenarioFromJson(mla, shippedCatalog()).workloads[0].shape.kvLoraRank == 256);
}

TEST_CASE("bad MoE scenario keys name the key path") {
    CHECK_THAT(errorOf(doc(R"({"preset": "mixtral-8x7b", "active_experts": 9})")),
               Catch::Contains("shape.active_experts") && Catch::Contains("1 to 8"));
    CHECK_THAT(errorOf(doc(R"({"preset": "gpt-7"})")),
               Catch::Contains("shape.preset") && Catch::Contains("deepseek-v3"));
    CHECK_THAT(errorOf(doc(R"({"preset": "deepseek-v3", "kv_lora_rank": 9000})")), Catch::Contains("kv_lora_rank"));
}

namespace {
QJsonObject withJobKeys(const char* schedule, const char* dispatcher) {
    QJsonObject d = doc(R"({"preset": "mixtral-8x7b"})");
    QJsonArray workloads = d[QStringLiteral("workloads")].toArray();
    QJsonObject w = workloads[0].toObject();
    w[QStringLiteral("pipeline_schedule")] = QLatin1String(schedule);
    w[QStringLiteral("moe_dispatcher")] = QLatin1String(dispatcher);
    workloads[0] = w;
    d[QStringLiteral("workloads")] = workloads;
    return d;
}
double runHours(const QJsonObject& d) {
    const ScenarioResult r = evaluateScenario(scenarioFromJson(d, shippedCatalog()), shippedCatalog(),
                                              [](const TrainingJob& j) { return estimateTraining(j, 0); });
    REQUIRE(r.options[0].workloads[0].feasible);
    return r.options[0].workloads[0].runHours;
}
} // namespace

TEST_CASE("a workload's pipeline schedule and MoE dispatcher reach its training job") {
    const QJsonObject d = withJobKeys("dualpipe", "hybridep");
    CHECK(scenarioWarnings(d).isEmpty());
    const Scenario s = scenarioFromJson(d, shippedCatalog());
    const TrainingJob job = trainingJobFor(s.workloads[0], s.options[0], shippedCatalog());
    CHECK(job.pipelineSchedule == PipelineSchedule::DualPipe);
    CHECK(job.moeDispatcher == MoeDispatcher::HybridEp);
    // Without either key: Megatron's defaults, 1F1B and the all-to-all dispatcher.
    const Scenario plain = scenarioFromJson(doc(R"({"preset": "mixtral-8x7b"})"), shippedCatalog());
    CHECK(plain.workloads[0].pipelineSchedule == PipelineSchedule::OneFOneB);
    CHECK(plain.workloads[0].moeDispatcher == MoeDispatcher::AllToAll);
    // HybridEP exposes no host time per MoE layer and micro-batch, the all-to-all dispatcher 6.2 ms
    // (docs/training-model.md): the same run is shorter with it.
    CHECK(runHours(withJobKeys("1f1b", "hybridep")) < runHours(withJobKeys("1f1b", "alltoall")));
}

TEST_CASE("a bad pipeline schedule or dispatcher names the key and the allowed values") {
    CHECK_THAT(errorOf(withJobKeys("gpipe", "alltoall")),
               Catch::Contains("workloads[0].pipeline_schedule") && Catch::Contains("1f1b, dualpipe"));
    CHECK_THAT(errorOf(withJobKeys("1f1b", "nccl")),
               Catch::Contains("workloads[0].moe_dispatcher") && Catch::Contains("alltoall, deepep, hybridep"));
}

TEST_CASE("a workload's gradient reduce precision reaches its training job, a bad one names the key (issue 46)") {
    QJsonObject d = doc(R"({"preset": "mixtral-8x7b"})");
    QJsonArray workloads = d[QStringLiteral("workloads")].toArray();
    QJsonObject w = workloads[0].toObject();
    w[QStringLiteral("grad_reduce")] = QStringLiteral("bf16");
    workloads[0] = w;
    d[QStringLiteral("workloads")] = workloads;
    CHECK(scenarioWarnings(d).isEmpty());
    const Scenario s = scenarioFromJson(d, shippedCatalog());
    CHECK(trainingJobFor(s.workloads[0], s.options[0], shippedCatalog()).bf16GradientReduce);
    const Scenario plain = scenarioFromJson(doc(R"({"preset": "mixtral-8x7b"})"), shippedCatalog());
    CHECK_FALSE(trainingJobFor(plain.workloads[0], plain.options[0], shippedCatalog()).bf16GradientReduce);
    w[QStringLiteral("grad_reduce")] = QStringLiteral("fp16");
    workloads[0] = w;
    d[QStringLiteral("workloads")] = workloads;
    CHECK_THAT(errorOf(d), Catch::Contains("grad_reduce") && Catch::Contains("fp32, bf16"));
}
