// One page of the Azure Retail Prices API (https://prices.azure.com/api/retail/prices): {"Items": [...],
// "NextPageLink": ...}. Consumption items are hourly prices (skuName "... Spot": spot, "... Low Priority":
// left out); Reservation items carry the whole term's price (reservationTerm "1 Year" or "3 Years"),
// divided here by its hours. Windows meters are left out: the catalog holds Linux prices.
#include "data/price_lists.hpp"

#include <QJsonArray>
#include <QJsonObject>

namespace gputco::data {

namespace {
constexpr double kHoursPerYear = 8760.0;

std::string str(const QJsonObject& o, const char* k) { return o.value(QLatin1String(k)).toString().toStdString(); }

// The term of an item, or none for one the catalog has no column for (left out, not listed).
std::optional<PriceTerm> termOf(const QJsonObject& item, double& hoursPerUnit, std::string& why) {
    const std::string type = str(item, "type"), sku = str(item, "skuName"), term = str(item, "reservationTerm");
    hoursPerUnit = 1.0;
    if (type == "Consumption") {
        if (sku.find("Low Priority") != std::string::npos) return std::nullopt;
        return sku.find("Spot") != std::string::npos ? PriceTerm::Spot : PriceTerm::OnDemand;
    }
    if (type == "Reservation") {
        if (term == "1 Year")
            hoursPerUnit = kHoursPerYear;
        else if (term == "3 Years")
            hoursPerUnit = 3 * kHoursPerYear;
        else
            why = "reservationTerm '" + term + "' is not 1 Year or 3 Years";
        return hoursPerUnit == kHoursPerYear ? PriceTerm::Commit1y : PriceTerm::Commit3y;
    }
    return std::nullopt; // DevTestConsumption and others
}

void readItem(const QJsonObject& item, const std::string& record, const std::vector<InstanceGpus>& table,
              PriceList& out) {
    if (str(item, "serviceName") != "Virtual Machines") return;
    if (str(item, "productName").find("Windows") != std::string::npos) return;
    const std::string sku = str(item, "armSkuName");
    const InstanceGpus* inst = findInstance(table, "azure", sku);
    if (!inst) {
        if (sku.rfind("Standard_N", 0) == 0) // GPU sizes (NC, ND, NV): listed, never guessed
            out.skipped.push_back({out.file, record, "GPU size " + sku + " is not in instance_gpus.json"});
        return;
    }
    double hours = 1;
    std::string why;
    const std::optional<PriceTerm> term = termOf(item, hours, why);
    if (!why.empty()) out.errors.push_back({out.file, record, why});
    if (!term || !why.empty()) return;
    const QJsonValue price = item.value(QLatin1String("retailPrice"));
    if (!price.isDouble()) {
        out.errors.push_back({out.file, record, "retailPrice is not a number"});
        return;
    }
    ListedPrice p;
    p.provider = "Azure";
    p.region = str(item, "armRegionName");
    p.sku = sku;
    p.gpuId = inst->gpuId;
    p.gpusPerInstance = inst->gpus;
    p.term = *term;
    p.perGpuHour = price.toDouble() / hours / inst->gpus;
    p.currency = str(item, "currencyCode");
    p.date = str(item, "effectiveStartDate").substr(0, 10);
    p.source = "Azure Retail Prices API (" + sku + ", " + str(item, "meterName") + ")";
    p.catalogId = inst->catalogId;
    p.file = out.file;
    p.record = record;
    out.prices.push_back(std::move(p));
}
} // namespace

PriceList readAzurePrices(const QByteArray& json, const QString& file, const std::vector<InstanceGpus>& table,
                          QString* nextPage) {
    PriceList out;
    out.file = file.toStdString();
    QJsonObject root;
    QJsonArray list;
    if (!readJsonPage(json, "Items", "an Azure Retail Prices page", out, root, list)) return out;
    for (qsizetype i = 0; i < list.size(); ++i)
        readItem(list[i].toObject(), "Items[" + std::to_string(i) + "]", table, out);
    if (nextPage) *nextPage = root.value(QLatin1String("NextPageLink")).toString();
    return out;
}

} // namespace gputco::data
