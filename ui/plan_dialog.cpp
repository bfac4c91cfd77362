#include "ui/plan_dialog.hpp"

#include "core/validation.hpp"
#include "services/requirement_suggestions.hpp"
#include "ui/capacity_chart.hpp"
#include "ui/charts.hpp"
#include "ui/scenario_document.hpp"
#include "ui/screen_fit.hpp"
#include "ui/slot_guard.hpp"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace gputco::ui {

namespace {
QTableWidget* table(QWidget* parent) {
    auto* t = new QTableWidget(parent);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

void fillTable(QTableWidget* t, const QStringList& header, const QList<QStringList>& rows) {
    t->clear();
    t->setColumnCount(int(header.size()));
    t->setHorizontalHeaderLabels(header);
    t->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows[r].size(); ++c) t->setItem(r, c, new QTableWidgetItem(rows[r][c]));
    t->resizeColumnsToContents();
}

QString money(double v, const Scenario& s) {
    return QLocale().toString(v, 'f', 0) + u' ' + QString::fromLatin1(currencyCode(s.currency).data(), 3);
}

QString purchasesText(const FleetPlan& p) {
    QStringList parts;
    for (const Tranche& t : p.purchases)
        parts << QObject::tr("month %1: %2 x %3").arg(t.month).arg(t.servers).arg(QString::fromStdString(t.gpuId));
    return parts.isEmpty() ? QObject::tr("buy nothing") : parts.join(QStringLiteral("; "));
}

QString joined(const std::vector<std::string>& v) {
    QStringList out;
    for (const std::string& s : v) out << QString::fromStdString(s);
    return out.join(QStringLiteral(","));
}
} // namespace

PlanDialog::PlanDialog(const Evaluation& e, const Catalog* catalog, ScenarioDocument* doc, QWidget* parent)
    : QDialog(parent), evaluation_(e), json_(doc && doc->isOpen() ? doc->json() : QJsonObject()), catalog_(catalog),
      doc_(doc), gpus_(new QLineEdit(this)), months_(new QLineEdit(this)), maxServers_(new QSpinBox(this)),
      burst_(new QCheckBox(this)), run_(new QPushButton(tr("&Optimise"), this)),
      keep_(new QPushButton(tr("&Keep the selected plan"), this)), busy_(new QProgressBar(this)),
      status_(new QLabel(this)), plans_(table(this)), schedule_(table(this)),
      chart_(createChart(ChartKind::Capacity, this)) {
    setObjectName(QStringLiteral("PlanDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Optimise the fleet plan: %1").arg(e.name));
    const PlanRequest rq = defaultPlanRequest(e.scenario);
    gpus_->setText(joined(rq.gpuIds));
    QStringList months;
    for (int m : rq.purchaseMonths) months << QString::number(m);
    months_->setText(months.join(u','));
    maxServers_->setRange(0, 4096);
    maxServers_->setValue(rq.maxServers);
    burst_->setText(tr("Burst to the first rent option for what owned servers cannot carry"));
    burst_->setChecked(true);
    auto* form = new QFormLayout;
    form->addRow(tr("GPU types (comma-separated)"), gpus_);
    form->addRow(tr("Purchase months (0-based)"), months_);
    form->addRow(tr("Most servers per tranche"), maxServers_);
    form->addRow(QString(), burst_);
    busy_->setRange(0, 0);
    busy_->setMaximumHeight(6);
    busy_->setTextVisible(false);
    busy_->hide();
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(plans_);
    split->addWidget(schedule_);
    split->addWidget(chart_);
    split->setStretchFactor(2, 3);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(run_, QDialogButtonBox::ActionRole);
    buttons->addButton(keep_, QDialogButtonBox::ApplyRole);
    keep_->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(busy_);
    layout->addWidget(status_);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(run_, &QPushButton::clicked, this, guarded(tr("Optimise"), [this] { optimise(); }));
    connect(keep_, &QPushButton::clicked, this, guarded(tr("Optimise"), [this] { keep(); }));
    connect(plans_, &QTableWidget::currentCellChanged, this,
            [this](int row) { runGuarded(tr("Optimise"), [&] { showPlan(row); }); });
    connect(&watcher_, &QFutureWatcher<PlanRun>::finished, this,
            guarded(tr("Optimise"), [this] { showRun(watcher_.result()); }));
    fitToScreen(this, QSize(980, 820)); // issue 45: its buttons were below a 768-pixel screen
}

PlanRequest PlanDialog::request() const {
    PlanRequest rq;
    for (const QString& g : gpus_->text().split(u',', Qt::SkipEmptyParts))
        rq.gpuIds.push_back(g.trimmed().toStdString());
    rq.purchaseMonths.clear();
    for (const QString& m : months_->text().split(u',', Qt::SkipEmptyParts)) {
        bool ok = false;
        rq.purchaseMonths.push_back(m.trimmed().toInt(&ok));
        if (!ok)
            throw InputError(tr("Purchase months").toStdString(),
                             tr("'%1' is not a whole month number").arg(m.trimmed()).toStdString());
    }
    rq.maxServers = maxServers_->value();
    rq.burst = burst_->isChecked();
    return rq;
}

bool PlanDialog::busy() const { return !run_->isEnabled(); }

void PlanDialog::optimise() {
    if (busy()) return;
    PlanRequest rq;
    try {
        rq = request();
    } catch (const std::exception& ex) {
        status_->setText(QString::fromStdString(ex.what()));
        return;
    }
    status_->setText(tr("Searching every plan (exact; about 1-2 s for 3 GPU types x 4 months x 64 servers)..."));
    busy_->show();
    run_->setEnabled(false);
    keep_->setEnabled(false);
    watcher_.setFuture(QtConcurrent::run([json = json_, e = evaluation_, cat = *catalog_, rq] {
        return json.isEmpty() ? runFleetPlan(e, cat, rq) : runFleetPlan(json, e, cat, rq);
    }));
}

QString PlanDialog::bestText() const {
    if (const services::PlanAlternative* a = last_.betterAlternative()) {
        QString text = tr("Best plan: %1, %2 over the horizon: %3.")
                           .arg(a->name, money(a->horizonCost, evaluation_.scenario), a->why);
        if (!last_.search.plans.empty())
            text += u' ' + tr("The cheapest plan that buys servers in tranches costs %1 (%2 % more).")
                               .arg(money(last_.search.plans.front().horizonCost, evaluation_.scenario))
                               .arg(QLocale().toString(
                                   100 * (last_.search.plans.front().horizonCost / a->horizonCost - 1), 'f', 1));
        return text;
    }
    return tr("Best plan: the optimiser's plan 1, %1 over the horizon; no option or goal-seek suggestion that "
              "meets every requirement costs less.")
        .arg(money(last_.search.plans.front().horizonCost, evaluation_.scenario));
}

void PlanDialog::showRun(const PlanRun& run) {
    busy_->hide();
    run_->setEnabled(true);
    last_ = run;
    rows_.clear();
    const QStringList header{tr("Rank"), tr("Horizon cost"), tr("Burst GPU-hours"), tr("Purchases")};
    fillTable(plans_, header, {});
    fillTable(schedule_, purchaseScheduleHeader(), {});
    clearChart(chart_);
    if (!run.hasAnswer()) {
        status_->setText(QStringLiteral("<b>%1</b>").arg(run.error.toHtmlEscaped()));
        return;
    }
    // issue 45: the optimiser's tranche plans and the other plans that meet every requirement, in one ranking
    for (size_t i = 0; i < run.search.plans.size(); ++i) rows_.push_back({false, i, run.search.plans[i].horizonCost});
    for (size_t i = 0; i < run.alternatives.size(); ++i) rows_.push_back({true, i, run.alternatives[i].horizonCost});
    std::stable_sort(rows_.begin(), rows_.end(), [](const Row& a, const Row& b) { return a.cost < b.cost; });
    QList<QStringList> rows;
    for (size_t r = 0; r < rows_.size(); ++r) {
        const Row& x = rows_[r];
        if (x.alternative) {
            const services::PlanAlternative& a = run.alternatives[x.index];
            rows << QStringList{QString::number(r + 1), money(a.horizonCost, evaluation_.scenario), QStringLiteral("-"),
                                tr("%1 (%2)").arg(a.name, a.why)};
        } else {
            const FleetPlan& p = run.search.plans[x.index];
            rows << QStringList{QString::number(r + 1), money(p.horizonCost, evaluation_.scenario),
                                QLocale().toString(p.burstGpuHours, 'f', 0), purchasesText(p)};
        }
    }
    fillTable(plans_, header, rows);
    QString status = bestText().toHtmlEscaped();
    if (run.ok)
        status +=
            QStringLiteral("<br>") + tr("%1 plans and tranche choices evaluated exactly in %2 ms; the cheapest first.")
                                         .arg(QLocale().toString(double(run.search.evaluated), 'f', 0))
                                         .arg(QLocale().toString(run.milliseconds, 'f', 0));
    else if (!run.error.isEmpty())
        status += QStringLiteral("<br>") + run.error.toHtmlEscaped();
    status_->setText(status);
    keep_->setEnabled(true);
    plans_->selectRow(0);
    showPlan(0);
}

void PlanDialog::showPlan(int row) {
    if (row < 0 || row >= int(rows_.size())) return;
    fillTable(schedule_, purchaseScheduleHeader(), {});
    clearChart(chart_);
    if (rows_[size_t(row)].alternative) { // an option, not a tranche plan: its figures are on the Plan tab
        const services::PlanAlternative& a = last_.alternatives[rows_[size_t(row)].index];
        showChartMessage(chart_,
                         a.kind == QLatin1String("option")
                             ? tr("\"%1\" is an option of the scenario: its figures are on the Plan tab.").arg(a.name)
                             : tr("\"%1\" buys no servers in tranches: Keep adds it as an option,\n"
                                  "and its figures are then on the Plan tab.")
                                   .arg(a.name));
        return;
    }
    const FleetPlan& p = last_.search.plans[rows_[size_t(row)].index];
    fillTable(schedule_, purchaseScheduleHeader(), purchaseScheduleRows(last_.problem, p));
    plotCapacity(chart_, planCapacityByMonth(last_.problem, p), tr("plan %1").arg(row + 1));
}

void PlanDialog::keepAlternative(const services::PlanAlternative& a) {
    const QJsonArray options = doc_->json().value(QStringLiteral("options")).toArray();
    const bool there = std::any_of(options.begin(), options.end(), [&](const QJsonValue& v) {
        QJsonObject x = v.toObject(), y = a.option;
        x.remove(QStringLiteral("name"));
        y.remove(QStringLiteral("name"));
        return a.kind == QLatin1String("option") ? v.toObject().value(QStringLiteral("name")) == a.name : x == y;
    });
    if (there) {
        status_->setText(tr("\"%1\" is already an option of the scenario.").arg(a.name));
        return;
    }
    const QJsonObject doc =
        documentWithSuggestion(doc_->json(), {a.kind, a.name, a.why, a.option, a.horizonCost, true});
    const QString name =
        doc.value(QStringLiteral("options")).toArray().last().toObject().value(QStringLiteral("name")).toString();
    doc_->replaceDocument(doc, tr("Add option %1").arg(name));
    status_->setText(tr("\"%1\" is now an option of the scenario (undo with Ctrl+Z).").arg(name));
}

void PlanDialog::keep() {
    const int row = std::max(0, plans_->currentRow());
    if (row >= int(rows_.size()) || !doc_ || !doc_->isOpen()) return;
    if (rows_[size_t(row)].alternative) return keepAlternative(last_.alternatives[rows_[size_t(row)].index]);
    const FleetPlan& plan = last_.search.plans[rows_[size_t(row)].index];
    QString name;
    try { // the plan as a new own option with tranches and burst (docs/capacity-planning.md)
        const QJsonObject doc = documentWithPlanOption(doc_->json(), evaluation_, plan, &name);
        const QJsonArray options = doc_->json().value(QStringLiteral("options")).toArray();
        QJsonObject added = doc.value(QStringLiteral("options")).toArray().last().toObject();
        added.remove(QStringLiteral("name"));
        for (const auto& v : options) { // issue 45: no second identical option
            QJsonObject x = v.toObject();
            const QString existing = x.take(QStringLiteral("name")).toString();
            if (x == added) {
                status_->setText(tr("Plan %1 is already the option \"%2\".").arg(row + 1).arg(existing));
                return;
            }
        }
        doc_->replaceDocument(doc, tr("Add option %1 from fleet plan %2").arg(name).arg(row + 1));
        status_->setText(tr("Plan %1 is now the option \"%2\" (undo with Ctrl+Z).").arg(row + 1).arg(name));
    } catch (const InputError& ex) { // no month-0 servers: kept beside the options, as before
        QJsonObject doc = doc_->json();
        doc[QStringLiteral("fleet_plan")] = fleetPlanJson(last_.request, plan);
        doc_->replaceDocument(doc, tr("Keep fleet plan %1").arg(row + 1));
        status_->setText(tr("Plan %1 is kept in the scenario as its fleet plan, not as an option: %2 "
                            "(undo with Ctrl+Z).")
                             .arg(row + 1)
                             .arg(QString::fromStdString(ex.what())));
    }
}

} // namespace gputco::ui
