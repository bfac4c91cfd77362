#pragma once
// Refreshing the catalog's cloud prices from the providers' own price lists (issue 31): what a
// price list says (ListedPrice, read by data/price_list_*), and the change it makes to the catalog
// (RefreshPlan), with the checks a price must pass before it replaces one the planner decides with.
// Pure: the readers and the database are in data/.

#include "core/catalog/catalog.hpp"
#include "core/money.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

// The price terms a catalog row holds (CloudPrice: on_demand, commit_1y, commit_3y, spot).
enum class PriceTerm { OnDemand, Commit1y, Commit3y, Spot };
std::string_view priceTermName(PriceTerm t);                         // "on-demand", "1-year", "3-year", "spot"
std::optional<PriceTerm> priceTermFromName(std::string_view name);   // those, and "1y", "3y", "ondemand"
std::optional<double> termPrice(const CloudPrice& row, PriceTerm t); // the row's price for the term, if it has one

// One instance type or SKU the catalog knows: p5.48xlarge = 8 x H100-SXM5-80GB (resources/catalog/
// instance_gpus.json). `catalogId` names the catalog row its prices refresh; empty: a new row.
struct InstanceGpus {
    std::string provider; // "aws", "azure", "gcp"
    std::string sku;      // instance type (AWS), armSkuName (Azure), GPU name in the SKU description (GCP)
    std::string gpuId;
    int gpus = 1;
    std::string catalogId;
    std::string source;
    // GCP bills a GPU machine's GPUs, vCPUs and memory as separate SKUs: a GPU's share of the machine
    // ("A3 Instance Core" and "A3 Instance Ram" SKUs) is added to the GPU SKU's price.
    std::string machine; // "A3"
    double vcpusPerGpu = 0, ramGibPerGpu = 0;
};
const InstanceGpus* findInstance(const std::vector<InstanceGpus>& table, std::string_view provider,
                                 std::string_view sku); // case-insensitive; nullptr: unknown, skip it

// One price a price list states, per GPU-hour, and where in which file it was found.
struct ListedPrice {
    std::string provider; // display name: "AWS", "Azure", "GCP", or the CSV's
    std::string region;
    std::string sku;
    std::string gpuId;
    int gpusPerInstance = 1;
    PriceTerm term = PriceTerm::OnDemand;
    double perGpuHour = 0;
    std::string currency; // as the file states it ("USD"); checked against the catalog row's
    std::string date;     // yyyy-mm-dd (or yyyy-mm)
    std::string source;   // what the file is: "AWS Price List, AmazonEC2 offer file (us-east-1)"
    std::string catalogId;
    std::string file;
    std::string record; // "products.ABC123 / terms.OnDemand.ABC123.JRTCKXETXF", "Items[3]", "row 5"
};

// A record left out: an unknown SKU ("skipped", never guessed) or a bad one ("error").
struct RecordNote {
    std::string file;
    std::string record;
    std::string reason;
};

// What one file gave: its prices, the GPU records it skipped, and its bad records.
struct PriceList {
    std::string file;
    std::vector<ListedPrice> prices;
    std::vector<RecordNote> skipped;
    std::vector<RecordNote> errors;
};

// One change to one catalog row's price for one term.
struct PriceChange {
    std::string catalogId;
    bool newRow = false;
    std::string provider, gpuId, sku, region;
    PriceTerm term = PriceTerm::OnDemand;
    Currency currency = Currency::USD;
    std::optional<double> oldPrice;
    std::string oldDate;
    double newPrice = 0;
    std::string newDate;
    bool keptEdited = false; // the row was edited by hand and --overwrite-edited not given: not applied
    std::string file, record, source;
    std::optional<double> changePercent() const; // (new / old - 1) x 100; none for a new price
};

struct RefreshOptions {
    std::string region;           // only this region's prices; empty: the file must hold one region
    bool overwriteEdited = false; // replace prices of rows edited by hand
    bool skipBad = false;         // apply the good records of a file with bad ones (listed)
};

struct RefreshPlan {
    std::vector<PriceChange> changes;
    std::vector<RecordNote> skipped; // unknown SKUs, other regions, terms the catalog has no column for
    std::vector<RecordNote> errors;  // records refused: zero, negative or absurd price, wrong currency
    bool applicable() const;         // something to apply, and no error unless skipBad
    bool skipBad = false;
};

// Compares what the files list with the catalog. Checks each price: > 0, at most 10 x the catalog's
// price for that row and term (or, for a new row, the cheapest on-demand price of its GPU), in the
// catalog row's currency (USD for a new row). Prices of several regions need `region`.
RefreshPlan planRefresh(const Catalog& catalog, const std::vector<PriceList>& lists, const RefreshOptions& options);

} // namespace gputco
