// gpu-tco evaluate and gpu-tco scenario: the JSON contract, CSV, and imports that
// fail leaving the database unchanged.
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
using Result = test::CliResult;
using test::runCli;

const QString kLegal = QStringLiteral("Seed article: legal-LLM start-up, rent A100 vs own 4 x 8 B300");
Result run(const QString& db, const QStringList& args) { return test::runCli(db, args); }
} // namespace

TEST_CASE("evaluate --json has the contract's keys for a sample scenario") {
    test::TempDir dir;
    const Result r =
        run(dir.file(QStringLiteral("e.sqlite")), {QStringLiteral("evaluate"), kLegal, QStringLiteral("--json")});
    REQUIRE(r.code == 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    CHECK(o[QStringLiteral("currency")].toString() == QStringLiteral("CNY"));
    for (const char* k : {"break_even_month", "break_even_utilization", "horizon_cost", "cheapest", "options", "claims",
                          "discount_rate", "hardware_price_trend", "cloud_price_trend", "as_of"})
        CHECK(o.contains(QLatin1String(k)));
    for (const QJsonValue& v : o[QStringLiteral("options")].toArray()) {
        const QJsonObject opt = v.toObject();
        const QJsonObject m = opt[QStringLiteral("monthly_cost")].toObject();
        for (const char* k : {"total", "depreciation", "power", "colocation", "maintenance", "staff", "interest",
                              "rent", "storage", "egress"})
            CHECK(m.contains(QLatin1String(k)));
        CHECK(opt[QStringLiteral("currency")].toString() == QStringLiteral("CNY"));
        // Issue 12's per-option figures.
        for (const char* k : {"capex_upfront", "cost_per_gpu_hour", "horizon_cost", "resale_value", "accounting_cost"})
            CHECK(opt.contains(QLatin1String(k)));
        CHECK(opt[QStringLiteral("cost_per_gpu_hour")].toDouble() > 0);
        for (const QJsonValue& w : opt[QStringLiteral("workloads")].toArray()) {
            CHECK(w.toObject()[QStringLiteral("run_days")].toDouble() > 0);
            CHECK(w.toObject()[QStringLiteral("cost_per_run")].toDouble() > 0);
        }
    }
    bool flagged58k = false;
    for (const QJsonValue& v : o[QStringLiteral("claims")].toArray())
        if (v.toObject()[QStringLiteral("claimed")].toDouble() == 58000)
            flagged58k = v.toObject()[QStringLiteral("flagged")].toBool();
    CHECK(flagged58k);
}

TEST_CASE("evaluate reads a file, writes CSV, and prints a readable table") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("e.sqlite"));
    const QString file = dir.file(QStringLiteral("us.json"));
    REQUIRE(run(db, {QStringLiteral("scenario"), QStringLiteral("export"),
                     QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers"), file})
                .code == 0);
    const QString csv = dir.file(QStringLiteral("out.csv"));
    const Result r = run(db, {QStringLiteral("evaluate"), file, QStringLiteral("--csv"), csv});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("Break-even")));
    CHECK(r.out.contains(QStringLiteral("Cheapest")));
    const QByteArray bytes = test::readAll(csv);
    CHECK(bytes.startsWith("scenario,option,kind,gpu,gpus,monthly_total (USD/month)"));
    CHECK(bytes.count("\r\n") == 1 + 2 * 2); // header + 2 options x 2 workloads
}

TEST_CASE("scenario import, export, history and restore from the command line") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("e.sqlite"));
    const QString file = dir.file(QStringLiteral("legal.json"));
    REQUIRE(run(db, {QStringLiteral("scenario"), QStringLiteral("export"), kLegal, file}).code == 0);
    QJsonObject doc = QJsonDocument::fromJson(test::readAll(file)).object();
    doc[QStringLiteral("name")] = QStringLiteral("我的方案");
    test::writeAll(file, QJsonDocument(doc).toJson());
    REQUIRE(run(db, {QStringLiteral("scenario"), QStringLiteral("import"), file}).code == 0);
    CHECK(run(db, {QStringLiteral("scenario"), QStringLiteral("import"), file}).code == 2); // exists
    REQUIRE(run(db, {QStringLiteral("scenario"), QStringLiteral("import"), file, QStringLiteral("--replace")}).code ==
            0);
    Result r = run(db, {QStringLiteral("scenario"), QStringLiteral("list")});
    CHECK(r.out.contains(QStringLiteral("我的方案")));
    r = run(db, {QStringLiteral("scenario"), QStringLiteral("history"), QStringLiteral("我的方案")});
    CHECK(r.code == 0);
    CHECK(r.out.count(u'\n') == 4); // header, rule, two revisions
    CHECK(run(db, {QStringLiteral("scenario"), QStringLiteral("rename"), QStringLiteral("我的方案"),
                   QStringLiteral("renamed")})
              .code == 0);
    CHECK(run(db, {QStringLiteral("scenario"), QStringLiteral("delete"), QStringLiteral("renamed")}).code == 0);
    CHECK(run(db, {QStringLiteral("scenario"), QStringLiteral("delete"), QStringLiteral("renamed")}).code == 2);
}

TEST_CASE("a failed import leaves the database unchanged and says why, exit 2") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("e.sqlite"));
    const QString before = run(db, {QStringLiteral("scenario"), QStringLiteral("list")}).out;
    struct Case {
        const char* json;
        const char* mentions;
    };
    const Case cases[] = {
        {"{ \"format\": \"gpu-tco-scenario\", \"version\": 1,, }", ":1:"},
        {R"({"format": "gpu-tco-scenario", "version": 7, "name": "x", "workloads": [], "options": []})", "newer"},
        {R"({"format": "gpu-tco-scenario", "version": 1, "name": "x", "workloads": [{"name": "w", "params": 7e9, "tokens": 1e11}],
            "options": [{"name": "r", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 8, "price_per_gpu_hour": -1}]})",
         "options[0].price_per_gpu_hour"},
        {R"({"format": "gpu-tco-scenario", "version": 1, "name": "x", "workloads": [{"name": "w", "params": 7e9, "tokens": 1e11}],
            "options": [{"name": "o", "kind": "own", "gpu": "B300-SXM-288GB", "servers": 4, "electricity_per_kwh": 0.6,
                         "average_load": 1.5}]})",
         "options[0].average_load"},
        {R"({"format": "gpu-tco-scenario", "version": 1, "name": "x", "workloads": [{"name": "w", "params": 7e9, "tokens": 1e11}],
            "options": [{"name": "o", "kind": "own", "gpu": "B300-SXM-288GB", "servers": 4, "electricity_per_kwh": 0.6,
                         "depreciation_years": 0}]})",
         "depreciation_years"},
    };
    for (const Case& c : cases) {
        INFO(c.json);
        const QString file = dir.file(QStringLiteral("bad.json"));
        test::writeAll(file, c.json);
        const Result r = run(db, {QStringLiteral("scenario"), QStringLiteral("import"), file});
        CHECK(r.code == 2);
        CHECK(r.err.contains(QLatin1String(c.mentions)));
        CHECK(run(db, {QStringLiteral("evaluate"), file}).code == 2);
    }
    CHECK(run(db, {QStringLiteral("scenario"), QStringLiteral("list")}).out == before);
    CHECK(run(db, {QStringLiteral("evaluate"), QStringLiteral("no such scenario")}).code == 2);
    const Result unwritable = run(
        db, {QStringLiteral("evaluate"), kLegal, QStringLiteral("--csv"), QStringLiteral("/nonexistent/dir/out.csv")});
    CHECK(unwritable.code == 2);
    CHECK(unwritable.err.contains(QStringLiteral("/nonexistent/dir/out.csv")));
}
