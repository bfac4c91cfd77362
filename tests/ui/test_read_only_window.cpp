// Issue 18 in the window: a viewer's window (read-only) disables editing and never writes; a
// catalog edit over another user's newer row is refused with a conflict and can be saved as a
// copy; the connection dialog shows the command line's message for an unreachable server, stays
// open and stores no password.
#include "data/catalog_repository.hpp"
#include "data/database.hpp"
#include "data/scenario_repository.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/catalog_table_model.hpp"
#include "ui/catalog_view.hpp"
#include "ui/connection_dialog.hpp"
#include "ui/editor_panel.hpp"
#include "ui/main_window.hpp"
#include "ui/scenario_document.hpp"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableView>

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("a read-only (viewer) window: editing disabled, title says so, no edit reaches the database") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("v.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.document()->isOpen());
    const QString name = w.document()->name();
    data::ScenarioRepository repo(db.sql());
    const int revision = repo.currentRevision(name);
    const qsizetype scenarios = repo.list().size();
    CHECK_FALSE(w.isReadOnly()); // a writable file

    w.setReadOnly(true); // what a gputco_viewer connection gets at start
    CHECK(w.windowTitle().contains(QStringLiteral("read-only")));
    auto* access = w.findChild<QLabel*>(QStringLiteral("access"));
    REQUIRE(access);
    CHECK(access->isVisible());
    int editors = 0;
    for (QLineEdit* e : w.editor()->findChildren<QLineEdit*>()) {
        if (qobject_cast<QComboBox*>(e->parentWidget())) continue;
        CHECK(e->isReadOnly());
        ++editors;
    }
    CHECK(editors > 3); // the scenario's fields were there to lock
    for (QComboBox* c : w.editor()->findChildren<QComboBox*>()) CHECK_FALSE(c->isEnabled());
    for (QAbstractSpinBox* s : w.editor()->findChildren<QAbstractSpinBox*>()) CHECK(s->isReadOnly());
    for (QTableView* v : w.catalogView()->findChildren<QTableView*>())
        CHECK(v->editTriggers() == QAbstractItemView::NoEditTriggers);
    auto* dockNew = w.findChild<QPushButton*>(QStringLiteral("dockNew"));
    auto* dockExport = w.findChild<QPushButton*>(QStringLiteral("dockExport"));
    REQUIRE(dockNew);
    REQUIRE(dockExport);
    CHECK_FALSE(dockNew->isEnabled());
    CHECK(dockExport->isEnabled()); // exporting writes a file, not the database
    dockNew->setEnabled(true);      // re-enabled by anything: locked again
    CHECK_FALSE(dockNew->isEnabled());

    // Edits through every path are refused before the database.
    w.document()->setValue({QStringLiteral("horizon_months")}, 7);
    CHECK(w.document()->lastSaveError().contains(QStringLiteral("read-only")));
    CHECK_FALSE(w.createFromTemplate(QStringLiteral("finetune"), QStringLiteral("new one")));
    CHECK(repo.currentRevision(name) == revision);
    CHECK(repo.list().size() == scenarios);
    CHECK(repo.load(name)->value(QStringLiteral("horizon_months")).toInt() != 7);
}

TEST_CASE("catalog tab: an edit over another user's newer row is refused, mine can become a copy") {
    test::TempDir dir;
    const QString path = dir.file(QStringLiteral("c.sqlite"));
    data::Database mine = data::Database::open(path);
    data::Database theirs = data::Database::open(path);
    ui::CatalogTableModel model(mine.sql(), data::CatalogTable::Gpu);
    QStringList conflicts;
    QObject::connect(&model, &ui::CatalogTableModel::conflict, [&](const QString& m) { conflicts << m; });
    int row = 0;
    while (model.rowId(row) != QStringLiteral("H100-SXM5-80GB")) ++row;
    data::CatalogRepository other(theirs.sql());
    other.setValue(data::CatalogTable::Gpu, "H100-SXM5-80GB", "price_usd", 31000.0); // after the model read it

    const bool saved = model.setData(model.index(row, 1), QStringLiteral("My H100"), Qt::EditRole);
    CHECK_FALSE(saved);
    REQUIRE(conflicts.size() == 1);
    CHECK(conflicts.front().contains(QStringLiteral("(revision 2); reload, or save yours as a copy")));
    CHECK(other.load().gpu("H100-SXM5-80GB")->name != "My H100"); // theirs kept
    CHECK(other.load().gpu("H100-SXM5-80GB")->priceUsd == Approx(31000));

    const QString copy = model.saveMineAsCopy();
    CHECK(copy == QStringLiteral("H100-SXM5-80GB-mine"));
    const Catalog stored = other.load(); // the row below points into it
    const GpuSpec* g = stored.gpu(copy.toStdString());
    REQUIRE(g);
    CHECK(g->name == "My H100");
    CHECK(g->priceUsd == Approx(31000)); // a copy of the stored row, with my edit
    // Reloaded, the model edits at the current revision.
    CHECK(model.setData(model.index(row, 1), QStringLiteral("My H100"), Qt::EditRole));
    CHECK(other.load().gpu("H100-SXM5-80GB")->name == "My H100");
}

TEST_CASE("connection dialog: an unreachable server gives the command line's message, no password stored") {
    QSettings().remove(QStringLiteral("server/url"));
    ui::ConnectionDialog dialog;
    dialog.setUrl(QStringLiteral("postgresql://planner@127.0.0.1:1/gputco?sslmode=disable&connect_timeout=1"));
    CHECK(dialog.url() == QStringLiteral("postgresql://planner@127.0.0.1:1/gputco?sslmode=disable"));
    dialog.show();
    CHECK_FALSE(dialog.tryConnect());
    CHECK(dialog.message().contains(QStringLiteral("cannot be reached")));
    CHECK(dialog.isVisible()); // stays open
    CHECK(dialog.result() != QDialog::Accepted);
    CHECK_FALSE(dialog.passwordAsked());
    CHECK_FALSE(dialog.takeDatabase().has_value());
    for (const QString& key : QSettings().allKeys())
        CHECK_FALSE(QSettings().value(key).toString().contains(QStringLiteral("password")));

    // An address with a password: the password is dropped, not kept.
    auto* address = dialog.findChild<QLineEdit*>(QStringLiteral("address"));
    REQUIRE(address);
    address->setText(QStringLiteral("postgresql://planner:Zq9secret@db.example:5433/team"));
    emit address->editingFinished();
    CHECK_FALSE(address->text().contains(QStringLiteral("Zq9secret")));
    CHECK_FALSE(dialog.url().contains(QStringLiteral("Zq9secret")));
    CHECK(dialog.message().contains(QStringLiteral("password")));
    auto* host = dialog.findChild<QLineEdit*>(QStringLiteral("host"));
    host->clear();
    CHECK_FALSE(dialog.tryConnect());
    CHECK(dialog.message().startsWith(QStringLiteral("Host")));
}
