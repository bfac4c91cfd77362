#include "ui/report_export.hpp"
#include "services/serving_summary.hpp"
#include "ui/report_capacity.hpp"
#include "ui/report_pages.hpp"
#include "ui/report_uncertainty.hpp"

#include "core/cost/depreciation.hpp"
#include "core/validation.hpp"
#include "data/catalog_json.hpp"
#include "data/csv_writer.hpp"
#include "data/limits.hpp"
#include "data/scenario_csv.hpp"
#include "services/option_ranking.hpp"
#include "ui/charts.hpp"
#include "ui/language.hpp"
#include "ui/results_view.hpp"
#include "ui/services.hpp"
#include "ui/theme.hpp"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTemporaryFile>

#include <memory>

// The report's texts, translated like the window's (context "GpuTcoReport" in the .ts).
struct GpuTcoReport {
    Q_DECLARE_TR_FUNCTIONS(GpuTcoReport)
};

namespace gputco::ui {

namespace {

QString cur(const ScenarioResult& r) { return QString::fromLatin1(currencyCode(r.currency).data(), 3); }
QString money(double v) { return QLocale(QLocale::English).toString(v, 'f', 0); }
QString num(double v, int d = 1) { return QLocale(QLocale::English).toString(v, 'f', d); }
QString s(const std::string& x) { return QString::fromStdString(x); }

// The report's question: runs of training work, and the load of serving work (issue 19).
QString question(const Scenario& sc, int horizonMonths) {
    QStringList runs, served;
    for (const Workload& x : sc.workloads)
        if (x.kind == WorkloadKind::Inference)
            served << GpuTcoReport::tr("%1 (%2 QPS average)").arg(s(x.name), num(averageQps(x), 1));
        else
            runs << QStringLiteral("%1 (%2 %3)")
                        .arg(s(x.name), num(x.runsPerMonth, 2), GpuTcoReport::tr("runs a month"));
    QStringList parts;
    if (!runs.isEmpty())
        parts << GpuTcoReport::tr("which way of getting GPUs runs %1 for the least money over %2 months, and how long "
                                  "does each run take?")
                     .arg(runs.join(QStringLiteral(", ")))
                     .arg(horizonMonths);
    if (!served.isEmpty())
        parts << GpuTcoReport::tr("which way of serving %1 costs the least over %2 months?")
                     .arg(served.join(QStringLiteral(", ")))
                     .arg(horizonMonths);
    return GpuTcoReport::tr("Question: ") + parts.join(u' ');
}

// "Options: Rent 2 x 8 H100 — 16 x H100-SXM5-80GB (rent); API DeepSeek-V3 — per token (API)."
QString optionList(const ScenarioResult& r) {
    QStringList opts;
    for (const OptionResult& o : r.options)
        opts << (o.api ? QStringLiteral("%1 — %2").arg(s(o.name), GpuTcoReport::tr("tokens bought per million (API)"))
                       : QStringLiteral("%1 — %2 x %3 (%4)")
                             .arg(s(o.name))
                             .arg(o.gpus)
                             .arg(s(o.gpuId), o.own ? GpuTcoReport::tr("own") : GpuTcoReport::tr("rent")));
    return GpuTcoReport::tr("Options: ") + opts.join(QStringLiteral("; ")) + u'.';
}

// The same measure as the cumulative chart next to it (cash paid by the end of the
// horizon, capex included), so the text cannot contradict the chart (option_ranking.hpp).
QString recommendation(const Evaluation& e) {
    const ScenarioResult& r = e.result;
    const Ranking ranking = rankOptions(r);
    if (ranking.cheapest.isEmpty())
        return GpuTcoReport::tr("No option can run all the workloads; see the key figures.");
    QString text =
        GpuTcoReport::tr("%1 costs the least over %2 months: %3 %4 paid in all (as in the cumulative chart).")
            .arg(ranking.cheapest)
            .arg(r.horizonMonths)
            .arg(money(ranking.cash), cur(r));
    if (!ranking.warning.isEmpty()) text += u' ' + ranking.warning;
    for (const OptionResult& o : r.options)
        if (upfrontCapex(o) > 0)
            text += u' ' + GpuTcoReport::tr("%1 pays %2 %3 up front.").arg(s(o.name), money(upfrontCapex(o)), cur(r));
    for (const BreakEven& b : r.breakEvens)
        text +=
            u' ' + (b.month ? GpuTcoReport::tr("Owning (%1) breaks even with renting (%2) in month %3.")
                                  .arg(s(b.own), s(b.rent))
                                  .arg(*b.month)
                            : GpuTcoReport::tr("Owning (%1) does not break even with renting (%2) within the horizon.")
                                  .arg(s(b.own), s(b.rent)));
    QStringList days;
    for (const OptionResult& o : r.options)
        if (!o.workloads.empty() && o.workloads.front().feasible &&
            o.workloads.front().kind != WorkloadKind::Inference) // a serving workload has no runs
            days << QStringLiteral("%1: %2").arg(s(o.name), num(o.workloads.front().runDays));
    if (!days.isEmpty())
        text += u' ' + GpuTcoReport::tr("Days per run of %1: %2.")
                           .arg(s(e.scenario.workloads.front().name), days.join(QStringLiteral("; ")));
    return text;
}

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
        {GpuTcoReport::tr("Tokens per run"), QString::number(wl.tokens, 'g', 4), GpuTcoReport::tr("tokens")},
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
        return {QStringList{GpuTcoReport::tr("Items a day"), QString::number(wl.itemsPerDay, 'g', 6), QString()},
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
            rows << QStringList{s(g->id), QString::fromLatin1(key),
                                QString::number(*v, 'g', 6) + u' ' +
                                    QString::fromLatin1(f->unit.data(), qsizetype(f->unit.size())),
                                data::describeSource(catalog, sourceKeyFor(g->sources, key))};
        }
    }
    return rows;
}

void assumptions(Pages& p, const Evaluation& e, const Catalog& catalog) {
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
        p.table({GpuTcoReport::tr("Input"), GpuTcoReport::tr("Value"), GpuTcoReport::tr("Unit")}, rows);
    }
    p.heading(GpuTcoReport::tr("Catalog values used, with sources"), 2);
    p.table({QStringLiteral("GPU"), GpuTcoReport::tr("Field"), GpuTcoReport::tr("Value"),
             GpuTcoReport::tr("Source (date read)")},
            catalogValuesUsed(sc, catalog), 7);
}

void costTables(Pages& p, const Evaluation& e) {
    const ScenarioResult& r = e.result;
    p.newPage();
    p.heading(GpuTcoReport::tr("4. Cost by year"));
    p.paragraph(GpuTcoReport::tr("Sum of each cost line per year of the horizon, in %1.").arg(cur(r)));
    for (const OptionResult& o : r.options) {
        p.heading(s(o.name), 2);
        QList<QStringList> rows;
        const int years = (r.horizonMonths + 11) / 12;
        for (int y = 0; y < years; ++y) {
            CostLines sum;
            for (int m = y * 12; m < std::min(r.horizonMonths, (y + 1) * 12); ++m) sum += o.months[size_t(m)];
            rows << QStringList{QString::number(y + 1), money(sum.depreciation), money(sum.power),
                                money(sum.colocation),  money(sum.maintenance),  money(sum.staff),
                                money(sum.interest),    money(sum.rent),         money(sum.storage + sum.egress),
                                money(sum.total())};
        }
        p.table({GpuTcoReport::tr("Year"), GpuTcoReport::tr("Depreciation"), GpuTcoReport::tr("Power"),
                 GpuTcoReport::tr("Colocation"), GpuTcoReport::tr("Maintenance"), GpuTcoReport::tr("Staff"),
                 GpuTcoReport::tr("Interest"), GpuTcoReport::tr("Rent"), GpuTcoReport::tr("Storage + egress"),
                 GpuTcoReport::tr("Total")},
                rows, 7.5);
        if (o.reservedGpus > 0)
            p.paragraph(GpuTcoReport::tr("Rent over the horizon: %1 for the %2 reserved GPUs, %3 for the others.")
                            .arg(money(o.reservedRent))
                            .arg(o.reservedGpus)
                            .arg(money(o.onDemandRent)));
    }
}

// The method section, one paragraph each (translated in GpuTcoReport).
const char* const kMethodParagraphs[] = {
    QT_TRANSLATE_NOOP(
        "GpuTcoReport",
        "Training time. FLOPs per layer 2sh(h+2gh) + 2sh^2 + (6 or 4)shf + 4s^2h, backward twice the forward, "
        "recompute adds a forward (Narayanan et al. 2021, eq. 3). Each GEMM runs at a share of the dense peak that "
        "falls for small matrices; fused attention, memory-bound kernels, TP collectives over NVLink, the pipeline "
        "bubble (p-1)/(v m) and hierarchical data-parallel collectives overlapped with the backward pass are "
        "added. "
        "Constants per GPU generation, validated on Megatron's Selene runs (Korthikanti et al. 2022, mean error 4 "
        "%) "
        "and 34 published steady-state runs: this is the best case, a tuned steady state (MFU capped at the best "
        "published figure per generation)."),
    QT_TRANSLATE_NOOP(
        "GpuTcoReport",
        "Expected time, used for cost. The best case slowed by kernels in practice (by framework and generation), "
        "stragglers (the slowest of N nodes), restarts with a 10-minute resume, and evaluation, data stalls, "
        "loss-spike rollbacks and the ramp (6 % together). Its few parameters are fitted on published end-to-end "
        "runs "
        "(GPU-hours as the model builders published them), with a third of the runs held out by a rule fixed in "
        "advance; on the held-out runs the median error is 12.5 %. The P10-P90 band is the 10th and 90th "
        "percentile of "
        "published / expected GPU-hours over the held-out runs (0.76x to 1.36x the expected time); `gpu-tco "
        "validate` "
        "lists every run."),
    QT_TRANSLATE_NOOP(
        "GpuTcoReport",
        "Memory per GPU. Mixed-precision Adam at 18 bytes per parameter (6 + 12/d with the distributed optimizer; "
        "ZeRO-2/3), activations per Korthikanti et al. 2022 Table 2, pipeline micro-batches in flight, and a "
        "reserve "
        "for CUDA, NCCL and fragmentation. The fastest layout that fits is chosen by exhaustive search."),
    QT_TRANSLATE_NOOP("GpuTcoReport",
                      "Failures. Interruptions per GPU-hour from Llama 3 (419 in 54 days on 16,384 GPUs); "
                      "checkpoints every sqrt(2 "
                      "delta M) (Young 1974; Daly 2006); wall time x (1 + delta/tau) / (1 - (tau/2 + R)/M)."),
    QT_TRANSLATE_NOOP("GpuTcoReport", "Cost of owning, per month: depreciation = capex x (1 - residual) / (years x "
                                      "12) (or declining balance, MACRS "
                                      "5-year); power = servers x kW x load x PUE x 730 h x price; colocation = "
                                      "servers x kW x rate; maintenance = "
                                      "capex x fraction / 12; staff; interest of an annuity when financed. "
                                      "Renting: GPUs x price x 730 h (committed) "
                                      "or the hours needed (on demand), plus storage and egress."),
    QT_TRANSLATE_NOOP(
        "GpuTcoReport",
        "Horizon cost, the one measure behind the recommendation: cash flows discounted monthly at the scenario's "
        "rate "
        "(capex when paid or the loan payments, opex, the loan still owed at the horizon) minus the resale value "
        "at "
        "the horizon; the depreciation view is shown separately as the accounting cost. Break-even month: the "
        "first "
        "month the own option's cumulative discounted cash is no more than renting's. Break-even utilisation: own "
        "monthly cost x own hours per unit of work / (730 x rent's GPU-hour cost of that work). Claims are flagged "
        "when off by more than 25 %."),
    QT_TRANSLATE_NOOP(
        "GpuTcoReport",
        "Sources: catalog values cite their source and the date read (section 2); docs/training-model.md and "
        "docs/scenario-format.md in the planner's source give the details.")};

void method(Pages& p, int section) {
    p.newPage();
    p.heading(QStringLiteral("%1. ").arg(section) + GpuTcoReport::tr("Method"));
    for (const char* paragraph : kMethodParagraphs) p.paragraph(GpuTcoReport::tr(paragraph));
}

} // namespace

// A section built elsewhere (report_uncertainty.cpp): on a new page, heading, paragraphs, tables, charts.
static void addSection(Pages& p, const ReportSection& section, double chartHeight) {
    p.newPage();
    p.heading(section.heading);
    for (const QString& text : section.paragraphs) p.paragraph(text);
    for (const ReportTable& t : section.tables) p.table(t.header, t.rows);
    for (QWidget* chart : section.charts) p.chart(chart, chartHeight);
}

// Issue 19: API or GPUs: the cost-against-load chart, the break-even sentences, cost per 1M
// output tokens side by side and the SLO check (services/serving_summary.hpp).
static void servingSection(Pages& p, const Evaluation& e, QWidget* holder, double h) {
    const ScenarioResult& r = e.result;
    if (r.serving.empty()) return;
    p.heading(GpuTcoReport::tr("API or GPUs: cost against load"), 2);
    QWidget* chart = createChart(ChartKind::ServingCost, holder);
    chart->resize(int(p.width()), int(h));
    plotServingCost(chart, r);
    p.chart(chart, h);
    QString note;
    for (const ServingComparison& api : shownServing(r.serving, note))
        for (const QString& line : servingLines(api, r.currency)) p.paragraph(line, 8.5);
    if (!note.isEmpty()) p.paragraph(note, 8.5);
}

// 1. Summary: the question, the options, the recommendation and the key figures.
static void summarySection(Pages& p, const Evaluation& e) {
    const ScenarioResult& r = e.result;
    p.heading(GpuTcoReport::tr("GPU TCO Planner report: ") + s(e.scenario.name));
    p.paragraph(question(e.scenario, r.horizonMonths));
    p.paragraph(optionList(r));
    p.heading(GpuTcoReport::tr("Recommendation"), 2);
    p.paragraph(recommendation(e), 10.5);
    p.heading(GpuTcoReport::tr("1. Key figures"), 2);
    p.table(keyFigureHeader(r), keyFigureRows(r, 0));
}

// A chart of `kind` the width of the page and `h` high, owned by `holder`.
static QWidget* pageChart(ChartKind kind, QWidget* holder, const Pages& p, double h) {
    QWidget* chart = createChart(kind, holder);
    chart->resize(int(p.width()), int(h));
    return chart;
}

// The scaling sweep of the first workload on the first (GPU) option.
static void scalingChart(Pages& p, const Evaluation& e, const Catalog& catalog, QWidget* holder, double h) {
    QWidget* scaling = pageChart(ChartKind::Scaling, holder, p, h);
    if (!e.scenario.workloads.empty() && !e.scenario.options.empty() && !e.scenario.options.front().api) {
        const auto sweep = scalingSweep(e.scenario.workloads.front(), e.scenario.options.front(), catalog,
                                        e.deadlineDays.empty() ? 0.0 : e.deadlineDays.front());
        const OptionResult& o = e.result.options.front();
        plotScaling(scaling, sweep, s(o.gpuId), o.gpus,
                    o.workloads.front().feasible ? o.workloads.front().runDays : 0.0,
                    s(e.scenario.workloads.front().name));
    }
    p.chart(scaling, h);
}

// 3. Charts: vector graphics via QCustomPlot.
static void chartSection(Pages& p, const Evaluation& e, const Catalog& catalog, QWidget* holder, double h) {
    const ScenarioResult& r = e.result;
    p.newPage();
    p.heading(GpuTcoReport::tr("3. Charts"));
    QWidget* cost = pageChart(ChartKind::MonthlyCost, holder, p, h);
    plotMonthlyCost(cost, r);
    p.chart(cost, h);
    QWidget* cumulative = pageChart(ChartKind::Cumulative, holder, p, h);
    plotCumulative(cumulative, r);
    p.chart(cumulative, h);
    scalingChart(p, e, catalog, holder, h);
    QWidget* time = pageChart(ChartKind::TimeBreakdown, holder, p, h);
    plotTimeBreakdown(time, r, 0);
    p.chart(time, h);
    QWidget* memory = pageChart(ChartKind::Memory, holder, p, h);
    plotMemory(memory, r, catalog, 0);
    p.chart(memory, h);
    for (size_t i = 0; i < e.scenario.options.size(); ++i) {
        if (!e.scenario.options[i].schedule) continue;
        QWidget* day = pageChart(ChartKind::DayPlan, holder, p, h);
        plotDayPlan(day, r, e.scenario, int(i));
        p.chart(day, h);
    }
    servingSection(p, e, holder, h); // issue 19

    // Long option names are shortened in chart legends and labels: give them whole here.
    QStringList shortened;
    for (const OptionResult& o : r.options)
        if (o.name.size() > 28) shortened << s(o.name);
    if (!shortened.isEmpty())
        p.paragraph(GpuTcoReport::tr("Names shortened in the charts, in full: ") +
                        shortened.join(QStringLiteral("; ")) + u'.',
                    8);
}

// 5. Claim check (only when the scenario cites claims).
static void claimSection(Pages& p, const ScenarioResult& r) {
    if (r.claims.empty()) return;
    p.newPage();
    p.heading(GpuTcoReport::tr("5. Claim check"));
    p.paragraph(
        GpuTcoReport::tr("Published claims next to the planner's numbers; flagged when off by more than 25 %."));
    QList<QStringList> rows;
    for (const ClaimCheck& c : r.claims)
        rows << QStringList{s(c.claim.text),
                            QString::number(c.claim.value, 'g', 6),
                            c.computed ? QString::number(*c.computed, 'g', 6) : s(c.note),
                            c.computed ? num(c.ratio, 2) : QString(),
                            c.flagged ? GpuTcoReport::tr("off by more than 25 %") : GpuTcoReport::tr("plausible"),
                            s(c.claim.source)};
    p.table({GpuTcoReport::tr("Claim"), GpuTcoReport::tr("Claimed"), GpuTcoReport::tr("Computed"),
             GpuTcoReport::tr("Ratio"), GpuTcoReport::tr("Verdict"), GpuTcoReport::tr("Source")},
            rows);
}

void writeReportPdf(const QString& path, const Evaluation& e, const Catalog& catalog, const ReportOptions& options) {
    if (!e.ok) throw InputError("scenario", "the scenario cannot be evaluated: " + e.error.toStdString());
    const LanguageScope language(options.language); // every text below, the charts' too
    const ScenarioResult& r = e.result;
    // Draw into a temporary file next to the target, renamed into place at the end.
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        throw InputError("file", path.toStdString() + " cannot be written: " + out.errorString().toStdString());
    {
        QPdfWriter writer(&out);
        writer.setPageSize(QPageSize(options.page));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(72); // one unit = one point
        writer.setTitle(QStringLiteral("GPU TCO Planner — %1").arg(data::escapeControls(s(e.scenario.name))));
        writer.setCreator(QStringLiteral("GPU TCO Planner"));
        const QSizeF page = QPageSize(options.page).size(QPageSize::Point);
        Pages p(page, QStringLiteral("GPU TCO Planner — %1").arg(s(e.scenario.name)),
                GpuTcoReport::tr("Generated by GPU TCO Planner"), GpuTcoReport::tr("Page %1 of %2"));
        summarySection(p, e);
        p.newPage();
        assumptions(p, e, catalog); // 2. Assumptions
        std::unique_ptr<QWidget> holder(new QWidget);
        holder->setPalette(lightPalette()); // paper is white, whatever the window's theme
        const double h = std::min(250.0, (page.height() - 160) / 2 - 30);
        chartSection(p, e, catalog, holder.get(), h);
        costTables(p, e); // 4. Cost tables by year
        claimSection(p, r);
        addSection(p, uncertaintySection(e, catalog, holder.get(), p.width(), h), h);                    // issue 15
        if (plansOverTime(e)) addSection(p, capacitySection(e, catalog, holder.get(), p.width(), h), h); // issue 14
        method(p, r.claims.empty() ? 5 : 6); // sections numbered without a gap
        p.print(writer);
    }
    if (!out.commit())
        throw InputError("file", path.toStdString() + " could not be saved: " + out.errorString().toStdString() +
                                     "; nothing was left behind");
}

} // namespace gputco::ui
