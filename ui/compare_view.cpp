#include "ui/compare_view.hpp"

#include "ui/charts.hpp"
#include "ui/results_view.hpp"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QTableWidget>

namespace gputco::ui {

CompareView::CompareView(const Catalog* catalog, QWidget* parent)
    : QWidget(parent), catalog_(catalog), list_(new QListWidget(this)), cost_(createChart(ChartKind::MonthlyCost, this)),
      cumulative_(createChart(ChartKind::Cumulative, this)), memory_(createChart(ChartKind::Memory, this)),
      table_(new QTableWidget(this)) {
    auto* grid = new QGridLayout(this);
    auto* label = new QLabel(tr("Options to compare (two to four):"), this);
    grid->addWidget(label, 0, 0);
    grid->addWidget(list_, 0, 1);
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
        redraw();
    });
}

QStringList CompareView::selected() const {
    QStringList out;
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->checkState() == Qt::Checked) out << list_->item(i)->text();
    return out;
}

void CompareView::show(const Evaluation& e) {
    current_ = e;
    if (!e.ok) return;
    QStringList before = selected();
    bool anyKnown = false; // a different scenario: start again from its first four options
    for (const OptionResult& o : e.result.options) anyKnown |= before.contains(QString::fromStdString(o.name));
    if (!anyKnown) before.clear();
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

} // namespace gputco::ui
