#include "ui/screen_fit.hpp"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace gputco::ui {

namespace {
// Room for a window manager's frame and title bar, which Qt cannot know before the window is shown.
constexpr int kFrameWidth = 16, kFrameHeight = 48;

QRect available(const QWidget* w) {
    const QScreen* screen = w->screen() ? w->screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1366, 768);
}
} // namespace

void fitToScreen(QWidget* w, QSize wanted) {
    const QRect room = available(w);
    const QSize size = wanted.boundedTo(room.size() - QSize(kFrameWidth, kFrameHeight))
                           .expandedTo(w->minimumSize())
                           .boundedTo(room.size());
    w->resize(size);
    w->move(room.x() + (room.width() - size.width() - kFrameWidth) / 2,
            room.y() + (room.height() - size.height() - kFrameHeight) / 2);
}

void keepOnScreen(QWidget* w) {
    const QRect room = available(w);
    if (!room.contains(w->frameGeometry())) fitToScreen(w, w->size());
}

} // namespace gputco::ui
