#pragma once
// Seeding the shipped catalog's price tables (cloud prices, electricity and PUE presets) into a
// database; rows the user added or edited are kept, shipped rows a new catalog dropped go.

#include "core/catalog/catalog.hpp"

#include <QSqlDatabase>

namespace gputco::data {

void seedPrices(QSqlDatabase& db, const Catalog& c);

} // namespace gputco::data
