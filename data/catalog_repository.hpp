#pragma once
// The catalog in SQLite: load, seed from the shipped defaults, edit one value,
// restore a row to its shipped default, add or remove a user's own row.
// Every statement binds its values; every change is one transaction.

#include "core/catalog/catalog.hpp"
#include "data/row_revision.hpp"

#include <QSqlDatabase>
#include <QString>

#include <optional>
#include <string_view>

namespace gputco::data {

// The editable tables, by the names the CLI uses.
enum class CatalogTable { Gpu, Fabric, Storage };
std::optional<CatalogTable> catalogTableFromName(std::string_view name); // "gpu", "fabric", "storage"
const char* catalogTableSql(CatalogTable table);                         // "gpu", "fabric", "storage_tier"

class CatalogRepository {
public:
    explicit CatalogRepository(QSqlDatabase& db) : db_(db) {}

    Catalog load() const;

    // Inserts shipped rows that are missing and refreshes shipped rows the user
    // has not edited. Does nothing when the shipped files have not changed since
    // the last seed. One transaction.
    void seedShippedCatalog();

    // A row's revision number and who changed it last, when (issue 18); revision 0 for no such row.
    RowRevision revision(CatalogTable table, const std::string& id) const;
    QHash<QString, int> revisions(CatalogTable table) const; // by id

    // The edits below add 1 to the row's revision. With `ifRevision` (the revision the edit is based
    // on) an edit over a newer stored revision is refused with StaleEdit and changes nothing.

    // Sets one numeric field (nullopt clears an optional one). Throws InputError
    // naming the id or field and the allowed range; the database is unchanged then.
    void setValue(CatalogTable table, const std::string& id, std::string_view field, std::optional<double> value,
                  std::optional<int> ifRevision = std::nullopt);
    void setName(CatalogTable table, const std::string& id, const std::string& name,
                 std::optional<int> ifRevision = std::nullopt);

    // Puts a shipped row back to its shipped values and sources.
    void restoreDefault(CatalogTable table, const std::string& id, std::optional<int> ifRevision = std::nullopt);

    // A user's own GPU (e.g. an H800 or a PCIe card): validated, id must be new.
    void addGpu(GpuSpec gpu);
    void addFabric(Fabric fabric);
    void addStorage(StorageTier storage);
    // Only rows the user added can be removed.
    void removeCustom(CatalogTable table, const std::string& id, std::optional<int> ifRevision = std::nullopt);

private:
    QSqlDatabase& db_;
};

} // namespace gputco::data
