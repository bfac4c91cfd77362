#include "services/recommendation_line.hpp"

#include "services/readable_number.hpp"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace gputco::services {

namespace {
// Deadlines the option meets at the expected time but would miss at P90 of the time-to-train band.
QStringList p50OnlyFits(const Scenario& s, const OptionResult& o) {
    QStringList out;
    for (const WorkloadOnOption& w : o.workloads) {
        const auto wl = std::find_if(s.workloads.begin(), s.workloads.end(),
                                     [&](const Workload& x) { return x.name == w.workload; });
        if (wl == s.workloads.end() || wl->deadlineDays <= 0 || !w.feasible) continue;
        const double p90 = w.training.expected.p90Days;
        if (s.deadlineConfidence == Confidence::P50 && p90 > wl->deadlineDays)
            out << QObject::tr("%1 meets the %2-day deadline at P50, not at P90 (%3 days)")
                       .arg(QString::fromStdString(w.workload), readableNumber(wl->deadlineDays),
                            QString::number(p90, 'f', 1));
    }
    return out;
}
} // namespace

QString recommendationLine(const Evaluation& e) {
    if (!e.ok || e.result.cheapest.empty()) return {};
    const auto o = std::find_if(e.result.options.begin(), e.result.options.end(),
                                [&](const OptionResult& x) { return x.name == e.result.cheapest; });
    if (o == e.result.options.end()) return {};
    const QString currency = QString::fromLatin1(currencyCode(e.result.currency).data(), 3);
    const QString line = QObject::tr("Recommended: %1, %2 %3 over %n month(s).", nullptr, e.scenario.horizonMonths)
                             .arg(QString::fromStdString(o->name), readableNumber(o->horizonCost), currency);
    const QStringList risks = p50OnlyFits(e.scenario, *o);
    if (!risks.isEmpty()) return line + u' ' + QObject::tr("Risk: %1.").arg(risks.join(QStringLiteral("; ")));
    const bool deadlines = std::any_of(e.scenario.workloads.begin(), e.scenario.workloads.end(),
                                       [](const Workload& w) { return w.deadlineDays > 0; });
    return deadlines ? line + u' ' + QObject::tr("Its deadlines hold at P90 too.") : line;
}

} // namespace gputco::services
