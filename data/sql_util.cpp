#include "data/sql_util.hpp"

#include <QSqlError>

#include <atomic>

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

// Savepoints nest (an outer one is the transaction), so repository operations can
// call each other inside one atomic change.
namespace {
std::atomic<int> savepointCounter{0};
}

Transaction::Transaction(QSqlDatabase& db) : db_(db), name_(QStringLiteral("gputco_sp_%1").arg(++savepointCounter)) {
    QSqlQuery q(db_);
    if (!q.exec(QStringLiteral("SAVEPOINT %1").arg(name_)))
        throw SqlError("cannot start a transaction: " + q.lastError().text().toStdString());
}

Transaction::~Transaction() {
    if (done_) return;
    QSqlQuery q(db_);
    q.exec(QStringLiteral("ROLLBACK TO %1").arg(name_));
    q.exec(QStringLiteral("RELEASE %1").arg(name_));
}

void Transaction::commit() {
    QSqlQuery q(db_);
    if (!q.exec(QStringLiteral("RELEASE %1").arg(name_)))
        throw SqlError("cannot commit: " + q.lastError().text().toStdString());
    done_ = true;
}

} // namespace gputco::data
