// Scenario templates (issue 10): "pre-train 70B on 2T tokens within 60 days: rent H100
// or buy B200?" set up through the window in at most 10 actions, each counted.
#include "data/database.hpp"
#include "data/scenario_json.hpp"
#include "services/scenario_templates.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/editor_panel.hpp"
#include "ui/field_form.hpp"
#include "ui/main_window.hpp"
#include "ui/results_view.hpp"
#include "ui/scenario_document.hpp"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
QJsonObject part(const ui::MainWindow& w, const char* section, int i) {
    return w.document()->json()[QLatin1String(section)].toArray()[i].toObject();
}
} // namespace

TEST_CASE("every template is a scenario the window can evaluate") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("t.sqlite")));
    ui::MainWindow w(db.sql());
    for (const services::ScenarioTemplate& t : services::scenarioTemplates()) {
        INFO(t.id.toStdString());
        REQUIRE(w.createFromTemplate(t.id, QStringLiteral("From ") + t.id));
        CHECK(w.evaluation().ok);
        CHECK(w.evaluation().error.isEmpty());
        CHECK(data::scenarioWarnings(t.document).isEmpty()); // name_auto is a key of an option
    }
}

TEST_CASE("pre-train 70B on 2T tokens within 60 days, rent H100 or buy B200: at most 10 actions") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("t.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    int actions = 0;

    // 1-4: File -> New scenario; pick "Pre-training by a deadline"; type the name; OK.
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        REQUIRE(dialog);
        auto* list = dialog->findChild<QListWidget*>(QStringLiteral("templates"));
        auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("name"));
        REQUIRE(list);
        REQUIRE(name);
        list->setCurrentRow(0); // "Pre-training by a deadline"
        ++actions;
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("70B by day 60"));
        ++actions;
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        ++actions;
    });
    QAction* newScenario = nullptr;
    for (QAction* a : w.findChildren<QAction*>())
        if (a->shortcut() == QKeySequence(QKeySequence::New)) newScenario = a;
    REQUIRE(newScenario);
    newScenario->trigger();
    ++actions;
    REQUIRE(w.document()->name() == QStringLiteral("70B by day 60"));

    // 5-7: select the workload, type 70B parameters and 2T tokens.
    w.editor()->select(QStringLiteral("workloads"), 0);
    ++actions;
    auto type = [&](const char* key, const QString& text) {
        auto* e = qobject_cast<QLineEdit*>(w.editor()->form()->editorFor(QLatin1String(key)));
        REQUIRE(e);
        e->setFocus();
        e->selectAll();
        QTest::keyClicks(e, text);
        ++actions;
    };
    type("params", QStringLiteral("70B"));
    type("tokens", QStringLiteral("2T"));

    CHECK(actions <= 10);
    WARN("actions: " << actions);
    // The question is answered: a 70B run of 2T tokens, H100 rented against B200 owned, within 60 days.
    CHECK(part(w, "workloads", 0)[QStringLiteral("params")].toDouble() == Approx(70e9));
    CHECK(part(w, "workloads", 0)[QStringLiteral("tokens")].toDouble() == Approx(2e12));
    CHECK(part(w, "workloads", 0)[QStringLiteral("deadline_days")].toDouble() == Approx(60));
    CHECK(part(w, "options", 0)[QStringLiteral("gpu")].toString() == u"H100-SXM5-80GB");
    CHECK(part(w, "options", 0)[QStringLiteral("kind")].toString() == u"rent");
    CHECK(part(w, "options", 1)[QStringLiteral("gpu")].toString() == u"B200-SXM-180GB");
    CHECK(part(w, "options", 1)[QStringLiteral("kind")].toString() == u"own");
    REQUIRE(w.evaluation().ok);
    CHECK(w.document()->json()[QStringLiteral("horizon_months")].toInt() == 2);
    // 512 GPUs are enough by hand: 6 x 70e9 x 2e12 = 8.4e23 FLOP; at 40 % of 989 TFLOP/s that is
    // 2.1e9 GPU-seconds, 41 days on 512 GPUs. Both options can run it.
    for (const OptionResult& o : w.evaluation().result.options) {
        REQUIRE(o.workloads.size() == 1);
        CHECK(o.workloads[0].feasible);
    }
}
