#include "ui/compare_view.hpp"

#include "services/decision_pair.hpp"
#include "ui/slot_guard.hpp"

#include "services/option_ranking.hpp"
#include "ui/charts.hpp"
#include "ui/results_view.hpp"
#include "ui/services.hpp"

#include <QEvent>
#include <QGraphicsOpacityEffect>
#include <QLocale>

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QTableWidget>

namespace gputco::ui {

CompareView::CompareView(const Catalog* catalog, QWidget* parent)
    : QWidget(parent), catalog_(catalog), list_(new QListWidget(this)),
      cost_(createChart(ChartKind::MonthlyCost, this)), cumulative_(createChart(ChartKind::Cumulative, this)),
      memory_(createChart(ChartKind::Memory, this)), table_(new QTableWidget(this)), verdict_(new QLabel(this)) {
    auto* grid = new QGridLayout(this);
    auto* label = label_ = new QLabel(tr("Options to compare (two to four):"), this);
    grid->addWidget(label, 0, 0);
    grid->addWidget(list_, 0, 1);
    verdict_->setWordWrap(true);
    verdict_->setObjectName(QStringLiteral("verdict"));
    grid->addWidget(verdict_, 0, 2);
    list_->setFlow(QListView::LeftToRight);
    list_->setWrapping(true);
    list_->setMaximumHeight(54);
    grid->addWidget(cost_, 1, 0, 1, 2);
    grid->addWidget(cumulative_, 1, 2);
    grid->addWidget(memory_, 2, 0, 1, 2);
    grid->addWidget(table_, 2, 2);
    grid->setRowStretch(1, 1);
    grid->setRowStretch(2, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(2, 2);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(list_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (selected().size() > 4) item->setCheckState(Qt::Unchecked); // at most four
        runGuarded(tr("Compare"), [this] { redraw(); });
    });
}

QStringList CompareView::selected() const {
    QStringList out;
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->checkState() == Qt::Checked) out << list_->item(i)->text();
    return out;
}

QString CompareView::verdict() const { return verdict_->text(); }

void CompareView::setGreyed(bool greyed) {
    for (QWidget* c : {cost_, cumulative_, memory_}) {
        if (!greyed) {
            c->setGraphicsEffect(nullptr);
            continue;
        }
        auto* effect = new QGraphicsOpacityEffect(c);
        effect->setOpacity(0.3);
        c->setGraphicsEffect(effect);
    }
    table_->setEnabled(!greyed);
}

namespace {
// Issue 45: a new scenario's Compare starts with its decision: the recommended option and the cheapest
// option of another kind that meets every requirement (services/decision_pair.hpp); without a
// recommendation, its first four options (an empty list).
QStringList startingComparison(const ScenarioResult& r) {
    const services::DecisionPair pair = services::decisionPair(r);
    QStringList names;
    if (!pair.recommended || !pair.alternative) return {};
    return {QString::fromStdString(r.options[*pair.recommended].name),
            QString::fromStdString(r.options[*pair.alternative].name)};
}
} // namespace

void CompareView::show(const Evaluation& e) {
    const bool sameScenario = current_.name == e.name;
    current_ = e;
    if (!e.ok) { // grey what is there and say why; another scenario's figures are removed
        setGreyed(true);
        verdict_->setText(tr("Cannot evaluate: %1").arg(e.error));
        if (!sameScenario) {
            for (QWidget* c : {cost_, cumulative_, memory_}) clearChart(c);
            table_->clear();
            table_->setRowCount(0);
        }
        return;
    }
    setGreyed(false);
    QStringList before = selected();
    bool anyKnown = false; // a different scenario: start again from its decision
    for (const OptionResult& o : e.result.options) anyKnown |= before.contains(QString::fromStdString(o.name));
    if (!anyKnown) before = startingComparison(e.result);
    list_->blockSignals(true);
    list_->clear();
    int checked = 0;
    for (const OptionResult& o : e.result.options) {
        auto* item = new QListWidgetItem(QString::fromStdString(o.name), list_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const bool on = before.isEmpty() ? checked < 4 : before.contains(item->text());
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
        checked += on;
    }
    list_->blockSignals(false);
    redraw();
}

void CompareView::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    if (stale_) redraw();
}

void CompareView::redraw() {
    if (!current_.ok) return;
    if (!isVisible()) { // drawn when the tab is opened
        stale_ = true;
        return;
    }
    stale_ = false;
    const QStringList options = selected();
    const Ranking ranking = rankOptions(current_.result, options);
    QString text = ranking.cheapest.isEmpty()
                       ? tr("None of these options meets every requirement.")
                       : tr("Cheapest over %n month(s) among the options that meet every requirement (cash paid, as "
                            "in the cumulative chart): <b>%1</b>, %2 %3.",
                            nullptr, current_.result.horizonMonths)
                             .arg(ranking.cheapest.toHtmlEscaped(), QLocale().toString(ranking.cash, 'f', 0),
                                  QString::fromLatin1(currencyCode(current_.result.currency).data(), 3));
    if (!ranking.warning.isEmpty())
        text += QStringLiteral("<br><span style='color:#a00000'>%1</span>").arg(ranking.warning.toHtmlEscaped());
    for (const QString& x : ranking.infeasible) // issue 29: every option left out, with its reasons
        if (ranking.warning.isEmpty() || ranking.cheapest.isEmpty())
            text += QStringLiteral("<br><span style='color:#a00000'>%1</span>").arg(x.toHtmlEscaped());
    verdict_->setText(text);
    plotMonthlyCost(cost_, current_.result, options);
    plotCumulative(cumulative_, current_.result, options);
    plotMemory(memory_, current_.result, *catalog_, 0, options);
    ScenarioResult subset = current_.result;
    subset.options.clear();
    for (const OptionResult& o : current_.result.options)
        if (options.contains(QString::fromStdString(o.name))) subset.options.push_back(o);
    const QList<QStringList> rows = keyFigureRows(subset, 0);
    const QStringList header = keyFigureHeader(subset);
    table_->clear();
    table_->setColumnCount(int(header.size()));
    table_->setRowCount(int(rows.size()));
    table_->setHorizontalHeaderLabels(header);
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows[r].size(); ++c) table_->setItem(r, c, new QTableWidgetItem(rows[r][c]));
    table_->resizeColumnsToContents();
}

void CompareView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void CompareView::retranslateUi() { label_->setText(tr("Options to compare (two to four):")); }

} // namespace gputco::ui
