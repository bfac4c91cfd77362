#pragma once
// The api_price table (migration 11): the shipped API price rows, each stored as its JSON
// object (every number with its date and source), read back through apiPriceFromJson.

#include "core/catalog/api_prices.hpp"

#include <QSqlDatabase>

#include <vector>

namespace gputco::data {

class ApiPriceRepository {
public:
    explicit ApiPriceRepository(QSqlDatabase& db) : db_(db) {}
    std::vector<ApiPrice> load() const;
    // Replaces the shipped rows (custom ones stay); called inside the catalog seed's transaction.
    void seed(const std::vector<ApiPrice>& shipped);

private:
    QSqlDatabase& db_;
};

} // namespace gputco::data
