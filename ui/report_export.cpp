#include "ui/report_export.hpp"
#include "services/readable_number.hpp"
#include "services/serving_summary.hpp"
#include "ui/report_assumptions.hpp"
#include "ui/report_capacity.hpp"
#include "ui/report_memo.hpp"
#include "ui/report_pages.hpp"
#include "ui/report_text.hpp"
#include "ui/report_uncertainty.hpp"

#include "core/validation.hpp"
#include "data/csv_writer.hpp"
#include "data/limits.hpp"
#include "data/output_file.hpp"
#include "data/scenario_csv.hpp"
#include "services/option_ranking.hpp"
#include "services/requirement_suggestions.hpp"
#include "ui/charts.hpp"
#include "ui/language.hpp"
#include "ui/results_view.hpp"
#include "ui/services.hpp"
#include "ui/theme.hpp"

#include <QBuffer>
#include <QFileInfo>
#include <QPdfWriter>
#include <QTemporaryFile>

#include <memory>

namespace gputco::ui {

namespace {

using namespace report_text;

// "1.00 runs a month", "one run starting in month 3", or both (issue 29: never "0.00 runs a month").
QString runsPhrase(const Workload& x) {
    QStringList parts;
    if (x.runsPerMonth > 0 || x.oneOffRuns.empty())
        parts << QStringLiteral("%1 %2").arg(num(x.runsPerMonth, 2), GpuTcoReport::tr("runs a month"));
    QStringList months;
    for (const OneOffRun& run : x.oneOffRuns) months << QString::number(run.month);
    if (x.oneOffRuns.size() == 1)
        parts << GpuTcoReport::tr("one run starting in month %1").arg(months.front());
    else if (!months.isEmpty())
        parts << GpuTcoReport::tr("%1 one-off runs starting in months %2")
                     .arg(months.size())
                     .arg(months.join(QStringLiteral(", ")));
    if (x.deadlineDays > 0) parts << GpuTcoReport::tr("each within %1 days").arg(num(x.deadlineDays, 0));
    return parts.join(QStringLiteral(", "));
}

// The report's question: runs of training work, and the load of serving work (issue 19).
QString question(const Scenario& sc, int horizonMonths) {
    QStringList runs, served;
    for (const Workload& x : sc.workloads)
        if (x.kind == WorkloadKind::Inference)
            served << GpuTcoReport::tr("%1 (%2 QPS average)").arg(s(x.name), num(averageQps(x), 1));
        else if (x.kind == WorkloadKind::Preprocess) // a daily load, not runs (issue 32: never "0.00 runs a month")
            runs << GpuTcoReport::tr("%1 (%2 items a day)").arg(s(x.name), services::readableCount(x.itemsPerDay));
        else
            runs << QStringLiteral("%1 (%2)").arg(s(x.name), runsPhrase(x));
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

// Issue 46: the same for each serving estimate on a GPU option (no band: the nearest rows' errors instead).
void servingEnvelopeParagraphs(Pages& p, const ScenarioResult& r) {
    bool any = false;
    for (const OptionResult& o : r.options)
        for (const WorkloadOnOption& w : o.workloads) {
            const Envelope& e = w.servingEnvelope;
            if (!w.feasible || !e.assessed) continue;
            if (!any)
                p.paragraph(GpuTcoReport::tr(
                    "Each serving estimate is compared by the same rule with the held-out serving rows (engines' "
                    "published throughput). It has no band: the nearest rows' errors say how far the model was from "
                    "what was published there."));
            any = true;
            QStringList nearest;
            for (const ValidatedRun& run : e.nearest) nearest << s(describeRun(run));
            p.paragraph(GpuTcoReport::tr("%1, %2: %3. Nearest: %4.")
                            .arg(s(o.name), s(w.workload), s(e.summary), nearest.join(QStringLiteral("; "))),
                        8.5);
        }
}

// Issue 28: how close the validated runs are to each training estimate of the report.
void envelopeParagraphs(Pages& p, const ScenarioResult& r) {
    p.paragraph(GpuTcoReport::tr(
        "Validation envelope. Each training estimate is compared with the held-out validation rows (published "
        "end-to-end runs, MoE steady states, DeepSeek-V3, MLPerf Training): a row is close when it has the "
        "estimate's GPU "
        "generation, precision (16-bit, FP8 or FP4), dense or MoE kind, and is within 8x of its parameters and "
        "GPUs. Where none is, the estimate is extrapolated and its P10-P90 band is widened to the nearest rows' "
        "median held-out error plus the base band's half-width for each missing dimension. The kernels-in-practice "
        "factors are fitted on dense 16-bit runs on NVIDIA V100 to H100 and are not applied to FP8/FP4, MoE, "
        "Blackwell or AMD estimates."));
    for (const OptionResult& o : r.options)
        for (const WorkloadOnOption& w : o.workloads) {
            const Envelope& e = w.training.envelope;
            if (!w.feasible || !e.assessed) continue;
            QStringList nearest;
            for (const ValidatedRun& run : e.nearest) nearest << s(describeRun(run));
            p.paragraph(GpuTcoReport::tr("%1, %2: %3 (P10-P90 %4-%5 days). Nearest: %6.")
                            .arg(s(o.name), s(w.workload), s(e.summary),
                                 QLocale().toString(w.training.expected.p10Days, 'f', 1),
                                 QLocale().toString(w.training.expected.p90Days, 'f', 1),
                                 nearest.join(QStringLiteral("; "))),
                        8.5);
        }
    servingEnvelopeParagraphs(p, r);
}

void method(Pages& p, int section, const ScenarioResult& r) {
    p.newPage();
    p.heading(QStringLiteral("%1. ").arg(section) + GpuTcoReport::tr("Method"));
    for (const char* paragraph : kMethodParagraphs) p.paragraph(GpuTcoReport::tr(paragraph));
    envelopeParagraphs(p, r);
}

} // namespace

// A section built elsewhere (report_uncertainty.cpp): on a new page, heading, paragraphs, tables, charts.
static void addSection(Pages& p, const ReportSection& section, double chartHeight) {
    p.newPage();
    p.heading(section.heading);
    for (const QString& text : section.paragraphs) p.paragraph(text);
    for (const ReportTable& t : section.tables) p.table(t.header, t.rows);
    for (QWidget* chart : section.charts) p.chart(chart, std::max(chartHeight, double(chart->height())));
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
static void summarySection(Pages& p, const Evaluation& e, const DecisionAnalysis& a,
                           const std::vector<services::Suggestion>& suggestions) {
    const ScenarioResult& r = e.result;
    p.heading(GpuTcoReport::tr("GPU TCO Planner report: ") + s(e.scenario.name));
    p.paragraph(question(e.scenario, r.horizonMonths));
    p.paragraph(optionList(r));
    for (const MemoSection& m : decisionMemo(e, a, suggestions)) { // issue 29
        p.heading(m.heading, 2);
        p.paragraph(m.text, m.lead ? 10 : 9);
    }
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
    // Drawn into memory, then written by the one rule for output files (data/output_file.hpp: a regular
    // file replaced whole, a device or pipe written in place, issue 44).
    QBuffer out;
    out.open(QIODevice::WriteOnly);
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
        p.onChartDrawn(options.chartDrawn);
        const DecisionAnalysis analysis =
            options.analysis ? *options.analysis : analyseDecision(e, catalog, kReportSamples);
        summarySection(p, e, analysis, options.suggestions);
        p.newPage();
        assumptionsSection(p, e, catalog); // 2. Assumptions
        std::unique_ptr<QWidget> holder(new QWidget);
        holder->setPalette(lightPalette()); // paper is white, whatever the window's theme
        const double h = std::min(250.0, (page.height() - 160) / 2 - 30);
        chartSection(p, e, catalog, holder.get(), h);
        costTables(p, e); // 4. Cost tables by year
        claimSection(p, r);
        addSection(p, uncertaintySection(e, analysis, holder.get(), p.width(), h), h);                   // issue 15
        if (plansOverTime(e)) addSection(p, capacitySection(e, catalog, holder.get(), p.width(), h), h); // issue 14
        method(p, r.claims.empty() ? 5 : 6, r); // sections numbered without a gap
        p.print(writer);
    }
    data::writeOutputFile(path, out.data());
}

} // namespace gputco::ui
