#pragma once
// --if-revision N (issue 18): an edit of a catalog row, site profile or calibration profile that
// saves only while the stored revision is still N; otherwise exit 2 with "changed by <user> at
// <time> (revision N); reload, or save yours as a copy".

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <optional>

namespace gputco::cli {

QCommandLineOption ifRevisionFlag(const QString& appliesTo);
// nullopt when not given; InputError for anything but a whole number of 1 or more.
std::optional<int> ifRevisionValue(const QCommandLineParser& parser);
// For commands that read everything after their subcommand as positional (catalog set takes -5):
// removes "--if-revision N" or "--if-revision=N" from `args` and returns N's text (nullopt: not given).
std::optional<QString> takeIfRevision(QStringList& args);
// N's text as a revision number; InputError for anything but a whole number of 1 or more.
int ifRevisionNumber(const QString& text);

} // namespace gputco::cli
