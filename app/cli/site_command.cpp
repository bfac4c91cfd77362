// gpu-tco site: the site profiles (data-centre costs) own options default to.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/if_revision_option.hpp"
#include "app/cli/text_table.hpp"
#include "core/validation.hpp"
#include "data/site_profile_repository.hpp"

#include <QJsonDocument>

namespace gputco::cli {

namespace {
SiteProfile profileOrThrow(const data::SiteProfileRepository& repo, const QString& id) {
    if (auto p = repo.load(id)) return *p;
    QString known;
    for (const SiteProfile& p : repo.list()) known += (known.isEmpty() ? "" : ", ") + QString::fromStdString(p.id);
    throw InputError("site", "unknown site profile '" + id.toStdString() + "'; known: " + known.toStdString());
}

void list(Context& ctx, const data::SiteProfileRepository& repo) {
    TextTable t;
    for (const char* h : {"id", "name", "currency", "facility", "PUE", "power/kWh", "colocation/kW-month", "rev"})
        t.addColumn(QString::fromLatin1(h), *h == 'i' || *h == 'n' || *h == 'f' ? TextTable::Left : TextTable::Right);
    const QString def = repo.defaultId();
    for (const SiteProfile& p : repo.list())
        t.addRow(
            {QString::fromStdString(p.id) +
                 (QString::fromStdString(p.id) == def ? QStringLiteral(" (default)") : QString()),
             QString::fromStdString(p.name), QString::fromLatin1(currencyCode(p.currency).data(), 3),
             p.facility == FacilityKind::OwnFacility ? QStringLiteral("own facility") : QStringLiteral("colocation"),
             QString::number(p.pue), QString::number(p.electricityPerKwh), QString::number(p.colocationPerKwMonth),
             QString::number(repo.revision(QString::fromStdString(p.id)).revision)});
    t.print(ctx.out);
}

// site set ID KEY VALUE: one field of a profile (a new id starts as a copy of us-colo).
void set(Context& ctx, data::SiteProfileRepository& repo, const QStringList& pos, std::optional<int> ifRevision) {
    SiteProfile p = repo.load(pos[1]).value_or(shippedSiteProfiles().front());
    const bool added = p.id != pos[1].toStdString();
    p.id = pos[1].toStdString();
    if (added) p.name = p.id;
    QJsonObject j = data::siteProfileToJson(p);
    const QString& key = pos[2];
    if (!j.contains(key) || key == u"id" || key == u"sources") {
        QStringList keys = j.keys();
        keys.removeAll(QStringLiteral("id"));
        keys.removeAll(QStringLiteral("sources"));
        throw InputError("site." + key.toStdString(),
                         "not a site profile field; fields: " + keys.join(QStringLiteral(", ")).toStdString());
    }
    bool number = false;
    const double v = pos[3].toDouble(&number);
    j[key] = j.value(key).isDouble() ? (number ? QJsonValue(v) : QJsonValue(pos[3])) : QJsonValue(pos[3]);
    QJsonObject sources = j.value(QStringLiteral("sources")).toObject();
    sources[key] = QStringLiteral("USER");
    j[QStringLiteral("sources")] = sources;
    repo.save(data::siteProfileFromJson(j, "site " + p.id), true, ifRevision);
    ctx.out << "site profile '" << pos[1] << "': " << key << " = " << pos[3] << '\n';
}
} // namespace

int runSite(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Site profiles: the data-centre costs own options take when a scenario leaves them out\n"
                       "(docs/cost-model.md).\n\n"
                       "  site list                  the profiles; (default) marks the default\n"
                       "  site show ID               all fields with their sources, as JSON\n"
                       "  site set ID KEY VALUE [--if-revision N]\n"
                       "                             change one field (a new ID starts as a copy of us-colo);\n"
                       "                             with --if-revision, only while the profile's revision\n"
                       "                             ('rev' in site list) is still N\n"
                       "  site default ID            make ID the default"));
    parser.addPositionalArgument(QStringLiteral("subcommand"), QStringLiteral("list, show, set, default"));
    parser.addOption(ifRevisionFlag(QStringLiteral("set")));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("site"), args); rc >= 0) return rc;
    const QStringList pos = parser.positionalArguments();
    const QString sub = pos.value(0, QStringLiteral("list"));
    data::SiteProfileRepository repo(ctx.database().sql());
    auto need = [&](qsizetype n, const char* form) {
        if (pos.size() != n) throw InputError("arguments", std::string("expected 'gpu-tco site ") + form + "'");
    };
    if (sub == u"list") {
        list(ctx, repo);
    } else if (sub == u"show") {
        need(2, "show ID");
        ctx.out << QString::fromUtf8(
            QJsonDocument(data::siteProfileToJson(profileOrThrow(repo, pos[1]))).toJson(QJsonDocument::Indented));
    } else if (sub == u"set") {
        need(4, "set ID KEY VALUE");
        const std::optional<int> ifRevision = ifRevisionValue(parser);
        if (ifRevision && repo.revision(pos[1]).revision == 0)
            throw InputError("--if-revision", "site profile '" + pos[1].toStdString() +
                                                  "' is not stored, so there is no revision " +
                                                  std::to_string(*ifRevision));
        set(ctx, repo, pos, ifRevision);
    } else if (parser.isSet(QStringLiteral("if-revision"))) {
        throw InputError("--if-revision", "applies to 'site set' only");
    } else if (sub == u"default") {
        need(2, "default ID");
        repo.setDefault(pos[1]);
        ctx.out << "default site profile: " << pos[1] << '\n';
    } else {
        throw InputError("subcommand", "'" + sub.toStdString() + "' is not list, show, set or default");
    }
    return Ok;
}

} // namespace gputco::cli
