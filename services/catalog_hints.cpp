#include "services/catalog_hints.hpp"
#include "services/api_catalog_hints.hpp"

#include <QJsonValue>
#include <QList>
#include <QLocale>
#include <QObject>
#include <QRegularExpression>

#include <cmath>

namespace gputco::services {

namespace {
QString code(Currency c) { return QString::fromLatin1(currencyCode(c).data(), 3); }
QString str(const QJsonObject& o, const char* key) { return o.value(QLatin1String(key)).toString(); }
bool committedBilling(const QJsonObject& o) { return str(o, "billing") != u"on-demand"; }

// The hint beside reserved_price_per_gpu_hour (issue 14): the cheapest catalog price of the
// reserved GPUs' term for this GPU and currency (the provider's, when the option names one).
QString reservedPriceHint(const Catalog& catalog, const QJsonObject& option, const QString& currency) {
    const QString term = option.value(QStringLiteral("reserved_billing")).toString(QStringLiteral("commit-1y"));
    const QString gpu = str(option, "gpu"), provider = str(option, "provider");
    const CloudPrice* best = nullptr;
    double bestPrice = 0;
    for (const CloudPrice& p : catalog.cloudPrices) {
        if (QString::fromStdString(p.gpuId) != gpu || code(p.currency) != currency) continue;
        if (!provider.isEmpty() && QString::fromStdString(p.provider) != provider) continue;
        const std::optional<double> v = term == u"commit-3y"   ? p.commit3y
                                        : term == u"committed" ? std::optional<double>(p.onDemand)
                                                               : p.commit1y;
        if (v && *v > 0 && (!best || *v < bestPrice)) best = &p, bestPrice = *v;
    }
    return best
               ? QObject::tr("catalog %1: %2 %3/GPU-h, %4")
                     .arg(term, QLocale().toString(bestPrice, 'f', 2), currency, QString::fromStdString(best->provider))
               : QObject::tr("catalog: no %1 price for %2").arg(term, gpu);
}
} // namespace

std::optional<CatalogRentPrice> catalogRentPrice(const Catalog& catalog, const QString& gpuId,
                                                 const QString& currency) {
    std::optional<CatalogRentPrice> best;
    for (const CloudPrice& p : catalog.cloudPrices) {
        if (QString::fromStdString(p.gpuId) != gpuId || code(p.currency) != currency) continue;
        const double price = p.onDemand;
        if (price <= 0 || (best && best->perGpuHour <= price)) continue;
        best = CatalogRentPrice{price, QString::fromStdString(p.provider), QString::fromStdString(p.offering),
                                QString::fromStdString(p.priceDate), QString::fromStdString(p.source)};
    }
    return best;
}

bool priceIsFromCatalog(const Catalog& catalog, const QJsonObject& option, const QString& currency) {
    const QJsonValue price = option.value(QStringLiteral("price_per_gpu_hour"));
    if (!price.isDouble()) return true; // nothing typed
    const QString gpu = str(option, "gpu");
    for (const CloudPrice& p : catalog.cloudPrices) {
        if (QString::fromStdString(p.gpuId) != gpu || code(p.currency) != currency) continue;
        for (const std::optional<double> v : {std::optional<double>(p.onDemand), p.commit1y, p.commit3y})
            if (v && std::abs(*v - price.toDouble()) < 1e-9) return true;
    }
    return false;
}

QMap<QString, QString> catalogHints(const Catalog& catalog, const QJsonObject& option, const QString& currency) {
    if (str(option, "kind") == u"api") return apiCatalogHints(catalog, option); // issue 19
    QMap<QString, QString> hints;
    const QString gpuId = str(option, "gpu");
    const GpuSpec* gpu = catalog.gpu(gpuId.toStdString());
    if (str(option, "kind") == u"rent") {
        const auto p = catalogRentPrice(catalog, gpuId, currency);
        hints[QStringLiteral("price_per_gpu_hour")] =
            p ? QObject::tr("catalog: %1 %2/GPU-h, %3, %4")
                    .arg(QLocale().toString(p->perGpuHour, 'f', 2), currency, p->provider, p->date)
              : QObject::tr("catalog: no %1 price for %2").arg(currency, gpuId);
        if (option.value(QStringLiteral("reserved_gpus")).toInt() > 0)
            hints[QStringLiteral("reserved_price_per_gpu_hour")] = reservedPriceHint(catalog, option, currency);
    } else if (gpu) {
        const QString server = QObject::tr("catalog: %1, typical %2-GPU server, %3");
        const QString source = QString::fromStdString(gpu->sourceFor("server_price_usd"));
        hints[QStringLiteral("server_price")] =
            server.arg(QStringLiteral("%1 USD").arg(QLocale().toString(gpu->serverPriceUsd, 'f', 0)))
                .arg(gpu->serverGpus)
                .arg(source);
        hints[QStringLiteral("server_power_kw")] =
            server.arg(QStringLiteral("%1 kW").arg(units::inKilowatts(gpu->serverPower)))
                .arg(gpu->serverGpus)
                .arg(QString::fromStdString(gpu->sourceFor("server_power_kw")));
        hints[QStringLiteral("gpus_per_server")] = QObject::tr("catalog: %1").arg(gpu->serverGpus);
    }
    return hints;
}

QString generatedOptionName(const QJsonObject& o) {
    if (str(o, "kind") == u"api") return QObject::tr("API %1 %2").arg(str(o, "provider"), str(o, "model")); // issue 19
    const QString gpu = str(o, "gpu");
    if (str(o, "kind") == u"own") {
        const int servers = o.value(QStringLiteral("servers")).toInt();
        const QJsonValue per = o.value(QStringLiteral("gpus_per_server"));
        return per.isDouble() ? QObject::tr("Own %1 x %2 %3 servers").arg(servers).arg(per.toInt()).arg(gpu)
                              : QObject::tr("Own %1 x %2 servers").arg(servers).arg(gpu);
    }
    const int reserved = o.value(QStringLiteral("reserved_gpus")).toInt();
    if (reserved > 0) // issue 14
        return QObject::tr("Rent %1 x %2, %3 reserved + %4")
            .arg(o.value(QStringLiteral("gpus")).toInt())
            .arg(gpu)
            .arg(reserved)
            .arg(str(o, "billing").isEmpty() ? QStringLiteral("committed") : str(o, "billing"));
    return QObject::tr("Rent %1 x %2, %3")
        .arg(o.value(QStringLiteral("gpus")).toInt())
        .arg(gpu, committedBilling(o) ? QObject::tr("committed") : QObject::tr("on-demand"));
}

namespace {
// GPUs of an option's JSON: a rent option's "gpus", an own option's servers x GPUs per server.
int gpuCount(const Catalog& catalog, const QJsonObject& o) {
    if (str(o, "kind") != u"own") return o.value(QStringLiteral("gpus")).toInt();
    const GpuSpec* g = catalog.gpu(str(o, "gpu").toStdString());
    const int perServer = o.value(QStringLiteral("gpus_per_server")).toInt(g ? g->serverGpus : 8);
    return o.value(QStringLiteral("servers")).toInt() * perServer;
}

// `name` with the count `from` replaced by `to` when it appears in it once, alone, just before or after an
// "x" or "×"; unchanged otherwise.
QString withCount(const QString& name, int from, int to) {
    if (from <= 0 || from == to) return name;
    const QRegularExpression alone(QStringLiteral("(?<![\\d.,])%1(?![\\d.,])").arg(from));
    QList<QRegularExpressionMatch> all;
    for (auto it = alone.globalMatch(name); it.hasNext();) all << it.next();
    if (all.size() != 1) return name;
    const qsizetype at = all[0].capturedStart(), end = all[0].capturedEnd();
    static const QRegularExpression xAfter(QStringLiteral("^\\s*[x×](?!\\d)")), xBefore(QStringLiteral("[x×] ?$"));
    if (!xAfter.match(name.mid(end)).hasMatch() && !xBefore.match(name.left(at)).hasMatch()) return name;
    return QString(name).replace(at, end - at, QString::number(to));
}

// A name the user wrote, after the edit: its server or GPU count follows the option's.
QString nameFollowingCounts(const Catalog& catalog, const QJsonObject& before, const QJsonObject& after) {
    QString name = str(after, "name");
    QString servers = withCount(name, before.value(QStringLiteral("servers")).toInt(),
                                after.value(QStringLiteral("servers")).toInt());
    if (str(after, "kind") == u"own" && servers != name) return servers;
    return withCount(name, gpuCount(catalog, before), gpuCount(catalog, after));
}
} // namespace

QJsonObject optionAfterEdit(const Catalog& catalog, QJsonObject option, const QString& key, const QJsonValue& value,
                            const QString& currency) {
    const QJsonObject before = option;
    const bool priceFollows =
        str(option, "kind") == u"rent" && key == u"gpu" && priceIsFromCatalog(catalog, option, currency);
    if (value.isUndefined())
        option.remove(key);
    else
        option[key] = value;
    if (str(option, "kind") == u"api" && key == u"provider") // issue 19: the model follows the provider
        for (const ApiPrice& p : catalog.apiPrices)
            if (QString::fromStdString(p.provider) == str(option, "provider")) {
                option[QStringLiteral("model")] = QString::fromStdString(p.model);
                break;
            }
    if (priceFollows)
        if (const auto p = catalogRentPrice(catalog, str(option, "gpu"), currency))
            option[QStringLiteral("price_per_gpu_hour")] = p->perGpuHour;
    if (key == u"name")
        option[QStringLiteral("name_auto")] = false; // typed: the user's name from now on
    else if (option.value(QStringLiteral("name_auto")).toBool())
        option[QStringLiteral("name")] = generatedOptionName(option);
    else if (key == u"servers" || key == u"gpus" || key == u"gpus_per_server")
        option[QStringLiteral("name")] = nameFollowingCounts(catalog, before, option);
    return option;
}

} // namespace gputco::services
