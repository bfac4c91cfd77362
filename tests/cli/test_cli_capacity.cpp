// gpu-tco train --deadline-days (gpus_needed), evaluate's break-even price and gpu-tco plan:
// JSON shapes and bad input (exit 2 with the flag named). Expected values are properties
// (a deadline met, a plan best first), not copied output.
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
QStringList words(const char* text) { return QString::fromLatin1(text).split(u' ', Qt::SkipEmptyParts); }
QJsonObject json(const test::CliResult& r) { return QJsonDocument::fromJson(r.out.toUtf8()).object(); }
} // namespace

// 70B on 2T tokens is 6 x 70e9 x 2e12 = 8.4e23 FLOPs; in 60 days even at 100 % of the H100's
// dense 989 TFLOP/s that needs 8.4e23 / (989e12 x 60 x 86,400) = 164 GPUs, so at least 168
// (21 servers of 8). --gpus 8 cannot hold the model, which must not stop the goal seek.
TEST_CASE("train --deadline-days with a --gpus count the model does not fit still seeks", "[capacity]") {
    test::TempDir dir;
    const auto r = test::runCli(dir.file(QStringLiteral("c.sqlite")),
                                words("train --gpu H100-SXM5-80GB --gpus 8 --params 70B --tokens 2T "
                                      "--deadline-days 60 --json"));
    INFO(r.err.toStdString());
    REQUIRE(r.code == 0);
    CHECK(r.err.contains(QStringLiteral("--gpus 8 cannot run this job")));
    const QJsonObject h100 =
        json(r)[QStringLiteral("gpus_needed")].toObject()[QStringLiteral("H100-SXM5-80GB")].toObject();
    CHECK(h100[QStringLiteral("gpus")].toInt() >= 168);
    CHECK(h100[QStringLiteral("gpus")].toInt() % 8 == 0);
    CHECK(h100[QStringLiteral("days")].toDouble() <= 60.0);
}

TEST_CASE("train --deadline-days: gpus_needed meets the deadline for each GPU or is null", "[capacity]") {
    test::TempDir dir;
    const auto r = test::runCli(dir.file(QStringLiteral("c.sqlite")),
                                words("train --gpu H100-SXM5-80GB --gpus 512 --params 70B --tokens 2T "
                                      "--deadline-days 60 --confidence p90 --json"));
    INFO(r.err.toStdString());
    REQUIRE(r.code == 0);
    const QJsonObject needed = json(r)[QStringLiteral("gpus_needed")].toObject();
    REQUIRE(needed.contains(QStringLiteral("H100-SXM5-80GB")));
    for (auto it = needed.begin(); it != needed.end(); ++it) {
        if (it.value().isNull()) continue;
        const QJsonObject g = it.value().toObject();
        CHECK(g[QStringLiteral("days")].toDouble() <= 60.0);
        CHECK(g[QStringLiteral("gpus")].toInt() > 0);
        CHECK(g[QStringLiteral("gpu_hours")].toDouble() > 0);
    }
    const auto bad = test::runCli(dir.file(QStringLiteral("c.sqlite")),
                                  words("train --gpu H100-SXM5-80GB --gpus 8 --params 7B --tokens 1B "
                                        "--deadline-days 10 --confidence p75"));
    CHECK(bad.code == 2);
    CHECK(bad.err.contains(QStringLiteral("--confidence")));
}

TEST_CASE("plan --json: best first, purchases and evaluated, a too large search is refused", "[capacity]") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("c.sqlite"));
    const QString sample = dir.file(QStringLiteral("us-lab-growth.json")); // the shipped sample, as a file
    REQUIRE(QFile::copy(QStringLiteral(":/scenarios/us-lab-growth.json"), sample));
    const auto r = test::runCli(db, QStringList{QStringLiteral("plan"), sample} +
                                        words("--gpus B200-SXM-180GB,H100-SXM5-80GB --purchase-months 0,12 "
                                              "--max-servers 16 --json"));
    INFO(r.err.toStdString());
    REQUIRE(r.code == 0);
    const QJsonObject o = json(r);
    const QJsonArray plans = o[QStringLiteral("plans")].toArray();
    REQUIRE(plans.size() == 5);
    CHECK(o[QStringLiteral("evaluated")].toDouble() > 0);
    for (int i = 1; i < plans.size(); ++i)
        CHECK(plans[i - 1].toObject()[QStringLiteral("horizon_cost")].toDouble() <=
              plans[i].toObject()[QStringLiteral("horizon_cost")].toDouble());
    const auto big = test::runCli(db, QStringList{QStringLiteral("plan"), sample} +
                                          words("--gpus B200-SXM-180GB,H100-SXM5-80GB,B300-SXM-288GB,"
                                                "H200-SXM-141GB,A100-SXM4-80GB --max-servers 64"));
    CHECK(big.code == 2);
    CHECK(big.err.contains(QStringLiteral("--max-servers")));
    const auto month = test::runCli(db, QStringList{QStringLiteral("plan"), sample} + words("--purchase-months 0,40"));
    CHECK(month.code == 2);
    CHECK(month.err.contains(QStringLiteral("--purchase-months")));
}

TEST_CASE("plan --write-option: the best plan as an option costs what the plan costs", "[capacity][tranches]") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("c.sqlite"));
    const QString sample = dir.file(QStringLiteral("seed-legal-growth.json"));
    REQUIRE(QFile::copy(QStringLiteral(":/scenarios/seed-legal-growth.json"), sample));
    const QString out = dir.file(QStringLiteral("with-option.json"));
    const auto r = test::runCli(db, QStringList{QStringLiteral("plan"), sample} +
                                        words("--purchase-months 0,12,24 --max-servers 6 --json --write-option") +
                                        QStringList{out});
    INFO(r.err.toStdString());
    REQUIRE(r.code == 0);
    const double best =
        json(r)[QStringLiteral("plans")].toArray()[0].toObject()[QStringLiteral("horizon_cost")].toDouble();
    const auto e = test::runCli(db, QStringList{QStringLiteral("evaluate"), out, QStringLiteral("--json")});
    INFO(e.err.toStdString());
    REQUIRE(e.code == 0);
    bool found = false;
    for (const auto& o : json(e)[QStringLiteral("options")].toArray())
        if (o.toObject()[QStringLiteral("name")].toString() == QStringLiteral("Fleet plan (optimised)")) {
            found = true;
            CHECK(o.toObject()[QStringLiteral("horizon_cost")].toDouble() == Approx(best).epsilon(1e-9));
        }
    CHECK(found);
}
