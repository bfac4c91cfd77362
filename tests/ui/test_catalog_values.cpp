// Catalog values vs the user's values, and figures that are never stale (issue 10).
// Prices by hand from resources/catalog/prices.json: USD on-demand per GPU-hour, H100-SXM5-80GB
// lowest 3.29 (Lambda, 2025-02), A100-SXM4-80GB lowest 4.10 (Azure, 2024-01).
#include "data/database.hpp"
#include "services/catalog_hints.hpp"
#include "tests/support/form_pick.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/compare_view.hpp"
#include "ui/editor_panel.hpp"
#include "ui/exchange_rates_editor.hpp"
#include "ui/field_form.hpp"
#include "ui/main_window.hpp"
#include "ui/results_view.hpp"
#include "ui/scenario_document.hpp"

#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
const QString kUs = QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers");

QJsonObject rent(const ui::MainWindow& w) {
    return w.document()->json()[QStringLiteral("options")].toArray()[0].toObject();
}

} // namespace

TEST_CASE("a rent option's catalog price follows its GPU, a typed price stays and can go back in one click") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.openScenario(kUs));
    w.editor()->select(QStringLiteral("options"), 0);
    QCoreApplication::processEvents(); // the new form's rows are shown by a queued call
    // The catalog's prices of each GPU (resources/catalog/prices.json, the rule in services/catalog_hints).
    const auto h100 = services::catalogRentPrice(w.catalog(), QStringLiteral("H100-SXM5-80GB"), QStringLiteral("USD"));
    const auto a100 = services::catalogRentPrice(w.catalog(), QStringLiteral("A100-SXM4-80GB"), QStringLiteral("USD"));
    REQUIRE((h100 && a100));
    REQUIRE(h100->perGpuHour != Approx(a100->perGpuHour));
    QToolButton* useCatalog = nullptr; // the shown form's (rows of an earlier form wait, hidden, for deletion)
    for (auto* b : w.editor()->form()->findChildren<QToolButton*>(QStringLiteral("price_per_gpu_hour_use_catalog")))
        if (!b->parentWidget()->isHidden()) useCatalog = b;
    REQUIRE(useCatalog);
    if (useCatalog->isVisibleTo(w.editor()->form())) useCatalog->click(); // the sample's 3.29 is a typed price
    CHECK(rent(w)[QStringLiteral("price_per_gpu_hour")].toDouble() == Approx(h100->perGpuHour));

    test::pick(w, "gpu", QStringLiteral("A100-SXM4-80GB"));
    CHECK(rent(w)[QStringLiteral("price_per_gpu_hour")].toDouble() == Approx(a100->perGpuHour));
    const QString tip = w.editor()->form()->editorFor(QStringLiteral("price_per_gpu_hour"))->toolTip();
    CHECK(tip.contains(
        QStringLiteral("catalog: %1 USD/GPU-h, %2").arg(QLocale().toString(a100->perGpuHour, 'f', 2), a100->provider)));
    CHECK(w.evaluation().result.options[0].gpuId == "A100-SXM4-80GB");

    // A typed price is the user's: switching the GPU keeps it; "use catalog value" restores the catalog's.
    auto* price = qobject_cast<QLineEdit*>(w.editor()->form()->editorFor(QStringLiteral("price_per_gpu_hour")));
    price->setFocus();
    price->selectAll();
    QTest::keyClicks(price, QStringLiteral("2.5"));
    test::pick(w, "gpu", QStringLiteral("H100-SXM5-80GB"));
    CHECK(rent(w)[QStringLiteral("price_per_gpu_hour")].toDouble() == Approx(2.5));
    CHECK(useCatalog->isVisibleTo(w.editor()->form()));
    useCatalog->click();
    CHECK(rent(w)[QStringLiteral("price_per_gpu_hour")].toDouble() == Approx(h100->perGpuHour));
    CHECK_FALSE(useCatalog->isVisibleTo(w.editor()->form()));
}

TEST_CASE("a new option is named after its contents until the user names it") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.openScenario(kUs));
    QPushButton* addRent = nullptr;
    for (QPushButton* b : w.editor()->findChildren<QPushButton*>())
        if (b->text() == u"+ Rent") addRent = b;
    REQUIRE(addRent);
    addRent->click();
    const int last = int(w.document()->json()[QStringLiteral("options")].toArray().size()) - 1;
    auto option = [&] { return w.document()->json()[QStringLiteral("options")].toArray()[last].toObject(); };
    CHECK(option()[QStringLiteral("name")].toString() == QStringLiteral("Rent 32 x H100-SXM5-80GB, committed"));
    auto* gpus = qobject_cast<QLineEdit*>(w.editor()->form()->editorFor(QStringLiteral("gpus")));
    REQUIRE(gpus);
    gpus->setFocus();
    gpus->selectAll();
    QTest::keyClicks(gpus, QStringLiteral("128"));
    test::pick(w, "gpu", QStringLiteral("A100-SXM4-80GB"));
    test::pick(w, "billing", QStringLiteral("on-demand"));
    CHECK(option()[QStringLiteral("name")].toString() == QStringLiteral("Rent 128 x A100-SXM4-80GB, on-demand"));
    auto* name = qobject_cast<QLineEdit*>(w.editor()->form()->editorFor(QStringLiteral("name")));
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("Spot pool"));
    gpus->setFocus();
    gpus->selectAll();
    QTest::keyClicks(gpus, QStringLiteral("64"));
    CHECK(option()[QStringLiteral("name")].toString() == QStringLiteral("Spot pool")); // named by the user: kept
}

TEST_CASE("Results in CNY on the US sample: an exchange rate typed in the window makes it work") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.openScenario(kUs));
    const double usd = w.evaluation().result.options[0].firstMonth.total();
    w.setDisplayCurrency(Currency::CNY);
    CHECK(w.evaluation().ok); // no rate: still shown, in USD, and the banner says why
    CHECK(w.evaluation().result.currency == Currency::USD);
    CHECK(w.results()->problem().contains(QStringLiteral("Exchange rates")));
    w.editor()->select(QStringLiteral("scenario"), 0);
    auto* add = w.editor()->rates()->findChild<QPushButton*>(QStringLiteral("add_rate"));
    REQUIRE(add);
    add->click();
    QTableWidget* table = w.editor()->rates()->table();
    REQUIRE(table->rowCount() == 1);
    table->item(0, 2)->setText(QStringLiteral("7.1")); // as typed into the cell
    REQUIRE(w.evaluation().ok);
    CHECK(w.evaluation().result.currency == Currency::CNY);
    CHECK(w.evaluation().result.options[0].firstMonth.total() == Approx(usd * 7.1));
    table->item(0, 2)->setText(QStringLiteral("-3")); // refused, named, document unchanged
    CHECK(w.statusBar()->currentMessage().contains(QStringLiteral("exchange_rates[0].rate")));
    CHECK(w.evaluation().result.options[0].firstMonth.total() == Approx(usd * 7.1));
    w.setDisplayCurrency(std::nullopt);
}

TEST_CASE("a failed evaluation greys the figures, another scenario's figures never stay") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::MainWindow w(db.sql());
    w.show();
    REQUIRE(w.openScenario(kUs));
    REQUIRE_FALSE(w.results()->stale());
    // An impossible document (an unknown GPU) cannot be evaluated: greyed, and the banner says why.
    w.document()->setValue({QStringLiteral("options"), 0, QStringLiteral("gpu")}, QStringLiteral("NO-SUCH-GPU"));
    CHECK_FALSE(w.evaluation().ok);
    CHECK(w.results()->stale());
    CHECK_FALSE(w.results()->keyFigures()->isEnabled());
    CHECK(w.results()->problem().contains(QStringLiteral("Cannot evaluate")));
    w.document()->undoStack()->undo();
    CHECK(w.evaluation().ok);
    CHECK_FALSE(w.results()->stale());
    CHECK(w.results()->keyFigures()->isEnabled());
}

TEST_CASE("the envelope tooltip adds the best case's own envelope when it differs (issue 46)") {
    Envelope expected;
    expected.assessed = expected.extrapolated = true;
    expected.summary = "extrapolated: no validated run of a MoE model at FP8 on Blackwell (GB300-NVL72)";
    Envelope best;
    best.assessed = true;
    best.summary = "within the validated runs";
    const QString tip = ui::envelopeToolTip(expected, best);
    CHECK(tip.contains(QStringLiteral("Best case: within the validated runs")));
    best.extrapolated = true; // the same state: said once
    CHECK_FALSE(ui::envelopeToolTip(expected, best).contains(QStringLiteral("Best case:")));
}
