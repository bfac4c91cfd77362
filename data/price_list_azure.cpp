// One page of the Azure Retail Prices API (https://prices.azure.com/api/retail/prices): {"Items": [...],
// "NextPageLink": ...}. Consumption items are hourly prices (skuName "... Spot": spot, "... Low Priority":
// left out); Reservation items carry the whole term's price (reservationTerm "1 Year" or "3 Years"),
// divided here by its hours; savings plans (an item's "savingsPlan" list, hourly, API 2023-01-01-preview)
// fill the terms no reservation prices. Windows meters are left out: the catalog holds Linux prices.
#include "data/price_lists.hpp"

#include <QJsonArray>

#include <QJsonObject>
#include <algorithm>

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

ListedPrice listed(const QJsonObject& item, const InstanceGpus& inst, PriceTerm term, double perInstanceHour,
                   const std::string& record, const std::string& file) {
    ListedPrice p;
    p.provider = "Azure";
    p.region = str(item, "armRegionName");
    p.sku = inst.sku;
    p.gpuId = inst.gpuId;
    p.gpusPerInstance = inst.gpus;
    p.term = term;
    p.perGpuHour = perInstanceHour / inst.gpus;
    p.currency = str(item, "currencyCode");
    p.date = str(item, "effectiveStartDate").substr(0, 10);
    p.source = "Azure Retail Prices API (" + inst.sku + ", " + str(item, "meterName") + ")";
    p.catalogId = inst.catalogId;
    p.file = file;
    p.record = record;
    return p;
}

// The savings plans a consumption item carries (API version 2023-01-01-preview: "savingsPlan": [{"term":
// "1 Year", "retailPrice": per hour}, ...]): 1- and 3-year prices, used where the page has no reservation.
void savingsPlans(const QJsonObject& item, const InstanceGpus& inst, const std::string& record,
                  std::vector<ListedPrice>& savings) {
    const QJsonArray plans = item.value(QLatin1String("savingsPlan")).toArray();
    for (qsizetype k = 0; k < plans.size(); ++k) {
        const QJsonObject plan = plans[k].toObject();
        const QString term = plan.value(QLatin1String("term")).toString();
        const QJsonValue price = plan.value(QLatin1String("retailPrice"));
        if (!price.isDouble() || (term != u"1 Year" && term != u"3 Years")) continue;
        ListedPrice p = listed(item, inst, term == u"1 Year" ? PriceTerm::Commit1y : PriceTerm::Commit3y,
                               price.toDouble(), record + ".savingsPlan[" + std::to_string(k) + "]", "");
        p.source += ", savings plan";
        savings.push_back(std::move(p));
    }
}

void readItem(const QJsonObject& item, const std::string& record, const std::vector<InstanceGpus>& table,
              PriceList& out, std::vector<ListedPrice>& savings) {
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
    out.prices.push_back(listed(item, *inst, *term, price.toDouble() / hours, record, out.file));
    if (*term == PriceTerm::OnDemand) savingsPlans(item, *inst, record, savings);
}
} // namespace

PriceList readAzurePrices(const QByteArray& json, const QString& file, const std::vector<InstanceGpus>& table,
                          QString* nextPage) {
    PriceList out;
    out.file = file.toStdString();
    QJsonObject root;
    QJsonArray list;
    if (!readJsonPage(json, "Items", "an Azure Retail Prices page", out, root, list)) return out;
    std::vector<ListedPrice> savings;
    for (qsizetype i = 0; i < list.size(); ++i)
        readItem(list[i].toObject(), "Items[" + std::to_string(i) + "]", table, out, savings);
    // Reservations first: a savings plan's price counts only for a term no reservation of the page prices.
    for (ListedPrice& p : savings) {
        const bool reserved = std::any_of(out.prices.begin(), out.prices.end(), [&](const ListedPrice& r) {
            return r.sku == p.sku && r.region == p.region && r.term == p.term;
        });
        if (reserved) continue;
        p.file = out.file;
        out.prices.push_back(std::move(p));
    }
    if (nextPage) *nextPage = root.value(QLatin1String("NextPageLink")).toString();
    return out;
}

} // namespace gputco::data
