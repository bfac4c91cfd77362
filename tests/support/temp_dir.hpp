#pragma once
// A fresh temporary folder per test, removed afterwards.

#include <QString>
#include <QTemporaryDir>

namespace gputco::test {

class TempDir {
public:
    TempDir();
    QString file(const QString& name) const { return dir_.filePath(name); }
    QString path() const { return dir_.path(); }

private:
    QTemporaryDir dir_;
};

QByteArray readAll(const QString& path);
void writeAll(const QString& path, const QByteArray& bytes);

} // namespace gputco::test
