#include "services/option_ranking.hpp"

#include <QLocale>
#include <QObject>

namespace gputco::services {

double upfrontCapex(const OptionResult& o) { return o.capexUpfront; }

double cashAtHorizon(const OptionResult& o) {
    return o.cumulativeCash.empty() ? o.horizonCost : o.cumulativeCash.back();
}

bool canDoTheWork(const OptionResult& o) {
    if (o.overCapacity || o.utilization > 1.0) return false;
    for (const WorkloadOnOption& w : o.workloads)
        if (!w.feasible) return false;
    return true;
}

Ranking rankOptions(const ScenarioResult& r, const QStringList& subset) {
    Ranking out;
    const OptionResult* best = nullptr;
    const OptionResult* bestAny = nullptr;
    for (const OptionResult& o : r.options) {
        if (!subset.isEmpty() && !subset.contains(QString::fromStdString(o.name))) continue;
        if (!bestAny || cashAtHorizon(o) < cashAtHorizon(*bestAny)) bestAny = &o;
        if (canDoTheWork(o) && (!best || cashAtHorizon(o) < cashAtHorizon(*best))) best = &o;
    }
    if (best) {
        out.cheapest = QString::fromStdString(best->name);
        out.cash = cashAtHorizon(*best);
    }
    if (bestAny && bestAny != best) {
        const QString name = QString::fromStdString(bestAny->name);
        out.warning = bestAny->utilization > 1.0
                          ? QObject::tr("%1 would cost less but needs %2 % of the month: it cannot do the work.")
                                .arg(name, QLocale().toString(100 * bestAny->utilization, 'f', 0))
                          : QObject::tr("%1 would cost less but cannot run every workload.").arg(name);
    }
    return out;
}

} // namespace gputco::services
