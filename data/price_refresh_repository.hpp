#pragma once
// Applying a price refresh (issue 31) to the database: the changed prices, each row's source and date,
// and every earlier value in cloud_price_history, in one transaction. A row someone changed since the
// refresh read it (its revision moved) stops the whole refresh with StaleEdit; nothing is written then.

#include "core/catalog/price_history.hpp"
#include "core/catalog/price_refresh.hpp"

#include <QHash>
#include <QSqlDatabase>
#include <QString>

#include <vector>

namespace gputco::data {

struct PriceHistoryEntry {
    std::string priceId, provider, gpuId, term, currency, date, source, recordedAt, recordedBy;
    double price = 0;
    bool current = false; // the value the catalog row holds now
};

// What an apply changed, to take it back (the window's undo): the rows as they were, the rows it added,
// and the history records it wrote (ids above `historyBefore`).
struct AppliedRefresh {
    std::vector<CloudPrice> rowsBefore;
    std::vector<std::string> rowsAdded;
    qint64 historyBefore = 0;
    int applied = 0;
};

class PriceRefreshRepository {
public:
    explicit PriceRefreshRepository(QSqlDatabase& db) : db_(db) {}

    // Every cloud row's revision (what a refresh read; apply checks it is still so).
    QHash<QString, int> revisions() const;
    // The plan's changes that are not kept (edited rows), in one transaction. Returns how many.
    int apply(const RefreshPlan& plan, const QHash<QString, int>& readRevisions);
    AppliedRefresh applyUndoable(const RefreshPlan& plan, const QHash<QString, int>& readRevisions);
    // Puts back what `applied` changed, in one transaction (rows, added rows and history).
    void revert(const AppliedRefresh& applied);
    // The prices of a GPU's cloud rows through time, oldest first per row and term.
    std::vector<PriceHistoryEntry> history(const std::string& gpuId) const;
    // Every recorded price, for catalogAsOf.
    std::vector<PriceRecord> allRecords() const;

private:
    QSqlDatabase& db_;
};

} // namespace gputco::data
