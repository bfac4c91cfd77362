#pragma once
// The Catalog tab: GPUs, fabrics and storage as editable tables backed by SQLite
// (units in the headers, each cell's source in its tooltip), custom GPUs, restoring
// shipped defaults, and the cloud prices.

#include <QWidget>

class QSqlDatabase;
class QTabWidget;
class QTableView;
class QTableWidget;
class QPushButton;

namespace gputco::ui {

class CatalogTableModel;

class CatalogView : public QWidget {
    Q_OBJECT
public:
    CatalogView(QSqlDatabase& db, QWidget* parent = nullptr);
    CatalogTableModel* gpuModel() const { return models_[0]; }
    QTableWidget* pricesTable() const { return prices_; }
    void reloadPrices(); // the cloud prices as stored now (after Catalog -> Update prices or its undo)

signals:
    void catalogChanged();
    void message(const QString& text);

protected:
    void changeEvent(QEvent* e) override; // LanguageChange: retranslateUi()

private:
    void retranslateUi();
    void addCustomGpu();
    void restoreSelected();
    void resolveConflict(CatalogTableModel* model, const QString& why); // issue 18
    QSqlDatabase& db_;
    QTabWidget* tabs_;
    CatalogTableModel* models_[3];
    QTableView* views_[3];
    QTableWidget* prices_;
    QPushButton *add_, *restore_;
};

} // namespace gputco::ui
