#pragma once
// Runs gpu-tco's command line in-process against a test database.

#include "app/cli/cli.hpp"

#include <QString>
#include <QStringList>

namespace gputco::test {

struct CliResult {
    int code;
    QString out, err;
};

// `gpu-tco --db DB ARGS...`
inline CliResult runCli(const QString& db, const QStringList& args) {
    QString out, err;
    QTextStream o(&out), e(&err);
    QStringList all{QStringLiteral("gpu-tco"), QStringLiteral("--db"), db};
    all << args;
    const int code = cli::run(all, o, e);
    o.flush();
    e.flush();
    return {code, out, err};
}

// The same with the arguments as one space-separated string.
inline CliResult runCli(const QString& db, const char* args) {
    return runCli(db, QString::fromLatin1(args).split(u' ', Qt::SkipEmptyParts));
}

} // namespace gputco::test
