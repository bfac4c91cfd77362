#pragma once
// Issue 18: optimistic concurrency for catalog rows (gpu, fabric, storage_tier), site profiles
// and calibration profiles, as scenarios have it. Migration 12 gives these tables a revision
// number and who changed the row last, when. An edit names the revision it started from; a save
// over a newer one is refused with StaleEdit and changes nothing.

#include "core/validation.hpp"

#include <QHash>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace gputco::data {

struct RowRevision {
    int revision = 0;
    QString by; // PostgreSQL's current_user, or the operating-system user on SQLite; empty before migration 12
    QString at; // ISO 8601, UTC
};

// Which row: its table and the column that names it (id, or name for calibration_profile).
struct RowKey {
    const char* table;
    const char* column;
    QString key;
    QString what; // "GPU 'H100-SXM5-80GB'", for messages
};

// "<what> was changed by <user> at <time> (revision N); reload, or save yours as a copy. Nothing was saved."
class StaleEdit : public InputError {
public:
    StaleEdit(const QString& what, const RowRevision& stored);
    RowRevision stored;
};

std::optional<RowRevision> readRowRevision(QSqlDatabase& db, const RowKey& row);
// Every row's revision number in a table, by its key column (a window's view of what it shows).
QHash<QString, int> rowRevisions(QSqlDatabase& db, const char* table, const char* column);

// Inside the caller's write transaction, before it reads the row again: adds 1 to the revision and
// records who and when, which also locks the row against a concurrent edit until the commit. With
// `ifRevision`, only while the stored revision is still that one, else StaleEdit. Returns the new
// revision, or 0 when there is no such row (and no `ifRevision`: InputError then).
int bumpRowRevision(QSqlDatabase& db, const RowKey& row, std::optional<int> ifRevision);
// A row just inserted: who and when, at revision 1.
void stampNewRow(QSqlDatabase& db, const RowKey& row);

} // namespace gputco::data
