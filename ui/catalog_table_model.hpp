#pragma once
// The GPU, fabric or storage table of the catalog as an editable Qt model backed
// by SQLite: one column per field with its unit in the header, edits validated
// and written through CatalogRepository, each cell's source in its tooltip.

#include "core/catalog/catalog.hpp"
#include "data/catalog_repository.hpp"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>

namespace gputco::ui {

// A catalog field's short name as a person reads it ("BF16", "HBM", "Server price"), in the window's
// language; `label` where there is none. The table's headers and the report's catalog values use it.
QString catalogFieldName(const QString& key, const QString& label);

class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    void retranslate() { emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1); } // new language
    CatalogTableModel(QSqlDatabase& db, data::CatalogTable table, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;

    void reload();
    void restoreDefault(int row);
    QString rowId(int row) const;
    const QString& lastError() const { return lastError_; }
    // Issue 18: the revision each row had when this model last read it; an edit is saved only
    // while the stored row still has it. After a conflict(): this model's edit stored as a new row
    // of the user's own (a copy of the stored row, id "<ID>-mine"); returns its id.
    QString saveMineAsCopy();

signals:
    void editRejected(const QString& message);
    // Another user changed the row first: "changed by <user> at <time> (revision N); reload, or save
    // yours as a copy". Nothing was saved; the edit is kept for saveMineAsCopy().
    void conflict(const QString& message);

private:
    struct Column {
        QString key, label, unit;
    };
    struct Edit {
        std::string id;
        int column = 0;
        std::optional<double> number;
        QString text;
    };
    void write(const Edit& e, const std::string& id, std::optional<int> ifRevision);
    QHash<QString, int> revisions_;
    std::optional<Edit> refused_;
    std::optional<double> value(int row, int column) const;
    QString sourceTip(int row, int column) const;

    data::CatalogRepository repo_;
    data::CatalogTable table_;
    Catalog catalog_;
    QList<Column> columns_;
    QString lastError_;
};

} // namespace gputco::ui
