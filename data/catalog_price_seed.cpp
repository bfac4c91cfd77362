#include "data/catalog_price_seed.hpp"

#include "data/sql_util.hpp"

#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <algorithm>

namespace gputco::data {

namespace {

void seedCloudPrices(QSqlDatabase& db, const Catalog& c) {
    SqlQuery cloud(db);
    cloud.prepare(QStringLiteral(
        "INSERT INTO cloud_price (id, provider, offering, gpu_id, currency, on_demand, commit_1y, commit_3y,"
        " spot, spot_preemption_per_hour, price_date, source_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(id) DO UPDATE SET provider = excluded.provider, offering = excluded.offering,"
        " gpu_id = excluded.gpu_id, currency = excluded.currency, on_demand = excluded.on_demand,"
        " commit_1y = excluded.commit_1y, commit_3y = excluded.commit_3y, spot = excluded.spot,"
        " spot_preemption_per_hour = excluded.spot_preemption_per_hour, price_date = excluded.price_date,"
        " source_key = excluded.source_key WHERE cloud_price.modified = 0 AND cloud_price.custom = 0"
        // a price refreshed from a provider's list (issue 31) stays until a newer one ships
        " AND excluded.price_date >= cloud_price.price_date"));
    auto opt = [](const std::optional<double>& v) { return v ? QVariant(*v) : QVariant(); };
    for (const CloudPrice& p : c.cloudPrices) {
        cloud.bind(QString::fromStdString(p.id));
        cloud.bind(QString::fromStdString(p.provider));
        cloud.bind(QString::fromStdString(p.offering));
        cloud.bind(QString::fromStdString(p.gpuId));
        cloud.bind(QString::fromLatin1(currencyCode(p.currency).data(), 3));
        cloud.bind(p.onDemand);
        cloud.bind(opt(p.commit1y));
        cloud.bind(opt(p.commit3y));
        cloud.bind(opt(p.spot));
        cloud.bind(opt(p.spotPreemptionPerHour));
        cloud.bind(QString::fromStdString(p.priceDate));
        cloud.bind(QString::fromStdString(p.source));
        cloud.run();
    }
}

void dropStaleCloudPrices(QSqlDatabase& db, const Catalog& c) {
    // A shipped cloud row that a new catalog no longer ships (e.g. an estimate replaced by a
    // published price) goes, unless the user edited it.
    SqlQuery stale(db);
    stale.run(QStringLiteral("SELECT id FROM cloud_price WHERE custom = 0 AND modified = 0"));
    QStringList gone;
    while (stale.next()) {
        const std::string id = stale.value(0).toString().toStdString();
        if (std::none_of(c.cloudPrices.begin(), c.cloudPrices.end(), [&](const CloudPrice& p) { return p.id == id; }))
            gone << QString::fromStdString(id);
    }
    SqlQuery drop(db);
    drop.prepare(QStringLiteral("DELETE FROM cloud_price WHERE id = ?"));
    for (const QString& id : gone) {
        drop.bind(id);
        drop.run();
    }
}

void seedElectricityAndPue(QSqlDatabase& db, const Catalog& c) {
    SqlQuery elec(db);
    elec.prepare(QStringLiteral("INSERT INTO electricity_preset (id, name, currency, price_per_kwh, source_key)"
                                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name,"
                                " currency = excluded.currency, price_per_kwh = excluded.price_per_kwh,"
                                " source_key = excluded.source_key"));
    for (const ElectricityPreset& e : c.electricity) {
        elec.bind(QString::fromStdString(e.id));
        elec.bind(QString::fromStdString(e.name));
        elec.bind(QString::fromLatin1(currencyCode(e.currency).data(), 3));
        elec.bind(e.pricePerKwh);
        elec.bind(QString::fromStdString(e.source));
        elec.run();
    }
    SqlQuery pue(db);
    pue.prepare(
        QStringLiteral("INSERT INTO pue_preset (id, name, pue, source_key) VALUES (?, ?, ?, ?) ON CONFLICT (id)"
                       " DO UPDATE SET name = excluded.name, pue = excluded.pue, source_key = excluded.source_key"));
    for (const PuePreset& p : c.pue) {
        pue.bind(QString::fromStdString(p.id));
        pue.bind(QString::fromStdString(p.name));
        pue.bind(p.pue);
        pue.bind(QString::fromStdString(p.source));
        pue.run();
    }
}

} // namespace

void seedPrices(QSqlDatabase& db, const Catalog& c) {
    seedCloudPrices(db, c);
    dropStaleCloudPrices(db, c);
    seedElectricityAndPue(db, c);
}

} // namespace gputco::data
