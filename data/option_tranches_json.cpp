#include "data/option_tranches_json.hpp"

#include "core/validation.hpp"

#include <QJsonArray>

#include <cmath>

namespace gputco::data {

namespace {
std::string gpuOf(const JsonReader& t, const Catalog& catalog, const std::string& fallback) {
    std::string id = t.text("gpu", fallback);
    if (!catalog.gpu(id)) throw InputError(t.key("gpu"), "unknown GPU '" + id + "'; valid ids: " + catalog.gpuIdList());
    return id;
}

OptionTranche trancheFrom(const JsonReader& t, const Scenario& s, const Catalog& catalog, const Option& o) {
    OptionTranche x;
    if (!t.has("month"))
        throw InputError(t.key("month"),
                         "is missing (a month from 0 to " + std::to_string(s.horizonMonths - 1) + " is required)");
    const double month = t.object().value(QStringLiteral("month")).toDouble(NAN);
    if (std::isnan(month) || month != std::floor(month) || month < 0 || month >= s.horizonMonths)
        throw InputError(t.key("month"), (std::isnan(month) ? std::string("must be a whole month")
                                                            : formatNumber(month) + " is outside the horizon") +
                                             "; allowed 0 to " + std::to_string(s.horizonMonths - 1));
    x.month = int(month);
    x.gpuId = gpuOf(t, catalog, o.gpuId);
    x.servers = t.integer("servers", 0, 4096);
    if (t.has("server_price")) x.serverPrice = t.number("server_price", 0, 1e9);
    return x;
}

void checkUnique(const JsonReader& t, const Option& o, const OptionTranche& x) {
    if (x.month == 0 && x.gpuId == o.gpuId)
        throw InputError(t.key("month"), "a tranche of the option's own GPU in month 0 is its servers; add them to "
                                         "servers, or buy them in a later month (1 to ...)");
    for (const OptionTranche& other : o.tranches)
        if (other.month == x.month && other.gpuId == x.gpuId)
            throw InputError(t.key("month"), "a tranche of " + x.gpuId + " in month " + std::to_string(x.month) +
                                                 " is given twice; add the servers into one");
}

BurstTerms burstFrom(const JsonReader& r, const Catalog& catalog, const RentTermsReader& rentTerms, const Option& own) {
    const std::string path = "options." + own.name + ".burst";
    if (!r.object().value(QStringLiteral("burst")).isObject()) throw InputError(path, "must be an object");
    QJsonObject b = r.object().value(QStringLiteral("burst")).toObject();
    if (!b.contains(QStringLiteral("gpus"))) b[QStringLiteral("gpus")] = own.gpus(); // its GPUs per run
    if (!b.contains(QStringLiteral("billing"))) b[QStringLiteral("billing")] = QStringLiteral("on-demand");
    if (!b.contains(QStringLiteral("fabric"))) b[QStringLiteral("fabric")] = QString::fromStdString(own.fabricId);
    if (!b.contains(QStringLiteral("storage"))) b[QStringLiteral("storage")] = QString::fromStdString(own.storageId);
    const JsonReader br(b, path);
    Option rent = own;
    rent.own = false;
    rent.name = own.name + " burst";
    rent.gpuId = gpuOf(br, catalog, own.gpuId);
    rentTerms(br, rent);
    return {rent.gpuId, rent.rentTerms, rent.fabricId, rent.storageId};
}
} // namespace

void optionPlanFrom(const JsonReader& r, const Scenario& s, const Catalog& catalog, const RentTermsReader& rentTerms,
                    Option& o) {
    const std::string at = "options." + o.name;
    if (!o.own) {
        for (const char* key : {"tranches", "burst", "demand_servers"})
            if (r.has(key))
                throw InputError(at + "." + key, "only an own option has tranches and burst (this one rents; a rent "
                                                 "option's GPUs are its gpus)");
        return;
    }
    const QJsonValue v = r.object().value(QStringLiteral("tranches"));
    if (!v.isUndefined() && !v.isArray()) throw InputError(at + ".tranches", "must be an array of tranches");
    const QJsonArray list = v.toArray();
    if (list.size() > kMaxTranches)
        throw InputError(at + ".tranches",
                         std::to_string(list.size()) + " tranches; allowed at most " + std::to_string(kMaxTranches));
    for (int i = 0; i < list.size(); ++i) {
        const std::string path = at + ".tranches[" + std::to_string(i) + "]";
        if (!list[i].isObject()) throw InputError(path, "must be an object {month, gpu, servers}");
        const JsonReader t(list[i].toObject(), path);
        const OptionTranche x = trancheFrom(t, s, catalog, o);
        checkUnique(t, o, x);
        o.tranches.push_back(x);
    }
    if (r.has("burst")) o.burst = burstFrom(r, catalog, rentTerms, o);
    if (r.has("demand_servers")) o.demandServers = r.integer("demand_servers", 1, 100000);
}

void writeOptionPlan(const Option& o, QJsonObject& j) {
    j.remove(QStringLiteral("tranches"));
    j.remove(QStringLiteral("burst"));
    j.remove(QStringLiteral("demand_servers"));
    if (o.demandServers > 0) j[QStringLiteral("demand_servers")] = o.demandServers;
    QJsonArray tranches;
    for (const OptionTranche& t : o.tranches) {
        QJsonObject x{{"month", t.month}, {"gpu", QString::fromStdString(t.gpuId)}, {"servers", t.servers}};
        if (t.serverPrice) x[QStringLiteral("server_price")] = *t.serverPrice;
        tranches.append(x);
    }
    if (!tranches.isEmpty()) j[QStringLiteral("tranches")] = tranches;
    if (!o.burst) return;
    const RentTerms& b = o.burst->terms;
    const std::string_view billing = billingName(b.billing);
    QJsonObject burst{{"gpu", QString::fromStdString(o.burst->gpuId)},
                      {"billing", QString::fromLatin1(billing.data(), qsizetype(billing.size()))},
                      {"gpus", b.gpus},
                      {"gpus_per_node", b.gpusPerNode},
                      {"fabric", QString::fromStdString(o.burst->fabricId)},
                      {"storage", QString::fromStdString(o.burst->storageId)}};
    if (!b.provider.empty()) burst[QStringLiteral("provider")] = QString::fromStdString(b.provider);
    if (!b.priceFromCatalog) burst[QStringLiteral("price_per_gpu_hour")] = b.pricePerGpuHour; // else the catalog's
    j[QStringLiteral("burst")] = burst;
}

} // namespace gputco::data
