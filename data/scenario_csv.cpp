#include "data/scenario_csv.hpp"

#include "data/csv_writer.hpp"

namespace gputco::data {

namespace {
QStringList keyFiguresHeader(const ScenarioResult& r) {
    const QString cur = QString::fromLatin1(currencyCode(r.currency).data(), 3);
    auto money = [&](const char* name, const char* per) {
        return QStringLiteral("%1 (%2%3)").arg(QLatin1String(name), cur, QLatin1String(per));
    };
    return QStringList{QStringLiteral("scenario"),
                       QStringLiteral("option"),
                       QStringLiteral("kind"),
                       QStringLiteral("gpu"),
                       QStringLiteral("gpus"),
                       money("monthly_total", "/month"),
                       money("depreciation", "/month"),
                       money("power", "/month"),
                       money("colocation", "/month"),
                       money("maintenance", "/month"),
                       money("staff", "/month"),
                       money("interest", "/month"),
                       money("rent", "/month"),
                       money("storage", "/month"),
                       money("egress", "/month"),
                       money("capex", ""),
                       QStringLiteral("horizon_cost (%1 over %2 months, discounted)").arg(cur).arg(r.horizonMonths),
                       money("npv", ""),
                       money("capex_upfront", ""),
                       money("cost_per_gpu_hour", "/GPU-hour"),
                       money("resale_value", ""),
                       money("accounting_cost", ""),
                       money("insurance", "/month"),
                       money("licences", "/month"),
                       QStringLiteral("utilization (share of month)"),
                       QStringLiteral("workload"),
                       QStringLiteral("run_days (days)"),
                       money("cost_per_run", "/run"),
                       money("cost_per_1m_tokens", "/1M tokens"),
                       QStringLiteral("runs_per_month_capacity (runs/month)")};
}

// The cells of one option that every workload's row repeats.
QStringList optionCells(const Scenario& s, const OptionResult& o) {
    const CostLines& m = o.firstMonth;
    return QStringList{QString::fromStdString(s.name),
                       QString::fromStdString(o.name),
                       o.own ? QStringLiteral("own") : QStringLiteral("rent"),
                       QString::fromStdString(o.gpuId),
                       QString::number(o.gpus),
                       csvNumber(m.total()),
                       csvNumber(m.depreciation),
                       csvNumber(m.power),
                       csvNumber(m.colocation),
                       csvNumber(m.maintenance),
                       csvNumber(m.staff),
                       csvNumber(m.interest),
                       csvNumber(m.rent),
                       csvNumber(m.storage),
                       csvNumber(m.egress),
                       csvNumber(o.capex),
                       csvNumber(o.horizonCost),
                       csvNumber(o.npv),
                       csvNumber(o.capexUpfront),
                       csvNumber(o.costPerGpuHour),
                       csvNumber(o.resaleValue),
                       csvNumber(o.accountingCost),
                       csvNumber(m.insurance),
                       csvNumber(m.licences),
                       csvNumber(o.utilization)};
}
} // namespace

QList<QStringList> keyFiguresCsv(const Scenario& s, const ScenarioResult& r) {
    QList<QStringList> rows;
    rows << keyFiguresHeader(r);
    for (const OptionResult& o : r.options) {
        const QStringList common = optionCells(s, o);
        for (const WorkloadOnOption& w : o.workloads) {
            QStringList row = common;
            row << QString::fromStdString(w.workload);
            if (w.feasible)
                row << csvNumber(w.runDays) << csvNumber(w.costPerRun) << csvNumber(w.costPerMillionTokens)
                    << csvNumber(w.runsPerMonthCapacity);
            else
                row << QString() << QString() << QString() << QString();
            rows << row;
        }
    }
    return rows;
}

} // namespace gputco::data
