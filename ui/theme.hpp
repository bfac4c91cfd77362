#pragma once
// Light and dark looks (issue 17). The window follows the desktop's palette; `screenshot
// --theme` and the report choose one. Charts take their colours from the palette (charts.cpp).

#include <QPalette>
#include <QStringList>

namespace gputco::ui {

QStringList themeNames();                               // "system", "light", "dark"
QPalette lightPalette();                                // Fusion's standard palette: what the PDF report prints on
QPalette darkPalette();                                 // a dark palette with WCAG AA contrast for text
bool applyTheme(const QString& name);                   // false for a name not in themeNames()
double contrastRatio(const QColor& a, const QColor& b); // WCAG 2.1 contrast ratio, 1 to 21

} // namespace gputco::ui
