#pragma once
// Catalog values vs the user's values in the option editors (issue 10): which
// catalog price a rent option would use, the grey "catalog: ..." hints (with source
// and date) that follow the GPU choice at once, and option names generated from
// their contents unless the user named the option ("name_auto" in the JSON).

#include "core/catalog/catalog.hpp"

#include <QJsonObject>
#include <QMap>
#include <QString>

#include <optional>

namespace gputco::services {

struct CatalogRentPrice {
    double perGpuHour = 0;
    QString provider, offering, date, sourceKey;
};

// The lowest on-demand catalog price of `gpuId` in `currency`; nullopt when the
// catalog lists none in that currency.
std::optional<CatalogRentPrice> catalogRentPrice(const Catalog& catalog, const QString& gpuId, const QString& currency);

// Hints for an option's empty or catalog-derived fields, e.g.
// "catalog: 2.49 USD/GPU-h, Lambda, 2026-10", keyed by field.
QMap<QString, QString> catalogHints(const Catalog& catalog, const QJsonObject& option, const QString& currency);

// True when the option's price is the catalog's price for its GPU (not typed by the user).
bool priceIsFromCatalog(const Catalog& catalog, const QJsonObject& option, const QString& currency);

// The option after `key` was set to `value`: a rent option's catalog price follows a
// new GPU (a typed price is kept); a generated name follows the contents;
// typing a name makes it the user's. Issue 45: a name the user wrote follows its count when
// that count stands beside an "x" ("Own 16 x B200" with 40 servers: "Own 40 x B200"; "V100 x128"
// with 32 GPUs: "V100 x256" after 16 -> 32 servers); other names are left as written.
QJsonObject optionAfterEdit(const Catalog& catalog, QJsonObject option, const QString& key, const QJsonValue& value,
                            const QString& currency);

// "Rent 128 x A100-SXM4-80GB, on-demand" / "Own 8 x 8 B200-SXM-180GB servers".
QString generatedOptionName(const QJsonObject& option);

} // namespace gputco::services
