#pragma once
// Windows and dialogs that open on the screen (issue 45, "laptop first"): at most the screen's
// available size less the window frame, centred on it. A 1366 x 768 laptop gets the whole window,
// its buttons and status bar on screen; a larger screen gets the size asked for.

#include <QSize>

class QWidget;

namespace gputco::ui {

// Resizes `w` to `wanted`, bounded by the available geometry of the screen it is on (the primary one
// before it is shown) less room for the frame and title bar, and centres it there.
void fitToScreen(QWidget* w, QSize wanted);

// Keeps a restored window within the screen: when its frame does not fit, fitToScreen(its size).
void keepOnScreen(QWidget* w);

} // namespace gputco::ui
