#include "data/row_revision.hpp"

#include "data/dialect.hpp"
#include "data/sql_util.hpp"

#include <QDateTime>

namespace gputco::data {

namespace {
QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs); }
} // namespace

StaleEdit::StaleEdit(const QString& what, const RowRevision& s)
    : InputError("", QStringLiteral("%1 was changed by %2 at %3 (revision %4); reload, or save yours as a copy. "
                                    "Nothing was saved.")
                         .arg(what, s.by.isEmpty() ? QStringLiteral("someone") : s.by,
                              s.at.isEmpty() ? QStringLiteral("an unknown time")
                                             : QString(s.at).left(19).replace(u'T', u' ') + QStringLiteral(" UTC"))
                         .arg(s.revision)
                         .toStdString()),
      stored(s) {}

std::optional<RowRevision> readRowRevision(QSqlDatabase& db, const RowKey& row) {
    SqlQuery q(db);
    q.prepare(QStringLiteral("SELECT revision, updated_by, updated_at FROM %1 WHERE %2 = ?")
                  .arg(QLatin1String(row.table), QLatin1String(row.column)));
    q.bind(row.key);
    q.run();
    if (!q.next()) return std::nullopt;
    return RowRevision{q.value(0).toInt(), q.value(1).toString(), q.value(2).toString()};
}

QHash<QString, int> rowRevisions(QSqlDatabase& db, const char* table, const char* column) {
    SqlQuery q(db);
    q.run(QStringLiteral("SELECT %2, revision FROM %1").arg(QLatin1String(table), QLatin1String(column)));
    QHash<QString, int> out;
    while (q.next()) out.insert(q.value(0).toString(), q.value(1).toInt());
    return out;
}

int bumpRowRevision(QSqlDatabase& db, const RowKey& row, std::optional<int> ifRevision) {
    // One statement checks and bumps: a concurrent edit waits for this row's lock (PostgreSQL) or
    // the write lock (SQLite), then finds the revision changed and matches no row.
    SqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE %1 SET revision = revision + 1, updated_by = ?, updated_at = ? WHERE %2 = ?%3"
                             " RETURNING revision")
                  .arg(QLatin1String(row.table), QLatin1String(row.column),
                       ifRevision ? QStringLiteral(" AND revision = ?") : QString()));
    q.bind(currentUser(db));
    q.bind(now());
    q.bind(row.key);
    if (ifRevision) q.bind(*ifRevision);
    q.run();
    if (q.next()) {
        const int revision = q.value(0).toInt();
        q.raw().finish();
        return revision;
    }
    q.raw().finish();
    if (!ifRevision) return 0;
    if (const auto stored = readRowRevision(db, row)) throw StaleEdit(row.what, *stored);
    throw InputError("--if-revision", row.what.toStdString() + " does not exist (any more), so it has no revision " +
                                          std::to_string(*ifRevision));
}

void stampNewRow(QSqlDatabase& db, const RowKey& row) {
    SqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE %1 SET updated_by = ?, updated_at = ? WHERE %2 = ?")
                  .arg(QLatin1String(row.table), QLatin1String(row.column)));
    q.bind(currentUser(db));
    q.bind(now());
    q.bind(row.key);
    q.run();
}

} // namespace gputco::data
