#pragma once
// A path into a JSON document, e.g. {"options", 1, "pue"}, with get and set.

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QVariant>
#include <QVector>

namespace gputco::services {

using JsonPath = QVector<QVariant>; // QString keys and int indices

QJsonValue jsonAt(const QJsonObject& root, const JsonPath& path);
// Returns the document with the value at `path` replaced (Undefined removes a key).
QJsonObject jsonWith(const QJsonObject& root, const JsonPath& path, const QJsonValue& value);
QString pathText(const JsonPath& path); // "options[1].pue"

} // namespace gputco::services
