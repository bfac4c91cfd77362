#pragma once
// The workload form's "Model" picker (issue 16): a published model (the workload's "shape.preset")
// or a Llama-style shape sized by "params". Choosing writes the file's keys; typing a parameter count
// over a published model makes the model Llama-style, so the form never shows a number the estimate
// ignores.

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace gputco::services {

QString llamaModelChoice();  // "Llama-style, sized by Parameters" (translated)
QString customModelChoice(); // "custom shape (scenario file)": an explicit shape without a preset
QStringList modelChoices();  // Llama-style, the presets by name, custom shape

QString modelChoiceOf(const QJsonObject& workload);
// The workload with `choice`: a preset sets shape {"preset"} and its total parameter count; Llama-style
// removes the shape; the custom-shape entry changes nothing.
QJsonObject workloadWithModel(const QJsonObject& workload, const QString& choice);
// Whether the workload's model is a mixture of experts (ModelShape::isMoe): a MoE preset, or a shape with "experts"
// (an explicit key overrides the preset's). Only then does its "moe_dispatcher" matter.
bool workloadIsMoe(const QJsonObject& workload);
// The workload with a typed parameter count: a shape it had goes (a Llama-style shape of that size).
QJsonObject workloadWithParams(const QJsonObject& workload, const QJsonValue& params);

} // namespace gputco::services
