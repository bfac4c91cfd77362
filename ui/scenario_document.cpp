#include "ui/scenario_document.hpp"

#include "data/scenario_json.hpp"
#include "data/scenario_repository.hpp"
#include "services/range_edit.hpp"
#include "ui/change_value_command.hpp"

#include <QDateTime>

namespace gputco::ui {

ScenarioDocument::ScenarioDocument(QSqlDatabase& db, QObject* parent) : QObject(parent), db_(db) {}

bool ScenarioDocument::open(const QString& name) {
    const auto doc = data::ScenarioRepository(db_).load(name);
    if (!doc) return false;
    undo_.clear();
    lastRevisionKey_.clear();
    name_ = name;
    json_ = *doc;
    revision_ = data::ScenarioRepository(db_).currentRevision(name);
    saveError_.clear();
    emit changed();
    return true;
}

void ScenarioDocument::close() {
    undo_.clear();
    name_.clear();
    json_ = {};
    emit changed();
}

void ScenarioDocument::setValue(const JsonPath& path, const QJsonValue& value, const QString& label,
                                const QString& mergeKey) {
    if (!isOpen() || jsonAt(json_, path) == value || refuseReadOnly()) return;
    const QJsonObject after = rangesFollowNames(json_, jsonWith(json_, path, value)); // issue 15
    undo_.push(new ChangeValueCommand(this, json_, after, mergeKey.isEmpty() ? pathText(path) : mergeKey,
                                      label.isEmpty() ? tr("Change %1").arg(pathText(path)) : label));
}

void ScenarioDocument::replaceDocument(const QJsonObject& doc, const QString& label) {
    if (!isOpen() || doc == json_ || refuseReadOnly()) return;
    undo_.push(new ChangeValueCommand(this, json_, rangesFollowNames(json_, doc), QString(), label));
}

void ScenarioDocument::apply(const QJsonObject& doc, const QString& editKey) {
    json_ = doc;
    save(editKey);
    emit changed();
}

bool ScenarioDocument::refuseReadOnly() {
    if (!readOnly_) return false;
    saveError_ = tr("read-only (viewer): this connection may not change scenarios; nothing was saved");
    emit saveFailed(saveError_);
    return true;
}

void ScenarioDocument::save(const QString& editKey) {
    if (refuseReadOnly()) return;
    // Autosave: every change is stored as it happens; a revision is kept per field edited
    // (keystrokes in one field make one revision), or every 30 s of continuous editing.
    try {
        const QString newName = data::scenarioName(json_);
        const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
        const bool newRevision = editKey.isEmpty() || editKey != lastRevisionKey_ || nowMs - lastRevisionMs_ > 30000;
        if (newRevision) {
            lastRevisionKey_ = editKey;
            lastRevisionMs_ = nowMs;
        }
        revision_ = data::ScenarioRepository(db_).save(name_, json_, newRevision, revision_);
        saveError_.clear();
        if (newName != name_) {
            name_ = newName;
            emit renamed(name_);
        }
    } catch (const data::StaleRevision& e) {
        saveError_ = QString::fromStdString(e.what());
        emit saveFailed(saveError_);
        emit conflict(saveError_);
    } catch (const std::exception& e) {
        saveError_ = QString::fromStdString(e.what());
        emit saveFailed(saveError_);
    }
}

void ScenarioDocument::saveAsCopy(const QString& newName) {
    if (refuseReadOnly()) return;
    QJsonObject mine = json_;
    mine[QStringLiteral("name")] = newName;
    data::ScenarioRepository(db_).add(mine); // throws InputError when the name is taken
    open(newName);
}

} // namespace gputco::ui
