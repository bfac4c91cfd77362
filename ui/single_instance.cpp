#include "ui/single_instance.hpp"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QLocalSocket>
#include <QStandardPaths>
#include <QThread>

namespace gputco::ui {

QString singleInstanceKey(const QString& database) {
    const QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    const QByteArray hash = QCryptographicHash::hash((user + u'\n' + database).toUtf8(), QCryptographicHash::Sha1);
    return QStringLiteral("gpu-tco-") + QString::fromLatin1(hash.toHex().left(16));
}

SingleInstance::SingleInstance(const QString& database, QObject* parent)
    : QObject(parent), key_(singleInstanceKey(database)) {
    connect(&server_, &QLocalServer::newConnection, this, &SingleInstance::readRequest);
}

bool SingleInstance::becomePrimary() {
    QString dir = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    if (dir.isEmpty()) dir = QDir::tempPath();
    lock_ = std::make_unique<QLockFile>(dir + u'/' + key_ + QStringLiteral(".lock"));
    lock_->setStaleLockTime(0); // only a dead owner makes it stale, never its age
    if (!lock_->tryLock(0)) return false;
    QLocalServer::removeServer(key_); // a socket left by a window that crashed
    server_.setSocketOptions(QLocalServer::UserAccessOption);
    return server_.listen(key_);
}

bool SingleInstance::handOver(const QString& request, int timeoutMs) const {
    QElapsedTimer clock;
    clock.start();
    QLocalSocket socket;
    // The running window may be starting: it holds the lock before it listens.
    for (;;) {
        socket.connectToServer(key_);
        if (socket.waitForConnected(200)) break;
        if (clock.elapsed() > timeoutMs) return false;
        QThread::msleep(100);
    }
    socket.write(request.toUtf8() + '\n');
    if (!socket.waitForBytesWritten(timeoutMs)) return false;
    while (!socket.canReadLine())
        if (!socket.waitForReadyRead(int(std::max<qint64>(1, timeoutMs - clock.elapsed())))) return false;
    return socket.readLine().trimmed() == "ok";
}

void SingleInstance::readRequest() {
    while (QLocalSocket* socket = server_.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) return;
            const QString request = QString::fromUtf8(socket->readLine()).trimmed();
            socket->write("ok\n");
            socket->flush();
            emit openRequested(request);
        });
    }
}

} // namespace gputco::ui
