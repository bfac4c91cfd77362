#pragma once
// Site profiles in SQLite (table site_profile, migration 6): the shipped ones (seeded once,
// core/cost/site_profile.cpp) and the user's. A profile is stored as JSON of its fields
// (siteProfileFields()) plus "sources"; one row is the default.

#include "core/cost/site_profile.hpp"
#include "data/row_revision.hpp"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <vector>

namespace gputco::data {

QJsonObject siteProfileToJson(const SiteProfile& p);
// Throws InputError naming the field and its range.
SiteProfile siteProfileFromJson(const QJsonObject& o, const std::string& where = "site");

class SiteProfileRepository {
public:
    explicit SiteProfileRepository(QSqlDatabase& db) : db_(db) {}
    std::vector<SiteProfile> list() const; // the shipped ones when the table is empty
    std::optional<SiteProfile> load(const QString& id) const;
    QString defaultId() const;
    // Stores (adds or replaces) a profile after validating it. With `ifRevision` (issue 18) a replace
    // over a newer stored revision is refused with StaleEdit and changes nothing.
    void save(const SiteProfile& p, bool custom = true, std::optional<int> ifRevision = std::nullopt);
    RowRevision revision(const QString& id) const; // revision 0: no such profile stored
    void setDefault(const QString& id);            // InputError for an unknown id
    void seedShipped();                            // inserts shipped profiles that are missing

private:
    static RowKey rowKey(const QString& id);
    QSqlDatabase& db_;
};

} // namespace gputco::data
