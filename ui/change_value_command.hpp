#pragma once
// The one generic undo command (after Tiled's ChangeValue): a document before and
// after. Successive edits of the same field merge, so typing "1", "1.", "1.3"
// undoes in one step.

#include <QJsonObject>
#include <QUndoCommand>

namespace gputco::ui {

class ScenarioDocument;

class ChangeValueCommand : public QUndoCommand {
public:
    ChangeValueCommand(ScenarioDocument* doc, QJsonObject before, QJsonObject after, QString mergeKey,
                       const QString& text);
    void undo() override;
    void redo() override;
    int id() const override { return mergeKey_.isEmpty() ? -1 : 1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    ScenarioDocument* doc_;
    QJsonObject before_, after_;
    QString mergeKey_;
};

} // namespace gputco::ui
