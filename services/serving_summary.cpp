#include "services/serving_summary.hpp"
#include "services/readable_number.hpp"

#include <QCoreApplication>

#include <algorithm>

namespace gputco::services {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
QString n(double v) { return readableNumber(v); }
QString money(double v, Currency c) {
    return QStringLiteral("%1 %2").arg(QString::number(v, 'f', v < 100 ? 2 : 0),
                                       QString::fromLatin1(currencyCode(c).data(), 3));
}
} // namespace

QString breakEvenSentence(const ServingComparison& api, const ServingBreakEven& b) {
    if (!b.qps)
        return QStringLiteral("%1 does not beat %2 at any load it can serve: %3.")
            .arg(q(b.gpuOption), q(api.option), q(b.note));
    const QString capacity = b.capacityQps < api.averageQps
                                 ? QStringLiteral(" up to its capacity of %1 QPS").arg(n(b.capacityQps))
                                 : QString();
    return QStringLiteral(
               "Self-hosting on %1 beats %2 above %3 QPS average (%4 tokens a month)%5; the scenario has %6 QPS.")
        .arg(q(b.gpuOption), q(api.option), n(*b.qps), readableCount(b.monthlyTokens.value_or(0)), capacity,
             n(api.averageQps));
}

QStringList servingLines(const ServingComparison& api, Currency currency) {
    QStringList lines;
    lines << QStringLiteral("%1 (%2, %3): %4 tokens a month at %5 QPS average, %6 a month, %7 per 1M output tokens.")
                 .arg(q(api.option), q(api.provider), q(api.model), readableCount(api.monthlyTokens), n(api.averageQps),
                      money(api.monthlyCost, currency), money(api.costPerMillionOutputTokens, currency));
    if (api.servingOnly) lines << q(api.note);
    for (const ServingBreakEven& b : api.breakEvens) {
        lines << breakEvenSentence(api, b);
        lines << QStringLiteral("  At the scenario's load: %1 %2 vs %3 %4 per 1M output tokens.")
                     .arg(q(api.option), money(api.costPerMillionOutputTokens, currency), q(b.gpuOption),
                          money(b.gpuCostPerMillionOutputTokens, currency));
    }
    if (api.slo.empty()) lines << QStringLiteral("SLO check: the workloads set no latency target.");
    for (const SloCheck& x : api.slo) lines << QStringLiteral("SLO check, %1").arg(q(x.text));
    return lines;
}

std::vector<ServingComparison> shownServing(const std::vector<ServingComparison>& all, QString& note,
                                            std::size_t maxApis, std::size_t maxGpus) {
    note.clear();
    std::vector<ServingComparison> out = all;
    std::stable_sort(out.begin(), out.end(), [](const ServingComparison& a, const ServingComparison& b) {
        return a.levelMonthlyCost < b.levelMonthlyCost;
    });
    const std::size_t apis = out.size(), gpus = all.empty() ? 0 : all.front().breakEvens.size();
    if (out.size() > maxApis) out.resize(maxApis);
    for (ServingComparison& api : out) {
        std::stable_sort(api.breakEvens.begin(), api.breakEvens.end(),
                         [](const ServingBreakEven& a, const ServingBreakEven& b) {
                             return std::pair{a.capacityQps <= 0, a.gpuMonthlyCost} <
                                    std::pair{b.capacityQps <= 0, b.gpuMonthlyCost};
                         });
        if (api.breakEvens.size() > maxGpus) api.breakEvens.resize(maxGpus);
    }
    if (apis > maxApis || gpus > maxGpus)
        note = QCoreApplication::translate("GpuTcoReport", "Shown: the %1 cheapest of %2 API options, each against the "
                                                           "%3 cheapest of %4 GPU options.")
                   .arg(std::min(apis, maxApis))
                   .arg(apis)
                   .arg(std::min(gpus, maxGpus))
                   .arg(gpus);
    return out;
}

} // namespace gputco::services
