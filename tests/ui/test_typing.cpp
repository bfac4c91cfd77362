// Typing a name one key at a time, as a person does (issue 10): the field keeps its
// focus, the window survives, and the whole name is stored. The crash this guards
// against: a rename rebuilt the tree and the form, deleting the editor being typed in.
#include "data/database.hpp"
#include "data/scenario_repository.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/editor_panel.hpp"
#include "ui/field_form.hpp"
#include "ui/main_window.hpp"
#include "ui/scenario_document.hpp"

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QTest>
#include <QTreeWidget>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
const QString kUs = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");

// Clears the field, then presses one key per character (no keyClicks: each key is its own event).
QLineEdit* typeKeyByKey(ui::MainWindow& w, const QString& text) {
    auto* name = qobject_cast<QLineEdit*>(w.editor()->form()->editorFor(QStringLiteral("name")));
    REQUIRE(name);
    name->setFocus();
    name->selectAll();
    QTest::keyClick(name, Qt::Key_Backspace);
    for (const QChar c : text) {
        // The editor is looked up again each time: it must still be the same widget.
        REQUIRE(w.editor()->form()->editorFor(QStringLiteral("name")) == name);
        QTest::keyClick(name, c.toLatin1());
        QApplication::processEvents(); // deferred deletes and queued updates run between keys
    }
    return name;
}
} // namespace

TEST_CASE("a 30-character name typed one key at a time is stored whole (option, workload, scenario)") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.openScenario(kUs));
    const QString optionName = QStringLiteral("Rent sixty-four H100 GPUs, now"); // 30 characters each
    const QString workloadName = QStringLiteral("Pre-train the 7B model, run 2x");
    const QString scenarioName = QStringLiteral("Typed scenario name, 30 chars!");
    REQUIRE(optionName.size() == 30);
    REQUIRE(workloadName.size() == 30);
    REQUIRE(scenarioName.size() == 30);

    w.editor()->select(QStringLiteral("options"), 0);
    QLineEdit* field = typeKeyByKey(w, optionName);
    CHECK(field->hasFocus());
    CHECK(field->text() == optionName);
    CHECK(w.document()->json()[QStringLiteral("options")].toArray()[0].toObject()[QStringLiteral("name")].toString() ==
          optionName);

    w.editor()->select(QStringLiteral("workloads"), 0);
    field = typeKeyByKey(w, workloadName);
    CHECK(field->text() == workloadName);

    w.editor()->select(QStringLiteral("scenario"), 0);
    field = typeKeyByKey(w, scenarioName);
    CHECK(field->text() == scenarioName);
    CHECK(w.document()->name() == scenarioName);

    // What is stored (what `gpu-tco scenario show NAME --json` prints) has every name whole.
    const auto stored = data::ScenarioRepository(db.sql()).load(scenarioName);
    REQUIRE(stored);
    CHECK((*stored)[QStringLiteral("options")].toArray()[0].toObject()[QStringLiteral("name")].toString() ==
          optionName);
    CHECK((*stored)[QStringLiteral("workloads")].toArray()[0].toObject()[QStringLiteral("name")].toString() ==
          workloadName);
    CHECK((*stored)[QStringLiteral("name")].toString() == scenarioName);
    // The tree follows the names in place.
    const QTreeWidget* tree = w.editor()->findChild<QTreeWidget*>(QStringLiteral("parts"));
    REQUIRE(tree);
    CHECK(tree->topLevelItem(0)->text(0).contains(scenarioName));
    CHECK(tree->topLevelItem(1)->child(0)->text(0) == workloadName);
    CHECK(tree->topLevelItem(2)->child(0)->text(0).startsWith(optionName));
}

TEST_CASE("changing a workload's kind from its own combo box rebuilds the form without a crash") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.openScenario(kUs));
    w.editor()->select(QStringLiteral("workloads"), 0);
    auto* kind = qobject_cast<QComboBox*>(w.editor()->form()->editorFor(QStringLiteral("kind")));
    REQUIRE(kind);
    const int inference = kind->findText(QStringLiteral("inference"));
    REQUIRE(inference >= 0);
    kind->setCurrentIndex(inference);
    emit kind->activated(inference); // as a click on the item does
    QApplication::processEvents();
    CHECK(
        w.document()->json()[QStringLiteral("workloads")].toArray()[0].toObject()[QStringLiteral("kind")].toString() ==
        u"inference");
    CHECK(w.editor()->form()->editorFor(QStringLiteral("peak_qps")) != nullptr);
}
