// The range of an uncertain input, edited beside its field (issue 15): set by clicking and
// typing, stored in the scenario, one undo step back; a bad range is refused with a message that
// names the field and the allowed range, and nothing changes.
//
// Hand figures: the US sample's own option has electricity 0.08 USD/kWh. Its default range is
// 0.08 x 0.07 / 0.085 = 0.0658824 ... 0.08 x 0.10 / 0.085 = 0.0941176 (EIA DC planning band,
// docs/uncertainty.md); the field allows 0 ... 100 USD/kWh (scenario_fields.cpp).
#include "data/database.hpp"
#include "data/scenario_repository.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/editor_panel.hpp"
#include "ui/field_form.hpp"
#include "ui/main_window.hpp"
#include "ui/range_editor.hpp"
#include "ui/scenario_document.hpp"
#include "ui/uncertainty_view.hpp"

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
const QString kUs = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");
const QString kKey = QStringLiteral("options.Own 8 x B200.electricity_per_kwh");

void typeInto(QLineEdit* field, const QString& text) { // one key per character, as a person types
    field->setFocus();
    field->selectAll();
    QTest::keyClick(field, Qt::Key_Backspace);
    for (const QChar c : text) QTest::keyClick(field, c.toLatin1());
}

ui::RangeEditor* electricityRange(ui::MainWindow& w) {
    w.editor()->select(QStringLiteral("options"), 1);
    ui::RangeEditor* r = w.editor()->form()->ranges()->editorFor(QStringLiteral("electricity_per_kwh"));
    REQUIRE(r);
    QApplication::processEvents(); // a new row's widgets are shown by a queued call
    REQUIRE(r->button()->isVisible());
    return r;
}

// A window on a fresh database with the US sample open.
struct UsWindow {
    UsWindow() : db(data::Database::open(dir.file(QStringLiteral("r.sqlite")))), window(db.sql()) {
        window.show();
        REQUIRE(window.openScenario(kUs));
    }
    test::TempDir dir;
    data::Database db;
    ui::MainWindow window;
};

QJsonValue storedRange(ui::MainWindow& w) {
    return w.document()->json().value(QStringLiteral("uncertainty")).toObject().value(kKey);
}
} // namespace

TEST_CASE("a range set beside its field is stored, shown as set by the user, and undone in one step") {
    UsWindow uw;
    ui::MainWindow& w = uw.window;
    ui::RangeEditor* r = electricityRange(w);
    CHECK(r->button()->text() == QStringLiteral("±")); // the default from sources
    CHECK(r->originLabel()->text().startsWith(QStringLiteral("Default from sources: 0.0658824 – 0.0941176")));
    CHECK_FALSE(r->isVisible());
    QTest::mouseClick(r->button(), Qt::LeftButton);
    QApplication::processEvents(); // laid out, as it is before a person can click in it
    REQUIRE(r->isVisible());
    CHECK(r->lowEdit()->text() == QStringLiteral("0.0658824"));

    auto* uncertainty = w.findChild<ui::UncertaintyView*>();
    REQUIRE(uncertainty);
    w.tabs()->setCurrentWidget(uncertainty); // the tornado redraws live while its tab is shown
    const int steps = w.document()->undoStack()->count();
    typeInto(r->lowEdit(), QStringLiteral("0.06"));
    typeInto(r->highEdit(), QStringLiteral("0.12"));
    r->distributionBox()->setCurrentIndex(r->distributionBox()->findData(QStringLiteral("uniform")));
    QTest::mouseClick(r->findChild<QPushButton*>(QStringLiteral("electricity_per_kwh_range_apply")), Qt::LeftButton);
    QApplication::processEvents();
    INFO(r->messageLabel()->text().toStdString());

    const QJsonObject stored = storedRange(w).toObject();
    CHECK(stored.value(QStringLiteral("low")).toDouble() == 0.06);
    CHECK(stored.value(QStringLiteral("high")).toDouble() == 0.12);
    CHECK(stored.value(QStringLiteral("distribution")).toString() == QStringLiteral("uniform"));
    CHECK(w.document()->undoStack()->count() == steps + 1);
    CHECK(w.document()->json().value(QStringLiteral("version")).toInt() == 3);
    // Saved with the range (what the database holds), and used by the analysis.
    const auto saved = data::ScenarioRepository(uw.db.sql()).load(w.document()->name());
    REQUIRE(saved);
    CHECK((*saved)[QStringLiteral("uncertainty")].toObject()[kKey].toObject()[QStringLiteral("high")].toDouble() ==
          0.12);
    CHECK(w.evaluation().uncertainty.value(kKey).toObject().value(QStringLiteral("low")).toDouble() == 0.06);
    INFO("tornado ms after the range edit " << uncertainty->lastTornadoMs());
    CHECK(uncertainty->lastTornadoMs() > 0); // redrawn live; its speed is `gpu-tco bench --gui`'s figure
    w.tabs()->setCurrentIndex(0);            // back to the plan, where the fields are
    r = electricityRange(w);
    CHECK(r->button()->text() == QStringLiteral("0.06–0.12"));
    CHECK(r->originLabel()->text().startsWith(QStringLiteral("Set by you.")));

    w.document()->undoStack()->undo(); // Ctrl+Z: the range before
    QApplication::processEvents();
    CHECK(storedRange(w).isUndefined());
    CHECK_FALSE(w.document()->json().contains(QStringLiteral("uncertainty")));
    r = electricityRange(w);
    w.flush();
    CHECK(r->button()->text() == QStringLiteral("±"));

    w.document()->undoStack()->redo(); // and again, then back to the default with the reset action
    w.flush();
    r = electricityRange(w);
    QTest::mouseClick(r->findChild<QPushButton*>(QStringLiteral("electricity_per_kwh_range_reset")), Qt::LeftButton);
    w.flush();
    CHECK(storedRange(w).isUndefined());
}

TEST_CASE("a bad range is refused with the field and the allowed range named, and nothing changes") {
    UsWindow uw;
    ui::MainWindow& w = uw.window;
    ui::RangeEditor* r = electricityRange(w);
    QTest::mouseClick(r->button(), Qt::LeftButton);
    const QJsonObject before = w.document()->json();
    const int steps = w.document()->undoStack()->count();
    auto refused = [&](const QString& low, const QString& high, const QString& why) {
        typeInto(r->lowEdit(), low);
        typeInto(r->highEdit(), high);
        CHECK_FALSE(r->apply());
        QApplication::processEvents();
        const QString text = r->messageLabel()->text();
        INFO(text.toStdString());
        CHECK(r->messageLabel()->isVisible());
        CHECK(text.startsWith(QStringLiteral("Range of Electricity not applied: uncertainty.") + kKey));
        CHECK(text.contains(why));
        CHECK(text.contains(QStringLiteral("allowed: 0 <= low <= 0.08 (the value) <= high <= 100")));
        CHECK_FALSE(text.contains(QStringLiteral("nan"), Qt::CaseInsensitive));
        CHECK(w.document()->json() == before);
        CHECK(w.document()->undoStack()->count() == steps);
    };
    refused(QStringLiteral("0.09"), QStringLiteral("0.12"), QStringLiteral("low (0.09) is above base (0.08)"));
    refused(QStringLiteral("0.06"), QStringLiteral("0.07"), QStringLiteral("base (0.08) is above high (0.07)"));
    refused(QStringLiteral("-0.01"), QStringLiteral("0.12"), QStringLiteral("low (-0.01) is below 0"));
    refused(QStringLiteral("0.06"), QStringLiteral("150"), QStringLiteral("high (150) is above 100"));
    refused(QStringLiteral("abc"), QStringLiteral("0.12"), QStringLiteral("low: must be a number"));
    // Typing again clears the message; a good range then applies.
    typeInto(r->lowEdit(), QStringLiteral("0.07"));
    CHECK_FALSE(r->messageLabel()->isVisible());
    typeInto(r->highEdit(), QStringLiteral("0.1"));
    CHECK(r->apply());
    w.flush();
    CHECK(storedRange(w).toObject().value(QStringLiteral("low")).toDouble() == 0.07);
}

TEST_CASE("ranges follow a renamed option and go with a removed one") {
    const QJsonObject range{{"low", 1}, {"high", 3}};
    const QJsonObject before{{"options", QJsonArray{QJsonObject{{"name", "A"}}, QJsonObject{{"name", "B"}}}},
                             {"uncertainty", QJsonObject{{"options.A.price_per_gpu_hour", range},
                                                         {"options.B.price_per_gpu_hour", range},
                                                         {"cloud_price_trend", range}}}};
    QJsonObject renamed = before;
    renamed[QStringLiteral("options")] = QJsonArray{QJsonObject{{"name", "A2"}}, QJsonObject{{"name", "B"}}};
    const QJsonObject r = services::rangesFollowNames(before, renamed).value(QStringLiteral("uncertainty")).toObject();
    CHECK(r.keys() ==
          QStringList{"cloud_price_trend", "options.A2.price_per_gpu_hour", "options.B.price_per_gpu_hour"});

    QJsonObject removed = before;
    removed[QStringLiteral("options")] = QJsonArray{QJsonObject{{"name", "B"}}};
    const QJsonObject d = services::rangesFollowNames(before, removed).value(QStringLiteral("uncertainty")).toObject();
    CHECK(d.keys() == QStringList{"cloud_price_trend", "options.B.price_per_gpu_hour"});

    QJsonObject clash = before; // typing a name another option has: the ranges stay where they are
    clash[QStringLiteral("options")] = QJsonArray{QJsonObject{{"name", "B"}}, QJsonObject{{"name", "B"}}};
    CHECK(services::rangesFollowNames(before, clash) == clash);
}

TEST_CASE("a value moved outside its stored range shows the range in red with the reason") {
    UsWindow uw;
    ui::MainWindow& w = uw.window;
    ui::RangeEditor* r = electricityRange(w);
    QTest::mouseClick(r->button(), Qt::LeftButton);
    QApplication::processEvents();
    typeInto(r->lowEdit(), QStringLiteral("0.06"));
    typeInto(r->highEdit(), QStringLiteral("0.12"));
    REQUIRE(r->apply());
    // Electricity 0.08 -> 0.2: above the range's high 0.12 (base 0.2 > high 0.12).
    w.document()->setValue({QStringLiteral("options"), 1, QStringLiteral("electricity_per_kwh")}, 0.2);
    w.flush();
    r = electricityRange(w);
    CHECK(r->messageLabel()->isVisible());
    CHECK(r->messageLabel()->text().contains(QStringLiteral("base (0.2) is above high (0.12)")));
    CHECK(r->button()->styleSheet().contains(QStringLiteral("#ffd6d6")));
    w.document()->undoStack()->undo(); // the value back inside: the message goes
    w.flush();
    CHECK_FALSE(r->messageLabel()->isVisible());
}
