#include "data/connection_access.hpp"

#include "data/dialect.hpp"

#include <QSqlQuery>
#include <QVariant>

namespace gputco::data {

bool connectionCanWrite(QSqlDatabase& db) {
    if (!isPostgres(db)) return !db.connectOptions().contains(QLatin1String("QSQLITE_OPEN_READONLY"));
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT has_table_privilege('scenario', 'INSERT')")) && q.next() &&
           q.value(0).toBool();
}

} // namespace gputco::data
