// Plan -> Optimise -> Keep writes the plan as a new own option with tranches and burst
// (services::documentWithPlanOption; docs/capacity-planning.md "Options with tranches"): that option
// costs what the optimiser said the plan costs, and Keep is one undo step.
#include "data/catalog_seed.hpp"
#include "data/database.hpp"
#include "services/fleet_planning.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/plan_dialog.hpp"
#include "ui/scenario_document.hpp"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>

#include "data/scenario_json.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
QJsonObject sample(const char* file) { // a shipped sample, as the window reads it
    return data::readScenarioFile(QStringLiteral(":/scenarios/") + QString::fromLatin1(file));
}

const OptionResult& optionNamed(const services::Evaluation& e, const QString& name) {
    for (const OptionResult& o : e.result.options)
        if (o.name == name.toStdString()) return o;
    FAIL("no option " << name.toStdString());
    return e.result.options.front();
}
} // namespace

TEST_CASE("plan option: the optimiser's best plan written as an option costs the same", "[capacity][tranches]") {
    const Catalog& cat = data::shippedCatalog();
    const QJsonObject doc = sample("seed-legal-growth.json"); // 4 x 8 B300, serving doubling yearly, A100 burst
    const services::Evaluation e = services::evaluateDocument(doc, cat);
    REQUIRE(e.ok);
    PlanRequest rq;
    rq.purchaseMonths = {0, 12, 24};
    rq.maxServers = 6;
    const services::PlanRun run = services::runFleetPlan(e, cat, rq);
    REQUIRE(run.ok);
    for (const FleetPlan& plan : run.search.plans) { // every plan of the five with month-0 servers
        QString name;
        QJsonObject next;
        try {
            next = services::documentWithPlanOption(doc, e, plan, &name);
        } catch (const InputError&) {
            continue; // buys nothing in month 0: kept as fleet_plan instead
        }
        CHECK(name == QStringLiteral("Fleet plan (optimised)"));
        const services::Evaluation after = services::evaluateDocument(next, cat);
        REQUIRE(after.ok);
        const OptionResult& o = optionNamed(after, name);
        CHECK(o.horizonCost == Approx(plan.horizonCost).epsilon(1e-9));
        CHECK(o.cumulativeCash.back() == o.horizonCost);
        // the scenario's other options are untouched
        CHECK(after.result.options[0].horizonCost == e.result.options[0].horizonCost);
    }
}

TEST_CASE("plan option: Keep adds the option as one undo step, and not twice", "[capacity][tranches]") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("k.sqlite")));
    ui::ScenarioDocument doc(db.sql());
    const QString scenario = sample("seed-legal-growth.json").value(QStringLiteral("name")).toString();
    REQUIRE(doc.open(scenario));
    const Catalog& cat = data::shippedCatalog();
    const int before = doc.json().value(QStringLiteral("options")).toArray().size();
    ui::PlanDialog dialog(services::evaluateDocument(doc.json(), cat), &cat, &doc);
    dialog.optimise();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.busy(), 30000);
    REQUIRE(dialog.plans()->rowCount() >= 1);
    QPushButton* keep = nullptr;
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
        if (b->text().contains(QStringLiteral("Keep"))) keep = b;
    REQUIRE(keep);
    keep->click();
    INFO(dialog.status()->text().toStdString());
    const QJsonArray options = doc.json().value(QStringLiteral("options")).toArray();
    REQUIRE(options.size() == before + 1);
    CHECK(options.last().toObject().value(QStringLiteral("name")).toString() ==
          QStringLiteral("Fleet plan (optimised)"));
    keep->click(); // a second time (issue 45): no second identical option, and it says which it is
    CHECK(doc.json().value(QStringLiteral("options")).toArray().size() == before + 1);
    CHECK(dialog.status()->text().contains(QStringLiteral("is already the option \"Fleet plan (optimised)\"")));
    doc.undoStack()->undo();
    CHECK(doc.json().value(QStringLiteral("options")).toArray().size() == before);
}

// Issue 45, point 1, in the window: Optimise fleet ranks the optimiser's tranche plans with the options and
// goal-seek suggestions that meet every requirement, cheapest first, and names the best on top.
//   - DeepSeek sample: the scenario's "Rent 32 x GB200" (1,537,157 USD) costs less than any tranche plan, so it
//     is the best plan, and Keep says it is an option already.
//   - us-lab-growth: the goal-seek rental (656 H100: the 60-day run and the busiest month's work) is listed
//     after the tranche plan it costs more than; Keep on its row adds it, once.
namespace {
QPushButton* keepButton(ui::PlanDialog& dialog) {
    for (QPushButton* b : dialog.findChildren<QPushButton*>())
        if (b->text().contains(QStringLiteral("Keep"))) return b;
    return nullptr;
}

int rowStarting(const ui::PlanDialog& dialog, const QString& text) {
    for (int r = 0; r < dialog.plans()->rowCount(); ++r)
        if (dialog.plans()->item(r, 3)->text().startsWith(text)) return r;
    return -1;
}

void checkCheapestFirst(const ui::PlanDialog& dialog) {
    for (int r = 1; r < dialog.plans()->rowCount(); ++r) {
        INFO(r);
        CHECK(QLocale().toDouble(dialog.plans()->item(r - 1, 1)->text().section(u' ', 0, 0)) <=
              QLocale().toDouble(dialog.plans()->item(r, 1)->text().section(u' ', 0, 0)));
    }
}
} // namespace

TEST_CASE("plan option: Optimise fleet ranks options and suggestions with the tranche plans, Keep adds one once",
          "[capacity][tranches]") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("g.sqlite")));
    const Catalog& cat = data::shippedCatalog();
    {
        ui::ScenarioDocument doc(db.sql());
        REQUIRE(doc.open(sample("deepseek-v3-serving-h200-vs-gb200.json").value(QStringLiteral("name")).toString()));
        const int before = doc.json().value(QStringLiteral("options")).toArray().size();
        ui::PlanDialog dialog(services::evaluateDocument(doc.json(), cat), &cat, &doc);
        dialog.optimise();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.busy(), 30000);
        INFO(dialog.status()->text().toStdString());
        CHECK(dialog.status()->text().startsWith(QStringLiteral("Best plan: Rent 32 x GB200, ")));
        REQUIRE(dialog.plans()->rowCount() >= 2);
        CHECK(dialog.plans()->item(0, 3)->text().startsWith(QStringLiteral("Rent 32 x GB200 (")));
        CHECK(dialog.plans()->item(0, 2)->text() == QStringLiteral("-")); // an option: no tranches, no burst
        CHECK(dialog.schedule()->rowCount() == 0);
        checkCheapestFirst(dialog);
        keepButton(dialog)->click();
        CHECK(doc.json().value(QStringLiteral("options")).toArray().size() == before);
        CHECK(dialog.status()->text().contains(QStringLiteral("is already an option of the scenario")));
    }
    ui::ScenarioDocument doc(db.sql());
    REQUIRE(doc.open(sample("us-lab-growth.json").value(QStringLiteral("name")).toString()));
    const int before = doc.json().value(QStringLiteral("options")).toArray().size();
    ui::PlanDialog dialog(services::evaluateDocument(doc.json(), cat), &cat, &doc);
    dialog.optimise();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.busy(), 30000);
    INFO(dialog.status()->text().toStdString());
    CHECK(dialog.status()->text().startsWith(QStringLiteral("Best plan: the optimiser's plan 1")));
    checkCheapestFirst(dialog);
    const int rent = rowStarting(dialog, QStringLiteral("Rent 656 x H100-SXM5-80GB, on-demand ("));
    REQUIRE(rent > 0); // listed, after the tranche plan
    dialog.plans()->selectRow(rent);
    keepButton(dialog)->click();
    const QJsonArray options = doc.json().value(QStringLiteral("options")).toArray();
    REQUIRE(options.size() == before + 1);
    CHECK(options.last().toObject().value(QStringLiteral("gpus")).toInt() == 656);
    keepButton(dialog)->click();
    CHECK(doc.json().value(QStringLiteral("options")).toArray().size() == before + 1);
    CHECK(dialog.status()->text().contains(QStringLiteral("is already an option of the scenario")));
}
