#include "services/option_ranking.hpp"

#include <QLocale>
#include <QObject>

namespace gputco::services {

double upfrontCapex(const OptionResult& o) { return o.capexUpfront; }

double cashAtHorizon(const OptionResult& o) {
    return o.cumulativeCash.empty() ? o.horizonCost : o.cumulativeCash.back();
}

bool canDoTheWork(const OptionResult& o) { return o.feasibility.feasible(); }

namespace {
QString num(double v, int decimals = 1) { return QLocale().toString(v, 'f', decimals); }
} // namespace

QString requirementText(const RequirementFailure& f) {
    const QString w = QString::fromStdString(f.workload);
    const QString prefix = w.isEmpty() ? QString() : w + QStringLiteral(": ");
    const bool wholeLimit = f.limit == double(qint64(f.limit));
    switch (f.kind) {
    case RequirementKind::Deadline:
        return prefix + QObject::tr("takes %1 days and misses the %2-day deadline by %3 days")
                            .arg(num(f.value), num(f.limit, wholeLimit ? 0 : 1), num(f.margin()));
    case RequirementKind::BeforeHorizon:
        return prefix + QObject::tr("a one-off run ends %1 months after the horizon")
                            .arg(num(f.margin() / kFeasibilityDaysPerMonth));
    case RequirementKind::Ttft:
    case RequirementKind::Tpot:
    case RequirementKind::P99: {
        const QString name = f.kind == RequirementKind::Ttft   ? QStringLiteral("TTFT")
                             : f.kind == RequirementKind::Tpot ? QStringLiteral("TPOT")
                                                               : QStringLiteral("p99");
        if (f.state == RequirementState::Unknown)
            return prefix + QObject::tr("%1 target %2 ms: unknown, the provider publishes no latency")
                                .arg(name, num(f.limit, 0));
        return prefix + QObject::tr("%1 %2 ms at peak misses the %3 ms target by %4 ms")
                            .arg(name, num(f.value, 0), num(f.limit, 0), num(f.margin(), 0));
    }
    case RequirementKind::Capacity:
        if (f.limit > 0 && f.month >= 0)
            return prefix +
                   QObject::tr("needs %1 % of month %2: over capacity").arg(num(100 * f.value, 0)).arg(f.month);
        if (f.limit > 0)
            return prefix + QObject::tr("needs %1 % of the month: over capacity").arg(num(100 * f.value, 0));
        break;
    case RequirementKind::ServingPeak:
        return prefix + QObject::tr("serving needs %1 GPUs at peak in month %2, the option has %3")
                            .arg(num(f.value, 0))
                            .arg(f.month)
                            .arg(num(f.limit, 0));
    case RequirementKind::Runnable: break;
    }
    return QString::fromStdString(f.text); // the model's own sentence (e.g. why it cannot run)
}

QString requirementsText(const Feasibility& f) {
    QStringList parts;
    for (const RequirementFailure& x : f.failures) parts << requirementText(x);
    return parts.join(QStringLiteral("; "));
}

Ranking rankOptions(const ScenarioResult& r, const QStringList& subset) {
    Ranking out;
    const OptionResult* best = nullptr;
    const OptionResult* bestAny = nullptr;
    for (const OptionResult& o : r.options) {
        const QString name = QString::fromStdString(o.name);
        if (!subset.isEmpty() && !subset.contains(name)) continue;
        if (!bestAny || cashAtHorizon(o) < cashAtHorizon(*bestAny)) bestAny = &o;
        if (canDoTheWork(o) && (!best || cashAtHorizon(o) < cashAtHorizon(*best))) best = &o;
        if (!canDoTheWork(o)) out.infeasible << name + QStringLiteral(": ") + requirementsText(o.feasibility);
    }
    if (best) {
        out.cheapest = QString::fromStdString(best->name);
        out.cash = cashAtHorizon(*best);
    }
    if (bestAny && bestAny != best)
        out.warning = QObject::tr("%1 would cost less but does not meet the requirements: %2.")
                          .arg(QString::fromStdString(bestAny->name), requirementsText(bestAny->feasibility));
    return out;
}

} // namespace gputco::services
