// Files the planner must refuse without touching them: not SQLite, corrupt,
// another program's database, or a newer schema.
#include "data/database.hpp"
#include "data/migrations.hpp"
#include "tests/support/temp_dir.hpp"

#include <QFile>
#include <QSqlQuery>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::data;

namespace {
// Opens, expects a DatabaseError naming the file and `what`, and checks the bytes.
void expectRefused(const QString& path, const char* what) {
    const QByteArray before = test::readAll(path);
    try {
        Database::open(path);
        FAIL("the file was accepted");
    } catch (const DatabaseError& e) {
        const std::string msg = e.what();
        CHECK_THAT(msg, Catch::Contains(QFileInfo(path).fileName().toStdString()) && Catch::Contains(what));
    }
    CHECK(test::readAll(path) == before);
    CHECK_FALSE(QFile::exists(path + QStringLiteral("-wal")));
}

QByteArray validDatabaseBytes(const test::TempDir& dir) {
    const QString path = dir.file(QStringLiteral("valid.sqlite"));
    {
        Database db = Database::open(path);
        QSqlQuery q(db.sql());
        q.exec(QStringLiteral("PRAGMA journal_mode = DELETE")); // fold the WAL back into one file
    }
    return test::readAll(path);
}
} // namespace

TEST_CASE("a text file is not an SQLite database", "[sqlite]") {
    test::TempDir dir;
    const QString path = dir.file(QStringLiteral("notes.sqlite"));
    test::writeAll(path, "These are my notes, not a database.\n");
    expectRefused(path, "not an SQLite database");
}

TEST_CASE("a corrupt SQLite file is refused", "[sqlite]") {
    test::TempDir dir;
    QByteArray bytes = validDatabaseBytes(dir);
    REQUIRE(bytes.size() > 8192);
    // Keep the header, scribble over the schema page and the rest.
    for (qsizetype i = 100; i < bytes.size(); ++i) bytes[i] = char((i * 37) & 0xff);
    const QString path = dir.file(QStringLiteral("corrupt.sqlite"));
    test::writeAll(path, bytes);
    expectRefused(path, "corrupt");
}

TEST_CASE("a truncated SQLite file is refused", "[sqlite]") {
    test::TempDir dir;
    const QByteArray bytes = validDatabaseBytes(dir);
    const QString path = dir.file(QStringLiteral("truncated.sqlite"));
    test::writeAll(path, bytes.left(bytes.size() / 3));
    expectRefused(path, "corrupt");
}

TEST_CASE("a database with a newer schema version is refused", "[sqlite]") {
    test::TempDir dir;
    const QString path = dir.file(QStringLiteral("future.sqlite"));
    {
        Database db = Database::open(path);
        QSqlQuery q(db.sql());
        REQUIRE(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(latestSchemaVersion() + 1)));
        q.exec(QStringLiteral("PRAGMA journal_mode = DELETE"));
    }
    expectRefused(path, "newer");
}

TEST_CASE("another program's SQLite database is refused", "[sqlite]") {
    test::TempDir dir;
    const QString path = dir.file(QStringLiteral("other.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        db.setDatabaseName(path);
        REQUIRE(db.open());
        QSqlQuery q(db);
        REQUIRE(q.exec(QStringLiteral("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    expectRefused(path, "another program");
}

TEST_CASE("the database path: --db, then GPU_TCO_DB, then the user's data folder", "[sqlite]") {
    CHECK(Database::resolvePath(QStringLiteral("/tmp/x.sqlite")) == QStringLiteral("/tmp/x.sqlite"));
    qputenv("GPU_TCO_DB", "/tmp/env.sqlite");
    CHECK(Database::resolvePath({}) == QStringLiteral("/tmp/env.sqlite"));
    CHECK(Database::resolvePath(QStringLiteral("/tmp/x.sqlite")) == QStringLiteral("/tmp/x.sqlite"));
    qunsetenv("GPU_TCO_DB");
    CHECK(Database::resolvePath({}) == Database::defaultPath());
    CHECK(Database::defaultPath().endsWith(QStringLiteral("gpu-tco.sqlite")));
}
