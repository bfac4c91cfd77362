#pragma once
// Issue 18: a viewer's window (a team-server role that may only read, or a read-only file).
// Every editing control under the given roots is locked as it appears and stays locked: text and
// number fields become read-only (their values can still be selected and copied), choices and
// buttons are disabled, tables stop opening editors. Buttons named in `allowed` (objectName)
// stay usable (exporting writes a file, not the database).

#include <QObject>
#include <QPointer>
#include <QStringList>

class QWidget;

namespace gputco::ui {

class ReadOnlyMode : public QObject {
    Q_OBJECT
public:
    ReadOnlyMode(const QList<QWidget*>& roots, QStringList allowed, QObject* parent);
    ~ReadOnlyMode() override;
    void lockAll(); // every control under the roots now (installed: also every one added later)

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool underRoots(const QWidget* w) const;
    void lock(QWidget* w);
    QList<QPointer<QWidget>> roots_;
    QStringList allowed_;
    bool locking_ = false;
};

} // namespace gputco::ui
