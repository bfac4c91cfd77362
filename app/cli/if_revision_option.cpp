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

std::optional<int> ifRevisionValue(const QCommandLineParser& parser) {
    if (!parser.isSet(QStringLiteral("if-revision"))) return std::nullopt;
    bool ok = false;
    const int n = parser.value(QStringLiteral("if-revision")).toInt(&ok);
    if (!ok || n < 1) throw InputError("--if-revision", "must be a revision number, 1 or more");
    return n;
}

} // namespace gputco::cli
