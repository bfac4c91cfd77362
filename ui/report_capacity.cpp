#include "ui/report_capacity.hpp"

#include "services/fleet_planning.hpp"
#include "ui/capacity_chart.hpp"
#include "ui/charts.hpp"

#include <QLocale>

namespace gputco::ui {

namespace {
QString money(double v) { return QLocale(QLocale::English).toString(v, 'f', 0); }

bool constant(const DemandTimeline& t) {
    return t.startMonth == 0 && t.endMonth < 0 && t.byQuarter.empty() && t.growthPerYear == 0 && t.oneOff.empty();
}

QWidget* chartOf(QWidget* parent, double width, double height) {
    QWidget* c = createChart(ChartKind::Capacity, parent);
    c->resize(int(width), int(height));
    return c;
}

// The kept plan, or the optimiser's best on the default request; a paragraph says which, or why none.
void planPart(ReportSection& sec, const Evaluation& e, const Catalog& catalog, QWidget* chart) {
    const QString cur = QString::fromLatin1(currencyCode(e.scenario.currency).data(), 3);
    PlanProblem problem;
    FleetPlan plan;
    if (auto kept = keptPlan(e, catalog)) {
        problem = kept->problem;
        plan = kept->plan;
        sec.paragraphs << QObject::tr("The scenario's kept fleet plan (Plan -> Optimise fleet): horizon cost %1 %2, "
                                      "burst %3 GPU-hours.")
                              .arg(money(plan.horizonCost), cur, money(plan.burstGpuHours));
    } else {
        const PlanRun run = runFleetPlan(e, catalog, defaultPlanRequest(e.scenario));
        if (!run.ok) {
            sec.paragraphs << QObject::tr("No fleet plan: %1").arg(run.error);
            return;
        }
        problem = run.problem;
        plan = run.search.plans.front();
        sec.paragraphs << QObject::tr("The cheapest fleet plan (exact search of %1 plans and tranche choices): "
                                      "horizon cost %2 %3, burst %4 GPU-hours.")
                              .arg(money(double(run.search.evaluated)), money(plan.horizonCost), cur,
                                   money(plan.burstGpuHours));
    }
    sec.tables.push_back({purchaseScheduleHeader(), purchaseScheduleRows(problem, plan)});
    plotCapacity(chart, planCapacityByMonth(problem, plan), QObject::tr("fleet plan"));
    sec.charts.push_back(chart);
}
} // namespace

bool plansOverTime(const Evaluation& e) {
    return e.ok && (!e.fleetPlan.isEmpty() || !std::all_of(e.timelines.begin(), e.timelines.end(), constant));
}

ReportSection capacitySection(const Evaluation& e, const Catalog& catalog, QWidget* parent, double width,
                              double height) {
    ReportSection sec;
    if (!plansOverTime(e)) return sec;
    sec.heading = QObject::tr("Capacity over time: demand, owned tranches and burst");
    sec.paragraphs << QObject::tr("Each month's demand in GPUs of one type (GPU-hours / 730) against the capacity "
                                  "held: owned servers stacked by purchase, burst rental on top "
                                  "(docs/capacity-planning.md).");
    planPart(sec, e, catalog, chartOf(parent, width, height));
    int shown = 0;
    for (size_t i = 0; i < e.scenario.options.size() && shown < 3; ++i) {
        if (e.scenario.options[i].api) continue;
        QWidget* c = chartOf(parent, width, height);
        plotOptionCapacity(c, e, catalog, int(i));
        sec.charts.push_back(c);
        ++shown;
    }
    return sec;
}

} // namespace gputco::ui
