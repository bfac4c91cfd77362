#include "ui/catalog_view.hpp"
#include "ui/slot_guard.hpp"

#include "data/catalog_json.hpp"
#include "data/catalog_repository.hpp"
#include "ui/catalog_table_model.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gputco::ui {

CatalogView::CatalogView(QSqlDatabase& db, QWidget* parent) : QWidget(parent), db_(db), tabs_(new QTabWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    const data::CatalogTable tables[] = {data::CatalogTable::Gpu, data::CatalogTable::Fabric,
                                         data::CatalogTable::Storage};
    for (int i = 0; i < 3; ++i) {
        models_[i] = new CatalogTableModel(db, tables[i], this);
        views_[i] = new QTableView(this);
        views_[i]->setModel(models_[i]);
        views_[i]->setSelectionBehavior(QAbstractItemView::SelectRows);
        views_[i]->horizontalHeader()->setDefaultSectionSize(90);
        views_[i]->resizeColumnsToContents();
        views_[i]->resizeRowsToContents();
        tabs_->addTab(views_[i], QString());
        connect(models_[i], &CatalogTableModel::editRejected, this, &CatalogView::message);
        // Queued: the refused edit is still being committed by the table's editor.
        connect(
            models_[i], &CatalogTableModel::conflict, this,
            [this, m = models_[i]](const QString& why) { resolveConflict(m, why); }, Qt::QueuedConnection);
        connect(models_[i], &QAbstractItemModel::dataChanged, this, &CatalogView::catalogChanged);
        connect(models_[i], &QAbstractItemModel::modelReset, this, &CatalogView::catalogChanged);
    }
    // Cloud prices: read-only, each with its date and source (Catalog -> Update prices refreshes them).
    auto* prices = prices_ = new QTableWidget(this);
    prices->setColumnCount(8);
    prices->setEditTriggers(QAbstractItemView::NoEditTriggers);
    reloadPrices();
    tabs_->addTab(prices, QString());
    layout->addWidget(tabs_, 1);
    auto* buttons = new QHBoxLayout;
    auto* add = add_ = new QPushButton(this);
    auto* restore = restore_ = new QPushButton(this);
    connect(add, &QPushButton::clicked, this, guarded(tr("Add custom GPU"), [this] { addCustomGpu(); }));
    connect(restore, &QPushButton::clicked, this, guarded(tr("Restore"), [this] { restoreSelected(); }));
    buttons->addWidget(add);
    buttons->addWidget(restore);
    buttons->addStretch();
    layout->addLayout(buttons);
    retranslateUi();
}

void CatalogView::reloadPrices() {
    const Catalog c = data::CatalogRepository(db_).load();
    prices_->setRowCount(int(c.cloudPrices.size()));
    auto opt = [](const std::optional<double>& v) { return v ? QString::number(*v) : QStringLiteral("-"); };
    for (int r = 0; r < int(c.cloudPrices.size()); ++r) {
        const CloudPrice& p = c.cloudPrices[size_t(r)];
        const QString cur = QString::fromLatin1(currencyCode(p.currency).data(), 3);
        const QStringList cells{QString::fromStdString(p.provider),
                                QString::fromStdString(p.offering),
                                QString::fromStdString(p.gpuId),
                                QStringLiteral("%1 %2").arg(p.onDemand).arg(cur),
                                opt(p.commit1y),
                                opt(p.commit3y),
                                QString::fromStdString(p.priceDate),
                                data::describeSource(c, p.source)};
        for (int col = 0; col < cells.size(); ++col) prices_->setItem(r, col, new QTableWidgetItem(cells[col]));
    }
    prices_->resizeColumnsToContents();
}

void CatalogView::addCustomGpu() {
    const QModelIndex current = views_[0]->currentIndex();
    const QString from = models_[0]->rowId(current.isValid() ? current.row() : 0);
    bool ok = false;
    const QString id =
        QInputDialog::getText(this, tr("Add custom GPU"), tr("Id of the new GPU (a copy of %1):").arg(from),
                              QLineEdit::Normal, QStringLiteral("H800-SXM5-80GB"), &ok);
    if (!ok || id.isEmpty()) return;
    try {
        data::CatalogRepository repo(db_);
        GpuSpec g = *repo.load().gpu(from.toStdString());
        g.id = id.toStdString();
        g.name = id.toStdString();
        g.sources.clear();
        repo.addGpu(g);
        models_[0]->reload();
        emit message(tr("Added %1; edit its cells to your GPU's numbers.").arg(id));
    } catch (const std::exception& e) {
        emit message(QString::fromStdString(e.what()));
    }
}

void CatalogView::restoreSelected() {
    const int tab = tabs_->currentIndex();
    if (tab < 0 || tab > 2) return;
    const QModelIndex current = views_[tab]->currentIndex();
    if (current.isValid()) models_[tab]->restoreDefault(current.row());
}

// Issue 18: another user changed the row first. Nothing of ours was saved; offer both ways on.
void CatalogView::resolveConflict(CatalogTableModel* model, const QString& why) {
    QMessageBox box(QMessageBox::Warning, tr("Changed by someone else"), why, QMessageBox::NoButton, this);
    box.setObjectName(QStringLiteral("catalogConflict"));
    box.addButton(tr("Reload theirs"), QMessageBox::AcceptRole);
    QPushButton* copy = box.addButton(tr("Save mine as a copy"), QMessageBox::ActionRole);
    box.setDefaultButton(copy);
    box.exec();
    runGuarded(tr("Changed by someone else"), [&] {
        if (box.clickedButton() == copy) {
            const QString id = model->saveMineAsCopy();
            emit message(tr("Saved your edit as %1; theirs stays as it is.").arg(id));
        }
    });
    if (box.clickedButton() != copy) model->reload(); // theirs, as stored now
}

void CatalogView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void CatalogView::retranslateUi() {
    const QString names[] = {tr("GPUs"), tr("Fabrics"), tr("Storage"), tr("Cloud prices")};
    for (int i = 0; i < 4; ++i) tabs_->setTabText(i, names[i]);
    prices_->setHorizontalHeaderLabels({tr("Provider"), tr("Offering"), tr("GPU"), tr("On demand / GPU-h"),
                                        tr("1 year"), tr("3 years"), tr("Date"), tr("Source")});
    add_->setText(tr("Add custom GPU (copy of the selected)..."));
    restore_->setText(tr("Restore shipped default"));
    for (CatalogTableModel* m : models_) m->retranslate();
}

} // namespace gputco::ui
