#pragma once
// Picks an item of a form's combo box in the main window as a click would.
#include "ui/editor_panel.hpp"
#include "ui/field_form.hpp"
#include "ui/main_window.hpp"

#include <QApplication>
#include <QComboBox>

#include <catch2/catch.hpp>

namespace gputco::test {

inline void pick(ui::MainWindow& w, const char* key, const QString& text) {
    auto* combo = qobject_cast<QComboBox*>(w.editor()->form()->editorFor(QLatin1String(key)));
    REQUIRE(combo);
    const int i = combo->findText(text);
    REQUIRE(i >= 0);
    combo->setCurrentIndex(i);
    emit combo->activated(i); // what a click on the item sends
    QApplication::processEvents();
}

} // namespace gputco::test
