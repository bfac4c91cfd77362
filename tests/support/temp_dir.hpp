#pragma once
// A fresh temporary folder per test, removed afterwards; and a fresh database per test:
// an SQLite file in the folder, or, in the PostgreSQL run of the data tests
// (GPU_TCO_TEST_PG_RUN=1, GPU_TCO_TEST_PG=postgresql://... of scripts/pg-test-server),
// a new database on that server with the schema set up (db init-server), dropped afterwards.

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace gputco::test {

class TempDir {
public:
    TempDir();
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    QString file(const QString& name) const { return dir_.filePath(name); }
    // Where a test's database lives: file(name + ".sqlite"), or a server database's address.
    QString db(const QString& name);
    QString path() const { return dir_.path(); }

private:
    QTemporaryDir dir_;
    QStringList serverDatabases_;
};

// The PostgreSQL run: GPU_TCO_TEST_PG_RUN=1 and a server address in GPU_TCO_TEST_PG.
bool postgresRun();
// Runs one statement on the test server's maintenance database (CREATE/DROP DATABASE, roles).
void adminExec(const QString& sql);
// The test server's address with another database name.
QString serverUrl(const QString& database);

QByteArray readAll(const QString& path);
void writeAll(const QString& path, const QByteArray& bytes);

} // namespace gputco::test
