#include "app/cli/if_revision_option.hpp"

#include "core/validation.hpp"

namespace gputco::cli {

QCommandLineOption ifRevisionFlag(const QString& appliesTo) {
    return QCommandLineOption(QStringLiteral("if-revision"),
                              QStringLiteral("With %1: save only if the stored revision is still N (shown by "
                                             "show/list); otherwise exit 2 and change nothing.")
                                  .arg(appliesTo),
                              QStringLiteral("N"));
}

int ifRevisionNumber(const QString& text) {
    bool ok = false;
    const int n = text.toInt(&ok);
    if (!ok || n < 1) throw InputError("--if-revision", "must be a revision number, 1 or more");
    return n;
}

std::optional<int> ifRevisionValue(const QCommandLineParser& parser) {
    if (!parser.isSet(QStringLiteral("if-revision"))) return std::nullopt;
    return ifRevisionNumber(parser.value(QStringLiteral("if-revision")));
}

std::optional<QString> takeIfRevision(QStringList& args) {
    const QString flag = QStringLiteral("--if-revision");
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i].startsWith(flag + u'=')) {
            const QString value = args[i].mid(flag.size() + 1);
            args.removeAt(i);
            return value;
        }
        if (args[i] == flag) {
            if (i + 1 >= args.size()) throw InputError("--if-revision", "give a revision number after it");
            const QString value = args[i + 1];
            args.remove(i, 2);
            return value;
        }
    }
    return std::nullopt;
}

} // namespace gputco::cli
