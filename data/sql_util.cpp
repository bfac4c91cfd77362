#include "data/sql_util.hpp"

#include <QSqlError>

namespace gputco::data {

namespace {
[[noreturn]] void raise(const QSqlQuery& q, const QString& sql) {
    throw SqlError("SQL error in '" + sql.left(120).toStdString() + "': " + q.lastError().text().toStdString());
}
} // namespace

void SqlQuery::prepare(const QString& sql) {
    if (!q_.prepare(sql)) raise(q_, sql);
}

void SqlQuery::run() {
    if (!q_.exec()) raise(q_, q_.lastQuery());
}

void SqlQuery::run(const QString& sql) {
    if (!q_.exec(sql)) raise(q_, sql);
}

Transaction::Transaction(QSqlDatabase& db) : db_(db) {
    if (!db_.transaction()) throw SqlError("cannot start a transaction: " + db_.lastError().text().toStdString());
}

Transaction::~Transaction() {
    if (!done_) db_.rollback();
}

void Transaction::commit() {
    if (!db_.commit()) throw SqlError("cannot commit: " + db_.lastError().text().toStdString());
    done_ = true;
}

} // namespace gputco::data
