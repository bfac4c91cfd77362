#include "data/server_connection.hpp"

#include "data/database.hpp"

#include <QUrl>
#include <QUrlQuery>

namespace gputco::data {

namespace {
[[noreturn]] void fail(const QString& url, const QString& what) {
    throw DatabaseError(QStringLiteral("database %1: %2").arg(url, what).toStdString());
}

// libpq connection keywords a URL may carry (libpq's "Parameter Key Words").
bool allowedOption(const QString& key) {
    static const QStringList keys{QStringLiteral("sslmode"),          QStringLiteral("sslrootcert"),
                                  QStringLiteral("sslcert"),          QStringLiteral("sslkey"),
                                  QStringLiteral("sslcrl"),           QStringLiteral("connect_timeout"),
                                  QStringLiteral("application_name"), QStringLiteral("target_session_attrs"),
                                  QStringLiteral("passfile"),         QStringLiteral("gssencmode"),
                                  QStringLiteral("channel_binding")};
    return keys.contains(key);
}
} // namespace

bool isServerUrl(const QString& location) {
    return location.startsWith(QLatin1String("postgresql://")) || location.startsWith(QLatin1String("postgres://"));
}

void configureServerConnection(QSqlDatabase& db, const QString& url) {
    const QUrl u(url, QUrl::StrictMode);
    if (!u.isValid() || u.host().isEmpty())
        fail(url, QStringLiteral("is not a server address; write postgresql://USER@HOST:PORT/DATABASE"));
    if (!u.password().isEmpty())
        fail(u.toString(QUrl::RemovePassword),
             QStringLiteral("holds a password; remove it from the address and put it in ~/.pgpass or PGPASSWORD"));
    const QString name = u.path().mid(1);
    if (name.isEmpty() || name.contains(u'/'))
        fail(url, QStringLiteral("names no database; write postgresql://USER@HOST:PORT/DATABASE"));
    db.setHostName(u.host());
    if (u.port() != -1) db.setPort(u.port());
    if (!u.userName().isEmpty()) db.setUserName(u.userName());
    db.setDatabaseName(name);
    QStringList options;
    bool timeout = false;
    for (const auto& [key, value] : QUrlQuery(u).queryItems(QUrl::FullyDecoded)) {
        if (!allowedOption(key))
            fail(url, QStringLiteral("has the option '%1', which is not a libpq connection option this program "
                                     "passes on (sslmode, sslrootcert, sslcert, sslkey, connect_timeout, ...)")
                          .arg(key));
        if (value.contains(u';') || value.contains(u' '))
            fail(url, QStringLiteral("option '%1' holds a space or ';'").arg(key));
        options << key + u'=' + value;
        timeout = timeout || key == u"connect_timeout";
    }
    if (!timeout) options << QStringLiteral("connect_timeout=5"); // an unreachable host fails in seconds
    db.setConnectOptions(options.join(u';'));
}

namespace {
const char* const kNoPassword = "the server wants a password and none was found";
const char* const kWrongPassword = "the server refused the password";
} // namespace

bool serverWantsPassword(const QString& message) {
    return message.contains(QLatin1String(kNoPassword)) || message.contains(QLatin1String(kWrongPassword));
}

QString serverOpenProblem(const QString& libpqText) {
    const QString t = libpqText.toLower();
    if (t.contains(QLatin1String("password authentication failed")))
        return QLatin1String(kWrongPassword) +
               QStringLiteral(" (wrong password for this user); check ~/.pgpass or PGPASSWORD. Nothing was changed.");
    if (t.contains(QLatin1String("no password supplied")))
        return QLatin1String(kNoPassword) +
               QStringLiteral("; put it in ~/.pgpass (host:port:database:user:password, mode 600) or PGPASSWORD");
    if (t.contains(QLatin1String("database")) && t.contains(QLatin1String("does not exist")))
        return QStringLiteral("the server has no such database; create it (createdb) and run "
                              "'gpu-tco --db URL db init-server'");
    if (t.contains(QLatin1String("role")) && t.contains(QLatin1String("does not exist")))
        return QStringLiteral("the server has no such user (role); check the user name in the address");
    if (t.contains(QLatin1String("could not connect")) || t.contains(QLatin1String("connection refused")) ||
        t.contains(QLatin1String("could not translate host")) || t.contains(QLatin1String("timeout expired")) ||
        t.contains(QLatin1String("no route to host")) || t.contains(QLatin1String("network is unreachable")))
        return QStringLiteral("the server cannot be reached (is it running, and are host and port right?)");
    if (t.contains(QLatin1String("ssl")))
        return QStringLiteral("the TLS connection failed (%1); check sslmode and the certificates")
            .arg(libpqText.simplified());
    if (t.contains(QLatin1String("driver not loaded")))
        return QStringLiteral("the PostgreSQL driver (Qt's QPSQL plugin, Debian package libqt6sql6-psql) is not "
                              "installed");
    return QStringLiteral("cannot connect (%1)").arg(libpqText.simplified());
}

} // namespace gputco::data
