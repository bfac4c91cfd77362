// The window, driven as a person would (offscreen): edits change the model and the
// charts, bad input is refused and shown, undo restores, autosave survives a restart.
#include "data/database.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/catalog_table_model.hpp"
#include "ui/catalog_view.hpp"
#include "ui/charts.hpp"
#include "ui/compare_view.hpp"
#include "ui/editor_panel.hpp"
#include "ui/field_form.hpp"
#include "ui/main_window.hpp"
#include "ui/results_view.hpp"
#include "ui/scenario_document.hpp"

#include <QComboBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
const QString kUs = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");

// Types over the field's text as a person does: select all, then type.
void type(QLineEdit* e, const QString& text) {
    e->setFocus();
    e->selectAll();
    QTest::keyClicks(e, text);
}

QJsonValue own(const ui::MainWindow& w, const char* key) {
    return w.document()->json()[QStringLiteral("options")].toArray()[1].toObject()[QLatin1String(key)];
}

double ownPower(const ui::MainWindow& w) { return w.evaluation().result.options[1].firstMonth.power; }
} // namespace

TEST_CASE("the window opens a scenario with its name in the title") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    REQUIRE(w.openScenario(kUs));
    CHECK(w.windowTitle() == QStringLiteral("GPU TCO Planner — ") + kUs);
    CHECK(w.evaluation().ok);
    CHECK(ui::chartPointCount(w.results()->chart(ui::ChartKind::MonthlyCost)) > 0);
    CHECK(w.results()->keyFigures()->rowCount() > 5);
}

TEST_CASE("typing a value changes the model and the charts, bad input is refused, undo restores") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.openScenario(kUs));
    w.editor()->select(QStringLiteral("options"), 1);
    auto* pue = qobject_cast<QLineEdit*>(w.editor()->form()->editorFor(QStringLiteral("pue")));
    REQUIRE(pue);
    const double before = ownPower(w);

    type(pue, QStringLiteral("1.7"));
    CHECK(own(w, "pue").toDouble() == Approx(1.7));
    CHECK(ownPower(w) == Approx(before * 1.7 / 1.4)); // power scales with PUE
    CHECK_FALSE(pue->property("invalid").toBool());

    type(pue, QStringLiteral("0.8")); // below 1: refused, shown, model untouched
    CHECK(pue->property("invalid").toBool());
    CHECK(pue->toolTip().contains(QStringLiteral("allowed")));
    CHECK(w.statusBar()->currentMessage().contains(QStringLiteral("pue")));
    CHECK(own(w, "pue").toDouble() == Approx(1.7));

    // Keystrokes in one field merge into one undo step.
    w.document()->undoStack()->undo();
    CHECK(own(w, "pue").toDouble() == Approx(1.4));
    CHECK(ownPower(w) == Approx(before));
    w.document()->undoStack()->redo();
    CHECK(own(w, "pue").toDouble() == Approx(1.7));
}

TEST_CASE("every change is saved: a restart finds it") {
    test::TempDir dir;
    const QString path = dir.file(QStringLiteral("w.sqlite"));
    {
        data::Database db = data::Database::open(path);
        ui::MainWindow w(db.sql());
        REQUIRE(w.openScenario(kUs));
        w.editor()->select(QStringLiteral("options"), 1);
        type(qobject_cast<QLineEdit*>(w.editor()->form()->editorFor(QStringLiteral("staff_per_month"))),
             QStringLiteral("25000"));
    } // no explicit save: the window is simply gone, as after a crash
    data::Database db = data::Database::open(path);
    ui::MainWindow w(db.sql());
    REQUIRE(w.openScenario(kUs));
    CHECK(own(w, "staff_per_month").toDouble() == Approx(25000));
}

TEST_CASE("an option that cannot run a workload says so plainly") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    REQUIRE(w.openScenario(kUs));
    w.editor()->select(QStringLiteral("workloads"), 0);
    type(qobject_cast<QLineEdit*>(w.editor()->form()->editorFor(QStringLiteral("params"))), QStringLiteral("5T"));
    CHECK(w.document()
              ->json()[QStringLiteral("workloads")]
              .toArray()[0]
              .toObject()[QStringLiteral("params")]
              .toDouble() == Approx(5e12));
    CHECK(w.results()->problem().contains(QStringLiteral("cannot run")));
    CHECK(ui::chartPointCount(w.results()->chart(ui::ChartKind::MonthlyCost)) > 0); // costs still shown
}

TEST_CASE("compare shows the chosen options on the same axes") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    REQUIRE(w.openScenario(QStringLiteral("Seed article: 13B model on V100, A100 or B300")));
    w.show();
    w.tabs()->setCurrentIndex(1); // Compare
    CHECK(w.compare()->selected().size() == 3);
    w.compare()->choices()->item(0)->setCheckState(Qt::Unchecked);
    CHECK(w.compare()->selected().size() == 2);
    // Two stacks of one series each (depreciation + power...): as many bars as options shown per layer.
    CHECK(ui::chartPointCount(w.compare()->costChart()) % 2 == 0);
}

TEST_CASE("the currency switch converts results with the scenario's dated rate") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    REQUIRE(w.openScenario(QStringLiteral("Seed article: legal-LLM start-up, rent A100 vs own 4 x 8 B300")));
    const double cny = w.evaluation().result.options[0].firstMonth.total();
    w.setDisplayCurrency(Currency::USD);
    CHECK(w.evaluation().result.currency == Currency::USD);
    CHECK(w.evaluation().result.options[0].firstMonth.total() == Approx(cny / 7.2));
    w.setDisplayCurrency(std::nullopt);
}

TEST_CASE("window layout and the last scenario are remembered") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    {
        ui::MainWindow w(db.sql());
        w.openScenario(kUs);
        w.close();
    }
    CHECK(QSettings().value(QStringLiteral("scenario/last")).toString() == kUs);
    ui::MainWindow again(db.sql());
    CHECK(again.document()->name() == kUs);
}

TEST_CASE("compare starts with the recommended option and the cheapest feasible option of another kind") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    // Legal assistant: two APIs, a rented and an owned option; the rented one is recommended
    // (evaluate: Rent 2 x 8 H100, 4.06 M CNY), the owned one (12.1 M) is the only feasible other kind
    // with GPUs, and the APIs miss the serving targets.
    REQUIRE(w.openScenario(QStringLiteral(
        "Legal assistant, 40 QPS average, 2k-token prompts, 400-token answers: API vs 2 x 8 H100 rented vs 4 x 8 "
        "B300 owned")));
    w.show();
    w.tabs()->setCurrentIndex(1); // Compare
    const QString recommended = QString::fromStdString(w.evaluation().result.cheapest);
    REQUIRE(!recommended.isEmpty());
    const QStringList chosen = w.compare()->selected();
    CHECK(chosen.size() == 2);
    CHECK(chosen.contains(recommended));
    CHECK(chosen.contains(QStringLiteral("Own 4 x 8 B300")));
}
