#pragma once
// The option editor's view of an `api` option (issue 19): provider and model are pickers over
// the catalog's API prices (catalog values, not typed), and the grey hints show the chosen row's
// prices per million tokens with their date and source.

#include "core/catalog/catalog.hpp"
#include "data/scenario_fields.hpp"

#include <QJsonObject>
#include <QMap>

#include <span>

namespace gputco::services {

// apiOptionFields() with provider and model as choices from the catalog (model: the chosen
// provider's). The span stays valid until the next call (the editor's one thread).
std::span<const data::ScenarioField> apiOptionFieldsFor(const Catalog& catalog, const QJsonObject& option);
QMap<QString, QString> apiCatalogHints(const Catalog& catalog, const QJsonObject& option);

} // namespace gputco::services
