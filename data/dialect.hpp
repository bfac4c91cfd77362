#pragma once
// What differs between the two backends the data layer runs on, SQLite (a file) and
// PostgreSQL (a team server, QPSQL), in one place: the schema version, DDL types,
// how a write transaction starts, who the current user is, and what a server error means.
// Everything else (upserts with ON CONFLICT, INSERT ... RETURNING, savepoints) is
// SQL both understand.

#include <QSqlDatabase>
#include <QString>

namespace gputco::data {

enum class Backend { SQLite, PostgreSQL };

Backend backendOf(const QSqlDatabase& db);
inline bool isPostgres(const QSqlDatabase& db) { return backendOf(db) == Backend::PostgreSQL; }

// A migration statement written for SQLite, as the backend needs it
// (PostgreSQL: REAL -> DOUBLE PRECISION, INTEGER PRIMARY KEY -> SERIAL PRIMARY KEY, and a
// "rowid BIGSERIAL" column where SQLite has only its implicit rowid, for insertion order).
QString ddlFor(Backend backend, const QString& sqliteDdl);

// The schema version: SQLite's user_version; on PostgreSQL the gputco_schema table
// (0 when the database has none, i.e. no GPU TCO Planner schema). -1 when unreadable.
int readSchemaVersion(QSqlDatabase& db);
// Inside the migration's transaction. Throws SqlError.
void writeSchemaVersion(QSqlDatabase& db, int version);

// The statement that opens an outer write transaction: SQLite takes the write lock
// first (BEGIN IMMEDIATE); PostgreSQL locks rows as it writes them.
QString beginWriteSql(const QSqlDatabase& db);

// PostgreSQL: tells every listener (QSqlDriver::subscribeToNotification(kScenarioChannel))
// that a scenario changed, when the transaction commits; the payload is its name. SQLite: nothing.
inline constexpr const char* kScenarioChannel = "gputco_scenario";
void notifyScenarioChanged(QSqlDatabase& db, const QString& name);

// Who saves: PostgreSQL's current_user, else the operating-system user.
QString currentUser(QSqlDatabase& db);

} // namespace gputco::data
