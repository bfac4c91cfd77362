// Issue 32: the editor's forms fit a laptop. At 1366 x 768 every line edit shows its whole value
// ("Server price" showed "379" of 379,272), every label and button is whole ("of rated powe" and
// "share of hours" were cut) and the form needs no horizontal scroll bar.
#include "data/database.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/editor_panel.hpp"
#include "ui/language.hpp"
#include "ui/main_window.hpp"

#include <QAbstractButton>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionFrame>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {

void settle() {
    for (int i = 0; i < 5; ++i) QCoreApplication::processEvents();
}

// The room a line edit has for its text: its contents less the frame and the text margins Qt keeps.
int textRoom(const QLineEdit* e) {
    const QMargins m = e->textMargins();
    return e->contentsRect().width() - m.left() - m.right() -
           2 * e->style()->pixelMetric(QStyle::PM_DefaultFrameWidth) - 4;
}

QStringList cutWidgets(QWidget* form) {
    QStringList cut;
    for (QLineEdit* e : form->findChildren<QLineEdit*>()) {
        // Values (numbers, dates); a name of any length cannot always fit, and scrolls as it is typed.
        static const QRegularExpression letters(QStringLiteral("[A-Za-z]"));
        const QString shown = e->text().isEmpty() ? e->placeholderText() : e->text(); // the catalog's value, grey
        if (!e->isVisible() || shown.isEmpty() || shown.contains(letters)) continue;
        const int need = e->fontMetrics().horizontalAdvance(shown);
        if (need > textRoom(e))
            cut << QStringLiteral("line edit %1: '%2' needs %3 px, has %4")
                       .arg(e->objectName(), shown)
                       .arg(need)
                       .arg(textRoom(e));
    }
    for (QLabel* l : form->findChildren<QLabel*>()) {
        if (!l->isVisible() || l->text().isEmpty() || l->wordWrap() || Qt::mightBeRichText(l->text())) continue;
        const int need = l->fontMetrics().horizontalAdvance(l->text());
        if (need > l->contentsRect().width())
            cut << QStringLiteral("label '%1' needs %2 px, has %3")
                       .arg(l->text())
                       .arg(need)
                       .arg(l->contentsRect().width());
    }
    for (QAbstractButton* b : form->findChildren<QAbstractButton*>()) {
        if (!b->isVisible() || b->text().isEmpty()) continue;
        if (b->sizeHint().width() > b->width())
            cut << QStringLiteral("button '%1' needs %2 px, has %3")
                       .arg(b->text())
                       .arg(b->sizeHint().width())
                       .arg(b->width());
    }
    for (QScrollArea* a : form->findChildren<QScrollArea*>()) {
        if (!a->isVisible()) continue;
        if (a->horizontalScrollBar()->isVisible())
            cut << QStringLiteral("a horizontal scroll bar in %1").arg(a->objectName());
        // Nothing runs past the visible part's right edge (under the vertical scroll bar, say).
        for (QWidget* w : a->viewport()->findChildren<QWidget*>()) {
            if (!w->isVisible() ||
                !(qobject_cast<QLabel*>(w) || qobject_cast<QAbstractButton*>(w) || qobject_cast<QLineEdit*>(w)))
                continue;
            const int right = w->mapTo(a->viewport(), QPoint(w->width(), 0)).x();
            if (right > a->viewport()->width() + 1)
                cut << QStringLiteral("%1 '%2' ends at %3 px, the form shows %4")
                           .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                           .arg(right)
                           .arg(a->viewport()->width());
        }
    }
    return cut;
}

} // namespace

TEST_CASE("at 1366 x 768 every field, label and button of the option, workload and scenario forms is whole") {
    for (const char* language : {"en", "zh"}) {
        INFO(language);
        ui::setLanguage(QString::fromLatin1(language));
        test::TempDir dir;
        data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
        ui::MainWindow w(db.sql());
        w.resize(1366, 768);
        w.show();
        REQUIRE(w.openScenario(QStringLiteral(
            "US lab: serving grows 4x over two years, one 70B pre-training run with a 60-day deadline")));
        settle();
        QStringList cut;
        const std::pair<const char*, int> parts[] = {{"scenario", 0},  {"workloads", 0}, {"workloads", 1},
                                                     {"workloads", 2}, {"options", 0},   {"options", 1}};
        for (const auto& [part, index] : parts) {
            w.editor()->select(QString::fromLatin1(part), index);
            settle();
            for (const QString& c : cutWidgets(w.editor()))
                cut << QStringLiteral("%1 %2: %3").arg(QLatin1String(part)).arg(index).arg(c);
        }
        INFO(cut.join(u'\n').toStdString());
        CHECK(cut.isEmpty());
    }
    ui::setLanguage(QStringLiteral("en"));
}
