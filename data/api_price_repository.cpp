#include "data/api_price_repository.hpp"

#include "data/api_price_json.hpp"
#include "data/sql_util.hpp"

#include <QJsonDocument>

namespace gputco::data {

std::vector<ApiPrice> ApiPriceRepository::load() const {
    std::vector<ApiPrice> out;
    SqlQuery q(db_);
    q.run(QStringLiteral("SELECT row_json FROM api_price ORDER BY custom, rowid"));
    while (q.next()) out.push_back(apiPriceFromJson(QJsonDocument::fromJson(q.value(0).toByteArray()).object()));
    return out;
}

void ApiPriceRepository::seed(const std::vector<ApiPrice>& shipped) {
    SqlQuery drop(db_);
    drop.run(QStringLiteral("DELETE FROM api_price WHERE custom = 0"));
    SqlQuery ins(db_);
    // An upsert both backends understand (SQLite 3.24+, PostgreSQL 9.5+; data/dialect.hpp).
    ins.prepare(QStringLiteral("INSERT INTO api_price (id, provider, model, currency, price_date, row_json, custom)"
                               " VALUES (?, ?, ?, ?, ?, ?, 0) ON CONFLICT (id) DO UPDATE SET"
                               " provider = excluded.provider, model = excluded.model, currency = excluded.currency,"
                               " price_date = excluded.price_date, row_json = excluded.row_json, custom = 0"));
    for (const ApiPrice& p : shipped) {
        ins.bind(QString::fromStdString(p.id));
        ins.bind(QString::fromStdString(p.provider));
        ins.bind(QString::fromStdString(p.model));
        ins.bind(QString::fromLatin1(currencyCode(p.currency).data(), 3));
        ins.bind(QString::fromStdString(p.priceDate));
        // As text: QPSQL would bind a QByteArray as bytea, which a TEXT column stores hex-escaped.
        ins.bind(QString::fromUtf8(QJsonDocument(apiPriceToJson(p)).toJson(QJsonDocument::Compact)));
        ins.run();
    }
}

} // namespace gputco::data
