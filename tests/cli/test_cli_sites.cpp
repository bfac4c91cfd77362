// gpu-tco site, and the unknown-key warning of evaluate.
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("site list, show, set and default, a value out of range exits 2 naming it") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("s.sqlite"));
    test::CliResult r = test::runCli(db, {QStringLiteral("site"), QStringLiteral("list")});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("us-colo (default)")));
    CHECK(r.out.contains(QStringLiteral("cn-tier1-colo")));
    r = test::runCli(db, {QStringLiteral("site"), QStringLiteral("show"), QStringLiteral("us-colo")});
    CHECK(r.out.contains(QStringLiteral("\"CBRE\"")));
    r = test::runCli(db, {QStringLiteral("site"), QStringLiteral("set"), QStringLiteral("us-colo"),
                          QStringLiteral("pue"), QStringLiteral("0.5")});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("pue")));
    CHECK(r.err.contains(QStringLiteral("1 to 3")));
    r = test::runCli(db, {QStringLiteral("site"), QStringLiteral("set"), QStringLiteral("my-dc"),
                          QStringLiteral("colocation_per_kw_month"), QStringLiteral("150")});
    CHECK(r.code == 0);
    r = test::runCli(db, {QStringLiteral("site"), QStringLiteral("default"), QStringLiteral("my-dc")});
    CHECK(r.code == 0);
    CHECK(test::runCli(db, {QStringLiteral("site"), QStringLiteral("list")})
              .out.contains(QStringLiteral("my-dc (default)")));
}

TEST_CASE("evaluate warns about an unknown key and suggests the nearest one") {
    test::TempDir dir;
    const QString file = dir.file(QStringLiteral("t.json"));
    test::writeAll(
        file,
        R"({"format": "gpu-tco-scenario", "version": 2, "name": "x", "workloads": [{"name": "w", "params": 7e9, "tokens": 1e10}],
        "options": [{"name": "a", "kind": "own", "gpu": "H100-SXM5-80GB", "servers": 1},
                    {"name": "b", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 8, "price_per_gpu_hour": 2, "term": "1y"}]})");
    const test::CliResult r = test::runCli(dir.file(QStringLiteral("e.sqlite")), {QStringLiteral("evaluate"), file});
    CHECK(r.code == 0);
    CHECK(r.err.contains(QStringLiteral("`term` is not a key of options[1]; did you mean `billing`?")));
}
