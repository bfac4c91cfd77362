#pragma once
// Scenarios in SQLite: each stored as its JSON document (so keys a newer version
// wrote survive), with a revision for every save (the last kRevisionsKept kept).
// Every change is one transaction; a failed one leaves the database as it was.
// Callers validate documents (scenarioFromJson) before storing them.

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include "core/validation.hpp"

#include <optional>

namespace gputco::data {

struct ScenarioInfo {
    qint64 id = 0;
    QString name;
    QString updatedAt;
    bool sample = false;
    int revisions = 0;
    int revision = 1; // the scenario's revision number: +1 on every save (optimistic concurrency)
    QString updatedBy;
};

struct RevisionInfo {
    qint64 id = 0;
    QString savedAt;
    QString savedBy;  // PostgreSQL's current_user, or the operating-system user on SQLite
    int revision = 0; // the scenario's revision number this save made (0: saved before issue 18)
};

// A save based on an older revision than the stored one: nothing was written.
class StaleRevision : public InputError {
public:
    StaleRevision(const QString& name, const QString& by, const QString& at, int revision);
};

class ScenarioRepository {
public:
    static constexpr int kRevisionsKept = 50;

    explicit ScenarioRepository(QSqlDatabase& db) : db_(db) {}

    QList<ScenarioInfo> list() const;
    std::optional<QJsonObject> load(const QString& name) const;
    bool exists(const QString& name) const;
    // The stored revision number of `name` (InputError when there is none).
    int currentRevision(const QString& name) const;

    // Adds a scenario named by the document's "name"; InputError if the name is taken
    // (unless `replace`, which saves it as a new revision of the existing one).
    // With `ifRevision`, a replace saves only while the stored revision is still that one, else StaleRevision.
    void add(const QJsonObject& doc, bool replace = false, bool sample = false,
             std::optional<int> ifRevision = std::nullopt);
    // Stores `doc` as the current content of `name` and, with `newRevision`, as a new
    // revision too (editors autosave every keystroke but record one revision per field
    // edit). A changed "name" in the document renames it.
    // With `ifRevision` (the revision the editor started from) a save over a newer stored
    // revision is refused with StaleRevision and changes nothing. Returns the new revision number.
    int save(const QString& name, const QJsonObject& doc, bool newRevision = true,
             std::optional<int> ifRevision = std::nullopt);
    void duplicate(const QString& name, const QString& newName);
    void rename(const QString& name, const QString& newName);
    void remove(const QString& name);

    QList<RevisionInfo> revisions(const QString& name) const; // newest first
    QJsonObject revision(qint64 id) const;
    void restoreRevision(const QString& name, qint64 revisionId);

    // Loads the sample scenarios (resources/scenarios) into a database that never had them.
    void seedSamples();

private:
    qint64 idOf(const QString& name) const; // InputError naming the scenario and listing the others
    void addRevision(qint64 id, const QJsonObject& doc, const QString& when, int revision);
    [[noreturn]] void refuseStale(const QString& name, qint64 id) const;
    QSqlDatabase& db_;
};

} // namespace gputco::data
