// Issue 14 in the window: the deadline on the scaling chart (the goal seek of core/capacity, as
// `gpu-tco train --deadline-days` uses), capacity against demand by month, Plan -> Optimise fleet.
#include "core/capacity/goal_seek.hpp"
#include "data/catalog_seed.hpp"
#include "data/database.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/capacity_chart.hpp"
#include "ui/charts.hpp"
#include "ui/plan_dialog.hpp"
#include "ui/scenario_document.hpp"

#include <qcustomplot.h>

#include <QFile>
#include <QJsonDocument>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

#include "data/scenario_json.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
QJsonObject sample(const char* file) { // a shipped sample, as the window reads it
    return data::readScenarioFile(QStringLiteral(":/scenarios/") + QString::fromLatin1(file));
}

QCPGraph* graphNamed(QCustomPlot* p, const QString& name) {
    for (int i = 0; i < p->graphCount(); ++i)
        if (p->graph(i)->name() == name) return p->graph(i);
    return nullptr;
}

bool hasPoint(QCustomPlot* p, double x, double y) {
    for (int i = 0; i < p->graphCount(); ++i)
        if (p->graph(i)->dataCount() == 1 && p->graph(i)->data()->at(0)->key == x &&
            p->graph(i)->data()->at(0)->value == Approx(y))
            return true;
    return false;
}
} // namespace

TEST_CASE("scaling chart: the workload's deadline as a line, and where each GPU's curve meets it",
          "[capacity][window]") {
    const Catalog& cat = data::shippedCatalog();
    const services::Evaluation e = services::evaluateDocument(sample("us-lab-growth.json"), cat);
    REQUIRE(e.ok);
    REQUIRE(e.deadlineDays.at(0) == 60);
    const Workload& w = e.scenario.workloads[0]; // 70B on 2T tokens within 60 days
    const auto series = services::scalingSweep(w, e.scenario.options[1], cat, 60);
    std::unique_ptr<QWidget> chart(ui::createChart(ui::ChartKind::Scaling, nullptr));
    ui::plotScaling(chart.get(), series, QStringLiteral("H100-SXM5-80GB"), 64, 0, QString::fromStdString(w.name));
    QCustomPlot* p = ui::plotOf(chart.get());
    const QCPGraph* line = graphNamed(p, QStringLiteral("deadline: 60 days"));
    REQUIRE(line);
    CHECK(line->data()->at(0)->value == 60);
    bool sawH100 = false;
    for (const auto& s : series) {
        REQUIRE(s.goal);
        if (!s.goal->reachable) continue;
        // The marker is the goal seek's answer, and the answer is the goal seek of the same job.
        CHECK(hasPoint(p, s.goal->gpus, s.goal->days));
        CHECK(s.goal->days <= 60);
        Option variant = e.scenario.options[1];
        variant.gpuId = s.gpuId.toStdString();
        CHECK(seekGpuCount(trainingJobFor(w, variant, cat), 60, Confidence::P50).gpus == s.goal->gpus);
        if (s.gpuId == QStringLiteral("H100-SXM5-80GB")) {
            sawH100 = true;
            // Hand lower bound: 6 x 70e9 x 2e12 = 8.4e23 FLOPs; at 989 TFLOP/s (dense BF16) and 100 % MFU
            // for 60 days (5.184e6 s) that is 8.4e23 / (989e12 x 5.184e6) = 163.8 GPUs -> 168 in nodes of 8.
            CHECK(s.goal->gpus >= 168);
        }
    }
    CHECK(sawH100);
}

TEST_CASE("capacity chart: tranches stacked, burst on top, the demand line (hand case)", "[capacity][window]") {
    CapacityByMonth c; // the docs/capacity-planning.md hand case in units of 730 GPU-hours (one GPU all month)
    c.referenceGpu = "X";
    c.demand = {100 * 730.0, 150 * 730.0, 200 * 730.0, 200 * 730.0};
    c.bands = {{0, "X", 12, 100, false, {100 * 730.0, 100 * 730.0, 100 * 730.0, 100 * 730.0}},
               {2, "X", 12, 100, false, {0, 0, 100 * 730.0, 100 * 730.0}}};
    c.burstAvailable = true;
    c.burst = {0, 50 * 730.0, 0, 0};
    c.shortfall = {0, 0, 0, 0};
    std::unique_ptr<QWidget> chart(ui::createChart(ui::ChartKind::Capacity, nullptr));
    ui::plotCapacity(chart.get(), c, QStringLiteral("hand case"));
    QCustomPlot* p = ui::plotOf(chart.get());
    // 2 tranches + burst (bars) and the demand (a graph), 4 months each.
    CHECK(p->plottableCount() == 4);
    CHECK(ui::chartPointCount(chart.get()) == 16);
    auto* burst = qobject_cast<QCPBars*>(p->plottable(2));
    REQUIRE(burst);
    CHECK(burst->barBelow() == p->plottable(1));      // stacked on the second tranche
    CHECK(burst->data()->at(1)->value == Approx(50)); // 150 - 100 GPUs in month 1
    CHECK(graphNamed(p, QStringLiteral("demand"))->data()->at(2)->value == Approx(200));
    CHECK(ui::chartTitleOf(chart.get()).endsWith(QStringLiteral(": hand case")));
}

TEST_CASE("Plan -> Optimise fleet: the best plan, its schedule, kept as one undo step", "[capacity][window]") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("p.sqlite")));
    ui::ScenarioDocument doc(db.sql());
    QJsonObject json = sample("us-lab-growth.json");
    json[QStringLiteral("name")] = QStringLiteral("plan test");
    const Catalog& cat = data::shippedCatalog();
    const services::Evaluation e = services::evaluateDocument(json, cat);
    REQUIRE(e.ok);
    ui::PlanDialog dialog(e, &cat, &doc);
    dialog.findChild<QSpinBox*>()->setValue(70000); // out of range: the spin box holds 4096 at most
    CHECK(dialog.findChild<QSpinBox*>()->value() == 4096);
    // (4096 + 1)^3 types x 4 months = 2.75e11 tranche choices, over 1e8: refused with its size.
    auto edits = dialog.findChildren<QLineEdit*>();
    REQUIRE(edits.size() >= 2);
    edits[0]->setText(QStringLiteral("B200-SXM-180GB,H100-SXM5-80GB,B300-SXM-288GB"));
    dialog.optimise();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.busy(), 20000);
    INFO(dialog.status()->text().toStdString());
    CHECK(dialog.status()->text().contains(QStringLiteral("2.75e+11")));
    CHECK(dialog.status()->text().contains(QStringLiteral("narrow it")));
    CHECK(dialog.plans()->rowCount() == 0);
    dialog.findChild<QSpinBox*>()->setValue(8);
    edits[0]->setText(QStringLiteral("B200-SXM-180GB"));
    dialog.optimise();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.busy(), 20000);
    INFO(dialog.status()->text().toStdString());
    REQUIRE(dialog.plans()->rowCount() >= 1);
    CHECK(dialog.schedule()->rowCount() >= 1);
    CHECK(dialog.schedule()->horizontalHeaderItem(0)->text() == QStringLiteral("Month"));
}

TEST_CASE("purchase schedule: one row a tranche, then the burst (hand case)", "[capacity][window]") {
    PlanProblem p; // docs/capacity-planning.md: 100 units a server-month, demand 100, 150, 200, 200
    p.horizonMonths = 4;
    p.demand = {100, 150, 200, 200};
    p.types = {{"X", 8, 100}};
    p.purchaseMonths = {0, 2};
    p.maxServers = 2;
    p.trancheCost = {{{0, 1000, 2000}, {0, 550, 1100}}};
    p.burst = true;
    p.burstCostPerWork = {8, 8, 8, 8};
    // One server in month 0 and one in month 2: month 1 bursts 150 - 100 = 50 units (x 1 GPU-hour each).
    const FleetPlan plan = evaluatePlan(p, {{0, "X", 1}, {2, "X", 1}});
    const QList<QStringList> rows = services::purchaseScheduleRows(p, plan);
    REQUIRE(rows.size() == 3);
    CHECK(rows[0] == QStringList{"0", "X", "1", "8"}); // 1 server x 8 GPUs
    CHECK(rows[1] == QStringList{"2", "X", "1", "8"});
    CHECK(rows[2][3] == QStringLiteral("50 GPU-hours"));
}
