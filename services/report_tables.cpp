#include "services/report_tables.hpp"

#include "core/validation.hpp"
#include "data/csv_writer.hpp"
#include "data/output_file.hpp"
#include "data/scenario_csv.hpp"

namespace gputco::services {

namespace {
QString cur(const ScenarioResult& r) { return QString::fromLatin1(currencyCode(r.currency).data(), 3); }
QString s(const std::string& x) { return QString::fromStdString(x); }
} // namespace

namespace {
QList<QStringList> monthlyCostRows(const ScenarioResult& r) {
    const QString c = cur(r);
    QList<QStringList> rows;
    rows << QStringList{QStringLiteral("# monthly_costs")};
    rows << QStringList{QStringLiteral("option"),
                        QStringLiteral("month"),
                        QStringLiteral("depreciation (%1)").arg(c),
                        QStringLiteral("power (%1)").arg(c),
                        QStringLiteral("colocation (%1)").arg(c),
                        QStringLiteral("maintenance (%1)").arg(c),
                        QStringLiteral("staff (%1)").arg(c),
                        QStringLiteral("interest (%1)").arg(c),
                        QStringLiteral("rent (%1)").arg(c),
                        QStringLiteral("storage (%1)").arg(c),
                        QStringLiteral("egress (%1)").arg(c),
                        QStringLiteral("total (%1)").arg(c),
                        QStringLiteral("cumulative_cash (%1)").arg(c)};
    for (const OptionResult& o : r.options)
        for (size_t m = 0; m < o.months.size(); ++m) {
            const CostLines& x = o.months[m];
            rows << QStringList{s(o.name),
                                QString::number(m + 1),
                                data::csvNumber(x.depreciation),
                                data::csvNumber(x.power),
                                data::csvNumber(x.colocation),
                                data::csvNumber(x.maintenance),
                                data::csvNumber(x.staff),
                                data::csvNumber(x.interest),
                                data::csvNumber(x.rent),
                                data::csvNumber(x.storage),
                                data::csvNumber(x.egress),
                                data::csvNumber(x.total()),
                                data::csvNumber(o.cumulativeCash[m + 1])};
        }
    return rows;
}

QList<QStringList> runTimeRows(const ScenarioResult& r) {
    QList<QStringList> rows;
    rows << QStringList{QStringLiteral("# run_times")};
    rows << QStringList{QStringLiteral("option"),
                        QStringLiteral("workload"),
                        QStringLiteral("run_days (days)"),
                        QStringLiteral("gpu_hours (GPU-h)"),
                        QStringLiteral("mfu (fraction)"),
                        QStringLiteral("iteration (s)"),
                        QStringLiteral("memory_per_gpu (GiB)")};
    for (const OptionResult& o : r.options)
        for (const WorkloadOnOption& x : o.workloads)
            rows << QStringList{s(o.name),
                                s(x.workload),
                                x.feasible ? data::csvNumber(x.runDays) : QString(),
                                x.feasible ? data::csvNumber(x.training.gpuHours) : QString(),
                                x.feasible ? data::csvNumber(x.mfu) : QString(),
                                x.feasible ? data::csvNumber(x.training.iterationSeconds) : QString(),
                                x.feasible ? data::csvNumber(x.training.best.memory.total() / units::gibi) : QString()};
    return rows;
}

QList<QStringList> sweepRows(const Evaluation& e, const Catalog& catalog) {
    QList<QStringList> rows;
    rows << QStringList{QStringLiteral("# time_to_train_sweep")};
    rows << QStringList{QStringLiteral("workload"), QStringLiteral("gpu"), QStringLiteral("gpus"),
                        QStringLiteral("days (days)"), QStringLiteral("mfu (fraction)")};
    if (!e.scenario.workloads.empty() && !e.scenario.options.empty())
        for (const ScalingSeries& series :
             scalingSweep(e.scenario.workloads.front(), e.scenario.options.front(), catalog))
            for (const SweepPoint& pt : series.points)
                rows << QStringList{s(e.scenario.workloads.front().name), series.gpuId, QString::number(pt.gpus),
                                    pt.feasible ? data::csvNumber(pt.result.timeToTrainDays) : QString(),
                                    pt.feasible ? data::csvNumber(pt.result.best.mfu) : QString()};
    return rows;
}
} // namespace

QList<QStringList> reportCsvRows(const Evaluation& e, const Catalog& catalog) {
    QList<QStringList> rows;
    rows << QStringList{QStringLiteral("# key_figures")};
    rows << data::keyFiguresCsv(e.scenario, e.result);
    rows << QStringList{};
    rows << monthlyCostRows(e.result);
    rows << QStringList{};
    rows << runTimeRows(e.result);
    rows << QStringList{};
    rows << sweepRows(e, catalog);
    return rows;
}

void writeTablesCsv(const QString& path, const Evaluation& e, const Catalog& catalog, bool bom) {
    if (!e.ok) throw InputError("scenario", "the scenario cannot be evaluated: " + e.error.toStdString());
    data::writeOutputFile(path, data::toCsv(reportCsvRows(e, catalog), bom));
}

} // namespace gputco::services
