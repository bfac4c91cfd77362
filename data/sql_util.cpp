#include "data/sql_util.hpp"
#include "data/sql_messages.hpp"

#include "data/dialect.hpp"

#include <QSqlError>

#include <atomic>
#include <string>
#include <unordered_map>
#include <vector>

namespace gputco::data {

namespace {
std::atomic<int> savepointCounter{0};
thread_local std::unordered_map<std::string, int> depthByConnection;
// The open savepoints per connection, innermost last.
thread_local std::unordered_map<std::string, std::vector<QString>> savepointsByConnection;
} // namespace

void SqlQuery::raise(const QString& sql) {
    const std::string what =
        "SQL error in '" + sql.left(120).toStdString() + "': " + q_.lastError().text().toStdString();
    // PostgreSQL refuses every statement of a transaction after an error, even the clean-up of this
    // query's prepared statement: go back to the innermost savepoint first (the Transaction rolls back).
    const auto open = savepointsByConnection.find(db_.connectionName().toStdString());
    if (isPostgres(db_) && open != savepointsByConnection.end() && !open->second.empty())
        QSqlQuery(db_).exec(QStringLiteral("ROLLBACK TO SAVEPOINT %1").arg(open->second.back()));
    throw SqlError(what);
}

void SqlQuery::prepare(const QString& sql) {
    if (!q_.prepare(sql)) raise(sql);
}

void SqlQuery::run() {
    if (!q_.exec()) raise(q_.lastQuery());
}

void SqlQuery::run(const QString& sql) {
    if (!q_.exec(sql)) raise(sql);
}

// Savepoints nest (an outer one is the transaction), so repository operations can
// call each other inside one atomic change. The outermost one is BEGIN IMMEDIATE:
// it takes the write lock first (waiting busy_timeout), so checks such as "does this
// name exist?" made inside it still hold when the write happens (issue 13).
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
    savepointsByConnection[db_.connectionName().toStdString()].push_back(name_);
}

Transaction::~Transaction() {
    if (done_) return;
    --depthByConnection[db_.connectionName().toStdString()];
    savepointsByConnection[db_.connectionName().toStdString()].pop_back();
    QSqlQuery q(db_);
    q.exec(QStringLiteral("ROLLBACK TO %1").arg(name_));
    q.exec(QStringLiteral("RELEASE %1").arg(name_));
    if (outer_) q.exec(QStringLiteral("ROLLBACK"));
}

void Transaction::commit() {
    QSqlQuery q(db_);
    if (!q.exec(QStringLiteral("RELEASE %1").arg(name_)))
        throw SqlError("cannot commit: " + q.lastError().text().toStdString());
    if (outer_ && !q.exec(QStringLiteral("COMMIT"))) // sent: whether the server applied it is not known
        throw SqlError(kCommitUnconfirmed + q.lastError().text().toStdString());
    done_ = true;
    --depthByConnection[db_.connectionName().toStdString()];
    savepointsByConnection[db_.connectionName().toStdString()].pop_back();
}

} // namespace gputco::data
