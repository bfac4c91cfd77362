// Issue 31 in the window: Catalog -> Update prices reads a price list on a worker thread, shows the
// change as a table, applies it as one undo step (undo puts the old prices and dates back, history
// included), and a viewer's window shows the change but cannot apply it.
#include "data/catalog_repository.hpp"
#include "data/database.hpp"
#include "data/price_refresh_repository.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/test_paths.hpp"
#include "ui/catalog_view.hpp"
#include "ui/main_window.hpp"
#include "ui/price_refresh_dialog.hpp"
#include "ui/scenario_document.hpp"

#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
QString awsFixture() {
    return QString::fromUtf8(test::paths::sourceDir()) +
           QStringLiteral("/tests/data/price_fixtures/aws/ec2-us-east-1.json");
}

const CloudPrice* row(const Catalog& c, const char* id) {
    for (const CloudPrice& p : c.cloudPrices)
        if (p.id == id) return &p;
    return nullptr;
}

int rowWith(QTableWidget* t, const QString& id, const QString& term) {
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 9)->text() == id && t->item(r, 2)->text() == term) return r;
    return -1;
}
} // namespace

TEST_CASE("Update prices: the change as a table, applied as one undo step") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    QUndoStack* undo = w.document()->undoStack();
    int changed = 0;
    auto* dialog = new ui::PriceRefreshDialog(
        db.sql(), undo, false, [&] { ++changed; }, &w);
    dialog->setSources({awsFixture()});
    dialog->read();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->busy(), 20000);
    QTableWidget* t = dialog->changes();
    REQUIRE(t->rowCount() == 4);
    const int p5 = rowWith(t, QStringLiteral("aws-p5-h100"), QStringLiteral("1-year"));
    REQUIRE(p5 >= 0);
    CHECK(t->item(p5, 6)->text() == QLocale().toString(36.2432 / 8, 'f', 4)); // 4.5304
    CHECK(dialog->notes()->toPlainText().contains(QStringLiteral("g7.48xlarge")));
    REQUIRE(dialog->applyButton()->isEnabled());
    const int before = undo->count();
    QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
    CHECK(undo->count() == before + 1);
    CHECK(changed == 1);
    Catalog c = data::CatalogRepository(db.sql()).load();
    REQUIRE(row(c, "aws-p5-h100")->commit1y);
    CHECK(*row(c, "aws-p5-h100")->commit1y == Approx(4.5304));
    CHECK(row(c, "aws-p5-h100")->priceDate == "2026-01-01");
    CHECK_FALSE(data::PriceRefreshRepository(db.sql()).history("H100-SXM5-80GB").empty());

    undo->undo(); // the shipped prices, dates and sources again; no history left
    c = data::CatalogRepository(db.sql()).load();
    CHECK_FALSE(row(c, "aws-p5-h100")->commit1y);
    CHECK(row(c, "aws-p5-h100")->priceDate == "2026-01");
    CHECK(row(c, "aws-p5-h100")->source == "AWS-VANTAGE");
    CHECK(data::PriceRefreshRepository(db.sql()).history("H100-SXM5-80GB").empty());
    undo->redo();
    CHECK(row(data::CatalogRepository(db.sql()).load(), "aws-p5-h100")->commit1y.has_value());
    CHECK(changed == 3);
}

TEST_CASE("Update prices in a viewer's window shows the change and cannot apply it") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("v.sqlite")));
    QUndoStack undo;
    ui::PriceRefreshDialog dialog(db.sql(), &undo, true, [] {});
    dialog.setSources({awsFixture()});
    dialog.read();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.busy(), 20000);
    CHECK(dialog.changes()->rowCount() == 4);
    CHECK_FALSE(dialog.applyButton()->isEnabled());
    dialog.applyPlan();
    CHECK(undo.count() == 0);
    CHECK_FALSE(row(data::CatalogRepository(db.sql()).load(), "aws-p5-h100")->commit1y);
}
