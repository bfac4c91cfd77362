#include "data/database_copy.hpp"

#include "data/database.hpp"
#include "data/dialect.hpp"
#include "data/sql_util.hpp"

#include <QSqlField>
#include <QSqlRecord>

namespace gputco::data {

namespace {
// Parents first; any table a later migration adds follows, by name.
const QStringList kOrder{QStringLiteral("meta"),
                         QStringLiteral("source"),
                         QStringLiteral("gpu"),
                         QStringLiteral("field_source"),
                         QStringLiteral("fabric"),
                         QStringLiteral("storage_tier"),
                         QStringLiteral("cloud_price"),
                         QStringLiteral("cloud_price_history"),
                         QStringLiteral("electricity_preset"),
                         QStringLiteral("pue_preset"),
                         QStringLiteral("scenario"),
                         QStringLiteral("scenario_revision"),
                         QStringLiteral("calibration_profile"),
                         QStringLiteral("site_profile")};

qint64 rowCount(QSqlDatabase& db, const QString& table) {
    SqlQuery q(db);
    q.run(QStringLiteral("SELECT count(*) FROM %1").arg(table)); // names from the database's own catalog
    return q.next() ? q.value(0).toLongLong() : -1;
}

void copyTable(QSqlDatabase& from, QSqlDatabase& to, const QString& table) {
    const QSqlRecord rec = from.record(table);
    QStringList cols, marks;
    for (int i = 0; i < rec.count(); ++i) {
        cols << rec.fieldName(i);
        marks << QStringLiteral("?");
    }
    SqlQuery src(from);
    src.raw().setForwardOnly(true);
    src.run(QStringLiteral("SELECT %1 FROM %2").arg(cols.join(u','), table));
    SqlQuery ins(to);
    ins.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(table, cols.join(u','), marks.join(u',')));
    while (src.next()) {
        for (int i = 0; i < cols.size(); ++i) ins.bind(src.value(i));
        ins.run();
    }
    // Serial ids on PostgreSQL continue after the copied ones.
    if (!isPostgres(to)) return;
    const QSqlRecord target = to.record(table);
    for (const QString& col : {QStringLiteral("id"), QStringLiteral("rowid")}) {
        if (!target.contains(col)) continue;
        SqlQuery seq(to);
        seq.run(QStringLiteral("SELECT pg_get_serial_sequence('%1', '%2')").arg(table, col));
        if (!seq.next() || seq.value(0).isNull()) continue;
        seq.run(QStringLiteral("SELECT setval('%1', coalesce((SELECT max(%2) FROM %3), 0) + 1, false)")
                    .arg(seq.value(0).toString(), col, table));
    }
}
} // namespace

QStringList dataTables(QSqlDatabase& db) {
    QStringList all = db.tables(QSql::Tables);
    all.removeAll(QStringLiteral("gputco_schema"));
    all.removeIf([](const QString& t) { return t.startsWith(QLatin1String("sqlite_")); });
    QStringList out;
    for (const QString& t : kOrder)
        if (all.contains(t)) out << t;
    all.sort();
    for (const QString& t : all)
        if (!out.contains(t)) out << t;
    return out;
}

QList<TableCount> copyDatabase(QSqlDatabase& from, QSqlDatabase& to) {
    const int a = readSchemaVersion(from), b = readSchemaVersion(to);
    if (a != b)
        throw DatabaseError(QStringLiteral("the two databases have schema versions %1 and %2; open both with this "
                                           "gpu-tco first (a server: gpu-tco db init-server)")
                                .arg(a)
                                .arg(b)
                                .toStdString());
    const QStringList tables = dataTables(from);
    Transaction t(to);
    for (auto it = tables.crbegin(); it != tables.crend(); ++it)
        SqlQuery(to).run(QStringLiteral("DELETE FROM %1").arg(*it));
    QList<TableCount> counts;
    for (const QString& table : tables) {
        copyTable(from, to, table);
        const qint64 want = rowCount(from, table), got = rowCount(to, table);
        if (want != got)
            throw DatabaseError(QStringLiteral("table %1: copied %2 rows of %3; nothing was changed")
                                    .arg(table)
                                    .arg(got)
                                    .arg(want)
                                    .toStdString());
        counts.append({table, got});
    }
    t.commit();
    return counts;
}

} // namespace gputco::data
