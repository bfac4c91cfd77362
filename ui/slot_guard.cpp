#include "ui/slot_guard.hpp"

#include <QDebug>

namespace gputco::ui {

namespace {
std::function<void(const QString&)>& reporterSlot() {
    static std::function<void(const QString&)> reporter;
    return reporter;
}
int& errorCount() {
    static int count = 0;
    return count;
}
} // namespace

void setErrorReporter(std::function<void(const QString&)> reporter) { reporterSlot() = std::move(reporter); }

void reportError(const QString& where, const QString& what) {
    ++errorCount();
    const QString text = where.isEmpty() ? what : where + QStringLiteral(": ") + what;
    if (reporterSlot())
        reporterSlot()(text);
    else
        qWarning().noquote() << text;
}

int reportedErrorCount() { return errorCount(); }

} // namespace gputco::ui
