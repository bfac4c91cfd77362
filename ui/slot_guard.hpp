#pragma once
// No slot lets an exception out (issue 10): an exception thrown into Qt's event loop
// is undefined behaviour and, in practice, a crash. guarded() wraps a slot (taking no
// arguments; capture what it needs) so that an error becomes a message instead;
// runGuarded() does the same inside a slot that takes arguments.

#include <QString>

#include <exception>
#include <functional>
#include <utility>

namespace gputco::ui {

// Where caught errors go; the main window installs one that writes to its status bar.
// Without one, errors go to qWarning.
void setErrorReporter(std::function<void(const QString&)> reporter);
void reportError(const QString& where, const QString& what);
int reportedErrorCount(); // for tests: how many errors were caught and shown

template <class F>
auto guarded(QString where, F f) {
    return [where = std::move(where), f = std::move(f)]() {
        try {
            f();
        } catch (const std::exception& e) {
            reportError(where, QString::fromUtf8(e.what()));
        } catch (...) {
            reportError(where, QStringLiteral("unknown error"));
        }
    };
}

template <class F>
void runGuarded(const QString& where, F&& f) {
    guarded(where, std::forward<F>(f))();
}

} // namespace gputco::ui
