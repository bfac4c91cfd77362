#pragma once
// The catalog shipped with the program (resources/catalog/*.json, embedded as
// Qt resources): what a new database is seeded with and what "restore default"
// goes back to.

#include "core/catalog/catalog.hpp"

#include <QByteArray>
#include <QJsonDocument>

namespace gputco::data {

// Parsed once; throws std::runtime_error if an embedded file is malformed
// (a build defect the tests catch).
const Catalog& shippedCatalog();

// A hash of the embedded files: a database re-seeds unmodified rows when it changes.
QByteArray shippedCatalogHash();

// Reads one JSON document; throws InputError with line and column on a syntax error.
QJsonDocument readJsonFile(const QString& path);

} // namespace gputco::data
