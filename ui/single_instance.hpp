#pragma once
// One window per user and database (issue 17): a second `gpu-tco gui [FILE]` hands its file to
// the running window over a QLocalServer and exits, instead of opening a second writer on the
// same database. A QLockFile decides who runs the window, so two launches at once cannot both
// become it; a lock left by a crashed window is stale (dead process) and taken over.

#include <QLocalServer>
#include <QLockFile>
#include <QObject>
#include <QString>

#include <memory>

namespace gputco::ui {

class SingleInstance : public QObject {
    Q_OBJECT
public:
    // `database` names what the window writes (a file path or a server URL without password).
    explicit SingleInstance(const QString& database, QObject* parent = nullptr);

    // True when this process holds the lock and now listens for later launches.
    bool becomePrimary();
    // Sends `request` (a scenario file's absolute path, a scenario name, or empty to raise the
    // window) to the running window; true when it answered within `timeoutMs`.
    bool handOver(const QString& request, int timeoutMs = 3000) const;

    QString serverName() const { return key_; }

signals:
    void openRequested(const QString& request); // empty: just raise the window

private:
    void readRequest();
    QString key_;
    std::unique_ptr<QLockFile> lock_;
    QLocalServer server_;
};

// The key of a user's database: the same for two launches on it, different for another user or database.
QString singleInstanceKey(const QString& database);

} // namespace gputco::ui
