#pragma once
// Thin helpers over QSqlQuery that turn every SQL error into an exception with
// the statement and SQLite's message, and an RAII transaction that rolls back
// unless committed.

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVariant>

#include <stdexcept>

namespace gputco::data {

class SqlError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class SqlQuery {
public:
    explicit SqlQuery(QSqlDatabase& db) : db_(db), q_(db) {}
    void prepare(const QString& sql);
    void bind(const QVariant& v) { q_.addBindValue(v); }
    void run();                   // the prepared statement with the values bound since the last run
    void run(const QString& sql); // a statement without parameters
    bool next() { return q_.next(); }
    QVariant value(int i) const { return q_.value(i); }
    QSqlQuery& raw() { return q_; }

private:
    [[noreturn]] void raise(const QString& sql);
    QSqlDatabase& db_;
    QSqlQuery q_;
};

class Transaction {
public:
    explicit Transaction(QSqlDatabase& db);
    ~Transaction();
    void commit();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

private:
    QSqlDatabase& db_;
    QString name_;
    bool done_ = false;
    bool outer_ = false; // BEGIN IMMEDIATE ... COMMIT around the savepoint
};

} // namespace gputco::data
