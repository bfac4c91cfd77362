#include "services/api_catalog_hints.hpp"

#include "data/api_option_json.hpp"

#include <QObject>

#include <string>
#include <vector>

namespace gputco::services {

namespace {
QString str(const QJsonObject& o, const char* key) { return o.value(QLatin1String(key)).toString(); }
QString per(double v) { return QString::number(v, 'g', 6); }
} // namespace

std::span<const data::ScenarioField> apiOptionFieldsFor(const Catalog& catalog, const QJsonObject& option) {
    static std::string providers, models;
    static std::vector<data::ScenarioField> fields;
    providers.clear();
    models.clear();
    const std::string chosen = str(option, "provider").toStdString();
    for (const ApiPrice& p : catalog.apiPrices) {
        if (("|" + providers + "|").find("|" + p.provider + "|") == std::string::npos)
            providers += (providers.empty() ? "" : "|") + p.provider;
        if (p.provider == chosen) models += (models.empty() ? "" : "|") + p.model;
    }
    fields.assign(data::apiOptionFields().begin(), data::apiOptionFields().end());
    for (data::ScenarioField& f : fields) {
        if (std::string_view(f.key) == "provider") f.choices = providers.c_str();
        if (std::string_view(f.key) == "model") f.choices = models.c_str();
        if (f.choices) f.kind = data::FieldKind::Choice;
    }
    return fields;
}

QMap<QString, QString> apiCatalogHints(const Catalog& catalog, const QJsonObject& option) {
    QMap<QString, QString> hints;
    const ApiPrice* p =
        findApiPrice(catalog.apiPrices, str(option, "provider").toStdString(), str(option, "model").toStdString());
    if (!p) {
        hints[QStringLiteral("model")] = QObject::tr("pick a model of the provider from the catalog");
        return hints;
    }
    const QString cur = QString::fromLatin1(currencyCode(p->currency).data(), 3);
    hints[QStringLiteral("model")] =
        QObject::tr("catalog: %1 in, %2 cached, %3 out %4 per 1M tokens; %5, %6")
            .arg(per(p->inputPerMillion), per(p->cachedInputPerMillion), per(p->outputPerMillion), cur,
                 QString::fromStdString(p->priceDate), QString::fromStdString(p->source));
    hints[QStringLiteral("batch")] = p->batchInputPerMillion
                                         ? QObject::tr("catalog: batch %1 in, %2 out %3 per 1M tokens")
                                               .arg(per(*p->batchInputPerMillion), per(*p->batchOutputPerMillion), cur)
                                         : QObject::tr("catalog: no batch price");
    hints[QStringLiteral("provider")] = p->ttftMs ? QObject::tr("catalog: TTFT %1 ms, %2 tokens/s")
                                                        .arg(per(*p->ttftMs), per(p->outputTokensPerSecond.value_or(0)))
                                                  : QObject::tr("catalog: latency not published");
    return hints;
}

} // namespace gputco::services
