#pragma once
// Reading the providers' published price lists (issue 31) into core's PriceList: the Azure Retail
// Prices API's JSON pages, the AWS Price List offer file for Amazon EC2 (hundreds of MB: read as a
// stream with RapidJSON's SAX Reader in bounded memory), Google Cloud Billing Catalog SKU lists, and a
// plain CSV for everyone else. Which instance type or SKU is which GPU comes from
// resources/catalog/instance_gpus.json; an unknown GPU SKU is listed as skipped, never guessed.
//
// A file that is not what its format says (truncated, HTML instead of JSON) is one error naming the
// file and where it stops; a record with a bad value is an error naming the file and the record.

#include "core/catalog/price_refresh.hpp"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <string_view>
#include <vector>

namespace gputco::data {

enum class PriceFormat { Csv, Azure, Aws, Gcp };
std::optional<PriceFormat> priceFormatFromName(std::string_view name); // csv, azure, aws, gcp
std::string_view priceFormatName(PriceFormat f);
// The format the first bytes of a file show: {"Items" Azure, {"formatVersion"/"offerCode" AWS,
// {"skus" GCP, else CSV.
PriceFormat detectPriceFormat(const QByteArray& head);

std::vector<InstanceGpus> parseInstanceGpus(const QByteArray& json);
const std::vector<InstanceGpus>& shippedInstanceGpus();

// The plain CSV: provider,region,gpu,gpus_per_instance,term,price,currency,unit,date,source
// (unit: gpu-hour or instance-hour).
PriceList readCsvPrices(const QByteArray& csv, const QString& file, const Catalog& catalog);
// One page of the Azure Retail Prices API; `nextPage` gets its NextPageLink (empty on the last page).
PriceList readAzurePrices(const QByteArray& json, const QString& file, const std::vector<InstanceGpus>& table,
                          QString* nextPage = nullptr);
// A Cloud Billing Catalog skus.list response; `nextPage` gets its nextPageToken.
PriceList readGcpPrices(const QByteArray& json, const QString& file, const std::vector<InstanceGpus>& table,
                        QString* nextPage = nullptr);
// An AWS offer file, streamed: at most a few MB held whatever the file's size.
PriceList readAwsOfferFile(const QString& path, const std::vector<InstanceGpus>& table);
PriceList readAwsOffer(const QByteArray& json, const QString& file, const std::vector<InstanceGpus>& table);

// Reads FILE in the given format (detected from its first bytes when none). CSV, Azure and GCP files
// keep the 16 MB input limit; AWS offer files are streamed and have none.
PriceList readPriceFile(const QString& path, std::optional<PriceFormat> format, const Catalog& catalog,
                        const std::vector<InstanceGpus>& table);

// The readers' shared first step: parses one JSON page and finds its list (`listKey`); false, with one
// error naming the file ("not WHAT: no 'Items' list", or where the JSON breaks), when it is not one.
bool readJsonPage(const QByteArray& json, const char* listKey, const char* what, PriceList& out, QJsonObject& root,
                  QJsonArray& list);

} // namespace gputco::data
