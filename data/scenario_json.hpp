#pragma once
// Scenario files (docs/scenario-format.md): JSON with "format": "gpu-tco-scenario",
// "version": 1. The JSON document itself is what gets stored and exported, so keys
// this version does not know survive a round trip; scenarioFromJson() validates it
// and builds the cost model's Scenario, naming the key path and the allowed range
// of anything wrong.

#include "core/catalog/catalog.hpp"
#include "core/cost/scenario.hpp"
#include "core/cost/tco_model.hpp"

#include <QJsonObject>
#include <QString>

namespace gputco::data {

inline constexpr int kScenarioFormatVersion = 1;

Scenario scenarioFromJson(const QJsonObject& doc, const Catalog& catalog); // throws InputError
QJsonObject readScenarioFile(const QString& path);                         // throws InputError (line:column)
// The scenario's name from its JSON ("name"), empty when missing.
QString scenarioName(const QJsonObject& doc);

// Canonical text of a scenario document: keys sorted, indented, UTF-8.
QByteArray scenarioToBytes(const QJsonObject& doc);

// gpu-tco evaluate --json.
QJsonObject scenarioResultToJson(const Scenario& s, const ScenarioResult& r);

} // namespace gputco::data
