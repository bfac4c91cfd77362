#include "ui/read_only_mode.hpp"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTabBar>
#include <QTextEdit>

namespace gputco::ui {

ReadOnlyMode::ReadOnlyMode(const QList<QWidget*>& roots, QStringList allowed, QObject* parent)
    : QObject(parent), allowed_(std::move(allowed)) {
    for (QWidget* r : roots) roots_ << r;
    qApp->installEventFilter(this); // widgets built later (the editor rebuilds its forms) are locked too
    lockAll();
}

ReadOnlyMode::~ReadOnlyMode() { qApp->removeEventFilter(this); }

void ReadOnlyMode::lockAll() {
    for (const QPointer<QWidget>& r : roots_) {
        if (!r) continue;
        lock(r);
        for (QWidget* w : r->findChildren<QWidget*>()) lock(w);
    }
}

bool ReadOnlyMode::underRoots(const QWidget* w) const {
    for (const QPointer<QWidget>& r : roots_)
        if (r && (w == r || r->isAncestorOf(w))) return true;
    return false;
}

bool ReadOnlyMode::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type t = event->type();
    if ((t == QEvent::Polish || t == QEvent::Show || t == QEvent::EnabledChange || t == QEvent::ReadOnlyChange) &&
        watched->isWidgetType() && !locking_) {
        auto* w = static_cast<QWidget*>(watched);
        if (underRoots(w)) lock(w);
    }
    return QObject::eventFilter(watched, event);
}

void ReadOnlyMode::lock(QWidget* w) {
    locking_ = true;
    if (auto* edit = qobject_cast<QLineEdit*>(w)) {
        // A combo box's own line edit is locked with its combo box.
        if (!qobject_cast<QComboBox*>(w->parentWidget())) edit->setReadOnly(true);
    } else if (auto* spin = qobject_cast<QAbstractSpinBox*>(w)) {
        spin->setReadOnly(true);
    } else if (auto* text = qobject_cast<QTextEdit*>(w)) {
        text->setReadOnly(true);
    } else if (auto* plain = qobject_cast<QPlainTextEdit*>(w)) {
        plain->setReadOnly(true);
    } else if (auto* view = qobject_cast<QAbstractItemView*>(w)) {
        view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    } else if (qobject_cast<QComboBox*>(w) ||
               (qobject_cast<QAbstractButton*>(w) && !allowed_.contains(w->objectName()) &&
                !qobject_cast<QTabBar*>(w->parentWidget()))) {
        if (w->isEnabled()) w->setEnabled(false);
    }
    locking_ = false;
}

} // namespace gputco::ui
