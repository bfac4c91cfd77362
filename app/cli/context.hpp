#pragma once
// What every command gets: its output streams and the database, opened on first use.

#include "data/database.hpp"

#include <QCommandLineParser>
#include <QTextStream>

#include <optional>

namespace gputco::cli {

struct Context {
    QTextStream& out;
    QTextStream& err;
    QString program;  // "gpu-tco"
    QString dbOption; // --db, empty when not given
    std::optional<data::Database> db;

    data::Database& database() {
        if (!db) db.emplace(data::Database::open(data::Database::resolvePath(dbOption)));
        return *db;
    }
};

// Parses a command's arguments; prints help (returns 0) or a usage error (returns 2).
// Returns -1 when the command should go on.
int parseCommand(Context& ctx, QCommandLineParser& parser, const QString& command, const QStringList& args);

} // namespace gputco::cli
