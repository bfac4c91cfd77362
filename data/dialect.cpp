#include "data/dialect.hpp"

#include "data/database.hpp"
#include "data/sql_util.hpp"

#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <pwd.h>
#include <unistd.h>

namespace gputco::data {

Backend backendOf(const QSqlDatabase& db) {
    return db.driverName() == QLatin1String("QPSQL") ? Backend::PostgreSQL : Backend::SQLite;
}

QString ddlFor(Backend backend, const QString& sqliteDdl) {
    if (backend == Backend::SQLite) return sqliteDdl;
    static const QRegularExpression real(QStringLiteral("\\bREAL\\b"));
    static const QRegularExpression rowid(QStringLiteral("\\bINTEGER PRIMARY KEY\\b"));
    QString s = sqliteDdl;
    // SQLite keeps rows in insertion order by rowid, and the catalog lists them that way;
    // PostgreSQL tables without their own serial id get such a column.
    if (s.startsWith(QLatin1String("CREATE TABLE")) && !s.contains(rowid) && s.endsWith(u')'))
        s.insert(s.size() - 1, QStringLiteral(", rowid BIGSERIAL"));
    s.replace(rowid, QStringLiteral("SERIAL PRIMARY KEY"));
    s.replace(real, QStringLiteral("DOUBLE PRECISION"));
    return s;
}

int readSchemaVersion(QSqlDatabase& db) {
    QSqlQuery q(db);
    if (backendOf(db) == Backend::SQLite)
        return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
    if (!q.exec(QStringLiteral("SELECT to_regclass('gputco_schema') IS NOT NULL")) || !q.next()) return -1;
    if (!q.value(0).toBool()) return 0;
    if (!q.exec(QStringLiteral("SELECT max(version) FROM gputco_schema")) || !q.next()) return -1;
    return q.value(0).toInt();
}

void writeSchemaVersion(QSqlDatabase& db, int version) {
    SqlQuery q(db);
    if (backendOf(db) == Backend::SQLite) {
        // PRAGMAs take no bound parameters; both values are integers from this program.
        q.run(QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId));
        q.run(QStringLiteral("PRAGMA user_version = %1").arg(version));
        return;
    }
    q.run(QStringLiteral("CREATE TABLE IF NOT EXISTS gputco_schema (version INTEGER NOT NULL, "
                         "application TEXT NOT NULL DEFAULT 'gpu-tco')"));
    q.run(QStringLiteral("DELETE FROM gputco_schema"));
    q.prepare(QStringLiteral("INSERT INTO gputco_schema (version) VALUES (?)"));
    q.bind(version);
    q.run();
}

QString beginWriteSql(const QSqlDatabase& db) {
    return backendOf(db) == Backend::SQLite ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN");
}

void notifyScenarioChanged(QSqlDatabase& db, const QString& name) {
    if (backendOf(db) != Backend::PostgreSQL) return;
    SqlQuery q(db);
    q.prepare(QStringLiteral("SELECT pg_notify(?, ?)"));
    q.bind(QLatin1String(kScenarioChannel));
    q.bind(name);
    q.run();
}

QString currentUser(QSqlDatabase& db) {
    if (backendOf(db) == Backend::PostgreSQL) {
        QSqlQuery q(db);
        if (q.exec(QStringLiteral("SELECT current_user")) && q.next()) return q.value(0).toString();
    }
    if (const passwd* pw = ::getpwuid(::geteuid()); pw && pw->pw_name) return QString::fromLocal8Bit(pw->pw_name);
    const QString user = qEnvironmentVariable("USER");
    return user.isEmpty() ? QStringLiteral("unknown") : user;
}

} // namespace gputco::data
