// "tranches", "burst" and "demand_servers" of an own option (data/option_tranches_json,
// docs/scenario-format.md): read, written back, read again the same; bad input names the key path.
#include "data/catalog_seed.hpp"
#include "data/option_tranches_json.hpp"
#include "data/scenario_json.hpp"

#include <QJsonArray>
#include <QJsonDocument>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::data;

namespace {
QJsonObject withOwn(const char* extra) {
    const QByteArray text = QByteArray(R"({"format": "gpu-tco-scenario", "version": 3, "name": "t", "currency": "USD",
        "horizon_months": 36, "workloads": [{"name": "w", "params": 7e9, "tokens": 1e11}],
        "options": [{"name": "r", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 64, "price_per_gpu_hour": 3},
                    {"name": "Own B300", "kind": "own", "gpu": "B300-SXM-288GB", "servers": 2)") +
                            extra + "}]}";
    QJsonObject doc = QJsonDocument::fromJson(text).object();
    REQUIRE_FALSE(doc.isEmpty());
    return doc;
}

std::string errorOf(const QJsonObject& doc) {
    try {
        scenarioFromJson(doc, shippedCatalog());
    } catch (const std::exception& e) {
        return e.what();
    }
    return "no error";
}
} // namespace

TEST_CASE("tranches and burst: read, written, read again the same", "[tranches][json]") {
    const QJsonObject doc = withOwn(R"(, "tranches": [{"month": 12, "servers": 2},
        {"month": 6, "gpu": "H100-SXM5-80GB", "servers": 3, "server_price": 250000}],
        "burst": {"gpu": "H100-SXM5-80GB", "price_per_gpu_hour": 2.5}, "demand_servers": 4)");
    const Option o = scenarioFromJson(doc, shippedCatalog()).options[1];
    REQUIRE(o.tranches.size() == 2);
    CHECK(o.tranches[0].month == 12);
    CHECK(o.tranches[0].gpuId == "B300-SXM-288GB"); // default: the option's GPU
    CHECK_FALSE(o.tranches[0].serverPrice);
    CHECK(o.tranches[1].serverPrice == 250000.0);
    REQUIRE(o.burst);
    CHECK(o.burst->gpuId == "H100-SXM5-80GB");
    CHECK(o.burst->terms.pricePerGpuHour == 2.5);
    CHECK(o.burst->terms.billing == Billing::OnDemand); // default: pays the hours it needs
    CHECK(o.burst->terms.gpus == 16);                   // default: the option's 2 x 8 GPUs
    CHECK(o.demandServers == 4);
    CHECK(scenarioFromJson(withOwn(""), shippedCatalog()).options[1].isFleetPlan() == false);

    QJsonObject written = doc.value(QStringLiteral("options")).toArray()[1].toObject();
    writeOptionPlan(o, written);
    QJsonObject again = doc;
    QJsonArray options = again.value(QStringLiteral("options")).toArray();
    options[1] = written;
    again[QStringLiteral("options")] = options;
    const Option back = scenarioFromJson(again, shippedCatalog()).options[1];
    REQUIRE(back.tranches.size() == 2);
    for (size_t i = 0; i < 2; ++i) {
        CHECK(back.tranches[i].month == o.tranches[i].month);
        CHECK(back.tranches[i].gpuId == o.tranches[i].gpuId);
        CHECK(back.tranches[i].servers == o.tranches[i].servers);
        CHECK(back.tranches[i].serverPrice == o.tranches[i].serverPrice);
    }
    CHECK(back.burst->gpuId == o.burst->gpuId);
    CHECK(back.burst->terms.pricePerGpuHour == o.burst->terms.pricePerGpuHour);
    CHECK(back.burst->terms.gpus == o.burst->terms.gpus);
    CHECK(back.burst->fabricId == o.burst->fabricId);
    CHECK(back.demandServers == 4);
    CHECK(scenarioWarnings(again).isEmpty());
}

TEST_CASE("tranches and burst: bad input names the key path and the range", "[tranches][json]") {
    CHECK(errorOf(withOwn(R"(, "tranches": [{"month": 1, "servers": 1}, {"month": 40, "servers": 1}])")) ==
          "options.Own B300.tranches[1].month: 40 is outside the horizon; allowed 0 to 35");
    const std::string gpu = errorOf(withOwn(R"(, "tranches": [{"month": 3, "gpu": "X1", "servers": 1}])"));
    CHECK_THAT(gpu, Catch::StartsWith("options.Own B300.tranches[0].gpu: unknown GPU 'X1'; valid ids:") &&
                        Catch::Contains("H100-SXM5-80GB"));
    CHECK_THAT(errorOf(withOwn(R"(, "tranches": [{"month": 3, "servers": 5000}])")),
               Catch::StartsWith("options.Own B300.tranches[0].servers:") && Catch::Contains("0 to 4096"));
    CHECK_THAT(errorOf(withOwn(R"(, "tranches": [{"month": 0, "servers": 1}])")),
               Catch::StartsWith("options.Own B300.tranches[0].month:") && Catch::Contains("add them to servers"));
    CHECK_THAT(errorOf(withOwn(R"(, "tranches": [{"month": 3, "servers": 1}, {"month": 3, "servers": 2}])")),
               Catch::StartsWith("options.Own B300.tranches[1].month:") && Catch::Contains("given twice"));
    CHECK_THAT(errorOf(withOwn(R"(, "tranches": {"month": 3})")),
               Catch::StartsWith("options.Own B300.tranches: must be an array"));
    CHECK_THAT(errorOf(withOwn(R"(, "burst": {"gpu": "H100-SXM5-80GB", "price_per_gpu_hour": -1})")),
               Catch::StartsWith("options.Own B300.burst.price_per_gpu_hour:"));
    QJsonObject rentWithBurst = withOwn("");
    QJsonArray options = rentWithBurst.value(QStringLiteral("options")).toArray();
    QJsonObject rent = options[0].toObject();
    rent[QStringLiteral("burst")] = QJsonObject{{"gpu", "H100-SXM5-80GB"}};
    options[0] = rent;
    rentWithBurst[QStringLiteral("options")] = options;
    CHECK_THAT(errorOf(rentWithBurst), Catch::StartsWith("options.r.burst: only an own option"));
}
