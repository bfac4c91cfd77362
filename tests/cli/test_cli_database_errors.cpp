// Issue 13, finding 3: database errors say what happened. A locked or read-only
// database is not called corrupt; refused files are not touched and get no
// -wal/-shm files; concurrent imports of one new name give one clear refusal; no
// SQL error reaches the user as "internal error".
#include "data/database.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/test_paths.hpp"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <catch2/catch.hpp>

#include <sys/mount.h>
#include <unistd.h>

using namespace gputco;

namespace {
struct Run {
    int code;
    QString err;
};

Run gpuTco(const QString& db, const QStringList& args) {
    QProcess p;
    QStringList all{QStringLiteral("--db"), db};
    all << args;
    p.start(QString::fromUtf8(gputco::test::paths::binary()), all);
    REQUIRE(p.waitForFinished(60000));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
}

QString scenarioFile(const test::TempDir& dir, const QString& name) {
    const QString file = dir.file(name + QStringLiteral(".json"));
    QProcess p;
    p.start(QString::fromUtf8(gputco::test::paths::binary()),
            {QStringLiteral("--db"), dir.file(QStringLiteral("source.sqlite")), QStringLiteral("scenario"),
             QStringLiteral("show"), QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers")});
    REQUIRE(p.waitForFinished(60000));
    QByteArray json = p.readAllStandardOutput();
    json.replace("\"US: rent 64 H100 vs own 8 x B200 servers\"", "\"" + name.toUtf8() + "\"");
    test::writeAll(file, json);
    return file;
}

// Another program's connection to the same file.
class Holder {
public:
    explicit Holder(const QString& path) : name_(QStringLiteral("holder-%1").arg(quintptr(this))) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
        db.setDatabaseName(path);
        REQUIRE(db.open());
    }
    ~Holder() {
        { QSqlDatabase::database(name_).close(); }
        QSqlDatabase::removeDatabase(name_);
    }
    void exec(const char* sql) {
        QSqlDatabase db = QSqlDatabase::database(name_);
        QSqlQuery q(db);
        REQUIRE(q.exec(QString::fromLatin1(sql)));
        while (q.next()) {}
    }

private:
    QString name_;
};

void makeSqlite(const QString& path, const QStringList& statements) {
    Holder h(path);
    for (const QString& s : statements) h.exec(s.toLatin1().constData());
}

bool sidecars(const QString& path) {
    return QFile::exists(path + QStringLiteral("-wal")) || QFile::exists(path + QStringLiteral("-shm"));
}
} // namespace

TEST_CASE("a database whose write lock another program holds is 'locked', with a retry hint, reading still works") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    const QString file = scenarioFile(dir, QStringLiteral("locked import"));
    REQUIRE(gpuTco(db, {QStringLiteral("scenario"), QStringLiteral("list")}).code == 0);
    Holder other(db);
    other.exec("BEGIN IMMEDIATE");
    CHECK(gpuTco(db, {QStringLiteral("scenario"), QStringLiteral("list")}).code == 0); // WAL: readers are not blocked
    const Run r = gpuTco(db, {QStringLiteral("scenario"), QStringLiteral("import"), file}); // waits 5 s, then gives up
    other.exec("ROLLBACK");
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("locked by another program")));
    CHECK(r.err.contains(QStringLiteral("try again")));
    CHECK_FALSE(r.err.contains(QStringLiteral("corrupt")));
    CHECK_FALSE(r.err.contains(QStringLiteral("internal error")));
}

TEST_CASE("a database held in exclusive locking mode is 'locked', not 'corrupt'") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    REQUIRE(gpuTco(db, {QStringLiteral("scenario"), QStringLiteral("list")}).code == 0);
    Holder other(db);
    other.exec("PRAGMA locking_mode = EXCLUSIVE");
    other.exec("BEGIN EXCLUSIVE");
    const Run r = gpuTco(db, {QStringLiteral("scenario"), QStringLiteral("list")});
    other.exec("ROLLBACK");
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("locked by another program")));
    CHECK_FALSE(r.err.contains(QStringLiteral("corrupt")));
}

TEST_CASE("refused databases (another program's, newer schema) are untouched and get no -wal/-shm") {
    test::TempDir dir;
    const QString foreign = dir.file(QStringLiteral("foreign.sqlite"));
    makeSqlite(foreign, {QStringLiteral("PRAGMA journal_mode = WAL"), QStringLiteral("CREATE TABLE t (x)"),
                         QStringLiteral("INSERT INTO t VALUES (1)")});
    REQUIRE_FALSE(sidecars(foreign));
    const QByteArray before = test::readAll(foreign);
    Run r = gpuTco(foreign, {QStringLiteral("scenario"), QStringLiteral("list")});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("another program")));
    CHECK_FALSE(sidecars(foreign));
    CHECK(test::readAll(foreign) == before);

    const QString newer = dir.file(QStringLiteral("newer.sqlite"));
    makeSqlite(newer, {QStringLiteral("PRAGMA journal_mode = WAL"),
                       QStringLiteral("PRAGMA application_id = %1").arg(data::kApplicationId),
                       QStringLiteral("PRAGMA user_version = 999"), QStringLiteral("CREATE TABLE t (x)")});
    r = gpuTco(newer, {QStringLiteral("scenario"), QStringLiteral("list")});
    CHECK(r.code == 2);
    CHECK(r.err.contains(QStringLiteral("newer")));
    CHECK_FALSE(sidecars(newer));
}

TEST_CASE("a database on a read-only filesystem is opened read-only: reading works, writing says read-only") {
    if (geteuid() != 0) {
        WARN("skipped: not running as root, so no read-only tmpfs can be mounted");
        return;
    }
    test::TempDir dir;
    const QString mnt = dir.file(QStringLiteral("ro"));
    REQUIRE(QDir().mkpath(mnt));
    if (mount("tmpfs", mnt.toLocal8Bit().constData(), "tmpfs", 0, "size=8m") != 0) {
        WARN("skipped: mount -t tmpfs failed");
        return;
    }
    const QString db = mnt + QStringLiteral("/d.sqlite");
    const QString file = scenarioFile(dir, QStringLiteral("read-only import"));
    REQUIRE(gpuTco(db, {QStringLiteral("scenario"), QStringLiteral("list")}).code == 0);
    REQUIRE(mount("tmpfs", mnt.toLocal8Bit().constData(), "tmpfs", MS_REMOUNT | MS_RDONLY, "size=8m") == 0);
    const Run list = gpuTco(db, {QStringLiteral("scenario"), QStringLiteral("list")});
    const Run import = gpuTco(db, {QStringLiteral("scenario"), QStringLiteral("import"), file});
    umount2(mnt.toLocal8Bit().constData(), MNT_DETACH);
    CHECK(list.code == 0);
    CHECK(import.code == 2);
    CHECK(import.err.contains(QStringLiteral("read-only")));
    CHECK_FALSE(import.err.contains(QStringLiteral("corrupt")));
    CHECK_FALSE(import.err.contains(QStringLiteral("internal error")));
}

TEST_CASE("two simultaneous imports of the same new name: one succeeds, the other gets a clear exit 2") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("d.sqlite"));
    REQUIRE(gpuTco(db, {QStringLiteral("scenario"), QStringLiteral("list")}).code == 0);
    for (int round = 0; round < 4; ++round) {
        const QString file = scenarioFile(dir, QStringLiteral("race %1").arg(round));
        QProcess a, b;
        const QStringList args{QStringLiteral("--db"), db, QStringLiteral("scenario"), QStringLiteral("import"), file};
        a.start(QString::fromUtf8(gputco::test::paths::binary()), args);
        b.start(QString::fromUtf8(gputco::test::paths::binary()), args);
        REQUIRE(a.waitForFinished(60000));
        REQUIRE(b.waitForFinished(60000));
        const QString errs = QString::fromUtf8(a.readAllStandardError() + b.readAllStandardError());
        INFO(errs.toStdString());
        CHECK(a.exitCode() + b.exitCode() == 2); // one 0, one 2
        CHECK(errs.contains(QStringLiteral("already exists")));
        CHECK_FALSE(errs.contains(QStringLiteral("UNIQUE")));
        CHECK_FALSE(errs.contains(QStringLiteral("internal error")));
    }
}
