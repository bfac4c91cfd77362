// `gpu-tco catalog`: table, JSON, show, edits and bad input, in-process and as
// the real binary (exit codes and the GPU_TCO_DB variable).
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/test_paths.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
using Result = test::CliResult;
Result run(const QString& db, const QStringList& args) { return test::runCli(db, args); }

QJsonArray jsonArray(const QString& text) { return QJsonDocument::fromJson(text.toUtf8()).array(); }
} // namespace

TEST_CASE("catalog prints a table of every GPU") {
    test::TempDir dir;
    const Result r = run(dir.file(QStringLiteral("c.sqlite")), {QStringLiteral("catalog")});
    CHECK(r.code == 0);
    for (const char* id : {"V100-SXM2-32GB", "A100-SXM4-40GB", "A100-SXM4-80GB", "H100-SXM5-80GB", "H200-SXM-141GB",
                           "B200-SXM-180GB", "B300-SXM-288GB"})
        CHECK(r.out.contains(QLatin1String(id)));
    CHECK(r.out.contains(QStringLiteral("BF16 TF/s")));
}

TEST_CASE("catalog --json is an array of GPU objects with snake_case keys") {
    test::TempDir dir;
    const Result r = run(dir.file(QStringLiteral("c.sqlite")), {QStringLiteral("catalog"), QStringLiteral("--json")});
    REQUIRE(r.code == 0);
    const QJsonArray arr = jsonArray(r.out);
    REQUIRE(arr.size() >= 7);
    bool sawH100 = false;
    for (const QJsonValue& v : arr) {
        const QJsonObject g = v.toObject();
        for (const char* k : {"id", "bf16_tflops", "fp8_tflops", "hbm_gib", "hbm_tb_s", "nvlink_gb_s", "tdp_w",
                              "mig_max", "price_usd", "source"})
            CHECK(g.contains(QLatin1String(k)));
        if (g.value(QStringLiteral("id")).toString() == QStringLiteral("H100-SXM5-80GB")) {
            sawH100 = true;
            CHECK(g.value(QStringLiteral("bf16_tflops")).toDouble() == Approx(989));
            CHECK(g.value(QStringLiteral("hbm_gib")).toDouble() == Approx(80));
        }
    }
    CHECK(sawH100);
}

TEST_CASE("catalog show gives each number with its source") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("c.sqlite"));
    Result r = run(db, {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("B300-SXM-288GB")});
    CHECK(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("fp4_tflops")));
    CHECK(r.out.contains(QStringLiteral("verda.com")));
    r = run(db,
            {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("IB-NDR"), QStringLiteral("--json")});
    CHECK(r.code == 0);
    CHECK(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("port_gbps")).toDouble() ==
          Approx(400));
}

TEST_CASE("catalog bad input: unknown id, bad value, unknown option -> exit 2 with a clear message") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("c.sqlite"));
    Result r = run(db, {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("H900")});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("H900")));
    CHECK(r.err.contains(QStringLiteral("H100-SXM5-80GB")));
    r = run(db, {QStringLiteral("catalog"), QStringLiteral("set"), QStringLiteral("H100-SXM5-80GB"),
                 QStringLiteral("tdp_w"), QStringLiteral("-5")});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("tdp_w")));
    CHECK(r.err.contains(QStringLiteral("> 0")));
    r = run(db, {QStringLiteral("catalog"), QStringLiteral("--bogus")});
    CHECK(r.code == 2);
    r = run(db, {QStringLiteral("nonsense")});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("unknown command")));
    r = run(db, {QStringLiteral("catalog"), QStringLiteral("--table"), QStringLiteral("chairs")});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("fabric")));
}

TEST_CASE("catalog set, add, restore and remove from the command line") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("c.sqlite"));
    CHECK(run(db, {QStringLiteral("catalog"), QStringLiteral("set"), QStringLiteral("B300-SXM-288GB"),
                   QStringLiteral("price_usd"), QStringLiteral("50000")})
              .code == 0);
    CHECK(run(db, {QStringLiteral("catalog"), QStringLiteral("add"), QStringLiteral("MY-H800-80GB"),
                   QStringLiteral("--like"), QStringLiteral("H100-SXM5-80GB"), QStringLiteral("--name"),
                   QStringLiteral("NVIDIA H800 中国版"), QStringLiteral("nvlink_gb_s=400")})
              .code == 0);
    Result r = run(db, {QStringLiteral("catalog"), QStringLiteral("--json")});
    double b300Price = 0, h800Link = 0;
    QString h800Name;
    for (const QJsonValue& v : jsonArray(r.out)) {
        const QJsonObject g = v.toObject();
        if (g[QStringLiteral("id")] == QStringLiteral("B300-SXM-288GB"))
            b300Price = g[QStringLiteral("price_usd")].toDouble();
        if (g[QStringLiteral("id")] == QStringLiteral("MY-H800-80GB")) {
            h800Link = g[QStringLiteral("nvlink_gb_s")].toDouble();
            h800Name = g[QStringLiteral("name")].toString();
        }
    }
    CHECK(b300Price == Approx(50000));
    CHECK(h800Link == Approx(400));
    CHECK(h800Name == QStringLiteral("NVIDIA H800 中国版"));
    CHECK(run(db, {QStringLiteral("catalog"), QStringLiteral("restore"), QStringLiteral("B300-SXM-288GB")}).code == 0);
    CHECK(run(db, {QStringLiteral("catalog"), QStringLiteral("remove"), QStringLiteral("MY-H800-80GB")}).code == 0);
    r = run(db, {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("B300-SXM-288GB"),
                 QStringLiteral("--json")});
    CHECK(QJsonDocument::fromJson(r.out.toUtf8()).object()[QStringLiteral("price_usd")].toDouble() == Approx(45000));
}

TEST_CASE("every table lists, and --help works on every command") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("c.sqlite"));
    for (const char* t : {"gpu", "fabric", "storage", "cloud", "electricity", "pue", "sources"}) {
        CHECK(run(db, {QStringLiteral("catalog"), QStringLiteral("--table"), QLatin1String(t)}).code == 0);
        const Result j =
            run(db, {QStringLiteral("catalog"), QStringLiteral("--table"), QLatin1String(t), QStringLiteral("--json")});
        CHECK(j.code == 0);
        CHECK_FALSE(jsonArray(j.out).isEmpty());
    }
    Result r = run(db, {QStringLiteral("--help")});
    CHECK(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("catalog")));
    r = run(db, {QStringLiteral("catalog"), QStringLiteral("--help")});
    CHECK(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("restore")));
    CHECK(run(db, {QStringLiteral("catalog"), QStringLiteral("fields")}).out.contains(QStringLiteral("hbm_tb_s")));
}

TEST_CASE("the real binary: exit codes, GPU_TCO_DB, and a corrupt file left untouched") {
    test::TempDir dir;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GPU_TCO_DB"), dir.file(QStringLiteral("env.sqlite")));
    p.setProcessEnvironment(env);
    p.start(QString::fromUtf8(gputco::test::paths::binary()), {QStringLiteral("catalog"), QStringLiteral("--json")});
    REQUIRE(p.waitForFinished(60000));
    CHECK(p.exitCode() == 0);
    CHECK(QFile::exists(dir.file(QStringLiteral("env.sqlite"))));
    CHECK(jsonArray(QString::fromUtf8(p.readAllStandardOutput())).size() >= 7);

    const QString bad = dir.file(QStringLiteral("bad.sqlite"));
    test::writeAll(bad, "not a database at all");
    p.start(QString::fromUtf8(gputco::test::paths::binary()), {QStringLiteral("--db"), bad, QStringLiteral("catalog")});
    REQUIRE(p.waitForFinished(60000));
    CHECK(p.exitCode() == 2);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    CHECK(err.contains(QStringLiteral("bad.sqlite")));
    CHECK(err.contains(QStringLiteral("not an SQLite database")));
    CHECK(test::readAll(bad) == QByteArray("not a database at all"));

    p.start(QString::fromUtf8(gputco::test::paths::binary()),
            {QStringLiteral("--db"), bad, QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("--help")});
    REQUIRE(p.waitForFinished(60000));
    CHECK(p.exitCode() == 0); // help needs no database
}
