#include "data/site_profile_repository.hpp"

#include "core/validation.hpp"
#include "data/row_revision.hpp"
#include "data/sql_util.hpp"

#include <QJsonDocument>

namespace gputco::data {

QJsonObject siteProfileToJson(const SiteProfile& p) {
    QJsonObject o{{"id", QString::fromStdString(p.id)},
                  {"name", QString::fromStdString(p.name)},
                  {"currency", QString::fromLatin1(currencyCode(p.currency).data(), 3)},
                  {"facility", p.facility == FacilityKind::OwnFacility ? QStringLiteral("own-facility")
                                                                       : QStringLiteral("colocation")}};
    for (const SiteProfileField& f : siteProfileFields()) o[QLatin1String(f.key)] = p.*(f.member);
    QJsonObject sources;
    for (const auto& [k, v] : p.sources) sources[QString::fromStdString(k)] = QString::fromStdString(v);
    o[QStringLiteral("sources")] = sources;
    return o;
}

SiteProfile siteProfileFromJson(const QJsonObject& o, const std::string& where) {
    SiteProfile p = shippedSiteProfiles().front(); // blanks take the US colocation values
    p.id = o.value(QStringLiteral("id")).toString().toStdString();
    if (p.id.empty()) throw InputError(where + ".id", "required (letters, digits, '-')");
    p.name = o.value(QStringLiteral("name")).toString(QString::fromStdString(p.id)).toStdString();
    const auto c = currencyFromCode(o.value(QStringLiteral("currency")).toString(QStringLiteral("USD")).toStdString());
    if (!c) throw InputError(where + ".currency", "not one of CNY, USD, EUR");
    p.currency = *c;
    const QString facility = o.value(QStringLiteral("facility")).toString(QStringLiteral("colocation"));
    if (facility != u"colocation" && facility != u"own-facility")
        throw InputError(where + ".facility", "'" + facility.toStdString() + "' is not colocation or own-facility");
    p.facility = facility == u"own-facility" ? FacilityKind::OwnFacility : FacilityKind::Colocation;
    for (const SiteProfileField& f : siteProfileFields()) {
        const QJsonValue v = o.value(QLatin1String(f.key));
        if (v.isUndefined()) continue;
        if (!v.isDouble())
            throw InputError(where + "." + f.key, "a number is required (allowed " + formatNumber(f.min) + " to " +
                                                      formatNumber(f.max) + ")");
        p.*(f.member) = v.toDouble();
    }
    p.sources.clear();
    const QJsonObject sources = o.value(QStringLiteral("sources")).toObject();
    for (auto it = sources.begin(); it != sources.end(); ++it)
        p.sources[it.key().toStdString()] = it.value().toString().toStdString();
    validateSiteProfile(p, where);
    return p;
}

std::vector<SiteProfile> SiteProfileRepository::list() const {
    SqlQuery q(db_);
    q.run(QStringLiteral("SELECT profile FROM site_profile ORDER BY is_default DESC, id"));
    std::vector<SiteProfile> out;
    while (q.next())
        out.push_back(siteProfileFromJson(QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object()));
    return out.empty() ? shippedSiteProfiles() : out;
}

std::optional<SiteProfile> SiteProfileRepository::load(const QString& id) const {
    for (const SiteProfile& p : list())
        if (p.id == id.toStdString()) return p;
    return std::nullopt;
}

QString SiteProfileRepository::defaultId() const {
    SqlQuery q(db_);
    q.run(QStringLiteral("SELECT id FROM site_profile WHERE is_default = 1"));
    return q.next() ? q.value(0).toString() : QStringLiteral("us-colo");
}

void SiteProfileRepository::save(const SiteProfile& p, bool custom, std::optional<int> ifRevision) {
    validateSiteProfile(p, "site " + p.id);
    const RowKey key = rowKey(QString::fromStdString(p.id));
    Transaction t(db_);
    const bool existed = bumpRowRevision(db_, key, ifRevision) > 0; // issue 18: refuses a stale edit
    SqlQuery q(db_);
    q.prepare(QStringLiteral(
        "INSERT INTO site_profile (id, name, currency, facility, profile, custom) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT(id) DO UPDATE SET name = excluded.name, currency = excluded.currency,"
        " facility = excluded.facility, profile = excluded.profile, custom = excluded.custom"));
    const QJsonObject j = siteProfileToJson(p);
    q.bind(QString::fromStdString(p.id));
    q.bind(QString::fromStdString(p.name));
    q.bind(j.value(QStringLiteral("currency")).toString());
    q.bind(j.value(QStringLiteral("facility")).toString());
    q.bind(QString::fromUtf8(QJsonDocument(j).toJson(QJsonDocument::Compact)));
    q.bind(custom ? 1 : 0);
    q.run();
    if (!existed) stampNewRow(db_, key);
    t.commit();
}

RowKey SiteProfileRepository::rowKey(const QString& id) {
    return RowKey{"site_profile", "id", id, QStringLiteral("site profile '%1'").arg(id)};
}

RowRevision SiteProfileRepository::revision(const QString& id) const {
    return readRowRevision(db_, rowKey(id)).value_or(RowRevision{});
}

void SiteProfileRepository::setDefault(const QString& id) {
    if (!load(id)) {
        QString known;
        for (const SiteProfile& p : list()) known += (known.isEmpty() ? "" : ", ") + QString::fromStdString(p.id);
        throw InputError("site", "unknown site profile '" + id.toStdString() + "'; known: " + known.toStdString());
    }
    Transaction t(db_);
    SqlQuery clear(db_);
    clear.run(QStringLiteral("UPDATE site_profile SET is_default = 0"));
    SqlQuery set(db_);
    set.prepare(QStringLiteral("UPDATE site_profile SET is_default = 1 WHERE id = ?"));
    set.bind(id);
    set.run();
    t.commit();
}

void SiteProfileRepository::seedShipped() {
    SqlQuery q(db_);
    q.run(QStringLiteral("SELECT COUNT(*) FROM site_profile"));
    const bool empty = q.next() && q.value(0).toInt() == 0;
    q.raw().finish();
    // Every shipped profile there already: nothing to write, so no write lock is taken (a reader such
    // as 'scenario list' must not wait on another program's write transaction).
    int present = 0;
    for (const SiteProfile& p : shippedSiteProfiles()) {
        SqlQuery has(db_);
        has.prepare(QStringLiteral("SELECT 1 FROM site_profile WHERE id = ?"));
        has.bind(QString::fromStdString(p.id));
        has.run();
        present += has.next() ? 1 : 0;
    }
    if (!empty && present == int(shippedSiteProfiles().size())) return;
    Transaction t(db_);
    for (const SiteProfile& p : shippedSiteProfiles()) {
        SqlQuery ins(db_);
        ins.prepare(QStringLiteral("INSERT INTO site_profile (id, name, currency, facility, profile, custom) "
                                   "VALUES (?, ?, ?, ?, ?, 0) ON CONFLICT (id) DO NOTHING"));
        const QJsonObject j = siteProfileToJson(p);
        ins.bind(QString::fromStdString(p.id));
        ins.bind(QString::fromStdString(p.name));
        ins.bind(j.value(QStringLiteral("currency")).toString());
        ins.bind(j.value(QStringLiteral("facility")).toString());
        ins.bind(QString::fromUtf8(QJsonDocument(j).toJson(QJsonDocument::Compact)));
        ins.run();
    }
    if (empty) {
        SqlQuery d(db_);
        d.run(QStringLiteral("UPDATE site_profile SET is_default = 1 WHERE id = 'us-colo'"));
    }
    t.commit();
}

} // namespace gputco::data
