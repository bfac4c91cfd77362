#pragma once
// Scenario files (docs/scenario-format.md): JSON with "format": "gpu-tco-scenario",
// "version": 3. The JSON document itself is what gets stored and exported, so keys
// this version does not know survive a round trip; scenarioFromJson() validates it
// and builds the cost model's Scenario, naming the key path and the allowed range
// of anything wrong.

#include "core/catalog/catalog.hpp"
#include "core/cost/scenario.hpp"
#include "core/cost/site_profile.hpp"
#include "core/cost/tco_model.hpp"
#include "data/scenario_result_json.hpp" // scenarioResultToJson, for its callers

#include <QStringList>

#include <QJsonObject>
#include <QString>

namespace gputco::data {

inline constexpr int kScenarioFormatVersion = 3; // 3: optional "uncertainty" ranges (issue 15)

// Validates a document (version 1 is migrated first) and builds the cost model's Scenario; own
// options take the blanks from their site profile (shipped profiles unless `sites` is given).
Scenario scenarioFromJson(const QJsonObject& doc, const Catalog& catalog); // throws InputError
Scenario scenarioFromJson(const QJsonObject& doc, const Catalog& catalog, const std::vector<SiteProfile>& sites);
// Version 1 -> 2 (docs/scenario-format.md, "Version 1 files"); other versions come back unchanged.
QJsonObject migrateScenarioDocument(const QJsonObject& doc);
// Keys that are part of no known object, each with the nearest known key:
// "`term` is not a key of options[1]; did you mean `billing`?". The keys themselves are kept.
QStringList scenarioWarnings(const QJsonObject& doc);
QJsonObject readScenarioFile(const QString& path); // throws InputError (line:column)
// The scenario's name from its JSON ("name"), empty when missing.
QString scenarioName(const QJsonObject& doc);

// Canonical text of a scenario document: keys sorted, indented, UTF-8.
QByteArray scenarioToBytes(const QJsonObject& doc);

// gpu-tco evaluate --json.
} // namespace gputco::data
