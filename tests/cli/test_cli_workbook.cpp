// gpu-tco workbook (issue 30): what a user gets wrong is named with the field, exit 2, and nothing is
// written; what the workbook cannot say yet (a fleet plan) is refused with the option named. The
// recalculated numbers are checked by tests/workbook/check_workbook.py (LibreOffice).
#include "core/capacity/option_tranches.hpp"
#include "core/validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/workbook.hpp"
#include "services/scenario_evaluator.hpp"
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("workbook: bad arguments are named, and nothing is written") {
    test::TempDir dir;
    const QString db = dir.db(QStringLiteral("wb"));
    const QString out = dir.file(QStringLiteral("plan.xlsx"));
    const QString us = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");
    const test::CliResult noOut = test::runCli(db, {QStringLiteral("workbook"), us});
    CHECK(noOut.code == 2);
    CHECK(noOut.err.contains(QStringLiteral("--out")));
    const test::CliResult lang = test::runCli(db, {QStringLiteral("workbook"), us, QStringLiteral("--out"), out,
                                                   QStringLiteral("--lang"), QStringLiteral("fr")});
    CHECK(lang.code == 2);
    CHECK(lang.err.contains(QStringLiteral("--lang")));
    const test::CliResult unknown =
        test::runCli(db, {QStringLiteral("workbook"), QStringLiteral("no such plan"), QStringLiteral("--out"), out});
    CHECK(unknown.code == 2);
    CHECK_FALSE(QFileInfo::exists(out));
    const test::CliResult ok = test::runCli(db, {QStringLiteral("workbook"), us, QStringLiteral("--out"), out});
    REQUIRE(ok.code == 0);
    QFile f(out);
    REQUIRE(f.open(QIODevice::ReadOnly));
    CHECK(f.read(2) == "PK"); // a zip container, as XLSX is
}

TEST_CASE("workbook: an option with a fleet plan is written (tests/workbook/check_workbook.py checks its numbers)") {
    test::TempDir dir;
    const QString db = dir.db(QStringLiteral("wb"));
    const QString scenario = dir.file(QStringLiteral("tranches.json"));
    QFile f(scenario);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "gpu-tco-scenario", "version": 1, "name": "tranches", "currency": "USD",
        "workloads": [{"name": "w", "params": 7e9, "tokens": 1e11}],
        "options": [{"name": "Own in tranches", "kind": "own", "gpu": "H100-SXM5-80GB", "servers": 2,
                     "tranches": [{"month": 12, "servers": 2}]}]})");
    f.close();
    const QString out = dir.file(QStringLiteral("t.xlsx"));
    const test::CliResult r = test::runCli(db, {QStringLiteral("workbook"), scenario, QStringLiteral("--out"), out});
    CHECK(r.code == 0);
    QFile book(out);
    REQUIRE(book.open(QIODevice::ReadOnly));
    CHECK(book.read(2) == "PK");
}

TEST_CASE("workbook: the fleet plan is the one evaluate priced, not solved again") {
    const QJsonObject doc = QJsonDocument::fromJson(R"({"format": "gpu-tco-scenario", "version": 1, "name": "t",
        "currency": "USD", "workloads": [{"name": "w", "params": 7e9, "tokens": 1e11}],
        "options": [{"name": "Own in tranches", "kind": "own", "gpu": "H100-SXM5-80GB", "servers": 2,
                     "tranches": [{"month": 12, "servers": 2}]}]})")
                                .object();
    const services::Evaluation e = services::evaluateDocument(doc, data::shippedCatalog());
    REQUIRE(e.ok);
    const OptionResult& own = e.result.options.front();
    REQUIRE(own.fleetPlan);
    // optionPlanCashFlows takes the option's horizon cost from the plan's (core/capacity/option_tranches.cpp).
    CHECK(own.fleetPlan->plan.horizonCost == Approx(own.horizonCost));
    int solved = 0;
    test::TempDir dir;
    data::writeWorkbook(dir.file(QStringLiteral("t.xlsx")), e.scenario, e.result, data::shippedCatalog(),
                        [&solved](const Option&) -> OptionPlan {
                            ++solved;
                            throw InputError("plan", "solved again");
                        });
    CHECK(solved == 0);
}
