#include "data/price_refresh_repository.hpp"

#include "data/catalog_repository.hpp"
#include "data/dialect.hpp"
#include "data/row_revision.hpp"
#include "data/sql_util.hpp"

#include <QDateTime>

#include <set>

namespace gputco::data {

namespace {
const char* column(PriceTerm t) {
    switch (t) {
    case PriceTerm::OnDemand: return "on_demand";
    case PriceTerm::Commit1y: return "commit_1y";
    case PriceTerm::Commit3y: return "commit_3y";
    case PriceTerm::Spot: return "spot";
    }
    return "on_demand";
}

QString q(const std::string& s) { return QString::fromStdString(s); }
QString termText(PriceTerm t) { return QString::fromLatin1(priceTermName(t).data()); }

// The source a refreshed price cites: one per provider and price date ("AWS-LIST-2026-01-01").
QString sourceKeyFor(QSqlDatabase& db, const PriceChange& c) {
    QString provider = q(c.provider).toUpper();
    provider.replace(QLatin1Char(' '), QLatin1Char('-'));
    QString key = provider + QStringLiteral("-LIST-") + q(c.newDate);
    SqlQuery s(db);
    s.prepare(QStringLiteral("INSERT INTO source (key, citation, url, read_on) VALUES (?, ?, ?, ?)"
                             " ON CONFLICT(key) DO NOTHING"));
    s.bind(key);
    s.bind(q(c.source) + QStringLiteral(", price dated ") + q(c.newDate) +
           QStringLiteral(" (gpu-tco catalog refresh)"));
    s.bind(q(c.file));
    s.bind(QDate::currentDate().toString(Qt::ISODate));
    s.run();
    return key;
}

bool hasHistory(QSqlDatabase& db, const PriceChange& c) {
    SqlQuery s(db);
    s.prepare(QStringLiteral("SELECT count(*) FROM cloud_price_history WHERE price_id = ? AND term = ?"));
    s.bind(q(c.catalogId));
    s.bind(termText(c.term));
    s.run();
    return s.next() && s.value(0).toInt() > 0;
}

void record(QSqlDatabase& db, const PriceChange& c, double price, const QString& date, const QString& source) {
    SqlQuery s(db);
    s.prepare(QStringLiteral("INSERT INTO cloud_price_history (price_id, term, price, currency, price_date, source_key,"
                             " recorded_at, recorded_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
    s.bind(q(c.catalogId));
    s.bind(termText(c.term));
    s.bind(price);
    s.bind(QString::fromLatin1(currencyCode(c.currency).data()));
    s.bind(date);
    s.bind(source);
    s.bind(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    s.bind(currentUser(db));
    s.run();
}

// The row as stored: its date and source (for the first history entry of an existing price).
std::pair<QString, QString> rowDateAndSource(QSqlDatabase& db, const std::string& id) {
    SqlQuery s(db);
    s.prepare(QStringLiteral("SELECT price_date, source_key FROM cloud_price WHERE id = ?"));
    s.bind(q(id));
    s.run();
    if (!s.next()) return {};
    return {s.value(0).toString(), s.value(1).toString()};
}

void insertRow(QSqlDatabase& db, const PriceChange& c, const QString& source) {
    SqlQuery s(db);
    s.prepare(QStringLiteral("INSERT INTO cloud_price (id, provider, offering, gpu_id, currency, on_demand, price_date,"
                             " source_key, custom) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)"));
    s.bind(q(c.catalogId));
    s.bind(q(c.provider));
    s.bind(q(c.sku.empty() ? c.gpuId : c.sku));
    s.bind(q(c.gpuId));
    s.bind(QString::fromLatin1(currencyCode(c.currency).data()));
    s.bind(c.newPrice);
    s.bind(q(c.newDate));
    s.bind(source);
    s.run();
    stampNewRow(db,
                RowKey{"cloud_price", "id", q(c.catalogId), QStringLiteral("cloud price '%1'").arg(q(c.catalogId))});
}

void updateRow(QSqlDatabase& db, const PriceChange& c, const QString& source) {
    SqlQuery s(db);
    s.prepare(QStringLiteral("UPDATE cloud_price SET %1 = ?, price_date = ?, source_key = ? WHERE id = ?")
                  .arg(QLatin1String(column(c.term)))); // a fixed column name, not input
    s.bind(c.newPrice);
    s.bind(q(c.newDate));
    s.bind(source);
    s.bind(q(c.catalogId));
    s.run();
}

qint64 lastHistoryId(QSqlDatabase& db) {
    SqlQuery s(db);
    s.run(QStringLiteral("SELECT coalesce(max(id), 0) FROM cloud_price_history"));
    return s.next() ? s.value(0).toLongLong() : 0;
}

void restoreRow(QSqlDatabase& db, const CloudPrice& p) {
    auto opt = [](const std::optional<double>& v) { return v ? QVariant(*v) : QVariant(); };
    SqlQuery s(db);
    s.prepare(QStringLiteral("UPDATE cloud_price SET on_demand = ?, commit_1y = ?, commit_3y = ?, spot = ?,"
                             " price_date = ?, source_key = ? WHERE id = ?"));
    s.bind(p.onDemand);
    s.bind(opt(p.commit1y));
    s.bind(opt(p.commit3y));
    s.bind(opt(p.spot));
    s.bind(q(p.priceDate));
    s.bind(q(p.source));
    s.bind(q(p.id));
    s.run();
}
} // namespace

QHash<QString, int> PriceRefreshRepository::revisions() const { return rowRevisions(db_, "cloud_price", "id"); }

int PriceRefreshRepository::apply(const RefreshPlan& plan, const QHash<QString, int>& readRevisions) {
    return applyUndoable(plan, readRevisions).applied;
}

AppliedRefresh PriceRefreshRepository::applyUndoable(const RefreshPlan& plan,
                                                     const QHash<QString, int>& readRevisions) {
    AppliedRefresh done;
    const Catalog before = CatalogRepository(db_).load();
    Transaction t(db_);
    done.historyBefore = lastHistoryId(db_);
    std::set<std::string> claimed, inserted;
    for (const PriceChange& c : plan.changes) {
        if (c.keptEdited) continue;
        const QString source = sourceKeyFor(db_, c);
        const RowKey key{"cloud_price", "id", q(c.catalogId), QStringLiteral("cloud price '%1'").arg(q(c.catalogId))};
        if (c.newRow && !inserted.count(c.catalogId)) {
            insertRow(db_, c, source);
            inserted.insert(c.catalogId);
            done.rowsAdded.push_back(c.catalogId);
        } else if (!c.newRow && claimed.insert(c.catalogId).second) {
            for (const CloudPrice& p : before.cloudPrices)
                if (p.id == c.catalogId) done.rowsBefore.push_back(p);
            const auto read = readRevisions.find(q(c.catalogId));
            bumpRowRevision(db_, key, read == readRevisions.end() ? std::nullopt : std::optional<int>(*read));
        }
        if (!c.newRow && c.oldPrice && !hasHistory(db_, c)) {
            const auto [date, oldSource] = rowDateAndSource(db_, c.catalogId);
            record(db_, c, *c.oldPrice, date, oldSource);
        }
        updateRow(db_, c, source);
        record(db_, c, c.newPrice, q(c.newDate), source);
        ++done.applied;
    }
    t.commit();
    return done;
}

void PriceRefreshRepository::revert(const AppliedRefresh& applied) {
    Transaction t(db_);
    for (const CloudPrice& p : applied.rowsBefore) {
        bumpRowRevision(db_, RowKey{"cloud_price", "id", q(p.id), QStringLiteral("cloud price '%1'").arg(q(p.id))},
                        std::nullopt);
        restoreRow(db_, p);
    }
    SqlQuery drop(db_);
    drop.prepare(QStringLiteral("DELETE FROM cloud_price WHERE id = ? AND custom = 1"));
    for (const std::string& id : applied.rowsAdded) {
        drop.bind(q(id));
        drop.run();
    }
    SqlQuery history(db_);
    history.prepare(QStringLiteral("DELETE FROM cloud_price_history WHERE id > ?"));
    history.bind(applied.historyBefore);
    history.run();
    t.commit();
}

std::vector<PriceHistoryEntry> PriceRefreshRepository::history(const std::string& gpuId) const {
    std::vector<PriceHistoryEntry> out;
    SqlQuery s(db_);
    s.prepare(QStringLiteral(
        "SELECT h.price_id, p.provider, h.term, h.price, h.currency, h.price_date, h.source_key, h.recorded_at,"
        " h.recorded_by FROM cloud_price_history h JOIN cloud_price p ON p.id = h.price_id WHERE p.gpu_id = ?"
        " ORDER BY h.price_id, h.term, h.id"));
    s.bind(q(gpuId));
    s.run();
    while (s.next()) {
        PriceHistoryEntry e;
        e.priceId = s.value(0).toString().toStdString();
        e.provider = s.value(1).toString().toStdString();
        e.gpuId = gpuId;
        e.term = s.value(2).toString().toStdString();
        e.price = s.value(3).toDouble();
        e.currency = s.value(4).toString().toStdString();
        e.date = s.value(5).toString().toStdString();
        e.source = s.value(6).toString().toStdString();
        e.recordedAt = s.value(7).toString().toStdString();
        e.recordedBy = s.value(8).toString().toStdString();
        out.push_back(std::move(e));
    }
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i].current = i + 1 == out.size() || out[i + 1].priceId != out[i].priceId || out[i + 1].term != out[i].term;
    return out;
}

std::vector<PriceRecord> PriceRefreshRepository::allRecords() const {
    std::vector<PriceRecord> out;
    SqlQuery s(db_);
    s.run(QStringLiteral("SELECT price_id, term, price, price_date, source_key FROM cloud_price_history ORDER BY id"));
    while (s.next()) {
        const auto term = priceTermFromName(s.value(1).toString().toStdString());
        if (!term) continue;
        out.push_back({s.value(0).toString().toStdString(), *term, s.value(2).toDouble(),
                       s.value(3).toString().toStdString(), s.value(4).toString().toStdString()});
    }
    return out;
}

} // namespace gputco::data
