// Issue 18 from the command line (SQLite files; the server side is in tests/data and the
// PostgreSQL run): import --replace --if-revision, history's "Saved by", db copy, db's usage errors.
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
const QString kSample = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");
}

TEST_CASE("scenario import --replace --if-revision saves only over the named revision") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("c.sqlite"));
    const QString file = dir.file(QStringLiteral("s.json"));
    REQUIRE(test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("export"), kSample, file}).code == 0);
    auto import = [&](const char* n) {
        return test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("import"), file,
                                 QStringLiteral("--replace"), QStringLiteral("--if-revision"), QLatin1String(n)});
    };
    CHECK(import("1").code == 0); // a seeded sample is at revision 1
    const auto stale = import("1");
    CHECK(stale.code == 2);
    CHECK(stale.err.contains(QStringLiteral("(revision 2); reload, or save yours as a copy")));
    CHECK(import("0").code == 2);
    const auto history = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("history"), kSample});
    CHECK(history.out.contains(QStringLiteral("Saved by")));
    const auto noReplace = test::runCli(db, {QStringLiteral("scenario"), QStringLiteral("import"), file,
                                             QStringLiteral("--if-revision"), QStringLiteral("2")});
    CHECK(noReplace.code == 2);
    CHECK(noReplace.err.contains(QStringLiteral("--replace")));
}

TEST_CASE("db copy copies a database and prints the verified counts, bad uses exit 2") {
    test::TempDir dir;
    const QString from = dir.file(QStringLiteral("from.sqlite"));
    const QString to = dir.file(QStringLiteral("to.sqlite"));
    REQUIRE(test::runCli(from, {QStringLiteral("scenario"), QStringLiteral("delete"), kSample}).code == 0);
    const auto r = test::runCli(from, {QStringLiteral("db"), QStringLiteral("copy"), from, to});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("row counts verified")));
    CHECK_FALSE(test::runCli(to, "scenario list").out.contains(kSample)); // the deletion travelled too
    CHECK(test::runCli(from, {QStringLiteral("db"), QStringLiteral("copy"), from}).code == 2);
    const auto init = test::runCli(from, {QStringLiteral("db"), QStringLiteral("init-server")});
    CHECK(init.code == 2);
    CHECK(init.err.contains(QStringLiteral("not a server address")));
}

TEST_CASE("catalog, site and calibrate edits with --if-revision: a stale one exits 2 with the message") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("r.sqlite"));
    auto run = [&](const char* line) { return test::runCli(db, line); };
    CHECK(run("catalog show H100-SXM5-80GB").out.contains(QStringLiteral("Revision 1")));
    CHECK(run("catalog set H100-SXM5-80GB price_usd 31000 --if-revision 1").code == 0);
    const auto stale = run("catalog set H100-SXM5-80GB price_usd 29000 --if-revision 1");
    CHECK(stale.code == 2);
    CHECK(stale.err.contains(QStringLiteral("GPU 'H100-SXM5-80GB' was changed by ")));
    CHECK(stale.err.contains(QStringLiteral("(revision 2); reload, or save yours as a copy")));
    CHECK(run("catalog show H100-SXM5-80GB --json").out.contains(QStringLiteral("31000"))); // the first edit kept
    CHECK(run("catalog rename H100-SXM5-80GB Mine --if-revision 1").code == 2);
    CHECK(run("catalog restore H100-SXM5-80GB --if-revision 2").code == 0);
    CHECK(run("catalog show H100-SXM5-80GB --if-revision 2").code == 2); // show takes none
    CHECK(run("catalog set H100-SXM5-80GB price_usd 1 --if-revision x").code == 2);

    CHECK(run("site set us-colo pue 1.25 --if-revision 1").code == 0);
    const auto site = run("site set us-colo pue 1.6 --if-revision 1");
    CHECK(site.code == 2);
    CHECK(site.err.contains(QStringLiteral("site profile 'us-colo' was changed by ")));
    CHECK(run("site show us-colo").out.contains(QStringLiteral("1.25")));
    CHECK(run("site set no-such pue 1.3 --if-revision 1").code == 2);
    CHECK(run("site list").out.contains(QStringLiteral("rev")));
}
