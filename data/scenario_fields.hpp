#pragma once
// The editable fields of a scenario document, declared once: key, label, unit,
// allowed range, default and the formula or source behind it. The parser
// (scenario_json.cpp) takes its ranges from here, and the editors their units,
// validation and tooltips, so a field cannot mean one thing to one and another to the other.

#include <QJsonValue>
#include <QString>

#include <optional>
#include <span>
#include <string>

namespace gputco::data {

// ModelPreset: the workload's "shape.preset" (a published model) or none (a Llama-style shape sized by
// "params"); shown as a picker, never a key of its own in the file.
enum class FieldKind { Number, Integer, Text, Choice, GpuId, FabricId, StorageId, Currency, ModelPreset };

struct ScenarioField {
    const char* key;
    const char* label;
    const char* unit; // "{cur}" stands for the option's or scenario's currency
    FieldKind kind;
    double min;
    double max;
    double fallback;     // NaN: required (or a catalog default, see help)
    const char* choices; // for Choice: values separated by '|'
    const char* help;    // formula or source of the default, shown as a tooltip
};

std::span<const ScenarioField> scenarioTopFields(); // name, currency, horizon_months
std::span<const ScenarioField> workloadFields();
std::span<const ScenarioField> ownOptionFields();
std::span<const ScenarioField> loraWorkloadFields();
std::span<const ScenarioField> inferenceWorkloadFields();
std::span<const ScenarioField> preprocessWorkloadFields();
std::span<const ScenarioField> workloadFieldsFor(const QString& kind); // by the workload's kind
std::span<const ScenarioField> rentOptionFields();

const ScenarioField& scenarioField(std::span<const ScenarioField> fields,
                                   const char* key); // throws on a programming error
QString labelText(const ScenarioField& f);
QString unitText(const ScenarioField& f, const QString& currency);
QString rangeText(const ScenarioField& f, const QString& currency);

// Checks one value as typed in an editor; nullopt when fine, else the message
// (naming the field and the allowed range).
std::optional<QString> checkFieldValue(const ScenarioField& f, const QJsonValue& v, const QString& currency);

} // namespace gputco::data
