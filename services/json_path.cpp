#include "services/json_path.hpp"

#include <QJsonArray>

namespace gputco::services {

QJsonValue jsonAt(const QJsonObject& root, const JsonPath& path) {
    QJsonValue v = root;
    for (const QVariant& step : path) {
        if (step.typeId() == QMetaType::Int)
            v = v.toArray().at(step.toInt());
        else
            v = v.toObject().value(step.toString());
    }
    return v;
}

namespace {
QJsonValue replaced(const QJsonValue& node, const JsonPath& path, int i, const QJsonValue& value) {
    if (i == path.size()) return value;
    const QVariant& step = path[i];
    if (step.typeId() == QMetaType::Int) {
        QJsonArray a = node.toArray();
        const int k = step.toInt();
        if (k < 0 || k >= a.size()) return node;
        a[k] = replaced(a[k], path, i + 1, value);
        return a;
    }
    QJsonObject o = node.toObject();
    const QString key = step.toString();
    const QJsonValue child = replaced(o.value(key), path, i + 1, value);
    if (child.isUndefined())
        o.remove(key);
    else
        o[key] = child;
    return o;
}
} // namespace

QJsonObject jsonWith(const QJsonObject& root, const JsonPath& path, const QJsonValue& value) {
    return replaced(root, path, 0, value).toObject();
}

QString pathText(const JsonPath& path) {
    QString out;
    for (const QVariant& step : path) {
        if (step.typeId() == QMetaType::Int)
            out += QStringLiteral("[%1]").arg(step.toInt());
        else
            out += (out.isEmpty() ? QString() : QStringLiteral(".")) + step.toString();
    }
    return out;
}

} // namespace gputco::services
