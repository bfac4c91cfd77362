#pragma once
// Copies a whole planner database (catalog, scenarios with their revisions, site and
// calibration profiles) into another, either backend to either backend, in one
// transaction on the target, and verifies that every table holds as many rows as the source.

#include <QList>
#include <QSqlDatabase>
#include <QString>

namespace gputco::data {

struct TableCount {
    QString table;
    qint64 rows = 0;
};

// The target's rows are replaced. Both must be at the same schema version (DatabaseError
// otherwise). Throws SqlError or DatabaseError; a failed copy leaves the target as it was.
QList<TableCount> copyDatabase(QSqlDatabase& from, QSqlDatabase& to);

// The tables holding the planner's data, parents before the tables that refer to them.
QStringList dataTables(QSqlDatabase& db);

} // namespace gputco::data
