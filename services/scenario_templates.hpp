#pragma once
// Starting points for File -> New scenario (issue 10): each a complete, evaluable
// scenario document that a planner adapts with a few edits.

#include <QJsonObject>
#include <QString>
#include <QVector>

namespace gputco::services {

struct ScenarioTemplate {
    QString id;           // "pretrain-deadline", "finetune", "serving", "day-night"
    QString title;        // shown in the list
    QString description;  // one sentence under it
    QJsonObject document; // without a name
};

const QVector<ScenarioTemplate>& scenarioTemplates();

} // namespace gputco::services
