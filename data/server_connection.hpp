#pragma once
// A team server's address, postgresql://user@host:port/dbname?sslmode=..., turned into
// a QPSQL connection, and what a failed connection means in words a user can act on.
// Passwords come from ~/.pgpass or PGPASSWORD (libpq reads both itself); one written
// in the address is refused, so that it never lands in shell history or settings.

#include <QSqlDatabase>
#include <QString>

namespace gputco::data {

// postgresql:// or postgres://
bool isServerUrl(const QString& location);

// Sets host, port, user, database and the connect options (sslmode and the other libpq
// keywords in the query are passed through). Throws DatabaseError on a malformed
// address or one holding a password.
void configureServerConnection(QSqlDatabase& db, const QString& url);

// The message for a failed connection (libpq's text): unreachable, wrong password,
// missing database or role.
QString serverOpenProblem(const QString& libpqText);
// True when a connection failed because the server wants a password and none was found or the one
// given was refused (`message`: a DatabaseError's text): the window then asks for one.
bool serverWantsPassword(const QString& message);

} // namespace gputco::data
