#include "ui/report_assumptions.hpp"

#include "core/catalog/price_history.hpp"
#include "core/cost/depreciation.hpp"
#include "core/validation.hpp"
#include "data/catalog_json.hpp"
#include "services/readable_number.hpp"
#include "ui/catalog_table_model.hpp"
#include "ui/report_text.hpp"

#include <QDate>
#include <QLocale>

#include <cmath>

namespace gputco::ui {

namespace {

using namespace report_text;

QList<QStringList> generalRows(const Scenario& sc, const QString& c) {
    QList<QStringList> general{
        {GpuTcoReport::tr("Currency"), c, QString()},
        {GpuTcoReport::tr("Horizon"), QString::number(sc.horizonMonths), GpuTcoReport::tr("months")}};
    for (const ExchangeRate& x : sc.exchangeRates)
        general << QStringList{GpuTcoReport::tr("Exchange rate"),
                               QStringLiteral("1 %1 = %2 %3")
                                   .arg(QString::fromLatin1(currencyCode(x.from).data(), 3))
                                   .arg(x.rate)
                                   .arg(QString::fromLatin1(currencyCode(x.to).data(), 3)),
                               s(x.date)};
    return general;
}

QList<QStringList> inferenceRows(const Workload& wl) {
    return {QStringList{GpuTcoReport::tr("Prompt / answer"),
                        QStringLiteral("%1 / %2").arg(wl.promptTokens).arg(wl.outputTokens),
                        GpuTcoReport::tr("tokens")},
            QStringList{GpuTcoReport::tr("Peak / average load"),
                        QStringLiteral("%1 / %2").arg(wl.peakQps).arg(averageQps(wl)), GpuTcoReport::tr("requests/s")},
            QStringList{GpuTcoReport::tr("Targets (p99, TTFT, TPOT)"),
                        QStringLiteral("%1 / %2 / %3")
                            .arg(wl.p99Ms ? num(*wl.p99Ms, 0) : QStringLiteral("-"),
                                 wl.ttftMs ? num(*wl.ttftMs, 0) : QStringLiteral("-"),
                                 wl.tpotMs ? num(*wl.tpotMs, 0) : QStringLiteral("-")),
                        QStringLiteral("ms")},
            QStringList{GpuTcoReport::tr("Hours a day"), num(wl.hoursPerDay, 1), QStringLiteral("h")}};
}

QList<QStringList> trainingRows(const Workload& wl) {
    QList<QStringList> rows{
        {GpuTcoReport::tr("Tokens per run"), services::readableCount(wl.tokens), GpuTcoReport::tr("tokens")},
        {GpuTcoReport::tr("Sequence length"), QString::number(wl.seqLen), GpuTcoReport::tr("tokens")},
        {GpuTcoReport::tr("Runs per month"), num(wl.runsPerMonth, 2), QString()}};
    if (wl.kind == WorkloadKind::Lora)
        rows << QStringList{
            GpuTcoReport::tr("LoRA rank, targets"),
            QStringLiteral("%1, %2%3")
                .arg(wl.loraRank)
                .arg(wl.loraAllLinear ? GpuTcoReport::tr("all linear layers") : GpuTcoReport::tr("attention"),
                     wl.qlora ? QStringLiteral(", QLoRA") : QString()),
            QString()};
    else
        rows << QStringList{GpuTcoReport::tr("Pipeline schedule"),
                            QString::fromLatin1(pipelineScheduleName(wl.pipelineSchedule).data()), QString()};
    if (wl.kind != WorkloadKind::Lora && wl.shape.isMoe())
        rows << QStringList{GpuTcoReport::tr("MoE dispatcher"),
                            QString::fromLatin1(moeDispatcherName(wl.moeDispatcher).data()), QString()};
    return rows;
}

QList<QStringList> workloadRows(const Workload& wl) {
    if (wl.kind == WorkloadKind::Preprocess)
        return {QStringList{GpuTcoReport::tr("Items a day"), services::readableCount(wl.itemsPerDay), QString()},
                QStringList{GpuTcoReport::tr("GPU time per item"), num(wl.gpuSecondsPerItem, 1),
                            GpuTcoReport::tr("s on ") + s(wl.referenceGpu)}};
    QList<QStringList> rows{
        {GpuTcoReport::tr("Model"), s(describeShape(wl.shape)), QString()},
        {GpuTcoReport::tr("Parameters"), num(wl.shape.params() / 1e9, 1), GpuTcoReport::tr("billion")},
        {GpuTcoReport::tr("Precision"), QString::fromLatin1(precisionName(wl.precision).data()), QString()}};
    return rows + (wl.kind == WorkloadKind::Inference ? inferenceRows(wl) : trainingRows(wl));
}

QList<QStringList> ownRows(const OwnTerms& t, const QString& oc) {
    return {
        QStringList{GpuTcoReport::tr("Servers x GPUs"), QStringLiteral("%1 x %2").arg(t.servers).arg(t.gpusPerServer),
                    QString()},
        QStringList{GpuTcoReport::tr("Server price"), money(t.serverPrice), oc},
        QStringList{GpuTcoReport::tr("Network / storage / install capex"),
                    money(t.networkCapex) + QStringLiteral(" / ") + money(t.storageCapex) + QStringLiteral(" / ") +
                        money(t.installCapex),
                    oc},
        QStringList{GpuTcoReport::tr("Depreciation"),
                    QStringLiteral("%1, %2").arg(num(t.depreciationYears, 1),
                                                 QString::fromLatin1(depreciationName(t.depreciation).data())),
                    GpuTcoReport::tr("years")},
        QStringList{GpuTcoReport::tr("Residual value"), num(100 * t.residualFraction, 0) + u'%', QString()},
        QStringList{GpuTcoReport::tr("Server power x load x PUE"),
                    QStringLiteral("%1 x %2 x %3").arg(num(t.serverPowerKw, 1), num(t.averageLoad, 2), num(t.pue, 2)),
                    QStringLiteral("kW")},
        QStringList{GpuTcoReport::tr("Electricity"), num(t.electricityPerKwh, 3), oc + QStringLiteral("/kWh")},
        QStringList{GpuTcoReport::tr("Colocation"), num(t.colocationPerKwMonth, 1),
                    GpuTcoReport::tr("%1/kW-month").arg(oc)},
        QStringList{GpuTcoReport::tr("Maintenance"), num(100 * t.maintenanceFractionPerYear, 1) + u'%',
                    GpuTcoReport::tr("of capex per year")},
        QStringList{GpuTcoReport::tr("Staff"), money(t.staffPerMonth), GpuTcoReport::tr("%1/month").arg(oc)},
        QStringList{GpuTcoReport::tr("Interest / discount rate"),
                    num(100 * t.interestRate, 1) + QStringLiteral("% / ") + num(100 * t.discountRate, 1) + u'%',
                    GpuTcoReport::tr("per year")}};
}

QString billingText(Billing b) {
    return b == Billing::Committed  ? GpuTcoReport::tr("committed (730 h/month)")
           : b == Billing::OnDemand ? GpuTcoReport::tr("on demand")
                                    : QString::fromLatin1(billingName(b).data(), qsizetype(billingName(b).size()));
}

// Where a catalog price came from, and a warning when it was listed more than 6 months ago (issue 31).
QList<QStringList> priceDateRows(const RentTerms& t, const Catalog& catalog) {
    if (!t.priceFromCatalog) return {};
    QList<QStringList> rows{
        {GpuTcoReport::tr("Price listed"),
         s(t.provider) + QStringLiteral(", ") + (t.priceDate.empty() ? QStringLiteral("-") : s(t.priceDate)),
         data::describeSource(catalog, t.priceSource)}};
    const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    if (priceOlderThan(t.priceDate, today, 6))
        rows << QStringList{GpuTcoReport::tr("Warning"),
                            GpuTcoReport::tr("price listed %1, more than 6 months ago: refresh prices "
                                             "(Catalog > Update prices, or gpu-tco catalog refresh)")
                                .arg(s(t.priceDate)),
                            QString()};
    return rows;
}

QList<QStringList> rentRows(const RentTerms& t, const QString& oc) {
    const QString perHour = GpuTcoReport::tr("%1/GPU-hour").arg(oc);
    QList<QStringList> rows{QStringList{QStringLiteral("GPUs"), QString::number(t.gpus), QString()}};
    if (t.reservedGpus > 0) { // issue 14: e.g. "8 reserved (commit-1y) + 8 on demand"
        rows << QStringList{GpuTcoReport::tr("Billing"),
                            GpuTcoReport::tr("%1 reserved (%2) + %3 %4")
                                .arg(t.reservedGpus)
                                .arg(billingText(t.reservedBilling))
                                .arg(t.gpus - t.reservedGpus)
                                .arg(billingText(t.billing)),
                            QString()}
             << QStringList{GpuTcoReport::tr("Reserved price"), num(t.reservedPricePerGpuHour, 3), perHour}
             << QStringList{GpuTcoReport::tr("Price of the others"), num(t.pricePerGpuHour, 3), perHour};
    } else {
        rows << QStringList{GpuTcoReport::tr("Price"), num(t.pricePerGpuHour, 3), perHour}
             << QStringList{GpuTcoReport::tr("Billing"), billingText(t.billing), QString()};
    }
    rows << QStringList{GpuTcoReport::tr("Storage / egress"),
                        money(t.storagePerMonth) + QStringLiteral(" / ") + money(t.egressPerMonth),
                        GpuTcoReport::tr("%1/month").arg(oc)};
    return rows;
}

QList<QStringList> catalogValuesUsed(const Scenario& sc, const Catalog& catalog) {
    QList<QStringList> rows;
    QStringList seen;
    for (const Option& o : sc.options) {
        if (seen.contains(s(o.gpuId))) continue;
        seen << s(o.gpuId);
        const GpuSpec* g = catalog.gpu(o.gpuId);
        if (!g) continue;
        for (const char* key : {"bf16_tflops", "fp16_tflops", "fp8_tflops", "fp4_tflops", "hbm_gib", "hbm_tb_s",
                                "nvlink_gb_s", "tdp_w", "server_price_usd", "server_power_kw"}) {
            const auto* f = findField<GpuSpec>(gpuFields(), key);
            const auto v = f->get(*g);
            if (!v) continue;
            const QString unit = QString::fromLatin1(f->unit.data(), qsizetype(f->unit.size()));
            rows << QStringList{
                s(g->id),
                catalogFieldName(QString::fromLatin1(key),
                                 QString::fromLatin1(f->label.data(), qsizetype(f->label.size()))),
                (std::abs(*v) >= 1000 ? QLocale().toString(*v, 'f', 0) : QLocale().toString(*v, 'g', 4)) +
                    (unit.isEmpty() ? QString() : u' ' + unit),
                data::describeSource(catalog, sourceKeyFor(g->sources, key))};
        }
    }
    return rows;
}

} // namespace

void assumptionsSection(Pages& p, const Evaluation& e, const Catalog& catalog) {
    const Scenario& sc = e.scenario;
    p.heading(GpuTcoReport::tr("2. Assumptions"));
    p.table({GpuTcoReport::tr("Input"), GpuTcoReport::tr("Value"), GpuTcoReport::tr("Unit / date")},
            generalRows(sc, cur(e.result)));
    for (const Workload& wl : sc.workloads) {
        p.heading(GpuTcoReport::tr("Workload: ") + s(wl.name) +
                      QStringLiteral(" (%1)").arg(QString::fromLatin1(workloadKindName(wl.kind).data())),
                  2);
        p.table({GpuTcoReport::tr("Input"), GpuTcoReport::tr("Value"), GpuTcoReport::tr("Unit")}, workloadRows(wl));
    }
    for (const Option& o : sc.options) {
        p.heading(GpuTcoReport::tr("Option: ") + s(o.name) +
                      (o.own ? GpuTcoReport::tr(" (own)") : GpuTcoReport::tr(" (rent)")),
                  2);
        const QString oc = QString::fromLatin1(currencyCode(o.currency).data(), 3);
        QList<QStringList> rows{
            {QStringLiteral("GPU"), s(o.gpuId), QString()},
            {GpuTcoReport::tr("Fabric / storage"), s(o.fabricId) + QStringLiteral(" / ") + s(o.storageId), QString()}};
        rows << (o.own ? ownRows(o.ownTerms, oc) : rentRows(o.rentTerms, oc));
        if (!o.own) rows << priceDateRows(o.rentTerms, catalog);
        p.table({GpuTcoReport::tr("Input"), GpuTcoReport::tr("Value"), GpuTcoReport::tr("Unit")}, rows);
    }
    p.heading(GpuTcoReport::tr("Catalog values used, with sources"), 2);
    p.table({QStringLiteral("GPU"), GpuTcoReport::tr("Field"), GpuTcoReport::tr("Value"),
             GpuTcoReport::tr("Source (date read)")},
            catalogValuesUsed(sc, catalog), 7);
}

} // namespace gputco::ui
