// gpu-tco db: the team server (PostgreSQL) and copying a whole database between backends.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/text_table.hpp"
#include "core/validation.hpp"
#include "data/database_copy.hpp"

namespace gputco::cli {

int runDb(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Set up a team server and copy databases.\n\n"
        "  db init-server       create or upgrade the schema on the --db server (postgresql://USER@HOST:PORT/DB),\n"
        "                       seed the catalog and create the roles gputco_viewer (read-only) and\n"
        "                       gputco_planner (edit); run as the database's owner. Then, as that owner:\n"
        "                       GRANT gputco_planner TO alice;  GRANT gputco_viewer TO bob;\n"
        "  db copy FROM TO      copy everything (catalog, scenarios with revisions, site and calibration\n"
        "                       profiles) from one database to another (a file or a server, either way),\n"
        "                       replacing the target's rows, and verify the row counts\n\n"
        "Passwords come from ~/.pgpass or PGPASSWORD, never from the address."));
    parser.addPositionalArgument(QStringLiteral("subcommand"), QStringLiteral("init-server, copy"));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("db"), args); rc >= 0) return rc;
    const QStringList pos = parser.positionalArguments();
    const QString sub = pos.value(0);
    if (sub == u"init-server") {
        if (pos.size() != 1) throw InputError("arguments", "expected 'gpu-tco --db URL db init-server'");
        if (ctx.dbOption.isEmpty() && qEnvironmentVariableIsEmpty("GPU_TCO_DB"))
            throw InputError("--db", "name the server: gpu-tco --db postgresql://USER@HOST:PORT/DB db init-server");
        data::Database d = data::Database::initServer(data::Database::resolvePath(ctx.dbOption));
        ctx.out << "schema version " << d.schemaVersion() << " ready on " << d.path()
                << "; roles gputco_viewer (read-only) and gputco_planner (edit) granted\n";
        return Ok;
    }
    if (sub == u"copy") {
        if (pos.size() != 3) throw InputError("arguments", "expected 'gpu-tco db copy FROM TO'");
        if (pos[1] == pos[2]) throw InputError("TO", "is the same database as FROM");
        data::Database from = data::Database::open(pos[1], false);
        data::Database to = data::Database::open(pos[2], false);
        if (to.readOnly()) throw InputError("TO", "is read-only here; nothing was changed");
        const QList<data::TableCount> counts = data::copyDatabase(from.sql(), to.sql());
        TextTable t;
        t.addColumn(QStringLiteral("Table"));
        t.addColumn(QStringLiteral("Rows"), TextTable::Right);
        for (const data::TableCount& c : counts) t.addRow({c.table, QString::number(c.rows)});
        t.print(ctx.out);
        ctx.out << "copied " << from.path() << " to " << to.path() << "; row counts verified\n";
        return Ok;
    }
    throw InputError("subcommand", "'" + sub.toStdString() + "' is not one of init-server, copy");
}

} // namespace gputco::cli
