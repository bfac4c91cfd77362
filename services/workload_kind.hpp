#pragma once
// A workload given a new kind keeps its name, model and size and gets the fields that kind needs,
// with usable starting values (the window's Kind picker, one undo step).

#include <QJsonObject>
#include <QString>

namespace gputco::services {

QJsonObject workloadOfKind(const QJsonObject& workload, const QString& kind);

} // namespace gputco::services
