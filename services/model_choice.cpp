#include "services/model_choice.hpp"

#include "core/training/model_presets.hpp"

#include <QCoreApplication>

namespace gputco::services {

QString llamaModelChoice() { return QCoreApplication::translate("ModelChoice", "Llama-style, sized by Parameters"); }
QString customModelChoice() { return QCoreApplication::translate("ModelChoice", "custom shape (scenario file)"); }

QStringList modelChoices() {
    QStringList out{llamaModelChoice()};
    for (const ModelPreset& p : modelPresets()) out << QString::fromStdString(p.name);
    out << customModelChoice();
    return out;
}

QString modelChoiceOf(const QJsonObject& workload) {
    const QJsonValue shape = workload.value(QStringLiteral("shape"));
    if (!shape.isObject()) return llamaModelChoice();
    const QString preset = shape.toObject().value(QStringLiteral("preset")).toString();
    return preset.isEmpty() ? customModelChoice() : preset;
}

bool workloadIsMoe(const QJsonObject& workload) {
    const QJsonObject shape = workload.value(QStringLiteral("shape")).toObject();
    ModelShape s;
    const std::string preset = shape.value(QStringLiteral("preset")).toString().toStdString();
    for (const ModelPreset& p : modelPresets())
        if (p.name == preset) s = p.shape;
    if (const QJsonValue experts = shape.value(QStringLiteral("experts")); experts.isDouble())
        s.experts = experts.toInt();
    return s.isMoe();
}

QJsonObject workloadWithModel(const QJsonObject& workload, const QString& choice) {
    QJsonObject out = workload;
    if (choice == llamaModelChoice()) {
        out.remove(QStringLiteral("shape"));
        return out;
    }
    for (const ModelPreset& p : modelPresets()) {
        if (QString::fromStdString(p.name) != choice) continue;
        out[QStringLiteral("shape")] = QJsonObject{{QStringLiteral("preset"), choice}};
        out[QStringLiteral("params")] = p.shape.params();
        return out;
    }
    return out; // the custom shape stays as the file has it
}

QJsonObject workloadWithParams(const QJsonObject& workload, const QJsonValue& params) {
    QJsonObject out = workload;
    out.remove(QStringLiteral("shape"));
    if (params.isUndefined())
        out.remove(QStringLiteral("params"));
    else
        out[QStringLiteral("params")] = params;
    return out;
}

} // namespace gputco::services
