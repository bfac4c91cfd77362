#include "tests/support/temp_dir.hpp"

#include "data/database.hpp"
#include "data/server_connection.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>

#include <stdexcept>

namespace gputco::test {

TempDir::TempDir() {
    if (!dir_.isValid()) throw std::runtime_error("cannot create a temporary folder");
}

TempDir::~TempDir() {
    for (const QString& name : serverDatabases_) {
        try {
            adminExec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name));
        } catch (const std::exception&) {
            // a database left behind goes with the throwaway cluster
        }
    }
}

bool postgresRun() {
    return qEnvironmentVariable("GPU_TCO_TEST_PG_RUN") == u"1" && !qEnvironmentVariableIsEmpty("GPU_TCO_TEST_PG");
}

QString serverUrl(const QString& database) {
    QUrl u(qEnvironmentVariable("GPU_TCO_TEST_PG"));
    u.setPath(u'/' + database);
    return u.toString();
}

void adminExec(const QString& sql) {
    static int counter = 0;
    const QString connection = QStringLiteral("test-admin-%1").arg(++counter);
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
        data::configureServerConnection(db, qEnvironmentVariable("GPU_TCO_TEST_PG"));
        QSqlQuery q(db);
        if (!db.open())
            error = db.lastError().text();
        else if (!q.exec(sql))
            error = q.lastError().text();
    }
    QSqlDatabase::removeDatabase(connection);
    if (!error.isEmpty()) throw std::runtime_error(sql.toStdString() + ": " + error.toStdString());
}

QString TempDir::db(const QString& name) {
    if (!postgresRun()) return file(name + QStringLiteral(".sqlite"));
    static int counter = 0;
    const QString database =
        QStringLiteral("gputco_test_%1_%2_%3")
            .arg(QCoreApplication::applicationPid())
            .arg(++counter)
            .arg(QString(name).replace(QRegularExpression(QStringLiteral("[^a-z0-9_]")), QStringLiteral("_")));
    adminExec(QStringLiteral("CREATE DATABASE %1").arg(database));
    serverDatabases_ << database;
    const QString url = serverUrl(database);
    data::Database::initServer(url); // what a team does once: schema, catalog, roles
    return url;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

void writeAll(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        throw std::runtime_error("cannot write " + path.toStdString());
    f.write(bytes);
}

} // namespace gputco::test
