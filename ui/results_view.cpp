#include "ui/results_view.hpp"

#include "ui/report_text.hpp"

#include "services/recommendation_line.hpp"

#include "services/option_ranking.hpp"
#include "ui/capacity_chart.hpp"
#include "ui/services.hpp"
#include "ui/slot_guard.hpp"
#include <algorithm>

#include <QEvent>
#include <QGraphicsOpacityEffect>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gputco::ui {

namespace {
QString money(double v) { return QLocale().toString(v, 'f', 0); }
QString num(double v, int d = 1) { return QLocale().toString(v, 'f', d); }

void fill(QTableWidget* t, const QStringList& header, const QList<QStringList>& rows) {
    t->clear();
    t->setColumnCount(int(header.size()));
    t->setRowCount(int(rows.size()));
    t->setHorizontalHeaderLabels(header);
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows[r].size(); ++c) {
            auto* item = new QTableWidgetItem(rows[r][c]);
            if (c > 0) item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            t->setItem(r, c, item);
        }
    // Issue 45: a long cell ("misses the deadline by 52.9 days ...") wraps within a column of at most
    // 240 px instead of widening its column past the view, so every option's numbers can be seen.
    t->resizeColumnsToContents();
    constexpr int kMaxColumn = 240;
    for (int c = 0; c < t->columnCount(); ++c)
        if (t->columnWidth(c) > kMaxColumn) t->setColumnWidth(c, kMaxColumn);
    t->resizeRowsToContents();
}
// One key-figure row of a workload: value(option, workload) for each option that can run it, else `missing`.
template <class Value>
void workloadRow(QList<QStringList>& rows, const ScenarioResult& r, int workload, const QString& name,
                 const QString& missing, Value value) {
    QStringList cells{name};
    for (const OptionResult& o : r.options) {
        const WorkloadOnOption* w = workload < int(o.workloads.size()) ? &o.workloads[size_t(workload)] : nullptr;
        cells << (w && w->feasible ? value(o, *w) : missing);
    }
    rows << cells;
}

// Key figures of a training, fine-tuning or preprocessing workload: its runs.
void runRows(QList<QStringList>& rows, const ScenarioResult& r, int workload, const QString& cur) {
    auto row = [&](const QString& name, const QString& missing, auto value) {
        workloadRow(rows, r, workload, name, missing,
                    [&value](const OptionResult&, const WorkloadOnOption& w) { return value(w); });
    };
    const QString dash = QStringLiteral("-"); // an option that cannot run it says so once, on the first row
    row(QObject::tr("Days per run"), QObject::tr("cannot run"),
        [](const WorkloadOnOption& w) { return num(w.runDays); });
    row(envelopeRowName(), dash, [](const WorkloadOnOption& w) {
        const Envelope& e = w.training.envelope;
        return !e.assessed      ? QObject::tr("not assessed")
               : e.extrapolated ? QObject::tr("extrapolated: P10-P90 %1-%2 days")
                                      .arg(num(w.training.expected.p10Days), num(w.training.expected.p90Days))
                                : QObject::tr("within validated runs");
    });
    row(QObject::tr("Runs per month (max)"), dash,
        [](const WorkloadOnOption& w) { return num(w.runsPerMonthCapacity, 2); });
    row(QObject::tr("Cost per run (%1)").arg(cur), dash, [](const WorkloadOnOption& w) { return money(w.costPerRun); });
    row(QObject::tr("MFU"), dash, [](const WorkloadOnOption& w) { return num(100 * w.mfu) + u'%'; });
}

// Key figures of a serving workload (issue 19): GPUs at peak, latency, and the price of a
// million output tokens, which API and GPU options share; no "runs" or MFU.
void servingRows(QList<QStringList>& rows, const ScenarioResult& r, int workload, const QString& cur) {
    auto row = [&](const QString& name, auto value) {
        workloadRow(rows, r, workload, name, QObject::tr("cannot serve"), value);
    };
    row(QObject::tr("GPUs needed at peak"), [](const OptionResult& o, const WorkloadOnOption& w) {
        return o.api ? QStringLiteral("-") : num(w.gpusNeeded, 1) + u' ' + QString::fromStdString(w.unit);
    });
    row(QObject::tr("TTFT (ms)"), [](const OptionResult&, const WorkloadOnOption& w) {
        return w.ttftMs > 0 ? num(w.ttftMs, 0) : QObject::tr("not published");
    });
    row(QObject::tr("Cost per 1M output tokens (%1)").arg(cur), [](const OptionResult&, const WorkloadOnOption& w) {
        return w.costPerMillionOutputTokens > 0 ? num(w.costPerMillionOutputTokens, 2) : QStringLiteral("-");
    });
    // Issue 46: how close the held-out serving rows are (an API option has no deployment to judge).
    row(envelopeRowName(), [](const OptionResult& o, const WorkloadOnOption& w) {
        const Envelope& e = w.servingEnvelope;
        if (o.api || !e.assessed) return QStringLiteral("-");
        if (e.extrapolated) return QObject::tr("extrapolated");
        // Within says the model was checked there, not that it held: the nearest rows' errors say how well.
        const ErrorRange range = nearestErrorRange(e);
        return QObject::tr("within (nearest %1 to %2 %)")
            .arg(report_text::signedPercent(range.lo), report_text::signedPercent(range.hi));
    });
}

} // namespace

QString envelopeRowName() { return QObject::tr("Validation envelope"); }

QString envelopeToolTip(const Envelope& e, const Envelope& bestCase) {
    if (!e.assessed) return {};
    QStringList lines{QString::fromStdString(e.summary)};
    if (bestCase.assessed && bestCase.extrapolated != e.extrapolated)
        lines << QObject::tr("Best case: %1").arg(QString::fromStdString(bestCase.summary));
    if (e.extrapolated && e.bandP10 > 0) // a serving estimate has no band
        lines << QObject::tr("P10-P90 widened to x%1-x%2 of the expected time: the nearest rows' median held-out error "
                             "plus the base band's half-width per missing dimension (docs/validation-envelope.md).")
                     .arg(num(e.bandP10, 2), num(e.bandP90, 2));
    lines << QObject::tr("Nearest held-out validation rows:");
    for (const ValidatedRun& r : e.nearest) lines << QStringLiteral("  ") + QString::fromStdString(describeRun(r));
    return lines.join(u'\n');
}

QStringList keyFigureHeader(const ScenarioResult& r) {
    QStringList h{QObject::tr("Key figure")};
    for (const OptionResult& o : r.options) h << QString::fromStdString(o.name);
    return h;
}

QList<QStringList> keyFigureRows(const ScenarioResult& r, int workload) {
    const QString cur = QString::fromLatin1(currencyCode(r.currency).data(), 3);
    QList<QStringList> rows;
    auto row = [&](const QString& name, auto value) {
        QStringList cells{name};
        for (const OptionResult& o : r.options) cells << value(o);
        rows << cells;
    };
    row(QObject::tr("GPUs"), [](const OptionResult& o) {
        const QString gpus = QStringLiteral("%1 x %2").arg(o.gpus).arg(QString::fromStdString(o.gpuId));
        return o.api                ? QObject::tr("none (API, per token)")
               : o.reservedGpus > 0 ? QObject::tr("%1 (%2 reserved)").arg(gpus).arg(o.reservedGpus)
                                    : gpus;
    });
    const bool serving = !r.options.empty() && workload < int(r.options.front().workloads.size()) &&
                         r.options.front().workloads[size_t(workload)].kind == WorkloadKind::Inference;
    if (serving)
        servingRows(rows, r, workload, cur);
    else
        runRows(rows, r, workload, cur);
    row(QObject::tr("Monthly cost (%1)").arg(cur), [](const OptionResult& o) { return money(o.firstMonth.total()); });
    if (std::any_of(r.options.begin(), r.options.end(), [](const OptionResult& o) { return o.reservedGpus > 0; }))
        row(QObject::tr("Rent over the horizon, reserved + on demand (%1)").arg(cur), [](const OptionResult& o) {
            return o.reservedGpus > 0 ? money(o.reservedRent) + QStringLiteral(" + ") + money(o.onDemandRent)
                                      : QStringLiteral("-");
        });
    row(QObject::tr("Up-front capex (%1)").arg(cur), [](const OptionResult& o) { return money(upfrontCapex(o)); });
    row(QObject::tr("Cash paid by month %1 (%2, the cumulative chart)").arg(r.horizonMonths).arg(cur),
        [](const OptionResult& o) {
            return money(cashAtHorizon(o)) + (canDoTheWork(o) ? QString() : QObject::tr(" (misses a requirement)"));
        });
    // issue 29: each option's missed requirements beside its cost, with their margins
    row(QObject::tr("Meets every requirement"), [](const OptionResult& o) {
        return canDoTheWork(o) ? QObject::tr("yes") : QObject::tr("no: %1").arg(requirementsText(o.feasibility));
    });
    row(QObject::tr("Horizon cost (%1, %n month(s))", nullptr, r.horizonMonths).arg(cur),
        [](const OptionResult& o) { return money(o.horizonCost); });
    row(QObject::tr("Utilisation"), [](const OptionResult& o) {
        if (o.api) return QStringLiteral("-"); // tokens bought: no GPUs to use
        return num(100 * o.utilization) + u'%' + (o.overCapacity ? QObject::tr(" (over capacity)") : QString());
    });
    row(QObject::tr("Break-even"), [&](const OptionResult& o) {
        QStringList parts;
        for (const BreakEven& b : r.breakEvens)
            if (b.own == o.name)
                parts << (b.month ? QObject::tr("month %1 vs %2").arg(*b.month).arg(QString::fromStdString(b.rent))
                                  : QObject::tr("never vs %1").arg(QString::fromStdString(b.rent)));
        return parts.isEmpty() ? QStringLiteral("-") : parts.join(QStringLiteral("; "));
    });
    return rows;
}

ResultsView::ResultsView(const Catalog* catalog, QWidget* parent)
    : QWidget(parent), catalog_(catalog), answer_(new QLabel(this)), banner_(new QLabel(this)),
      busy_(new QProgressBar(this)), tabs_(new QTabWidget(this)), keyFigures_(new QTableWidget(this)),
      claims_(new QTableWidget(this)), noClaims_(new QLabel(this)), claimsPage_(new QStackedWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    banner_->setWordWrap(true);
    banner_->setTextFormat(Qt::RichText);
    connect(banner_, &QLabel::linkActivated, this, [this](const QString&) { emit suggestionsRequested(); });
    banner_->setStyleSheet(
        QStringLiteral("QLabel { background: #fff3cd; color: #7a4a00; padding: 6px; border: 1px solid #e0c060; }"));
    banner_->hide();
    busy_->setRange(0, 0);
    busy_->setMaximumHeight(6);
    busy_->setTextVisible(false);
    busy_->hide();
    answer_->setWordWrap(true);
    answer_->setObjectName(QStringLiteral("recommendation"));
    answer_->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; padding: 4px 6px; }"));
    answer_->hide();
    layout->addWidget(answer_);
    layout->addWidget(banner_);
    layout->addWidget(busy_);
    layout->addWidget(tabs_, 1);
    const ChartKind kinds[] = {ChartKind::MonthlyCost,   ChartKind::Cumulative, ChartKind::Scaling,
                               ChartKind::TimeBreakdown, ChartKind::Memory,     ChartKind::DayPlan};
    for (int i = 0; i < 6; ++i) {
        charts_[int(kinds[i])] = createChart(kinds[i], this);
        tabs_->addTab(charts_[int(kinds[i])], QString());
    }
    for (QTableWidget* t : {keyFigures_, claims_}) {
        t->setWordWrap(true);
        t->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel); // a wide column is never skipped over
        t->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->verticalHeader()->hide();
        t->setAlternatingRowColors(true);
    }
    tabs_->addTab(keyFigures_, QString());
    noClaims_->setWordWrap(true);
    noClaims_->setAlignment(Qt::AlignCenter);
    noClaims_->setMargin(24);
    claimsPage_->addWidget(noClaims_);
    claimsPage_->addWidget(claims_);
    tabs_->addTab(claimsPage_, QString());
    charts_[int(ChartKind::ServingCost)] = createChart(ChartKind::ServingCost, this); // issue 19
    tabs_->addTab(charts_[int(ChartKind::ServingCost)], QString());
    charts_[int(ChartKind::Capacity)] = createChart(ChartKind::Capacity, this); // issue 14
    tabs_->addTab(charts_[int(ChartKind::Capacity)], QString());
    retranslateUi();
    tabs_->setDocumentMode(true);
    connect(tabs_, &QTabWidget::currentChanged, this, guarded(tr("Chart"), [this] {
                plotCurrent();
                requestSweepIfShown();
            }));
    connect(&sweep_, &SweepRunner::started, busy_, &QWidget::show);
    connect(&sweep_, &SweepRunner::finished, this, guarded(tr("Scaling chart"), [this] {
        busy_->hide();
        showSweep();
    }));
}

// Plainly say what misses a requirement (issue 29: one line per option, with the margins) rather
// than leaving blank bars; when no option meets every requirement, a link to the ways that would.
QString ResultsView::answer() const { return answer_->isHidden() ? QString() : answer_->text(); }

void ResultsView::showProblems(const Evaluation& e) {
    const QString answer = services::recommendationLine(e);
    answer_->setText(answer);
    answer_->setVisible(!answer.isEmpty());
    QStringList problems;
    if (!e.warning.isEmpty()) problems << e.warning;
    const bool none = !e.result.options.empty() && e.result.cheapest.empty();
    if (none) problems << tr("No option meets every requirement.");
    for (const OptionResult& o : e.result.options)
        if (!canDoTheWork(o))
            problems << tr("%1 does not meet the requirements: %2")
                            .arg(QString::fromStdString(o.name), requirementsText(o.feasibility));
    problem_ = problems.join(u'\n');
    QString html = problem_.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
    if (none)
        html += QStringLiteral("<br><a href=\"suggest\">%1</a>").arg(tr("Show the options that would meet them…"));
    banner_->setText(html);
    banner_->setVisible(!problems.isEmpty());
}

void ResultsView::show(const Evaluation& e, int workload, int option) {
    const bool sameScenario = current_.name == e.name;
    current_ = e;
    workload_ = std::max(0, workload);
    option_ = std::max(0, option);
    if (!e.ok) { // every figure on screen comes from the current evaluation: grey the old ones, say why
        problem_ =
            tr("Cannot evaluate this scenario: %1 (the figures below are greyed: they are from before this edit)")
                .arg(e.error);
        banner_->setText(problem_.toHtmlEscaped());
        banner_->show();
        answer_->hide(); // the recommendation of an evaluation that is no more
        setStale(true);
        if (!sameScenario) clearFigures(); // never another scenario's numbers
        return;
    }
    setStale(false);
    showProblems(e);

    const ScenarioResult& r = e.result;
    for (bool& d : dirty_) d = true;
    plotCurrent();
    fill(keyFigures_, keyFigureHeader(r), keyFigureRows(r, workload_));
    setEnvelopeToolTips(r);
    QList<QStringList> claimRows;
    for (const ClaimCheck& c : r.claims)
        claimRows << QStringList{
            QString::fromStdString(c.claim.text.empty() ? std::string(claimMetricName(c.claim.metric)) : c.claim.text),
            QLocale().toString(c.claim.value, 'g', 6),
            c.computed ? QLocale().toString(*c.computed, 'g', 6) : QString::fromStdString(c.note),
            c.computed ? num(c.ratio, 2) : QString(), c.flagged ? tr("off by more than 25 %") : tr("plausible")};
    fill(claims_, {tr("Claim"), tr("Claimed"), tr("Computed"), tr("Ratio"), tr("Verdict")}, claimRows);
    for (int row = 0; row < claims_->rowCount(); ++row)
        if (r.claims[size_t(row)].flagged) claims_->item(row, 4)->setForeground(Qt::darkRed);
    claimsPage_->setCurrentWidget(r.claims.empty() ? static_cast<QWidget*>(noClaims_) : claims_);
    sweepWanted_ = true;
    requestSweepIfShown();
}

// Issue 28: the days per run and the envelope row name the nearest validated rows and their errors.
void ResultsView::setEnvelopeToolTips(const ScenarioResult& r) {
    for (int row = 0; row < keyFigures_->rowCount(); ++row) {
        const QTableWidgetItem* name = keyFigures_->item(row, 0);
        if (!name || name->text() != envelopeRowName()) continue;
        for (int c = 0; c < int(r.options.size()); ++c) {
            const OptionResult& o = r.options[size_t(c)];
            if (workload_ >= int(o.workloads.size())) continue;
            const WorkloadOnOption& w = o.workloads[size_t(workload_)];
            const QString tip = w.kind == WorkloadKind::Inference
                                    ? envelopeToolTip(w.servingEnvelope)
                                    : envelopeToolTip(w.training.envelope, w.training.bestCaseEnvelope);
            // a training workload's "Days per run" above carries it too
            for (int at = w.kind == WorkloadKind::Inference ? row : row - 1; at <= row; ++at)
                if (QTableWidgetItem* item = keyFigures_->item(at, c + 1)) item->setToolTip(tip);
        }
    }
}

// The sweep (every catalog GPU at ~20 GPU counts) is the costliest figure: it runs only
// while the Scaling chart is shown, and when its tab is opened.
void ResultsView::requestSweepIfShown() {
    if (!sweepWanted_ || !current_.ok || tabs_->currentWidget() != charts_[int(ChartKind::Scaling)]) return;
    sweepWanted_ = false;
    const Evaluation& e = current_;
    if (workload_ < int(e.scenario.workloads.size()) && option_ < int(e.scenario.options.size()) &&
        e.scenario.workloads[size_t(workload_)].isTraining())
        sweep_.request(e.scenario.workloads[size_t(workload_)], e.scenario.options[size_t(option_)], *catalog_,
                       size_t(workload_) < e.deadlineDays.size() ? e.deadlineDays[size_t(workload_)] : 0.0);
}

void ResultsView::setStale(bool stale) {
    for (QWidget* w : {static_cast<QWidget*>(keyFigures_), static_cast<QWidget*>(claims_)}) w->setEnabled(!stale);
    for (QWidget* c : charts_) {
        if (!stale) {
            c->setGraphicsEffect(nullptr);
            continue;
        }
        auto* grey = new QGraphicsOpacityEffect(c);
        grey->setOpacity(0.3);
        c->setGraphicsEffect(grey);
    }
    stale_ = stale;
}

void ResultsView::clearFigures() {
    keyFigures_->clear();
    keyFigures_->setRowCount(0);
    claims_->clear();
    claims_->setRowCount(0);
    claimsPage_->setCurrentWidget(noClaims_);
    for (QWidget* c : charts_) clearChart(c);
}

void ResultsView::plotCurrent() {
    if (!current_.ok) return;
    const ScenarioResult& r = current_.result;
    for (int k = 0; k < kChartKinds; ++k) {
        if (!dirty_[k] || tabs_->currentWidget() != charts_[k]) continue;
        dirty_[k] = false;
        switch (ChartKind(k)) {
        case ChartKind::MonthlyCost: plotMonthlyCost(charts_[k], r); break;
        case ChartKind::Cumulative: plotCumulative(charts_[k], r); break;
        case ChartKind::TimeBreakdown: plotTimeBreakdown(charts_[k], r, workload_); break;
        case ChartKind::Memory: plotMemory(charts_[k], r, *catalog_, workload_); break;
        case ChartKind::DayPlan: plotDayPlan(charts_[k], r, current_.scenario, option_); break;
        case ChartKind::Scaling: dirty_[k] = true; break; // drawn when the sweep arrives
        case ChartKind::ServingCost: plotServingCost(charts_[k], r); break;
        case ChartKind::Capacity: plotOptionCapacity(charts_[k], current_, *catalog_, option_); break;
        case ChartKind::Tornado:
        case ChartKind::MonteCarlo: break; // the Uncertainty tab's
        }
    }
}

void ResultsView::showSweep() {
    if (!current_.ok || option_ >= int(current_.result.options.size()) ||
        workload_ >= int(current_.scenario.workloads.size()))
        return;
    const OptionResult& o = current_.result.options[size_t(option_)];
    const WorkloadOnOption* w = workload_ < int(o.workloads.size()) ? &o.workloads[size_t(workload_)] : nullptr;
    plotScaling(charts_[int(ChartKind::Scaling)], sweep_.latest(), QString::fromStdString(o.gpuId), o.gpus,
                w && w->feasible ? w->runDays : 0.0,
                QString::fromStdString(current_.scenario.workloads[size_t(workload_)].name));
}

void ResultsView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void ResultsView::retranslateUi() {
    // Short tab names, so the nine tabs fit the row at 1280 px; the full title is the tooltip.
    const QString names[] = {tr("Monthly"), tr("Cumulative"), tr("Scaling"), tr("Time"), tr("Memory"), tr("Day")};
    const ChartKind kinds[] = {ChartKind::MonthlyCost,   ChartKind::Cumulative, ChartKind::Scaling,
                               ChartKind::TimeBreakdown, ChartKind::Memory,     ChartKind::DayPlan};
    for (int i = 0; i < 6; ++i) {
        tabs_->setTabText(i, names[i]);
        tabs_->setTabToolTip(i, chartTitle(kinds[i]));
    }
    tabs_->setTabText(6, tr("Figures"));
    tabs_->setTabToolTip(6, tr("Key figures: capex, cash paid, days per run, break-even"));
    tabs_->setTabText(7, tr("Claims"));
    noClaims_->setText(tr("This scenario has no claims. A claim is a published number to check against the planner's "
                          "(a vendor's days per run, cost per GPU-hour or tokens per second): add it under \"claims\" "
                          "in the scenario's JSON (Export..., edit, Import... with the same name), as "
                          "docs/scenario-format.md describes."));
    tabs_->setTabToolTip(7, tr("Claim check: published numbers against the planner's"));
    tabs_->setTabText(8, tr("API"));
    tabs_->setTabToolTip(8, chartTitle(ChartKind::ServingCost));
    tabs_->setTabText(9, tr("Capacity"));
    tabs_->setTabToolTip(9, chartTitle(ChartKind::Capacity));
}

} // namespace gputco::ui
