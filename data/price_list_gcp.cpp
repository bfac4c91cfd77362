// A Google Cloud Billing Catalog skus.list response (services/6F81-5844-456A/skus, Compute Engine):
// {"skus": [{"description", "category": {"resourceGroup", "usageType"}, "serviceRegions", "pricingInfo":
// [{"pricingExpression": {"usageUnit", "tieredRates": [{"unitPrice": {"currencyCode", "units",
// "nanos"}}]}, "effectiveTime"}]}], "nextPageToken"}. GPU SKUs are priced per GPU-hour ("Nvidia H100 80GB GPU
// running in Americas"); the machine's vCPUs and memory are their own SKUs ("A3 Instance Core running in
// Americas", per vCPU-hour; "A3 Instance Ram ...", per GiB-hour), and a GPU's share of them
// (instance_gpus.json) is added. usageType: OnDemand, Preemptible (spot), Commit1Yr, Commit3Yr.
#include "data/price_lists.hpp"

#include <QJsonArray>
#include <QJsonObject>

#include <map>

namespace gputco::data {

namespace {
struct Sku {
    std::string record, name, date, currency;
    PriceTerm term = PriceTerm::OnDemand;
    std::vector<std::string> regions;
    double unitPrice = 0;
};

std::optional<PriceTerm> termOf(const std::string& usage) {
    if (usage == "OnDemand") return PriceTerm::OnDemand;
    if (usage == "Preemptible") return PriceTerm::Spot;
    if (usage == "Commit1Yr") return PriceTerm::Commit1y;
    if (usage == "Commit3Yr") return PriceTerm::Commit3y;
    return std::nullopt;
}

// "Spot Preemptible Nvidia H100 80GB GPU running in Americas" -> "Nvidia H100 80GB" (kind "GPU");
// "Commitment v1: A3 Instance Core in Americas for 1 Year" -> "A3" (kind "Core").
std::string nameOf(std::string d, std::string& kind) {
    for (const char* prefix : {"Commitment v1: ", "Commitment v2: ", "Spot Preemptible ", "Preemptible "})
        if (d.rfind(prefix, 0) == 0) d = d.substr(std::string(prefix).size());
    // Commitments name the machine's vCPUs and memory "A3 Cpu" and "A3 Ram".
    static const std::pair<const char*, const char*> kinds[] = {{" Instance Core", "Instance Core"},
                                                                {" Instance Ram", "Instance Ram"},
                                                                {" Cpu ", "Instance Core"},
                                                                {" Ram ", "Instance Ram"},
                                                                {" GPU", "GPU"}};
    for (const auto& [k, name] : kinds)
        if (const auto at = d.find(k); at != std::string::npos) {
            kind = name;
            return d.substr(0, at);
        }
    kind.clear();
    return {};
}

// The SKU's first tier price (units + nanos / 1e9) and the fields around it; false with `why` when bad.
bool readSku(const QJsonObject& o, Sku& s, std::string& why) {
    const QJsonArray pricing = o.value(QLatin1String("pricingInfo")).toArray();
    if (pricing.isEmpty()) return why = "no pricingInfo", false;
    const QJsonObject info = pricing.last().toObject(); // the one in force: the list is in time order
    const QJsonArray tiers =
        info.value(QLatin1String("pricingExpression")).toObject().value(QLatin1String("tieredRates")).toArray();
    if (tiers.isEmpty()) return why = "no tieredRates", false;
    const QJsonObject price = tiers.last().toObject().value(QLatin1String("unitPrice")).toObject();
    bool ok = true;
    const QString units = price.value(QLatin1String("units")).toString(QStringLiteral("0"));
    const double whole = units.toDouble(&ok);
    if (!ok) return why = "unitPrice.units '" + units.toStdString() + "' is not a number", false;
    s.unitPrice = whole + price.value(QLatin1String("nanos")).toDouble() / 1e9;
    s.currency = price.value(QLatin1String("currencyCode")).toString().toStdString();
    s.date = info.value(QLatin1String("effectiveTime")).toString().left(10).toStdString();
    for (const QJsonValue r : o.value(QLatin1String("serviceRegions")).toArray())
        s.regions.push_back(r.toString().toStdString());
    return true;
}

// The price per GPU-hour of one GPU SKU in one region: the GPU plus its share of the machine's vCPUs and memory.
void addGpuPrice(const Sku& gpu, const InstanceGpus& inst, const std::string& region,
                 const std::map<std::tuple<std::string, std::string, PriceTerm, std::string>, double>& machine,
                 PriceList& out) {
    double perGpu = gpu.unitPrice;
    if (!inst.machine.empty()) {
        const auto core = machine.find({inst.machine, "Instance Core", gpu.term, region});
        const auto ram = machine.find({inst.machine, "Instance Ram", gpu.term, region});
        if (core == machine.end() || ram == machine.end()) {
            out.skipped.push_back({out.file, gpu.record,
                                   "no " + inst.machine + " Instance Core and Ram prices for " + region +
                                       " in the file: a GPU's price needs its share"});
            return;
        }
        perGpu += inst.vcpusPerGpu * core->second + inst.ramGibPerGpu * ram->second;
    }
    ListedPrice p;
    p.provider = "GCP";
    p.region = region;
    p.sku = inst.sku;
    p.gpuId = inst.gpuId;
    p.term = gpu.term;
    p.perGpuHour = perGpu;
    p.currency = gpu.currency;
    p.date = gpu.date;
    p.source = "Google Cloud Billing Catalog (" + gpu.name + " GPU" +
               (inst.machine.empty() ? std::string() : " with its " + inst.machine + " vCPU and memory share") + ")";
    p.catalogId = inst.catalogId;
    p.file = out.file;
    p.record = gpu.record;
    out.prices.push_back(std::move(p));
}
} // namespace

PriceList readGcpPrices(const QByteArray& json, const QString& file, const std::vector<InstanceGpus>& table,
                        QString* nextPage) {
    PriceList out;
    out.file = file.toStdString();
    QJsonObject root;
    QJsonArray list;
    if (!readJsonPage(json, "skus", "a Cloud Billing Catalog SKU list", out, root, list)) return out;
    std::vector<Sku> gpus;
    std::map<std::tuple<std::string, std::string, PriceTerm, std::string>, double> machine;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list[i].toObject();
        Sku s;
        s.record = "skus[" + std::to_string(i) + "]";
        std::string kind;
        s.name = nameOf(o.value(QLatin1String("description")).toString().toStdString(), kind);
        const auto term = termOf(
            o.value(QLatin1String("category")).toObject().value(QLatin1String("usageType")).toString().toStdString());
        if (kind.empty() || !term) continue;
        s.term = *term;
        std::string why;
        if (!readSku(o, s, why)) {
            out.errors.push_back({out.file, s.record, why});
            continue;
        }
        if (kind == "GPU")
            gpus.push_back(std::move(s));
        else
            for (const std::string& r : s.regions) machine[{s.name, kind, s.term, r}] = s.unitPrice;
    }
    for (const Sku& g : gpus) {
        const InstanceGpus* inst = findInstance(table, "gcp", g.name);
        if (!inst) {
            out.skipped.push_back({out.file, g.record, "GPU '" + g.name + "' is not in instance_gpus.json"});
            continue;
        }
        for (const std::string& r : g.regions) addGpuPrice(g, *inst, r, machine, out);
    }
    if (nextPage) *nextPage = root.value(QLatin1String("nextPageToken")).toString();
    return out;
}

} // namespace gputco::data
