#include "data/catalog_repository.hpp"
#include "data/api_price_repository.hpp"
#include "data/limits.hpp"

#include "data/catalog_price_seed.hpp"
#include "data/catalog_seed.hpp"
#include "data/row_revision.hpp"
#include "data/sql_util.hpp"

#include <QDate>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <array>

namespace gputco::data {

namespace {

// What the generic code needs to know of each editable row type.
template <typename Row>
struct Table;

template <>
struct Table<GpuSpec> {
    static constexpr const char* name = "gpu";
    static constexpr std::array<std::pair<const char*, std::string GpuSpec::*>, 5> text{
        {{"id", &GpuSpec::id},
         {"name", &GpuSpec::name},
         {"vendor", &GpuSpec::vendor},
         {"price_date", &GpuSpec::priceDate},
         {"server_price_date", &GpuSpec::serverPriceDate}}};
    static auto fields() { return gpuFields(); }
    static void validate(const GpuSpec& r) { validateGpu(r); }
    static const std::vector<GpuSpec>& rows(const Catalog& c) { return c.gpus; }
    static std::vector<GpuSpec>& rows(Catalog& c) { return c.gpus; }
};

template <>
struct Table<Fabric> {
    static constexpr const char* name = "fabric";
    static constexpr std::array<std::pair<const char*, std::string Fabric::*>, 3> text{
        {{"id", &Fabric::id}, {"name", &Fabric::name}, {"kind", &Fabric::kind}}};
    static auto fields() { return fabricFields(); }
    static void validate(const Fabric& r) { validateFabric(r); }
    static const std::vector<Fabric>& rows(const Catalog& c) { return c.fabrics; }
    static std::vector<Fabric>& rows(Catalog& c) { return c.fabrics; }
};

template <>
struct Table<StorageTier> {
    static constexpr const char* name = "storage_tier";
    static constexpr std::array<std::pair<const char*, std::string StorageTier::*>, 2> text{
        {{"id", &StorageTier::id}, {"name", &StorageTier::name}}};
    static auto fields() { return storageFields(); }
    static void validate(const StorageTier& r) { validateStorage(r); }
    static const std::vector<StorageTier>& rows(const Catalog& c) { return c.storage; }
    static std::vector<StorageTier>& rows(Catalog& c) { return c.storage; }
};

template <typename Row>
QStringList columns() {
    QStringList cols;
    for (const auto& [col, member] : Table<Row>::text) cols << QLatin1String(col);
    for (const auto& f : Table<Row>::fields()) cols << QString::fromLatin1(f.key.data(), qsizetype(f.key.size()));
    cols << QStringLiteral("custom") << QStringLiteral("modified");
    return cols;
}

template <typename Row>
std::vector<Row> loadRows(QSqlDatabase& db) {
    const QStringList cols = columns<Row>();
    SqlQuery q(db);
    q.run(QStringLiteral("SELECT %1 FROM %2 ORDER BY custom, rowid")
              .arg(cols.join(u','), QLatin1String(Table<Row>::name)));
    std::vector<Row> out;
    while (q.next()) {
        Row r;
        int i = 0;
        for (const auto& [col, member] : Table<Row>::text) r.*member = q.value(i++).toString().toStdString();
        for (const auto& f : Table<Row>::fields()) {
            const QVariant v = q.value(i++);
            const std::optional<double> value = v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
            try { // a hand-edited row is checked like an imported one (issue 13)
                f.check(value);
            } catch (const InputError& e) {
                throw InputError(std::string(Table<Row>::name) + " row '" + r.id + "'",
                                 std::string("field ") + e.what() +
                                     " (edited in the database by hand? correct or delete that row)");
            }
            f.set(r, value);
        }
        r.custom = q.value(i++).toBool();
        r.modified = q.value(i++).toBool();
        out.push_back(std::move(r));
    }
    SqlQuery s(db);
    s.prepare(QStringLiteral("SELECT entity_id, field, source_key FROM field_source WHERE entity = ?"));
    s.bind(QLatin1String(Table<Row>::name));
    s.run();
    while (s.next()) {
        const std::string id = s.value(0).toString().toStdString();
        for (Row& r : out)
            if (r.id == id) r.sources[s.value(1).toString().toStdString()] = s.value(2).toString().toStdString();
    }
    return out;
}

template <typename Row>
void writeRow(QSqlDatabase& db, const Row& r) {
    const QStringList cols = columns<Row>();
    QStringList marks;
    for (qsizetype i = 0; i < cols.size(); ++i) marks << QStringLiteral("?");
    SqlQuery q(db);
    QStringList updates; // an upsert keeps the rowid, and with it the row's place in the list
    for (const QString& c : cols.mid(1)) updates << QStringLiteral("%1 = excluded.%1").arg(c);
    q.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3) ON CONFLICT(id) DO UPDATE SET %4")
                  .arg(QLatin1String(Table<Row>::name), cols.join(u','), marks.join(u','), updates.join(u',')));
    for (const auto& [col, member] : Table<Row>::text) q.bind(QString::fromStdString(r.*member));
    for (const auto& f : Table<Row>::fields()) {
        const auto v = f.get(r);
        q.bind(v ? QVariant(*v) : QVariant());
    }
    q.bind(r.custom ? 1 : 0);
    q.bind(r.modified ? 1 : 0);
    q.run();

    SqlQuery del(db);
    del.prepare(QStringLiteral("DELETE FROM field_source WHERE entity = ? AND entity_id = ?"));
    del.bind(QLatin1String(Table<Row>::name));
    del.bind(QString::fromStdString(r.id));
    del.run();
    SqlQuery ins(db);
    ins.prepare(QStringLiteral("INSERT INTO field_source (entity, entity_id, field, source_key) VALUES (?, ?, ?, ?)"));
    for (const auto& [field, key] : r.sources) {
        ins.bind(QLatin1String(Table<Row>::name));
        ins.bind(QString::fromStdString(r.id));
        ins.bind(QString::fromStdString(field));
        ins.bind(QString::fromStdString(key));
        ins.run();
    }
}

template <typename Row>
const Row* findRow(const std::vector<Row>& rows, const std::string& id) {
    for (const Row& r : rows)
        if (r.id == id) return &r;
    return nullptr;
}

template <typename Row>
RowKey rowKey(const std::string& id, const char* what) {
    return RowKey{Table<Row>::name, "id", QString::fromStdString(id),
                  QStringLiteral("%1 '%2'").arg(QLatin1String(what), QString::fromStdString(id))};
}

// Issue 18: inside the edit's transaction, before the row is read: bumps its revision (and locks it);
// with `ifRevision`, refuses an edit based on an older revision (StaleEdit).
template <typename Row>
void claimRow(QSqlDatabase& db, const std::string& id, const char* what, std::optional<int> ifRevision) {
    bumpRowRevision(db, rowKey<Row>(id, what), ifRevision);
}

template <typename Row>
Row requireRow(QSqlDatabase& db, const std::string& id, const char* what) {
    const std::vector<Row> rows = loadRows<Row>(db);
    if (const Row* r = findRow(rows, id)) return *r;
    std::string valid;
    for (const Row& r : rows) valid += (valid.empty() ? "" : ", ") + r.id;
    throw InputError("id", std::string("unknown ") + what + " '" + id + "'; valid ids: " + valid);
}

template <typename Row>
void setValueIn(QSqlDatabase& db, const std::string& id, std::string_view fieldKey, std::optional<double> value,
                const char* what, std::optional<int> ifRevision) {
    const auto* field = findField<Row>(Table<Row>::fields(), fieldKey);
    if (!field) {
        std::string valid;
        for (const auto& f : Table<Row>::fields()) valid += (valid.empty() ? "" : ", ") + std::string(f.key);
        throw InputError("field", "unknown field '" + std::string(fieldKey) + "'; valid fields: " + valid);
    }
    field->check(value);
    Transaction t(db);
    claimRow<Row>(db, id, what, ifRevision);
    Row r = requireRow<Row>(db, id, what); // as stored now, under the row's lock
    field->set(r, value);
    Table<Row>::validate(r);
    if (!r.custom) r.modified = true;
    r.sources[std::string(field->key)] = kUserEditSource;
    writeRow(db, r);
    SqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE field_source SET edited_on = ? WHERE entity = ? AND entity_id = ? AND field = ?"));
    q.bind(QDate::currentDate().toString(Qt::ISODate));
    q.bind(QLatin1String(Table<Row>::name));
    q.bind(QString::fromStdString(id));
    q.bind(QString::fromUtf8(fieldKey.data(), qsizetype(fieldKey.size())));
    q.run();
    t.commit();
}

template <typename Row>
void restoreIn(QSqlDatabase& db, const std::string& id, const char* what, std::optional<int> ifRevision) {
    Transaction t(db);
    claimRow<Row>(db, id, what, ifRevision);
    const Row current = requireRow<Row>(db, id, what);
    const Row* shipped = findRow(Table<Row>::rows(shippedCatalog()), id);
    if (!shipped || current.custom)
        throw InputError("id", std::string(what) + " '" + id + "' was added by you and has no shipped default");
    writeRow(db, *shipped);
    t.commit();
}

template <typename Row>
void addIn(QSqlDatabase& db, Row r, const char* what) {
    Table<Row>::validate(r);
    const std::vector<Row> rows = loadRows<Row>(db);
    if (findRow(rows, r.id))
        throw InputError("id", std::string(what) + " '" + r.id + "' already exists; choose a new id");
    r.custom = true;
    r.modified = false;
    for (const auto& f : Table<Row>::fields())
        if (f.get(r) && !r.sources.count(std::string(f.key))) r.sources[std::string(f.key)] = kUserEditSource;
    r.sources.erase("source");
    Transaction t(db);
    writeRow(db, r);
    stampNewRow(db, rowKey<Row>(r.id, what));
    t.commit();
}

template <typename Row>
void removeIn(QSqlDatabase& db, const std::string& id, const char* what, std::optional<int> ifRevision) {
    Transaction t(db);
    claimRow<Row>(db, id, what, ifRevision);
    const Row r = requireRow<Row>(db, id, what);
    if (!r.custom)
        throw InputError("id", std::string(what) + " '" + id + "' is shipped with gpu-tco and cannot be removed");
    SqlQuery q(db);
    q.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ?").arg(QLatin1String(Table<Row>::name)));
    q.bind(QString::fromStdString(id));
    q.run();
    SqlQuery s(db);
    s.prepare(QStringLiteral("DELETE FROM field_source WHERE entity = ? AND entity_id = ?"));
    s.bind(QLatin1String(Table<Row>::name));
    s.bind(QString::fromStdString(id));
    s.run();
    t.commit();
}

template <typename Row>
void seedRows(QSqlDatabase& db, const Catalog& shipped) {
    const std::vector<Row> existing = loadRows<Row>(db);
    for (const Row& r : Table<Row>::rows(shipped)) {
        const Row* have = findRow(existing, r.id);
        if (!have || (!have->custom && !have->modified)) writeRow(db, r);
    }
}

} // namespace

std::optional<CatalogTable> catalogTableFromName(std::string_view name) {
    if (name == "gpu" || name == "gpus") return CatalogTable::Gpu;
    if (name == "fabric" || name == "fabrics") return CatalogTable::Fabric;
    if (name == "storage") return CatalogTable::Storage;
    return std::nullopt;
}

Catalog CatalogRepository::load() const {
    Catalog c;
    c.gpus = loadRows<GpuSpec>(db_);
    c.fabrics = loadRows<Fabric>(db_);
    c.storage = loadRows<StorageTier>(db_);
    SqlQuery src(db_);
    src.run(QStringLiteral("SELECT key, citation, url, read_on FROM source ORDER BY key"));
    while (src.next())
        c.sources.push_back(SourceRef{src.value(0).toString().toStdString(), src.value(1).toString().toStdString(),
                                      src.value(2).toString().toStdString(), src.value(3).toString().toStdString()});
    SqlQuery cal(db_);
    cal.run(QStringLiteral("SELECT name, compute_scale, comm_scale FROM calibration_profile ORDER BY name"));
    while (cal.next())
        c.calibrations.push_back(EfficiencyCalibration{cal.value(0).toString().toStdString(), cal.value(1).toDouble(),
                                                       cal.value(2).toDouble()});
    SqlQuery cloud(db_);
    cloud.run(QStringLiteral("SELECT id, provider, offering, gpu_id, currency, on_demand, commit_1y, commit_3y,"
                             " price_date, source_key, custom, modified, spot, spot_preemption_per_hour"
                             " FROM cloud_price ORDER BY custom, rowid"));
    while (cloud.next()) {
        CloudPrice p;
        p.id = cloud.value(0).toString().toStdString();
        p.provider = cloud.value(1).toString().toStdString();
        p.offering = cloud.value(2).toString().toStdString();
        p.gpuId = cloud.value(3).toString().toStdString();
        p.currency = currencyFromCode(cloud.value(4).toString().toStdString()).value_or(Currency::USD);
        p.onDemand = cloud.value(5).toDouble();
        if (!cloud.value(6).isNull()) p.commit1y = cloud.value(6).toDouble();
        if (!cloud.value(7).isNull()) p.commit3y = cloud.value(7).toDouble();
        p.priceDate = cloud.value(8).toString().toStdString();
        p.source = cloud.value(9).toString().toStdString();
        p.custom = cloud.value(10).toBool();
        p.modified = cloud.value(11).toBool();
        if (!cloud.value(12).isNull()) p.spot = cloud.value(12).toDouble();
        if (!cloud.value(13).isNull()) p.spotPreemptionPerHour = cloud.value(13).toDouble();
        c.cloudPrices.push_back(std::move(p));
    }
    SqlQuery elec(db_);
    elec.run(
        QStringLiteral("SELECT id, name, currency, price_per_kwh, source_key FROM electricity_preset ORDER BY rowid"));
    while (elec.next())
        c.electricity.push_back(
            ElectricityPreset{elec.value(0).toString().toStdString(), elec.value(1).toString().toStdString(),
                              currencyFromCode(elec.value(2).toString().toStdString()).value_or(Currency::USD),
                              elec.value(3).toDouble(), elec.value(4).toString().toStdString()});
    SqlQuery pue(db_);
    pue.run(QStringLiteral("SELECT id, name, pue, source_key FROM pue_preset ORDER BY rowid"));
    while (pue.next())
        c.pue.push_back(PuePreset{pue.value(0).toString().toStdString(), pue.value(1).toString().toStdString(),
                                  pue.value(2).toDouble(), pue.value(3).toString().toStdString()});
    c.apiPrices = ApiPriceRepository(db_).load(); // issue 19
    return c;
}

void CatalogRepository::seedShippedCatalog() {
    const QByteArray hash = shippedCatalogHash();
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.bind(QStringLiteral("catalog_seed_hash"));
    q.run();
    const bool upToDate = q.next() && q.value(0).toByteArray() == hash;
    q.raw().finish();
    if (upToDate) return;

    const Catalog& shipped = shippedCatalog();
    Transaction t(db_);
    SqlQuery src(db_);
    src.prepare(
        QStringLiteral("INSERT INTO source (key, citation, url, read_on) VALUES (?, ?, ?, ?) ON CONFLICT (key)"
                       " DO UPDATE SET citation = excluded.citation, url = excluded.url, read_on = excluded.read_on"));
    for (const SourceRef& s : shipped.sources) {
        src.bind(QString::fromStdString(s.key));
        src.bind(QString::fromStdString(s.citation));
        src.bind(QString::fromStdString(s.url));
        src.bind(QString::fromStdString(s.readOn));
        src.run();
    }
    seedRows<GpuSpec>(db_, shipped);
    seedRows<Fabric>(db_, shipped);
    seedRows<StorageTier>(db_, shipped);
    seedPrices(db_, shipped);
    ApiPriceRepository(db_).seed(shipped.apiPrices); // issue 19
    SqlQuery meta(db_);
    meta.prepare(QStringLiteral(
        "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    meta.bind(QStringLiteral("catalog_seed_hash"));
    meta.bind(QString::fromLatin1(hash));
    meta.run();
    t.commit();
}

void CatalogRepository::setValue(CatalogTable table, const std::string& id, std::string_view field,
                                 std::optional<double> value, std::optional<int> ifRevision) {
    switch (table) {
    case CatalogTable::Gpu: return setValueIn<GpuSpec>(db_, id, field, value, "GPU", ifRevision);
    case CatalogTable::Fabric: return setValueIn<Fabric>(db_, id, field, value, "fabric", ifRevision);
    case CatalogTable::Storage: return setValueIn<StorageTier>(db_, id, field, value, "storage tier", ifRevision);
    }
}

const char* catalogTableSql(CatalogTable table) {
    switch (table) {
    case CatalogTable::Gpu: return Table<GpuSpec>::name;
    case CatalogTable::Fabric: return Table<Fabric>::name;
    case CatalogTable::Storage: return Table<StorageTier>::name;
    }
    return "";
}

RowRevision CatalogRepository::revision(CatalogTable table, const std::string& id) const {
    const RowKey key{catalogTableSql(table), "id", QString::fromStdString(id), {}};
    return readRowRevision(db_, key).value_or(RowRevision{});
}

QHash<QString, int> CatalogRepository::revisions(CatalogTable table) const {
    return rowRevisions(db_, catalogTableSql(table), "id");
}

void CatalogRepository::setName(CatalogTable table, const std::string& id, const std::string& name,
                                std::optional<int> ifRevision) {
    if (name.empty()) throw InputError("name", "must be 1 to 200 characters");
    checkText("name", QString::fromStdString(name)); // 200 characters (code points), no control characters
    auto rename = [&](auto* typed, const char* what) {
        using Row = std::remove_pointer_t<decltype(typed)>;
        Transaction t(db_);
        claimRow<Row>(db_, id, what, ifRevision);
        Row row = requireRow<Row>(db_, id, what);
        row.name = name;
        if (!row.custom) row.modified = true;
        writeRow(db_, row);
        t.commit();
    };
    switch (table) {
    case CatalogTable::Gpu: return rename(static_cast<GpuSpec*>(nullptr), "GPU");
    case CatalogTable::Fabric: return rename(static_cast<Fabric*>(nullptr), "fabric");
    case CatalogTable::Storage: return rename(static_cast<StorageTier*>(nullptr), "storage tier");
    }
}

void CatalogRepository::restoreDefault(CatalogTable table, const std::string& id, std::optional<int> ifRevision) {
    switch (table) {
    case CatalogTable::Gpu: return restoreIn<GpuSpec>(db_, id, "GPU", ifRevision);
    case CatalogTable::Fabric: return restoreIn<Fabric>(db_, id, "fabric", ifRevision);
    case CatalogTable::Storage: return restoreIn<StorageTier>(db_, id, "storage tier", ifRevision);
    }
}

void CatalogRepository::addGpu(GpuSpec gpu) { addIn(db_, std::move(gpu), "GPU"); }
void CatalogRepository::addFabric(Fabric fabric) { addIn(db_, std::move(fabric), "fabric"); }
void CatalogRepository::addStorage(StorageTier storage) { addIn(db_, std::move(storage), "storage tier"); }

void CatalogRepository::removeCustom(CatalogTable table, const std::string& id, std::optional<int> ifRevision) {
    switch (table) {
    case CatalogTable::Gpu: return removeIn<GpuSpec>(db_, id, "GPU", ifRevision);
    case CatalogTable::Fabric: return removeIn<Fabric>(db_, id, "fabric", ifRevision);
    case CatalogTable::Storage: return removeIn<StorageTier>(db_, id, "storage tier", ifRevision);
    }
}

} // namespace gputco::data
