#include "ui/catalog_table_model.hpp"

#include "data/catalog_json.hpp"

#include <QHash>
#include <QLocale>

namespace gputco::ui {

namespace {
template <typename Row>
const NumberField<Row>& fieldAt(std::span<const NumberField<Row>> fields, int i) {
    return fields[size_t(i)];
}
} // namespace

CatalogTableModel::CatalogTableModel(QSqlDatabase& db, data::CatalogTable table, QObject* parent)
    : QAbstractTableModel(parent), repo_(db), table_(table) {
    columns_ << Column{QStringLiteral("id"), QStringLiteral("Id"), {}}
             << Column{QStringLiteral("name"), QStringLiteral("Name"), {}};
    auto add = [this](auto fields) {
        for (const auto& f : fields)
            columns_ << Column{QString::fromLatin1(f.key.data(), qsizetype(f.key.size())),
                               QString::fromUtf8(f.label.data(), qsizetype(f.label.size())),
                               QString::fromUtf8(f.unit.data(), qsizetype(f.unit.size()))};
    };
    switch (table_) {
    case data::CatalogTable::Gpu: add(gpuFields()); break;
    case data::CatalogTable::Fabric: add(fabricFields()); break;
    case data::CatalogTable::Storage: add(storageFields()); break;
    }
    reload();
}

void CatalogTableModel::reload() {
    beginResetModel();
    catalog_ = repo_.load();
    revisions_ = repo_.revisions(table_);
    endResetModel();
}

int CatalogTableModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    switch (table_) {
    case data::CatalogTable::Gpu: return int(catalog_.gpus.size());
    case data::CatalogTable::Fabric: return int(catalog_.fabrics.size());
    case data::CatalogTable::Storage: return int(catalog_.storage.size());
    }
    return 0;
}

int CatalogTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(columns_.size());
}

QString CatalogTableModel::rowId(int row) const {
    switch (table_) {
    case data::CatalogTable::Gpu: return QString::fromStdString(catalog_.gpus[size_t(row)].id);
    case data::CatalogTable::Fabric: return QString::fromStdString(catalog_.fabrics[size_t(row)].id);
    case data::CatalogTable::Storage: return QString::fromStdString(catalog_.storage[size_t(row)].id);
    }
    return {};
}

std::optional<double> CatalogTableModel::value(int row, int column) const {
    const int i = column - 2;
    switch (table_) {
    case data::CatalogTable::Gpu: return fieldAt(gpuFields(), i).get(catalog_.gpus[size_t(row)]);
    case data::CatalogTable::Fabric: return fieldAt(fabricFields(), i).get(catalog_.fabrics[size_t(row)]);
    case data::CatalogTable::Storage: return fieldAt(storageFields(), i).get(catalog_.storage[size_t(row)]);
    }
    return std::nullopt;
}

QString CatalogTableModel::sourceTip(int row, int column) const {
    const std::string field = columns_[column].key.toStdString();
    std::string key;
    switch (table_) {
    case data::CatalogTable::Gpu: key = sourceKeyFor(catalog_.gpus[size_t(row)].sources, field); break;
    case data::CatalogTable::Fabric: key = sourceKeyFor(catalog_.fabrics[size_t(row)].sources, field); break;
    case data::CatalogTable::Storage: key = sourceKeyFor(catalog_.storage[size_t(row)].sources, field); break;
    }
    return tr("Source: %1").arg(data::describeSource(catalog_, key));
}

QVariant CatalogTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const int row = index.row(), col = index.column();
    if (col == 0 && role == Qt::DisplayRole) return rowId(row);
    if (col == 1 && (role == Qt::DisplayRole || role == Qt::EditRole)) {
        switch (table_) {
        case data::CatalogTable::Gpu: return QString::fromStdString(catalog_.gpus[size_t(row)].name);
        case data::CatalogTable::Fabric: return QString::fromStdString(catalog_.fabrics[size_t(row)].name);
        case data::CatalogTable::Storage: return QString::fromStdString(catalog_.storage[size_t(row)].name);
        }
    }
    if (col < 2) return {};
    const auto v = value(row, col);
    switch (role) {
    case Qt::DisplayRole: {
        if (!v) return QStringLiteral("—");
        QLocale locale;
        if (columns_[col].key.endsWith(u"year"))
            locale.setNumberOptions(QLocale::OmitGroupSeparator); // "2018", not "2,018"
        return locale.toString(*v, 'g', 6);
    }
    case Qt::EditRole: return v ? QVariant(*v) : QVariant();
    case Qt::ToolTipRole: return sourceTip(row, col);
    case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
    default: return {};
    }
}

// Column headers short enough for a table: "BF16" over "TFLOP/s"; the full label is the tooltip.
QString catalogFieldName(const QString& key, const QString& label) {
    const QHash<QString, QString> names{{QStringLiteral("fp64_tflops"), CatalogTableModel::tr("FP64")},
                                        {QStringLiteral("tf32_tflops"), CatalogTableModel::tr("TF32")},
                                        {QStringLiteral("fp16_tflops"), CatalogTableModel::tr("FP16")},
                                        {QStringLiteral("bf16_tflops"), CatalogTableModel::tr("BF16")},
                                        {QStringLiteral("fp8_tflops"), CatalogTableModel::tr("FP8")},
                                        {QStringLiteral("fp4_tflops"), CatalogTableModel::tr("FP4")},
                                        {QStringLiteral("hbm_gib"), CatalogTableModel::tr("HBM")},
                                        {QStringLiteral("hbm_tb_s"), CatalogTableModel::tr("HBM BW")},
                                        {QStringLiteral("nvlink_gb_s"), CatalogTableModel::tr("NVLink")},
                                        {QStringLiteral("nvlink_domain"), CatalogTableModel::tr("NVLink domain")},
                                        {QStringLiteral("pcie_gen"), CatalogTableModel::tr("PCIe gen")},
                                        {QStringLiteral("tdp_w"), CatalogTableModel::tr("TDP")},
                                        {QStringLiteral("mig_max"), CatalogTableModel::tr("MIG max")},
                                        {QStringLiteral("launch_year"), CatalogTableModel::tr("Launch")},
                                        {QStringLiteral("id"), CatalogTableModel::tr("Id")},
                                        {QStringLiteral("name"), CatalogTableModel::tr("Name")},
                                        {QStringLiteral("price_usd"), CatalogTableModel::tr("GPU price")},
                                        {QStringLiteral("server_gpus"), CatalogTableModel::tr("Server GPUs")},
                                        {QStringLiteral("server_price_usd"), CatalogTableModel::tr("Server price")},
                                        {QStringLiteral("server_power_kw"), CatalogTableModel::tr("Server power")},
                                        {QStringLiteral("port_gbps"), CatalogTableModel::tr("Port rate")},
                                        {QStringLiteral("ports_per_node"), CatalogTableModel::tr("Ports per node")},
                                        {QStringLiteral("latency_us"), CatalogTableModel::tr("Latency")},
                                        {QStringLiteral("efficiency"), CatalogTableModel::tr("Efficiency")},
                                        {QStringLiteral("read_gb_s"), CatalogTableModel::tr("Read")},
                                        {QStringLiteral("write_gb_s"), CatalogTableModel::tr("Write")},
                                        {QStringLiteral("gpudirect"), CatalogTableModel::tr("GPUDirect")}};
    return names.value(key, label);
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columns_.size()) return {};
    const Column& c = columns_[section];
    const QString name = catalogFieldName(c.key, c.label);
    if (role == Qt::DisplayRole) return c.unit.isEmpty() ? name : QStringLiteral("%1\n(%2)").arg(name, c.unit);
    if (role == Qt::ToolTipRole) return QStringLiteral("%1 — %2").arg(c.label, c.key);
    return {};
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() >= 1) f |= Qt::ItemIsEditable;
    return f;
}

bool CatalogTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || role != Qt::EditRole || index.column() < 1) return false;
    const QString id = rowId(index.row());
    try {
        Edit e{id.toStdString(), index.column(), std::nullopt, value.toString()};
        if (index.column() > 1 && value.isValid() && !value.toString().trimmed().isEmpty()) {
            bool ok = false;
            const double d = QLocale().toDouble(value.toString(), &ok);
            if (!ok) throw InputError(columns_[index.column()].key.toStdString(), "must be a number");
            e.number = d;
        }
        refused_ = e;
        write(e, e.id, revisions_.contains(id) ? std::optional<int>(revisions_.value(id)) : std::nullopt);
        refused_.reset();
    } catch (const data::StaleEdit& e) { // issue 18: another user saved this row first
        lastError_ = QString::fromStdString(e.what());
        emit conflict(lastError_);
        return false;
    } catch (const std::exception& e) {
        refused_.reset();
        lastError_ = QString::fromStdString(e.what());
        emit editRejected(lastError_);
        return false;
    }
    reload();
    return true;
}

void CatalogTableModel::write(const Edit& e, const std::string& id, std::optional<int> ifRevision) {
    if (e.column == 1)
        repo_.setName(table_, id, e.text.toStdString(), ifRevision);
    else
        repo_.setValue(table_, id, columns_[e.column].key.toStdString(), e.number, ifRevision);
}

QString CatalogTableModel::saveMineAsCopy() {
    if (!refused_) return {};
    const Edit e = *refused_;
    refused_.reset();
    const Catalog c = repo_.load();
    auto taken = [&](const std::string& id) { return c.gpu(id) || c.fabric(id) || c.storageTier(id); };
    std::string copy = e.id + "-mine";
    for (int n = 2; taken(copy); ++n) copy = e.id + "-mine-" + std::to_string(n);
    auto mine = [&](auto row) {
        row.id = copy;
        row.name += " (mine)";
        return row;
    };
    auto missing = [&] { throw InputError("id", "'" + e.id + "' is no longer in the catalog"); };
    switch (table_) {
    case data::CatalogTable::Gpu: c.gpu(e.id) ? repo_.addGpu(mine(*c.gpu(e.id))) : missing(); break;
    case data::CatalogTable::Fabric: c.fabric(e.id) ? repo_.addFabric(mine(*c.fabric(e.id))) : missing(); break;
    case data::CatalogTable::Storage:
        c.storageTier(e.id) ? repo_.addStorage(mine(*c.storageTier(e.id))) : missing();
        break;
    }
    write(e, copy, std::nullopt);
    reload();
    return QString::fromStdString(copy);
}

void CatalogTableModel::restoreDefault(int row) {
    const QString id = rowId(row);
    try {
        repo_.restoreDefault(table_, id.toStdString(),
                             revisions_.contains(id) ? std::optional<int>(revisions_.value(id)) : std::nullopt);
    } catch (const data::StaleEdit& e) {
        lastError_ = QString::fromStdString(e.what());
        emit conflict(lastError_);
        return;
    } catch (const std::exception& e) {
        lastError_ = QString::fromStdString(e.what());
        emit editRejected(lastError_);
        return;
    }
    reload();
}

} // namespace gputco::ui
