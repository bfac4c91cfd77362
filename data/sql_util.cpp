#include "data/sql_util.hpp"

#include "data/dialect.hpp"

#include <QSqlError>

#include <atomic>
#include <string>
#include <unordered_map>

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
// call each other inside one atomic change. The outermost one is BEGIN IMMEDIATE:
// it takes the write lock first (waiting busy_timeout), so checks such as "does this
// name exist?" made inside it still hold when the write happens (issue 13).
namespace {
std::atomic<int> savepointCounter{0};
thread_local std::unordered_map<std::string, int> depthByConnection;
} // namespace

Transaction::Transaction(QSqlDatabase& db) : db_(db), name_(QStringLiteral("gputco_sp_%1").arg(++savepointCounter)) {
    int& depth = depthByConnection[db_.connectionName().toStdString()];
    QSqlQuery q(db_);
    outer_ = depth == 0;
    if (outer_ && !q.exec(beginWriteSql(db_)))
        throw SqlError("cannot start a transaction: " + q.lastError().text().toStdString());
    if (!q.exec(QStringLiteral("SAVEPOINT %1").arg(name_))) {
        if (outer_) q.exec(QStringLiteral("ROLLBACK"));
        throw SqlError("cannot start a transaction: " + q.lastError().text().toStdString());
    }
    ++depth;
}

Transaction::~Transaction() {
    if (done_) return;
    --depthByConnection[db_.connectionName().toStdString()];
    QSqlQuery q(db_);
    q.exec(QStringLiteral("ROLLBACK TO %1").arg(name_));
    q.exec(QStringLiteral("RELEASE %1").arg(name_));
    if (outer_) q.exec(QStringLiteral("ROLLBACK"));
}

void Transaction::commit() {
    QSqlQuery q(db_);
    if (!q.exec(QStringLiteral("RELEASE %1").arg(name_)))
        throw SqlError("cannot commit: " + q.lastError().text().toStdString());
    if (outer_ && !q.exec(QStringLiteral("COMMIT")))
        throw SqlError("cannot commit: " + q.lastError().text().toStdString());
    done_ = true;
    --depthByConnection[db_.connectionName().toStdString()];
}

} // namespace gputco::data
