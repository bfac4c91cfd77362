#pragma once
// Opens the planner's SQLite database safely: a file that is not SQLite, is
// corrupt, belongs to another program or has a newer schema is refused with one
// message naming the file, and is left byte-for-byte untouched. A new or older
// database is migrated (migrations.hpp) and the shipped catalog seeded.

#include <QSqlDatabase>
#include <QString>

#include <stdexcept>

namespace gputco::data {

class DatabaseError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// SQLite's application_id for our files ("GTCO").
inline constexpr int kApplicationId = 0x4754434F;

class Database {
public:
    // Throws DatabaseError. `seedCatalog` false leaves the catalog tables empty (tests).
    static Database open(const QString& path, bool seedCatalog = true);
    // `path` may be a team server's address, postgresql://USER@HOST:PORT/DB (server_connection.hpp):
    // its schema must already be there and current (see initServer); it is never migrated here.
    // A team server with a password typed into the window's connection dialog (~/.pgpass and
    // PGPASSWORD still apply when `password` is empty). The password is kept only by the connection.
    static Database openServer(const QString& url, const QString& password);
    // Opens without migrating or seeding, for inspection: refuses the same bad files.
    static Database openAtVersion(const QString& path, int schemaVersion);

    // Creates or upgrades a team server's schema, seeds the shipped catalog, and creates the roles
    // gputco_viewer (read-only) and gputco_planner (edit) with their grants. Run as the database's owner.
    static Database initServer(const QString& url);

    Database(Database&& other) noexcept;
    Database& operator=(Database&&) = delete;
    Database(const Database&) = delete;
    ~Database();

    QSqlDatabase& sql() { return db_; }
    const QString& path() const { return path_; }
    int schemaVersion();
    bool readOnly() const {
        return readOnly_;
    } // opened read-only: the file or its folder cannot be written,
      // or the server role may only read
    bool isServer() const { return server_; }
    // On a server, the role whose rights apply (gputco_viewer, gputco_planner or the login); empty for files.
    const QString& accessRole() const { return role_; }

    // Where the database lives when neither --db nor GPU_TCO_DB says otherwise.
    static QString defaultPath();
    // --db PATH wins, then the GPU_TCO_DB environment variable, then defaultPath().
    static QString resolvePath(const QString& commandLinePath);

private:
    Database(QString path, QString connectionName, const QString& driver = QStringLiteral("QSQLITE"));
    static Database connectServer(const QString& url, const QString& password = {}); // throws DatabaseError
    void checkServerSchema();
    void readServerAccess();
    static void checkExistingFile(const QString& path); // throws DatabaseError
    static QString inspectFile(const QString& path, bool withLocks);
    void configure();
    static bool unwritable(const QString& path);
    QString path_;
    QString connection_;
    QSqlDatabase db_;
    bool readOnly_ = false;
    bool server_ = false;
    QString role_;
};

} // namespace gputco::data
