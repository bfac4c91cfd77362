// Ranges in a scenario document (format version 3, issue 15): migration, parsing, round trip.
#include "data/catalog_seed.hpp"
#include "data/scenario_json.hpp"
#include "data/uncertainty_json.hpp"

#include <QJsonDocument>

#include <algorithm>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
QJsonObject parse(const char* text) { return QJsonDocument::fromJson(text).object(); }

const char* kV2 = R"({"format": "gpu-tco-scenario", "version": 2, "name": "x", "currency": "USD", "horizon_months": 12,
    "workloads": [{"name": "w", "params": 7e9, "tokens": 1e10}],
    "options": [{"name": "r", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 8, "price_per_gpu_hour": 2.5}]})";
} // namespace

TEST_CASE("a version 2 document migrates to 3 unchanged otherwise, its inputs take the default ranges") {
    const QJsonObject v2 = parse(kV2);
    const QJsonObject v3 = data::migrateScenarioDocument(v2);
    CHECK(v3.value(QStringLiteral("version")).toInt() == 3);
    QJsonObject back = v3;
    back[QStringLiteral("version")] = 2;
    CHECK(back == v2);
    const Scenario s = data::scenarioFromJson(v3, data::shippedCatalog());
    const auto inputs = data::uncertainInputsFor(v3, s, data::shippedCatalog());
    CHECK(inputs.front().key == "options.r.price_per_gpu_hour");
    CHECK(inputs.front().range.base == 2.5);
}

TEST_CASE("ranges round-trip through the document, a bad distribution names its key") {
    QJsonObject doc = data::migrateScenarioDocument(parse(kV2));
    const Scenario s = data::scenarioFromJson(doc, data::shippedCatalog());
    std::vector<UncertainInput> inputs = defaultUncertainInputs(s, data::shippedCatalog());
    applyRangeOverrides(inputs, {{"options.r.price_per_gpu_hour", {2, 2.5, 4, Distribution::Normal}}});
    doc[QStringLiteral("uncertainty")] = data::uncertainInputsToJson(inputs);
    const QJsonObject reread = QJsonDocument::fromJson(QJsonDocument(doc).toJson()).object();
    const auto again = data::uncertainInputsFor(reread, s, data::shippedCatalog());
    REQUIRE(again.size() == inputs.size());
    for (size_t i = 0; i < inputs.size(); ++i) {
        CHECK(again[i].range.low == inputs[i].range.low);
        CHECK(again[i].range.base == inputs[i].range.base);
        CHECK(again[i].range.high == inputs[i].range.high);
        CHECK(again[i].range.distribution == inputs[i].range.distribution);
    }
    QJsonObject bad = doc;
    bad[QStringLiteral("uncertainty")] = QJsonObject{
        {"options.r.price_per_gpu_hour", QJsonObject{{"low", 1}, {"high", 3}, {"distribution", "lognormal"}}}};
    CHECK_THROWS_WITH(data::rangeOverridesFromJson(bad),
                      Catch::Contains("uncertainty.options.r.price_per_gpu_hour.distribution"));
    CHECK(data::scenarioWarnings(doc).isEmpty()); // "uncertainty" is a known key
}

TEST_CASE("the range of an option left out of the analysis is kept in the document, not refused") {
    QJsonObject doc = data::migrateScenarioDocument(parse(kV2));
    Scenario s = data::scenarioFromJson(doc, data::shippedCatalog());
    doc[QStringLiteral("uncertainty")] =
        QJsonObject{{"options.r.price_per_gpu_hour", QJsonObject{{"low", 2}, {"high", 3}}}};
    CHECK(data::uncertainInputsFor(doc, s, data::shippedCatalog()).front().range.high == 3);
    Scenario without = s; // the analysis of the other options only (uncertainty_scope.hpp)
    without.options.clear();
    const auto inputs = data::uncertainInputsFor(doc, without, data::shippedCatalog());
    CHECK(std::none_of(inputs.begin(), inputs.end(),
                       [](const UncertainInput& in) { return in.key.rfind("options.", 0) == 0; }));
    doc[QStringLiteral("uncertainty")] =
        QJsonObject{{"options.nosuch.price_per_gpu_hour", QJsonObject{{"low", 2}, {"high", 3}}}};
    CHECK_THROWS_WITH(data::uncertainInputsFor(doc, s, data::shippedCatalog()), Catch::Contains("cannot vary"));
}
