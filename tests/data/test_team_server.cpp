// Issue 18, on both backends (the PostgreSQL run repeats them on a server): optimistic
// concurrency on the scenario revision number, who saved each revision, and copying a
// whole database. Server-only checks (connection failures, schema, viewer role) at the end.
#include "data/database.hpp"
#include "data/database_copy.hpp"
#include "data/dialect.hpp"
#include "data/scenario_json.hpp"
#include "data/scenario_repository.hpp"
#include "data/sql_messages.hpp"
#include "data/sql_util.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/two_connections.hpp"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QUrl>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::data;

namespace {
QJsonObject minimal(const char* name) {
    QJsonObject o = QJsonDocument::fromJson(R"({"format": "gpu-tco-scenario", "version": 2, "currency": "USD",
        "workloads": [{"name": "w", "params": 7e9, "tokens": 1e11}],
        "options": [{"name": "r", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 64, "price_per_gpu_hour": 3}]})")
                        .object();
    o[QStringLiteral("name")] = QLatin1String(name);
    return o;
}

std::string openError(const QString& url) {
    try {
        Database::open(url);
    } catch (const DatabaseError& e) {
        return e.what();
    }
    return "opened";
}
} // namespace

TEST_CASE("a save based on an older revision is refused naming who saved, and changes nothing") {
    test::TwoConnections two(QStringLiteral("occ"));
    ScenarioRepository a(two.alice.sql()), b(two.bob.sql());
    a.add(minimal("plan"));
    const int base = a.currentRevision(QStringLiteral("plan"));
    CHECK(base == 1); // a new scenario starts at revision 1

    QJsonObject mine = minimal("plan"), theirs = minimal("plan");
    mine[QStringLiteral("horizon_months")] = 24;
    theirs[QStringLiteral("horizon_months")] = 36;
    CHECK(b.save(QStringLiteral("plan"), theirs, true, base) == base + 1);
    try {
        a.save(QStringLiteral("plan"), mine, true, base);
        FAIL("the stale save was stored");
    } catch (const StaleRevision& e) {
        const std::string m = e.what();
        CHECK_THAT(m, Catch::Contains("changed by " + test::testUser().toStdString() + " at ") &&
                          Catch::Contains("(revision 2); reload, or save yours as a copy"));
    }
    CHECK(a.load(QStringLiteral("plan"))->value(QStringLiteral("horizon_months")).toInt() == 36);
    CHECK(a.currentRevision(QStringLiteral("plan")) == 2);
    // Saving as a copy keeps both.
    mine[QStringLiteral("name")] = QStringLiteral("plan (mine)");
    a.add(mine);
    CHECK(a.exists(QStringLiteral("plan (mine)")));
    // import --replace --if-revision: the current revision saves.
    CHECK_NOTHROW(a.add(minimal("plan"), true, false, 2));
    CHECK_THROWS_AS(a.add(minimal("plan"), true, false, 2), StaleRevision);
}

TEST_CASE("every revision records who saved it and the scenario revision number") {
    test::TempDir dir;
    Database db = Database::open(dir.db(QStringLiteral("who")));
    ScenarioRepository repo(db.sql());
    repo.add(minimal("w"));
    repo.save(QStringLiteral("w"), minimal("w"));
    const auto revisions = repo.revisions(QStringLiteral("w"));
    REQUIRE(revisions.size() == 2);
    CHECK(revisions[0].savedBy == test::testUser());
    CHECK(revisions[0].revision == 2); // newest first: the second save
    CHECK(revisions[1].revision == 1);
    CHECK(repo.list().back().updatedBy.isEmpty() == false);
}

TEST_CASE("db copy: a whole database to another backend and back, counts verified") {
    test::TempDir dir;
    Database source = Database::open(dir.file(QStringLiteral("source.sqlite")));
    ScenarioRepository(source.sql()).add(minimal("copied"));
    ScenarioRepository(source.sql()).save(QStringLiteral("copied"), minimal("copied"));
    Database middle = Database::open(dir.db(QStringLiteral("middle"))); // a server in the PostgreSQL run
    const auto there = copyDatabase(source.sql(), middle.sql());
    Database back = Database::open(dir.file(QStringLiteral("back.sqlite")));
    const auto again = copyDatabase(middle.sql(), back.sql());
    REQUIRE(there.size() == again.size());
    for (qsizetype i = 0; i < there.size(); ++i) {
        CHECK(there[i].table == again[i].table);
        CHECK(there[i].rows == again[i].rows);
    }
    ScenarioRepository repo(back.sql());
    CHECK(repo.load(QStringLiteral("copied")) == ScenarioRepository(source.sql()).load(QStringLiteral("copied")));
    CHECK(repo.revisions(QStringLiteral("copied")).size() == 2);
    CHECK(repo.currentRevision(QStringLiteral("copied")) == 2);
    // Ids continue after the copied ones: a new scenario saves.
    ScenarioRepository(middle.sql()).add(minimal("after copy"));
    CHECK(ScenarioRepository(middle.sql()).exists(QStringLiteral("after copy")));
}

TEST_CASE("server: unreachable, wrong password, missing database, no schema, newer schema", "[postgresql]") {
    if (!test::postgresRun()) {
        WARN("skipped: needs the PostgreSQL run (GPU_TCO_TEST_PG_RUN=1 and GPU_TCO_TEST_PG)");
        return;
    }
    QUrl closed(qEnvironmentVariable("GPU_TCO_TEST_PG"));
    closed.setPort(1); // nothing listens on port 1
    CHECK_THAT(openError(closed.toString()), Catch::Contains("cannot be reached"));

    qputenv("PGPASSWORD", "certainly-wrong");
    const std::string wrong = openError(test::serverUrl(QStringLiteral("postgres")));
    qunsetenv("PGPASSWORD");
    CHECK_THAT(wrong, Catch::Contains("refused the password") && !Catch::Contains("certainly-wrong"));

    CHECK_THAT(openError(test::serverUrl(QStringLiteral("no_such_db_18"))), Catch::Contains("has no such database"));
    CHECK_THAT(openError(test::serverUrl(QStringLiteral("postgres")) + QStringLiteral("?password=x")),
               Catch::Contains("is not a libpq connection option"));

    test::TempDir dir;
    test::adminExec(QStringLiteral("DROP DATABASE IF EXISTS gputco_empty_18"));
    test::adminExec(QStringLiteral("CREATE DATABASE gputco_empty_18"));
    CHECK_THAT(openError(test::serverUrl(QStringLiteral("gputco_empty_18"))),
               Catch::Contains("has no GPU TCO Planner schema") && Catch::Contains("db init-server"));
    test::adminExec(QStringLiteral("DROP DATABASE gputco_empty_18"));

    const QString url = dir.db(QStringLiteral("newer"));
    {
        Database db = Database::open(url);
        QSqlQuery q(db.sql());
        REQUIRE(q.exec(QStringLiteral("UPDATE gputco_schema SET version = 99")));
    }
    CHECK_THAT(openError(url),
               Catch::Contains("schema version 99, newer than") && Catch::Contains("nothing was changed"));
    CHECK_THROWS_WITH(Database::initServer(url), Catch::Contains("newer than"));
}

TEST_CASE("server: a viewer reads, and every write is refused as read-only access", "[postgresql]") {
    if (!test::postgresRun()) {
        WARN("skipped: needs the PostgreSQL run (GPU_TCO_TEST_PG_RUN=1 and GPU_TCO_TEST_PG)");
        return;
    }
    test::TempDir dir;
    const QString url = dir.db(QStringLiteral("viewer"));
    test::adminExec(
        QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'viewer18') "
                       "THEN CREATE ROLE viewer18 LOGIN PASSWORD 'v18' IN ROLE gputco_viewer; END IF; END $$"));
    QUrl as(url);
    as.setUserName(QStringLiteral("viewer18"));
    qputenv("PGPASSWORD", "v18");
    Database db = Database::open(as.toString());
    qunsetenv("PGPASSWORD");
    CHECK(db.readOnly());
    CHECK(db.accessRole() == QStringLiteral("gputco_viewer"));
    ScenarioRepository repo(db.sql());
    const auto before = repo.list();
    CHECK_FALSE(before.isEmpty()); // the samples: reading works
    try {
        repo.add(minimal("not allowed"));
        FAIL("a viewer's write was stored");
    } catch (const SqlError& e) {
        CHECK_THAT(explainSqlError(e.what(), db.accessRole().toStdString()),
                   Catch::StartsWith("read-only access: role gputco_viewer cannot change table scenario"));
    }
    CHECK(repo.list().size() == before.size());
}

TEST_CASE("server: another connection hears of a saved scenario (LISTEN/NOTIFY)", "[postgresql]") {
    if (!test::postgresRun()) {
        WARN("skipped: needs the PostgreSQL run (GPU_TCO_TEST_PG_RUN=1 and GPU_TCO_TEST_PG)");
        return;
    }
    test::TempDir dir;
    const QString url = dir.db(QStringLiteral("notify"));
    Database listener = Database::open(url);
    Database writer = Database::open(url);
    REQUIRE(listener.sql().driver()->subscribeToNotification(QLatin1String(kScenarioChannel)));
    QStringList heard;
    QObject::connect(
        listener.sql().driver(), &QSqlDriver::notification,
        [&](const QString&, QSqlDriver::NotificationSource, const QVariant& payload) { heard << payload.toString(); });
    ScenarioRepository(writer.sql()).add(minimal("heard"));
    QElapsedTimer t;
    t.start();
    while (heard.isEmpty() && t.elapsed() < 5000) QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    CHECK(heard == QStringList{QStringLiteral("heard")});
}
