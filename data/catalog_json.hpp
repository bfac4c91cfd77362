#pragma once
// Catalog rows to and from JSON objects with snake_case keys (the seed files in
// resources/catalog/, `gpu-tco catalog --json`, and later scenario files).

#include "core/catalog/catalog.hpp"

#include <QJsonArray>
#include <QJsonObject>

namespace gputco::data {

// Each throws InputError naming the key and the allowed range.
GpuSpec gpuFromJson(const QJsonObject& o);
Fabric fabricFromJson(const QJsonObject& o);
StorageTier storageFromJson(const QJsonObject& o);
CloudPrice cloudPriceFromJson(const QJsonObject& o);
ElectricityPreset electricityFromJson(const QJsonObject& o);
PuePreset pueFromJson(const QJsonObject& o);
SourceRef sourceFromJson(const QJsonObject& o);

// With `catalog` given, "source" is the main source's citation and URL, and
// "sources" maps every field to {key, citation, url, read_on}.
QJsonObject gpuToJson(const GpuSpec& g, const Catalog* catalog = nullptr);
QJsonObject fabricToJson(const Fabric& f, const Catalog* catalog = nullptr);
QJsonObject storageToJson(const StorageTier& s, const Catalog* catalog = nullptr);
QJsonObject cloudPriceToJson(const CloudPrice& p, const Catalog* catalog = nullptr);
QJsonObject electricityToJson(const ElectricityPreset& e, const Catalog* catalog = nullptr);
QJsonObject pueToJson(const PuePreset& p, const Catalog* catalog = nullptr);

// "Citation, URL (read yyyy-mm-dd)" for a source key; the key itself when unknown.
QString describeSource(const Catalog& catalog, const std::string& key);

} // namespace gputco::data
