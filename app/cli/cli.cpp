#include "app/cli/cli.hpp"
#include "app/cli/flag_ranges.hpp"
#include "data/output_file.hpp"

#include "app/cli/commands.hpp"
#include "app/cli/context.hpp"
#include "core/validation.hpp"
#include "data/limits.hpp"
#include "data/sql_messages.hpp"
#include "data/sql_util.hpp"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QRegularExpression>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace gputco::cli {

int parseCommand(Context& ctx, QCommandLineParser& parser, const QString& command, const QStringList& args) {
    parser.addHelpOption();
    QStringList argv{ctx.program + u' ' + command};
    argv << args;
    if (!parser.parse(argv)) {
        ctx.err << ctx.program << ' ' << command << ": " << parser.errorText() << "\nTry '" << ctx.program << ' '
                << command << " --help'.\n";
        return BadInput;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        // Qt writes the program's path ("Usage: /usr/bin/gpu-tco [options]"); the usage names the command.
        QString help = parser.helpText();
        static const QRegularExpression usage(QStringLiteral("^Usage: \\S+"));
        help.replace(usage, QStringLiteral("Usage: gpu-tco ") + command);
        ctx.out << helpWithRanges(help);
        return Ok;
    }
    return -1;
}

namespace {

QString usage(const QString& program) {
    QString s = QStringLiteral("Usage: %1 [--db PATH] <command> [options]\n\n"
                               "GPU TCO Planner: time-to-train and total cost of GPU clusters, owned or rented.\n\n"
                               "Global options (before the command):\n"
                               "  --db PATH      the SQLite database to use (default: $GPU_TCO_DB, else the\n"
                               "                 user's data folder), or a team server:\n"
                               "                 postgresql://USER@HOST:PORT/DB[?sslmode=require]\n"
                               "  -h, --help     this help\n"
                               "  -v, --version  the program's version\n\n"
                               "Commands:\n")
                    .arg(program);
    for (const Command& c : commands()) s += QStringLiteral("  %1%2\n").arg(c.name, -14).arg(c.summary);
    s += QStringLiteral("\nRun '%1 <command> --help' for a command's options.\n").arg(program);
    return s;
}

} // namespace

int run(const QStringList& args, QTextStream& out, QTextStream& err) {
    Context ctx{out, err, QStringLiteral("gpu-tco"), {}, std::nullopt};
    QCommandLineParser global;
    global.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption dbOption(QStringLiteral("db"), QStringLiteral("SQLite database file."),
                                      QStringLiteral("PATH"));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Help."));
    const QCommandLineOption versionOption({QStringLiteral("v"), QStringLiteral("version")},
                                           QStringLiteral("Version."));
    global.addOptions({dbOption, helpOption, versionOption});
    global.addPositionalArgument(QStringLiteral("command"), QStringLiteral("The command to run."));
    if (!global.parse(args)) {
        err << ctx.program << ": " << global.errorText() << "\nTry '" << ctx.program << " --help'.\n";
        return BadInput;
    }
    if (global.isSet(versionOption)) {
        out << ctx.program << ' ' << GPUTCO_VERSION << '\n';
        return Ok;
    }
    QStringList rest = global.positionalArguments();
    if (global.isSet(helpOption)) {
        out << usage(ctx.program);
        return Ok;
    }
    if (rest.isEmpty())
        rest << QStringLiteral("gui"); // a desktop program opens its window
    else if (rest.first().endsWith(QStringLiteral(".json")) && QFileInfo(rest.first()).isFile())
        rest.prepend(QStringLiteral("gui")); // gpu-tco FILE.gputco.json: the window opens the file
    ctx.dbOption = global.value(dbOption);
    const QString name = rest.first();
    const Command* command = findCommand(name);
    if (!command) {
        err << ctx.program << ": unknown command '" << name << "'.\n\n" << usage(ctx.program);
        return BadInput;
    }
    try {
        return command->run(ctx, rest.mid(1));
    } catch (const InputError& e) {
        err << ctx.program << ' ' << name << ": error: " << data::escapeControls(QString::fromStdString(e.what()))
            << '\n';
        return BadInput;
    } catch (const data::DatabaseError& e) {
        err << ctx.program << ": error: " << data::escapeControls(QString::fromStdString(e.what())) << '\n';
        return BadInput;
    } catch (const data::SqlError& e) {
        err << ctx.program << ' ' << name << ": error: "
            << QString::fromStdString(data::explainSqlError(e.what(), ctx.db ? ctx.db->accessRole().toStdString() : ""))
            << '\n';
        return BadInput;
    } catch (const std::exception& e) {
        err << ctx.program << ' ' << name << ": internal error: " << e.what() << '\n';
        return Failure;
    }
}

int run(const QStringList& args) {
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int code = run(args, out, err);
    // A full disk, /dev/full or a closed stdout: the output was lost, so the run failed.
    errno = 0;
    out.flush();
    const bool written = out.status() == QTextStream::Ok && std::fflush(stdout) == 0 && !std::ferror(stdout);
    if (!written) {
        const int why = errno;
        err << "gpu-tco: error: the output could not be written"
            << (why ? QStringLiteral(" (%1)").arg(QString::fromStdString(data::osReason(why))) : QString()) << '\n';
    }
    err.flush();
    return written ? code : BadInput;
}

} // namespace gputco::cli
