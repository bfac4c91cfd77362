#include "data/database.hpp"
#include "data/sql_messages.hpp"
#include "data/sql_util.hpp"

#include "data/catalog_repository.hpp"
#include "data/dialect.hpp"
#include "data/migrations.hpp"
#include "data/scenario_repository.hpp"
#include "data/server_connection.hpp"
#include "data/server_roles.hpp"
#include "data/site_profile_repository.hpp"

#include <QAtomicInt>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>

#include <unistd.h>

namespace gputco::data {

namespace {
QAtomicInt connectionCounter;

QString nextConnectionName(const char* purpose) {
    return QStringLiteral("gputco-%1-%2").arg(QLatin1String(purpose)).arg(connectionCounter.fetchAndAddRelaxed(1));
}

[[noreturn]] void fail(const QString& path, const QString& what) {
    throw DatabaseError(QStringLiteral("database %1: %2").arg(QDir::toNativeSeparators(path), what).toStdString());
}

// What an SQLite failure while opening means, in words a user can act on.
QString openProblem(const QString& sqliteText, const char* doing) {
    const QString t = sqliteText.toLower();
    if (t.contains(QLatin1String("locked")) || t.contains(QLatin1String("busy")))
        return QStringLiteral("is locked by another program (SQLite: %1); nothing was changed. "
                              "Try again when that program has finished, or close it.")
            .arg(sqliteText);
    if (t.contains(QLatin1String("malformed")) || t.contains(QLatin1String("not a database")) ||
        t.contains(QLatin1String("corrupt")))
        return QStringLiteral("is corrupt (SQLite: %1); nothing was changed").arg(sqliteText);
    if (t.contains(QLatin1String("readonly")) || t.contains(QLatin1String("read-only")) ||
        t.contains(QLatin1String("read only")))
        return QStringLiteral(
                   "is read-only (SQLite: %1); make the file and its folder writable, or use another --db file")
            .arg(sqliteText);
    return QStringLiteral("%1 (SQLite: %2)").arg(QLatin1String(doing), sqliteText);
}

// A URI that opens the file without locks, journals or -wal/-shm files beside it:
// for inspecting a file we may refuse, and for folders we cannot write to.
QString immutableUri(const QString& path) {
    return QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()).toString(QUrl::FullyEncoded) +
           QStringLiteral("?immutable=1");
}

int pragmaInt(QSqlDatabase& db, const char* pragma) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA %1").arg(QLatin1String(pragma))) || !q.next()) return -1;
    return q.value(0).toInt();
}
} // namespace

Database::Database(QString path, QString connectionName, const QString& driver)
    : path_(std::move(path)), connection_(std::move(connectionName)),
      db_(QSqlDatabase::addDatabase(driver, connection_)) {}

Database::Database(Database&& other) noexcept
    : path_(std::move(other.path_)), connection_(std::move(other.connection_)), db_(other.db_),
      readOnly_(other.readOnly_), server_(other.server_), role_(std::move(other.role_)) {
    other.connection_.clear();
}

Database::~Database() {
    if (connection_.isEmpty()) return;
    if (db_.isOpen()) db_.close();
    db_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(connection_);
}

int Database::schemaVersion() { return readSchemaVersion(db_); }

// What is wrong with an existing file, read-only so that nothing is written to a file we may
// refuse; empty when it is a usable GPU TCO Planner database.
QString Database::inspectFile(const QString& path, bool withLocks) {
    const QString name = nextConnectionName("check");
    QString problem;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        if (withLocks) {
            db.setDatabaseName(path);
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"));
        } else {
            db.setDatabaseName(immutableUri(path));
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        }
        if (!db.open()) {
            problem = openProblem(db.lastError().text(), "cannot be opened");
        } else {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
                // Only a completed check that reports damage means "corrupt".
                problem = openProblem(q.lastError().text(), "cannot be checked");
            } else if (q.value(0).toString() != QLatin1String("ok")) {
                problem = QStringLiteral("is corrupt (integrity check: %1)").arg(q.value(0).toString());
            } else {
                const int version = pragmaInt(db, "user_version");
                const int appId = pragmaInt(db, "application_id");
                QSqlQuery t(db);
                const bool hasTables =
                    t.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && t.next() && t.value(0).toInt() > 0;
                if (version < 0 || appId == -1) {
                    problem = QStringLiteral("is corrupt (cannot read its header)");
                } else if (appId != kApplicationId && (hasTables || version != 0)) {
                    problem = QStringLiteral("is an SQLite database of another program, not a GPU TCO Planner "
                                             "database; nothing was changed");
                } else if (version > latestSchemaVersion()) {
                    problem = QStringLiteral("has schema version %1, newer than this gpu-tco's %2; "
                                             "nothing was changed. Use a newer gpu-tco or another --db file.")
                                  .arg(version)
                                  .arg(latestSchemaVersion());
                }
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return problem;
}

void Database::checkExistingFile(const QString& path) {
    QFileInfo info(path);
    if (!info.exists() || info.size() == 0) return;
    if (!info.isFile()) fail(path, QStringLiteral("is not a regular file"));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) fail(path, QStringLiteral("cannot be read (%1)").arg(f.errorString()));
    const QByteArray header = f.read(16);
    f.close();
    if (header != QByteArray("SQLite format 3\0", 16))
        fail(path, QStringLiteral("is not an SQLite database (its first bytes are not the SQLite header); "
                                  "nothing was changed. Pass another file with --db or GPU_TCO_DB."));

    // Another gpu-tco may be checkpointing its write-ahead log into the file while we read it
    // without locks; a torn read then looks like damage. Only a problem that persists is reported.
    QString problem = inspectFile(path, false);
    for (int attempt = 0; attempt < 3 && problem.contains(QLatin1String("corrupt")); ++attempt) {
        const bool inUse = QFileInfo::exists(path + QStringLiteral("-wal"));
        if (!inUse) ::usleep(100000);
        problem = inspectFile(path, inUse); // in use: read under SQLite's locks (its -wal/-shm exist already)
    }
    if (!problem.isEmpty()) fail(path, problem);
}

void Database::configure() {
    QFileInfo info(path_);
    if (!info.absoluteDir().exists() && !QDir().mkpath(info.absolutePath()))
        fail(path_, QStringLiteral("its folder %1 cannot be created").arg(info.absolutePath()));
    if (readOnly_) {
        // Only reading a file we cannot write: no locks and no -wal/-shm beside it.
        db_.setDatabaseName(immutableUri(path_));
        db_.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
    } else {
        db_.setDatabaseName(path_);
        db_.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    }
    if (!db_.open()) fail(path_, openProblem(db_.lastError().text(), "cannot be opened"));
    QSqlQuery q(db_);
    q.exec(QStringLiteral("PRAGMA busy_timeout = 5000")); // before the first statement that may wait
    if (!q.exec(QStringLiteral("PRAGMA foreign_keys = ON")))
        fail(path_, openProblem(q.lastError().text(), "cannot enable foreign keys"));
    if (readOnly_) return;
    if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !q.next())
        fail(path_, openProblem(q.lastError().text(), "cannot be written"));
}

// A file that exists but cannot be written (read-only file, folder or filesystem)
// is opened read-only when its schema is current: reading works, writing says why.
bool Database::unwritable(const QString& path) {
    QFileInfo info(path);
    if (!info.exists() || info.size() == 0) return false;
    // access() also answers for root on a read-only filesystem (EROFS).
    return ::access(QFile::encodeName(info.absoluteFilePath()).constData(), W_OK) != 0 ||
           ::access(QFile::encodeName(info.absolutePath()).constData(), W_OK) != 0;
}

Database Database::open(const QString& path, bool seedCatalog) {
    if (isServerUrl(path)) {
        Database d = connectServer(path);
        d.checkServerSchema();
        d.readServerAccess();
        return d;
    }
    checkExistingFile(path);
    Database d(path, nextConnectionName("main"));
    d.readOnly_ = unwritable(path);
    d.configure();
    if (d.readOnly_) {
        if (d.schemaVersion() != latestSchemaVersion())
            fail(path, QStringLiteral("is read-only and has schema version %1, older than this gpu-tco's %2, so it "
                                      "cannot be upgraded; make the file and its folder writable")
                           .arg(d.schemaVersion())
                           .arg(latestSchemaVersion()));
        return d;
    }
    try {
        migrate(d.db_, latestSchemaVersion());
        if (seedCatalog) {
            CatalogRepository(d.db_).seedShippedCatalog();
            ScenarioRepository(d.db_).seedSamples();
            SiteProfileRepository(d.db_).seedShipped();
        }
    } catch (const std::exception& e) {
        fail(path, QString::fromStdString(e.what()));
    }
    return d;
}

Database Database::openAtVersion(const QString& path, int schemaVersion) {
    if (isServerUrl(path)) fail(path, QStringLiteral("a server's schema is set by 'gpu-tco db init-server' only"));
    checkExistingFile(path);
    Database d(path, nextConnectionName("main"));
    d.configure();
    try {
        migrate(d.db_, schemaVersion);
    } catch (const std::exception& e) {
        fail(path, QString::fromStdString(e.what()));
    }
    return d;
}

Database Database::openServer(const QString& url, const QString& password) {
    if (!isServerUrl(url)) fail(url, QStringLiteral("is not a server address (postgresql://USER@HOST:PORT/DB)"));
    Database d = connectServer(url, password);
    d.checkServerSchema();
    d.readServerAccess();
    return d;
}

Database Database::connectServer(const QString& url, const QString& password) {
    const QString shown = QUrl(url).toString(QUrl::RemovePassword);
    Database d(shown, nextConnectionName("server"), QStringLiteral("QPSQL"));
    d.server_ = true;
    if (!d.db_.isValid()) fail(shown, serverOpenProblem(QStringLiteral("driver not loaded")));
    configureServerConnection(d.db_, url);
    if (!password.isEmpty()) d.db_.setPassword(password);
    if (!d.db_.open()) fail(shown, serverOpenProblem(d.db_.lastError().text()));
    QSqlQuery q(d.db_);
    q.exec(QStringLiteral("SET client_min_messages = warning")); // no NOTICE lines on stderr
    return d;
}

void Database::checkServerSchema() {
    const int version = schemaVersion();
    const QString hint = QStringLiteral("run 'gpu-tco --db %1 db init-server' as the database's owner").arg(path_);
    if (version < 0) { // the driver may give no text: say what most likely happened (issue 44: "()")
        const QString why = db_.lastError().text().trimmed();
        fail(path_, QStringLiteral("cannot read the schema version: %1")
                        .arg(why.isEmpty() || !db_.isOpen()
                                 ? QStringLiteral("the server did not answer (the connection was lost or the server "
                                                  "stopped); nothing was changed; try again")
                                 : why));
    }
    if (version == 0)
        fail(path_, QStringLiteral("has no GPU TCO Planner schema; nothing was changed. To set it up, %1").arg(hint));
    if (version > latestSchemaVersion())
        fail(path_, QStringLiteral("has schema version %1, newer than this gpu-tco's %2; nothing was changed. "
                                   "Use a newer gpu-tco.")
                        .arg(version)
                        .arg(latestSchemaVersion()));
    if (version < latestSchemaVersion())
        fail(path_, QStringLiteral("has schema version %1, older than this gpu-tco's %2; nothing was changed. To "
                                   "upgrade it, %3")
                        .arg(version)
                        .arg(latestSchemaVersion())
                        .arg(hint));
}

void Database::readServerAccess() {
    QSqlQuery q(db_);
    role_ = currentUser(db_);
    if (q.exec(QStringLiteral("SELECT has_table_privilege('scenario', 'INSERT')")) && q.next())
        readOnly_ = !q.value(0).toBool();
    for (const char* r : {"gputco_planner", "gputco_viewer"}) {
        q.prepare(QStringLiteral("SELECT pg_has_role(current_user, ?, 'MEMBER')"));
        q.addBindValue(QLatin1String(r));
        const bool member = q.exec() && q.next() && q.value(0).toBool();
        if (member && (readOnly_ == (r == std::string_view("gputco_viewer")))) role_ = QLatin1String(r);
    }
}

Database Database::initServer(const QString& url) {
    if (!isServerUrl(url)) fail(url, QStringLiteral("is not a server address (postgresql://USER@HOST:PORT/DB)"));
    Database d = connectServer(url);
    const int version = d.schemaVersion();
    if (version > latestSchemaVersion())
        fail(d.path_, QStringLiteral("has schema version %1, newer than this gpu-tco's %2; nothing was changed")
                          .arg(version)
                          .arg(latestSchemaVersion()));
    try {
        migrate(d.db_, latestSchemaVersion());
        CatalogRepository(d.db_).seedShippedCatalog();
        ScenarioRepository(d.db_).seedSamples();
        SiteProfileRepository(d.db_).seedShipped();
        createServerRoles(d.db_);
    } catch (const SqlError& e) { // in words: a viewer gets the read-only message every command gives (issue 44)
        d.readServerAccess();
        fail(d.path_, QString::fromStdString(explainSqlError(e.what(), d.role_.toStdString())) +
                          QStringLiteral(" (db init-server needs the database's owner)"));
    } catch (const std::exception& e) {
        fail(d.path_, QString::fromStdString(e.what()));
    }
    d.readServerAccess();
    return d;
}

QString Database::defaultPath() {
    QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (dir.isEmpty()) dir = QDir::homePath() + QStringLiteral("/.local/share/gpu-tco");
    return dir + QStringLiteral("/gpu-tco.sqlite");
}

QString Database::resolvePath(const QString& commandLinePath) {
    if (!commandLinePath.isEmpty()) return commandLinePath;
    QString env = qEnvironmentVariable("GPU_TCO_DB");
    if (!env.isEmpty()) return env;
    return defaultPath();
}

} // namespace gputco::data
