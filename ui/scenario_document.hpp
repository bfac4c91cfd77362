#pragma once
// The open scenario: its JSON document, an undo stack of edits, and autosave to
// the database. Every change goes through setValue(), which pushes one generic
// ChangeValue command (merged with the previous one while the same field is being
// typed into), so undo/redo covers all of them; every change is saved at once.

#include "services/json_path.hpp"
#include "ui/services.hpp"

#include <QObject>
#include <QSqlDatabase>
#include <QUndoStack>

namespace gputco::ui {

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    ScenarioDocument(QSqlDatabase& db, QObject* parent = nullptr);

    // Opens a stored scenario (clears the undo stack). Returns false if there is none.
    bool open(const QString& name);
    void close();
    bool isOpen() const { return !name_.isEmpty(); }
    const QString& name() const { return name_; }
    const QJsonObject& json() const { return json_; }
    QUndoStack* undoStack() { return &undo_; }
    const QString& lastSaveError() const { return saveError_; }
    // The stored revision this document is based on; a save over a newer one (another user's,
    // issue 18) is refused and reported by conflict(), and nothing is saved.
    int revision() const { return revision_; }
    // Issue 18: a viewer's window. Every edit is refused before it reaches the database (saveFailed).
    void setReadOnly(bool readOnly) { readOnly_ = readOnly; }
    bool readOnly() const { return readOnly_; }
    // Saves now as a new revision (File > Save revision).
    void saveRevision() { save({}); }
    // After a conflict: this document under a new name, opened; the other user's version stays.
    void saveAsCopy(const QString& newName);

    // Records an edit as an undoable command (and saves). Edits with the same `mergeKey`
    // (default: the path) in a row merge into one undo step.
    void setValue(const JsonPath& path, const QJsonValue& value, const QString& label = {},
                  const QString& mergeKey = {});
    // Replaces the whole document as one undoable step (add/remove workloads and options).
    void replaceDocument(const QJsonObject& doc, const QString& label);

    // Used by the undo command: applies without recording. `editKey` names the field
    // being edited: a new revision is kept when it changes (or after 30 s).
    void apply(const QJsonObject& doc, const QString& editKey = {});

signals:
    void changed();
    void renamed(const QString& name);
    void saveFailed(const QString& message);
    void
    conflict(const QString& message); // "changed by <user> at <time> (revision N); reload, or save yours as a copy"

private:
    void save(const QString& editKey);
    bool refuseReadOnly();
    QSqlDatabase& db_;
    bool readOnly_ = false;
    QString name_;
    QJsonObject json_;
    QUndoStack undo_;
    QString saveError_;
    int revision_ = 0;
    QString lastRevisionKey_;
    qint64 lastRevisionMs_ = 0;
};

} // namespace gputco::ui
