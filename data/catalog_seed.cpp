#include "data/catalog_seed.hpp"
#include "data/limits.hpp"
#include "data/strict_json.hpp"

#include "data/api_price_json.hpp"
#include "data/catalog_json.hpp"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonDocument>

namespace gputco::data {

namespace {
const char* const kFiles[] = {":/catalog/sources.json", ":/catalog/gpus.json",   ":/catalog/fabrics.json",
                              ":/catalog/storage.json", ":/catalog/prices.json", ":/catalog/api_prices.json"};

QJsonArray array(const QString& path, const char* key) {
    const QJsonValue v = readJsonFile(path).object().value(QLatin1String(key));
    if (!v.isArray()) throw std::runtime_error(path.toStdString() + ": no '" + key + "' array");
    return v.toArray();
}

template <typename Row, typename Parse>
std::vector<Row> rows(const QString& path, const char* key, Parse parse) {
    std::vector<Row> out;
    for (const auto& v : array(path, key)) {
        try {
            out.push_back(parse(v.toObject()));
        } catch (const std::exception& e) {
            throw std::runtime_error(path.toStdString() + ": " + key + " row: " + e.what());
        }
    }
    return out;
}

Catalog parse() {
    Catalog c;
    c.sources = rows<SourceRef>(QStringLiteral(":/catalog/sources.json"), "sources", sourceFromJson);
    c.gpus = rows<GpuSpec>(QStringLiteral(":/catalog/gpus.json"), "gpus", gpuFromJson);
    c.fabrics = rows<Fabric>(QStringLiteral(":/catalog/fabrics.json"), "fabrics", fabricFromJson);
    c.storage = rows<StorageTier>(QStringLiteral(":/catalog/storage.json"), "storage", storageFromJson);
    const QString prices = QStringLiteral(":/catalog/prices.json");
    c.cloudPrices = rows<CloudPrice>(prices, "cloud", cloudPriceFromJson);
    c.electricity = rows<ElectricityPreset>(prices, "electricity", electricityFromJson);
    c.pue = rows<PuePreset>(prices, "pue", pueFromJson);
    c.apiPrices = rows<ApiPrice>(QStringLiteral(":/catalog/api_prices.json"), "api_prices", apiPriceFromJson);
    return c;
}
} // namespace

QJsonDocument readJsonFile(const QString& path) {
    return parseStrictJson(readFileLimited(path), path); // at most 16 MB (issue 13); no key twice (issue 44)
}

const Catalog& shippedCatalog() {
    static const Catalog catalog = parse();
    return catalog;
}

QByteArray shippedCatalogHash() {
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const char* name : kFiles) {
        QFile f(QString::fromLatin1(name));
        if (f.open(QIODevice::ReadOnly)) h.addData(f.readAll());
    }
    return h.result().toHex();
}

} // namespace gputco::data
