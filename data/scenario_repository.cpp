#include "data/scenario_repository.hpp"

#include "core/validation.hpp"
#include "data/dialect.hpp"
#include "data/limits.hpp"
#include "data/scenario_json.hpp"
#include "data/sql_util.hpp"

#include <QDir>
#include <QJsonDocument>

namespace gputco::data {

namespace {
QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs); }
QString text(const QJsonObject& doc) { return QString::fromUtf8(scenarioToBytes(doc)); }
QJsonObject parse(const QString& json) { return QJsonDocument::fromJson(json.toUtf8()).object(); }
void requireName(const QString& name) {
    if (name.trimmed().isEmpty()) throw InputError("name", "a scenario needs a name");
    checkText("name", name); // at most 200 characters (code points), no control characters
}
} // namespace

StaleRevision::StaleRevision(const QString& name, const QString& by, const QString& at, int revision)
    : InputError("", QStringLiteral("scenario '%1' was changed by %2 at %3 (revision %4); reload, or save yours as a "
                                    "copy. Nothing was saved.")
                         .arg(name, by.isEmpty() ? QStringLiteral("someone") : by,
                              QString(at).left(19).replace(u'T', u' ') + QStringLiteral(" UTC"))
                         .arg(revision)
                         .toStdString()) {}

QList<ScenarioInfo> ScenarioRepository::list() const {
    SqlQuery q(db_);
    q.raw().setForwardOnly(true); // one pass over what may be 10,000 rows on a server
    q.run(QStringLiteral("SELECT s.id, s.name, s.updated_at, s.sample, coalesce(r.n, 0), s.revision, s.updated_by"
                         " FROM scenario s LEFT JOIN (SELECT scenario_id, count(*) AS n FROM scenario_revision"
                         " GROUP BY scenario_id) r ON r.scenario_id = s.id ORDER BY lower(s.name), s.name"));
    QList<ScenarioInfo> out;
    while (q.next())
        out.append(ScenarioInfo{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                                q.value(3).toBool(), q.value(4).toInt(), q.value(5).toInt(), q.value(6).toString()});
    return out;
}

int ScenarioRepository::currentRevision(const QString& name) const {
    const qint64 id = idOf(name);
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT revision FROM scenario WHERE id = ?"));
    q.bind(id);
    q.run();
    return q.next() ? q.value(0).toInt() : 0;
}

void ScenarioRepository::refuseStale(const QString& name, qint64 id) const {
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT updated_by, updated_at, revision FROM scenario WHERE id = ?"));
    q.bind(id);
    q.run();
    if (!q.next()) idOf(name); // deleted meanwhile: throws, listing the others
    throw StaleRevision(name, q.value(0).toString(), q.value(1).toString(), q.value(2).toInt());
}

bool ScenarioRepository::exists(const QString& name) const {
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT 1 FROM scenario WHERE name = ?"));
    q.bind(name);
    q.run();
    return q.next();
}

qint64 ScenarioRepository::idOf(const QString& name) const {
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT id FROM scenario WHERE name = ?"));
    q.bind(name);
    q.run();
    if (q.next()) return q.value(0).toLongLong();
    QStringList names;
    for (const ScenarioInfo& s : list()) names << s.name;
    throw InputError("scenario",
                     "no scenario named '" + name.toStdString() + "'; scenarios: " +
                         (names.isEmpty() ? std::string("none") : names.join(QStringLiteral(", ")).toStdString()));
}

std::optional<QJsonObject> ScenarioRepository::load(const QString& name) const {
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT json FROM scenario WHERE name = ?"));
    q.bind(name);
    q.run();
    if (!q.next()) return std::nullopt;
    return migrateScenarioDocument(parse(q.value(0).toString())); // version 1 rows read as version 2
}

void ScenarioRepository::addRevision(qint64 id, const QJsonObject& doc, const QString& when, int revision) {
    SqlQuery ins(db_);
    ins.prepare(QStringLiteral(
        "INSERT INTO scenario_revision (scenario_id, saved_at, json, revision, saved_by) VALUES (?, ?, ?, ?, ?)"));
    ins.bind(id);
    ins.bind(when);
    ins.bind(text(doc));
    ins.bind(revision);
    ins.bind(currentUser(db_));
    ins.run();
    SqlQuery prune(db_);
    prune.prepare(QStringLiteral("DELETE FROM scenario_revision WHERE scenario_id = ? AND id NOT IN"
                                 " (SELECT id FROM scenario_revision WHERE scenario_id = ? ORDER BY id DESC LIMIT ?)"));
    prune.bind(id);
    prune.bind(id);
    prune.bind(kRevisionsKept);
    prune.run();
}

void ScenarioRepository::add(const QJsonObject& doc, bool replace, bool sample, std::optional<int> ifRevision) {
    const QString name = scenarioName(doc);
    requireName(name);
    Transaction t(db_); // the check and the insert in one write transaction (concurrent imports)
    if (exists(name)) {
        if (!replace)
            throw InputError("name", "a scenario named '" + name.toStdString() +
                                         "' already exists; rename it, delete it, or import with --replace");
        save(name, doc, true, ifRevision);
        t.commit();
        return;
    }
    const QString when = now();
    SqlQuery q(db_);
    q.prepare(QStringLiteral("INSERT INTO scenario (name, json, created_at, updated_at, sample, revision, updated_by)"
                             " VALUES (?, ?, ?, ?, ?, 1, ?) RETURNING id"));
    q.bind(name);
    q.bind(text(doc));
    q.bind(when);
    q.bind(when);
    q.bind(sample ? 1 : 0);
    q.bind(currentUser(db_));
    q.run();
    if (!q.next()) throw SqlError("INSERT INTO scenario returned no id");
    const qint64 id = q.value(0).toLongLong();
    q.raw().finish();
    addRevision(id, doc, when, 1);
    notifyScenarioChanged(db_, name);
    t.commit();
}

int ScenarioRepository::save(const QString& name, const QJsonObject& doc, bool newRevision,
                             std::optional<int> ifRevision) {
    const QString newName = scenarioName(doc);
    requireName(newName);
    Transaction t(db_); // the checks and the update in one write transaction
    const qint64 id = idOf(name);
    if (newName != name && exists(newName))
        throw InputError("name", "a scenario named '" + newName.toStdString() + "' already exists");
    const QString when = now();
    // One statement checks and bumps the revision: a concurrent save waits for this row's
    // lock, then finds the revision changed and matches no row.
    SqlQuery q(db_);
    q.prepare(QStringLiteral("UPDATE scenario SET name = ?, json = ?, updated_at = ?, updated_by = ?,"
                             " revision = revision + 1 WHERE id = ?%1 RETURNING revision")
                  .arg(ifRevision ? QStringLiteral(" AND revision = ?") : QString()));
    q.bind(newName);
    q.bind(text(doc));
    q.bind(when);
    q.bind(currentUser(db_));
    q.bind(id);
    if (ifRevision) q.bind(*ifRevision);
    q.run();
    if (!q.next()) refuseStale(name, id);
    const int revision = q.value(0).toInt();
    q.raw().finish();
    if (newRevision) addRevision(id, doc, when, revision);
    notifyScenarioChanged(db_, name);
    if (newName != name) notifyScenarioChanged(db_, newName);
    t.commit();
    return revision;
}

void ScenarioRepository::duplicate(const QString& name, const QString& newName) {
    QJsonObject doc = load(name).value_or(QJsonObject());
    if (doc.isEmpty()) idOf(name); // throws with the list of names
    doc[QStringLiteral("name")] = newName;
    add(doc);
}

void ScenarioRepository::rename(const QString& name, const QString& newName) {
    QJsonObject doc = load(name).value_or(QJsonObject());
    if (doc.isEmpty()) idOf(name);
    doc[QStringLiteral("name")] = newName;
    save(name, doc);
}

void ScenarioRepository::remove(const QString& name) {
    const qint64 id = idOf(name);
    Transaction t(db_);
    SqlQuery q(db_);
    q.prepare(QStringLiteral("DELETE FROM scenario WHERE id = ?"));
    q.bind(id);
    q.run();
    notifyScenarioChanged(db_, name);
    t.commit();
}

QList<RevisionInfo> ScenarioRepository::revisions(const QString& name) const {
    const qint64 id = idOf(name);
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT id, saved_at, saved_by, revision FROM scenario_revision WHERE scenario_id = ?"
                             " ORDER BY id DESC"));
    q.bind(id);
    q.run();
    QList<RevisionInfo> out;
    while (q.next())
        out.append(
            RevisionInfo{q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toInt()});
    return out;
}

QJsonObject ScenarioRepository::revision(qint64 id) const {
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT json FROM scenario_revision WHERE id = ?"));
    q.bind(id);
    q.run();
    if (!q.next()) throw InputError("revision", "no revision " + std::to_string(id));
    return migrateScenarioDocument(parse(q.value(0).toString()));
}

void ScenarioRepository::restoreRevision(const QString& name, qint64 revisionId) {
    const qint64 id = idOf(name);
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT json FROM scenario_revision WHERE id = ? AND scenario_id = ?"));
    q.bind(revisionId);
    q.bind(id);
    q.run();
    if (!q.next())
        throw InputError("revision", "scenario '" + name.toStdString() + "' has no revision " +
                                         std::to_string(revisionId) + "; see 'gpu-tco scenario history'");
    QJsonObject doc = migrateScenarioDocument(parse(q.value(0).toString()));
    doc[QStringLiteral("name")] = name; // restoring content, not an old name
    save(name, doc);
}

void ScenarioRepository::seedSamples() {
    SqlQuery q(db_);
    q.prepare(QStringLiteral("SELECT 1 FROM meta WHERE key = ?"));
    q.bind(QStringLiteral("samples_seeded"));
    q.run();
    const bool done = q.next();
    q.raw().finish();
    if (done) return;
    const QStringList files =
        QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    Transaction t(db_);
    for (const QString& f : files) {
        const QJsonObject doc = readScenarioFile(QStringLiteral(":/scenarios/") + f);
        if (!exists(scenarioName(doc))) add(doc, false, true);
    }
    SqlQuery meta(db_);
    meta.prepare(QStringLiteral(
        "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    meta.bind(QStringLiteral("samples_seeded"));
    meta.bind(now());
    meta.run();
    t.commit();
}

} // namespace gputco::data
