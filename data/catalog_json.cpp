#include "data/catalog_json.hpp"
#include "data/limits.hpp"

#include <cstring>

#include <QJsonValue>

namespace gputco::data {

namespace {

std::string text(const QJsonObject& o, const char* key, bool required = true) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) {
        if (required) throw InputError(key, "is missing (a text value is required)");
        return {};
    }
    if (!v.isString()) throw InputError(key, "must be a text value");
    const bool name = !std::strcmp(key, "id") || !std::strcmp(key, "name") || !std::strcmp(key, "gpu");
    checkText(key, v.toString(), name ? kMaxNameChars : kMaxTextChars);
    return v.toString().toStdString();
}

double number(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isDouble())
        throw InputError(key, v.isUndefined() ? "is missing (a number is required)" : "must be a number");
    return v.toDouble();
}

std::optional<double> optionalNumber(const QJsonObject& o, const char* key) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined() || v.isNull()) return std::nullopt;
    if (!v.isDouble()) throw InputError(key, "must be a number or null");
    return v.toDouble();
}

Currency currency(const QJsonObject& o, const char* key) {
    const std::string code = text(o, key);
    auto c = currencyFromCode(code);
    if (!c) throw InputError(key, "'" + code + "' is not a known currency (allowed: CNY, USD, EUR)");
    return *c;
}

template <typename Row>
void numbersFromJson(const QJsonObject& o, std::span<const NumberField<Row>> fields, Row& row) {
    for (const auto& f : fields) {
        const QString key = QString::fromUtf8(f.key.data(), qsizetype(f.key.size()));
        const QJsonValue v = o.value(key);
        std::optional<double> value;
        if (!v.isUndefined() && !v.isNull()) {
            if (!v.isDouble()) throw InputError(std::string(f.key), "must be a number (allowed " + f.rangeText() + ")");
            value = v.toDouble();
        } else if (!f.optional) {
            throw InputError(std::string(f.key), "is missing (allowed " + f.rangeText() + ")");
        }
        f.check(value);
        f.set(row, value);
    }
}

std::map<std::string, std::string> sourcesFromJson(const QJsonObject& o) {
    std::map<std::string, std::string> out;
    // Our own output carries "source_key" (and "source" as a description); seed files carry "source".
    const std::string main =
        o.contains(QLatin1String("source_key")) ? text(o, "source_key", false) : text(o, "source", false);
    if (!main.empty()) out["source"] = main;
    const QJsonObject per = o.value(QLatin1String("sources")).toObject();
    for (auto it = per.begin(); it != per.end(); ++it) {
        const QJsonValue v = it.value();
        const QString key = v.isObject() ? v.toObject().value(QLatin1String("key")).toString() : v.toString();
        if (!key.isEmpty()) out[it.key().toStdString()] = key.toStdString();
    }
    return out;
}

QJsonObject sourceObject(const Catalog& c, const std::string& key) {
    QJsonObject s{{"key", QString::fromStdString(key)}};
    if (const SourceRef* ref = c.source(key)) {
        s["citation"] = QString::fromStdString(ref->citation);
        s["url"] = QString::fromStdString(ref->url);
        s["read_on"] = QString::fromStdString(ref->readOn);
    }
    return s;
}

template <typename Row>
void numbersToJson(const Row& row, std::span<const NumberField<Row>> fields, QJsonObject& o) {
    for (const auto& f : fields) {
        const auto v = f.get(row);
        o[QString::fromUtf8(f.key.data(), qsizetype(f.key.size()))] = v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
    }
}

template <typename Row>
void sourcesToJson(const Row& row, std::span<const NumberField<Row>> fields, const Catalog* c, QJsonObject& o) {
    const auto main = row.sources.find("source");
    const std::string mainKey = main == row.sources.end() ? std::string() : main->second;
    o["source_key"] = QString::fromStdString(mainKey);
    if (!c) {
        o["source"] = QString::fromStdString(mainKey);
        return;
    }
    o["source"] = describeSource(*c, mainKey);
    QJsonObject per;
    for (const auto& f : fields) {
        if (!f.get(row)) continue;
        auto it = row.sources.find(std::string(f.key));
        const std::string key = it != row.sources.end() ? it->second : mainKey;
        per[QString::fromUtf8(f.key.data(), qsizetype(f.key.size()))] = sourceObject(*c, key);
    }
    o["sources"] = per;
}

// Catalog files written before schema 12 name usable HBM "hbm_gb". It held the same figure, read as
// GiB (80 for an H100), so it is read as "hbm_gib"; its per-field source moves with it.
QJsonObject withCurrentGpuKeys(QJsonObject o) {
    const QLatin1String oldKey("hbm_gb"), newKey("hbm_gib");
    if (o.contains(oldKey)) {
        if (o.contains(newKey)) throw InputError("hbm_gb", "is the old name of hbm_gib; give only hbm_gib (GiB)");
        o.insert(newKey, o.take(oldKey));
    }
    QJsonObject sources = o.value(QLatin1String("sources")).toObject();
    if (sources.contains(oldKey) && !sources.contains(newKey)) {
        sources.insert(newKey, sources.take(oldKey));
        o.insert(QLatin1String("sources"), sources);
    }
    return o;
}

} // namespace

QString describeSource(const Catalog& catalog, const std::string& key) {
    const SourceRef* ref = catalog.source(key);
    if (!ref) return QString::fromStdString(key);
    QString out = QString::fromStdString(ref->citation);
    if (!ref->url.empty()) out += QStringLiteral(", ") + QString::fromStdString(ref->url);
    if (!ref->readOn.empty()) out += QStringLiteral(" (read %1)").arg(QString::fromStdString(ref->readOn));
    return out;
}

GpuSpec gpuFromJson(const QJsonObject& row) {
    const QJsonObject o = withCurrentGpuKeys(row);
    GpuSpec g;
    g.id = text(o, "id");
    g.name = text(o, "name");
    g.vendor = text(o, "vendor", false);
    g.priceDate = text(o, "price_date", false);
    g.serverPriceDate = text(o, "server_price_date", false);
    numbersFromJson<GpuSpec>(o, gpuFields(), g);
    g.sources = sourcesFromJson(o);
    validateGpu(g);
    return g;
}

Fabric fabricFromJson(const QJsonObject& o) {
    Fabric f;
    f.id = text(o, "id");
    f.name = text(o, "name");
    f.kind = text(o, "kind");
    numbersFromJson<Fabric>(o, fabricFields(), f);
    f.sources = sourcesFromJson(o);
    validateFabric(f);
    return f;
}

StorageTier storageFromJson(const QJsonObject& o) {
    StorageTier s;
    s.id = text(o, "id");
    s.name = text(o, "name");
    numbersFromJson<StorageTier>(o, storageFields(), s);
    s.sources = sourcesFromJson(o);
    validateStorage(s);
    return s;
}

CloudPrice cloudPriceFromJson(const QJsonObject& o) {
    CloudPrice p;
    p.id = text(o, "id");
    p.provider = text(o, "provider");
    p.offering = text(o, "offering", false);
    p.gpuId = text(o, "gpu");
    p.currency = currency(o, "currency");
    p.onDemand = number(o, "on_demand");
    p.commit1y = optionalNumber(o, "commit_1y");
    p.commit3y = optionalNumber(o, "commit_3y");
    p.spot = optionalNumber(o, "spot");
    p.spotPreemptionPerHour = optionalNumber(o, "spot_preemption_per_hour");
    p.priceDate = text(o, "date");
    p.source = text(o, "source");
    validateCloudPrice(p);
    return p;
}

ElectricityPreset electricityFromJson(const QJsonObject& o) {
    ElectricityPreset e;
    e.id = text(o, "id");
    e.name = text(o, "name");
    e.currency = currency(o, "currency");
    e.pricePerKwh = number(o, "price_per_kwh");
    e.source = text(o, "source");
    validateElectricity(e);
    return e;
}

PuePreset pueFromJson(const QJsonObject& o) {
    PuePreset p;
    p.id = text(o, "id");
    p.name = text(o, "name");
    p.pue = number(o, "pue");
    p.source = text(o, "source");
    validatePue(p);
    return p;
}

SourceRef sourceFromJson(const QJsonObject& o) {
    return SourceRef{text(o, "key"), text(o, "citation"), text(o, "url", false), text(o, "read_on", false)};
}

QJsonObject gpuToJson(const GpuSpec& g, const Catalog* catalog) {
    QJsonObject o{{"id", QString::fromStdString(g.id)},
                  {"name", QString::fromStdString(g.name)},
                  {"vendor", QString::fromStdString(g.vendor)},
                  {"price_date", QString::fromStdString(g.priceDate)},
                  {"server_price_date", QString::fromStdString(g.serverPriceDate)}};
    numbersToJson<GpuSpec>(g, gpuFields(), o);
    o["custom"] = g.custom;
    o["modified"] = g.modified;
    sourcesToJson<GpuSpec>(g, gpuFields(), catalog, o);
    return o;
}

QJsonObject fabricToJson(const Fabric& f, const Catalog* catalog) {
    QJsonObject o{{"id", QString::fromStdString(f.id)},
                  {"name", QString::fromStdString(f.name)},
                  {"kind", QString::fromStdString(f.kind)}};
    numbersToJson<Fabric>(f, fabricFields(), o);
    o["custom"] = f.custom;
    o["modified"] = f.modified;
    sourcesToJson<Fabric>(f, fabricFields(), catalog, o);
    return o;
}

QJsonObject storageToJson(const StorageTier& s, const Catalog* catalog) {
    QJsonObject o{{"id", QString::fromStdString(s.id)}, {"name", QString::fromStdString(s.name)}};
    numbersToJson<StorageTier>(s, storageFields(), o);
    o["custom"] = s.custom;
    o["modified"] = s.modified;
    sourcesToJson<StorageTier>(s, storageFields(), catalog, o);
    return o;
}

QJsonObject cloudPriceToJson(const CloudPrice& p, const Catalog* catalog) {
    auto opt = [](const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); };
    return QJsonObject{{"id", QString::fromStdString(p.id)},
                       {"provider", QString::fromStdString(p.provider)},
                       {"offering", QString::fromStdString(p.offering)},
                       {"gpu", QString::fromStdString(p.gpuId)},
                       {"currency", QString::fromLatin1(currencyCode(p.currency).data(), 3)},
                       {"on_demand", p.onDemand},
                       {"commit_1y", opt(p.commit1y)},
                       {"commit_3y", opt(p.commit3y)},
                       {"spot", opt(p.spot)},
                       {"spot_preemption_per_hour", opt(p.spotPreemptionPerHour)},
                       {"date", QString::fromStdString(p.priceDate)},
                       {"source_key", QString::fromStdString(p.source)},
                       {"source", catalog ? describeSource(*catalog, p.source) : QString::fromStdString(p.source)}};
}

QJsonObject electricityToJson(const ElectricityPreset& e, const Catalog* catalog) {
    return QJsonObject{{"id", QString::fromStdString(e.id)},
                       {"name", QString::fromStdString(e.name)},
                       {"currency", QString::fromLatin1(currencyCode(e.currency).data(), 3)},
                       {"price_per_kwh", e.pricePerKwh},
                       {"source_key", QString::fromStdString(e.source)},
                       {"source", catalog ? describeSource(*catalog, e.source) : QString::fromStdString(e.source)}};
}

QJsonObject pueToJson(const PuePreset& p, const Catalog* catalog) {
    return QJsonObject{{"id", QString::fromStdString(p.id)},
                       {"name", QString::fromStdString(p.name)},
                       {"pue", p.pue},
                       {"source_key", QString::fromStdString(p.source)},
                       {"source", catalog ? describeSource(*catalog, p.source) : QString::fromStdString(p.source)}};
}

} // namespace gputco::data
