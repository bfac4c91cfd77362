#include "data/scenario_json.hpp"

#include "data/capacity_json.hpp"
#include "data/uncertainty_json.hpp"
#include "data/workload_json.hpp"

#include "core/training/training_rules.hpp"

#include "core/inference/mig.hpp"
#include "core/validation.hpp"
#include "data/api_option_json.hpp"
#include "data/catalog_seed.hpp"
#include "data/field_number.hpp"
#include "data/json_reader.hpp"
#include "data/limits.hpp"
#include "data/option_tranches_json.hpp"
#include "data/scenario_fields.hpp"

#include <cctype>

#include <QJsonArray>
#include <QJsonDocument>

namespace gputco::data {

namespace {

Currency currencyAt(const JsonReader& r, const char* key, Currency fallback) {
    if (!r.has(key)) return fallback;
    const std::string code = r.text(key);
    const auto c = currencyFromCode(code);
    if (!c) throw InputError(r.key(key), "'" + code + "' is not a known currency (allowed: CNY, USD, EUR)");
    return *c;
}

std::string indexPath(const char* array, int i) { return std::string(array) + "[" + std::to_string(i) + "]"; }

// The price of a billing term in a catalog row; nullopt when the provider does not offer it.
std::optional<double> termPrice(const CloudPrice& p, Billing b) {
    switch (b) {
    case Billing::Committed:
    case Billing::OnDemand: return p.onDemand;
    case Billing::Commit1y: return p.commit1y;
    case Billing::Commit3y: return p.commit3y;
    case Billing::Spot: return p.spot;
    }
    return std::nullopt;
}

std::string termsOffered(const CloudPrice& p) {
    std::string list = "on-demand, committed";
    if (p.commit1y) list += ", commit-1y";
    if (p.commit3y) list += ", commit-3y";
    if (p.spot) list += ", spot";
    return list;
}

// The catalog row for the option's GPU, provider (when given) and billing term `b` (read from
// `billingKey`): the provider's, or the cheapest that offers the term.
CloudPrice catalogPrice(const JsonReader& r, const Option& o, const Catalog& catalog, const std::string& provider,
                        Billing b, const char* billingKey, const char* priceKey) {
    const CloudPrice* best = nullptr;
    std::string providers;
    for (const CloudPrice& p : catalog.cloudPrices) {
        if (p.gpuId != o.gpuId) continue;
        providers += (providers.empty() ? "" : ", ") + p.provider;
        if (!provider.empty() && p.provider != provider) continue;
        if (!provider.empty() && !termPrice(p, b))
            throw InputError(r.key(billingKey), "option '" + o.name + "': provider " + provider + " does not offer " +
                                                    std::string(billingName(b)) + " for " + o.gpuId +
                                                    "; its terms: " + termsOffered(p) + " (or give " + priceKey + ")");
        const auto price = termPrice(p, b);
        if (price && (!best || (p.currency == best->currency && *price < *termPrice(*best, b)))) best = &p;
    }
    if (!best)
        throw InputError(r.key(provider.empty() ? priceKey : "provider"),
                         "option '" + o.name + "': the catalog has no " + std::string(billingName(b)) + " price for " +
                             o.gpuId + (provider.empty() ? "" : " from " + provider) + " (providers: " +
                             (providers.empty() ? std::string("none") : providers) + "); give " + priceKey);
    return *best;
}

const SiteProfile& siteFor(const JsonReader& r, const Scenario& s, const std::vector<SiteProfile>& sites) {
    const std::string id = r.text("site", s.site);
    if (id.empty()) return defaultSiteProfile(sites, s.currency);
    if (const SiteProfile* p = findSiteProfile(sites, id)) return *p;
    std::string known;
    for (const SiteProfile& p : sites) known += (known.empty() ? "" : ", ") + p.id;
    throw InputError(r.has("site") ? r.key("site") : "site", "unknown site profile '" + id + "'; known: " + known);
}

// Amounts of a site profile, in the option's currency.
struct SiteMoney {
    const JsonReader& r;
    Scenario rates;
    const SiteProfile& site;
    double operator()(double v, const char* key) const {
        return toScenarioCurrency(rates, Money(v, site.currency), r.key(key)).amount();
    }
};

// Network, storage and install capex: given, or from the fabric and the site profile.
void ownCapexFrom(const JsonReader& r, const SiteMoney& siteMoney, const Catalog& catalog, const Option& o,
                  OwnTerms& t) {
    const auto F = ownOptionFields();
    const SiteProfile& site = siteMoney.site;
    const int gpus = t.servers * t.gpusPerServer;
    const Fabric* fabric = catalog.fabric(o.fabricId);
    t.networkCapex = r.has("network_capex")
                         ? fieldNumber(r, F, "network_capex")
                         : toScenarioCurrency(
                               siteMoney.rates,
                               Money(gpus * networkCapexPerGpuUsd(fabric->kind, fabric->portGbps, gpus), Currency::USD),
                               r.key("network_capex"))
                               .amount();
    t.storageCapex = r.has("storage_capex")
                         ? fieldNumber(r, F, "storage_capex")
                         : siteMoney(site.storageTbPerGpu * gpus * site.storageCapexPerTb, "storage_capex");
    t.installCapex = r.has("install_capex") ? fieldNumber(r, F, "install_capex")
                                            : siteMoney(site.installPerServer * t.servers, "install_capex");
}

// Depreciation and the server's power draw, busy and idle.
void ownDepreciationAndPowerFrom(const JsonReader& r, const GpuSpec& gpu, OwnTerms& t) {
    const auto F = ownOptionFields();
    t.depreciationYears = fieldNumber(r, F, "depreciation_years");
    t.residualFraction = fieldNumber(r, F, "residual_fraction");
    const std::string method = r.text("depreciation", "straight-line");
    const auto m = depreciationFromName(method);
    if (!m)
        throw InputError(r.key("depreciation"), "'" + method + "' is not straight-line, declining-balance or macrs-5");
    t.depreciation = *m;
    t.serverPowerKw =
        fieldNumber(r, F, "server_power_kw", units::inKilowatts(gpu.serverPower) * t.gpusPerServer / gpu.serverGpus);
    // Version 1 called the busy draw average_load; both are read.
    t.averageLoad = r.has("average_load") && !r.has("busy_load") ? r.number("average_load", 0, 1, "of rated power")
                                                                 : fieldNumber(r, F, "busy_load");
    t.idleLoad = fieldNumber(r, F, "idle_load");
    if (t.idleLoad > t.averageLoad)
        throw InputError(r.key("idle_load"), formatNumber(t.idleLoad) + " is above busy_load " +
                                                 formatNumber(t.averageLoad) + "; allowed 0 to busy_load");
}

// Power price, facility, maintenance, insurance, staff, licences, storage, egress and interest.
void ownRunningCostsFrom(const JsonReader& r, const Scenario& s, const SiteMoney& siteMoney, OwnTerms& t) {
    const auto F = ownOptionFields();
    const SiteProfile& site = siteMoney.site;
    auto siteNum = [&](const char* key, double v) { return fieldNumber(r, F, key, v); };
    t.pue = siteNum("pue", site.pue);
    t.electricityPerKwh = r.has("electricity_per_kwh") ? fieldNumber(r, F, "electricity_per_kwh")
                                                       : siteMoney(site.electricityPerKwh, "electricity_per_kwh");
    t.electricityEscalation = siteNum("electricity_escalation", site.electricityEscalation);
    const bool ownFacility = site.facility == FacilityKind::OwnFacility && !r.has("colocation_per_kw_month");
    t.colocationPerKwMonth = r.has("colocation_per_kw_month")
                                 ? fieldNumber(r, F, "colocation_per_kw_month")
                                 : siteMoney(site.colocationPerKwMonth, "colocation_per_kw_month");
    t.buildCostPerMw = r.has("build_cost_per_mw") ? fieldNumber(r, F, "build_cost_per_mw")
                       : ownFacility              ? siteMoney(site.buildCostPerMw, "build_cost_per_mw")
                                                  : 0.0;
    t.buildAmortisationYears = siteNum("build_amortisation_years", site.buildAmortisationYears);
    t.maintenanceFractionPerYear = siteNum("maintenance_fraction_per_year", site.maintenanceFraction);
    t.maintenanceRisePerYear = siteNum("maintenance_rise_per_year", site.maintenanceRisePerYear);
    t.insuranceFractionPerYear = siteNum("insurance_fraction_per_year", site.insuranceFraction);
    t.serversPerStaff = siteNum("servers_per_staff", site.serversPerStaff);
    t.staffCostPerYear = r.has("staff_cost_per_year") ? fieldNumber(r, F, "staff_cost_per_year")
                                                      : siteMoney(site.staffCostPerYear, "staff_cost_per_year");
    t.staffPerMonth = fieldNumber(r, F, "staff_per_month");
    t.licencePerGpuYear = fieldNumber(r, F, "licence_per_gpu_year");
    t.storagePerMonth = fieldNumber(r, F, "storage_per_month") +
                        fieldNumber(r, F, "storage_tb") * fieldNumber(r, F, "storage_per_tb_month");
    t.egressPerMonth = fieldNumber(r, F, "egress_per_month") +
                       fieldNumber(r, F, "egress_gb_per_month") * fieldNumber(r, F, "egress_per_gb");
    t.interestRate = fieldNumber(r, F, "interest_rate");
    t.discountRate = s.discountRate;
}

void ownTermsFrom(const JsonReader& r, const Scenario& s, const Catalog& catalog, const std::vector<SiteProfile>& sites,
                  const GpuSpec& gpu, Option& o) {
    OwnTerms& t = o.ownTerms;
    const auto F = ownOptionFields();
    t.servers = int(fieldNumber(r, F, "servers"));
    t.gpusPerServer = int(fieldNumber(r, F, "gpus_per_server", gpu.serverGpus));
    if (r.has("server_price")) {
        t.serverPrice = fieldNumber(r, F, "server_price");
    } else { // the catalog's typical server, converted from USD with the scenario's rates
        t.serverPrice = toScenarioCurrency(currencyView(s, o.currency), Money(gpu.serverPriceUsd, Currency::USD),
                                           r.key("server_price"))
                            .amount() *
                        t.gpusPerServer / gpu.serverGpus;
    }
    const SiteProfile& site = siteFor(r, s, sites);
    t.site = site.id;
    const SiteMoney siteMoney{r, currencyView(s, o.currency), site};
    ownCapexFrom(r, siteMoney, catalog, o, t);
    ownDepreciationAndPowerFrom(r, gpu, t);
    ownRunningCostsFrom(r, s, siteMoney, t);
    if (r.has("utilization")) o.plannedUtilization = fieldNumber(r, F, "utilization");
}

// A catalog price of term `b`, converted into the option's currency with the scenario's rates.
double inOptionCurrency(const JsonReader& r, const Scenario& s, const Option& o, const CloudPrice& price, Billing b,
                        const char* priceKey) {
    return toScenarioCurrency(currencyView(s, o.currency), Money(termPrice(price, b).value(), price.currency),
                              r.key(priceKey))
        .amount();
}

// Reserved GPUs of a rent option (issue 14): how many, on which term, at what price. The catalog
// price comes from the provider the user named, else from the option's price's provider when it
// offers the term, else from the cheapest provider that does.
void reservedTermsFrom(const JsonReader& r, const Scenario& s, const Catalog& catalog, Option& o) {
    RentTerms& t = o.rentTerms;
    t.reservedGpus = r.integer("reserved_gpus", 0, t.gpus, 0);
    const std::string billing = r.text("reserved_billing", "commit-1y");
    const auto b = billingFromName(billing);
    if (!b || !billingPaysIdleHours(*b))
        throw InputError(r.key("reserved_billing"), "'" + billing + "' is not committed, commit-1y or commit-3y");
    t.reservedBilling = *b;
    if (t.reservedGpus == 0 && !r.has("reserved_price_per_gpu_hour")) return;
    const auto F = rentOptionFields();
    if (r.has("reserved_price_per_gpu_hour")) {
        t.reservedPricePerGpuHour = fieldNumber(r, F, "reserved_price_per_gpu_hour");
        return;
    }
    std::string provider = r.text("provider", "");
    if (provider.empty() && !t.provider.empty())
        for (const CloudPrice& p : catalog.cloudPrices)
            if (p.gpuId == o.gpuId && p.provider == t.provider && termPrice(p, *b)) provider = t.provider;
    const CloudPrice price =
        catalogPrice(r, o, catalog, provider, *b, "reserved_billing", "reserved_price_per_gpu_hour");
    t.reservedPricePerGpuHour = inOptionCurrency(r, s, o, price, *b, "reserved_price_per_gpu_hour");
}

void rentTermsFrom(const JsonReader& r, const Scenario& s, const Catalog& catalog, Option& o) {
    RentTerms& t = o.rentTerms;
    const auto F = rentOptionFields();
    t.gpus = int(fieldNumber(r, F, "gpus"));
    t.gpusPerNode = int(fieldNumber(r, F, "gpus_per_node", std::min(8, t.gpus)));
    const std::string billing = r.text("billing", "committed");
    const auto b = billingFromName(billing);
    if (!b)
        throw InputError(r.key("billing"),
                         "'" + billing + "' is not committed, on-demand, commit-1y, commit-3y or spot");
    t.billing = *b;
    t.provider = r.text("provider", "");
    if (r.has("price_per_gpu_hour")) {
        t.pricePerGpuHour = fieldNumber(r, F, "price_per_gpu_hour");
    } else {
        const CloudPrice price = catalogPrice(r, o, catalog, t.provider, t.billing, "billing", "price_per_gpu_hour");
        t.provider = price.provider;
        t.priceFromCatalog = true;
        t.priceDate = price.priceDate;
        t.priceSource = price.source;
        t.pricePerGpuHour = inOptionCurrency(r, s, o, price, t.billing, "price_per_gpu_hour");
    }
    t.minimumMonths = int(fieldNumber(r, F, "minimum_months"));
    reservedTermsFrom(r, s, catalog, o);
    if (t.billing == Billing::Spot) t.spotPreemptionsPerGpuHour = fieldNumber(r, F, "spot_preemptions_per_gpu_hour");
    t.licencePerGpuYear = fieldNumber(r, F, "licence_per_gpu_year");
    t.storagePerMonth = fieldNumber(r, F, "storage_per_month") +
                        fieldNumber(r, F, "storage_tb") * fieldNumber(r, F, "storage_per_tb_month");
    t.egressPerMonth = fieldNumber(r, F, "egress_per_month") +
                       fieldNumber(r, F, "egress_gb_per_month") * fieldNumber(r, F, "egress_per_gb");
    if (r.has("utilization")) o.plannedUtilization = fieldNumber(r, F, "utilization");
}

// The day/night plan: MIG slices by day, whole GPUs by night.
Schedule scheduleFrom(const JsonReader& sc, const Option& o, const GpuSpec& gpu) {
    Schedule plan;
    plan.dayStart = sc.integer("day_start", 0, 23, 6);
    plan.dayEnd = sc.integer("day_end", 1, 24, 22);
    if (plan.dayEnd <= plan.dayStart)
        throw InputError(sc.key("day_end"), "the day must end after it starts (day_start " +
                                                std::to_string(plan.dayStart) + ", day_end " +
                                                std::to_string(plan.dayEnd) + "; hours 0 to 24)");
    plan.inferenceProfile = sc.text("inference_profile", "2g");
    plan.inferenceSlicesPerGpu = sc.integer("inference_slices_per_gpu", 0, 7, 2);
    plan.preprocessProfile = sc.text("preprocess_profile", "3g");
    plan.preprocessSlicesPerGpu = sc.integer("preprocess_slices_per_gpu", 0, 7, 1);
    if (gpu.migMax <= 0)
        throw InputError(sc.key("inference_profile"), o.gpuId + " has no MIG; a day/night schedule needs MIG slices");
    try {
        findMigProfile(gpu, plan.inferenceProfile);
        findMigProfile(gpu, plan.preprocessProfile);
    } catch (const InputError& e) {
        throw InputError(sc.key("inference_profile"), e.what());
    }
    return plan;
}

// The option's fabric, calibration profile and storage tier, each checked against the catalog.
void catalogRefsFrom(const JsonReader& r, const Catalog& catalog, Option& o) {
    o.fabricId = r.text("fabric", defaultFabricId());
    if (!catalog.fabric(o.fabricId))
        throw InputError(r.key("fabric"), "unknown fabric '" + o.fabricId + "'; valid ids: " + catalog.fabricIdList());
    if (r.has("calibration") && !r.text("calibration").empty()) { // issue 11: the team's own measurements
        const std::string name = r.text("calibration");
        const EfficiencyCalibration* c = catalog.calibration(name);
        if (!c)
            throw InputError(r.key("calibration"),
                             "unknown calibration profile '" + name + "'; known: " + catalog.calibrationNameList());
        o.calibration = *c;
    }
    o.storageId = r.text("storage", defaultStorageId());
    if (!catalog.storageTier(o.storageId))
        throw InputError(r.key("storage"),
                         "unknown storage tier '" + o.storageId + "'; valid ids: " + catalog.storageIdList());
}

Option optionFrom(const JsonReader& r, const Scenario& s, const Catalog& catalog,
                  const std::vector<SiteProfile>& sites) {
    if (r.text("kind") == "api") return apiOptionFrom(r, catalog); // issue 19
    Option o;
    o.name = r.text("name");
    const std::string kind = r.text("kind");
    if (kind != "own" && kind != "rent") throw InputError(r.key("kind"), "'" + kind + "' is not own, rent or api");
    o.own = kind == "own";
    o.gpuId = r.text("gpu");
    const GpuSpec* gpu = catalog.gpu(o.gpuId);
    if (!gpu) throw InputError(r.key("gpu"), "unknown GPU '" + o.gpuId + "'; valid ids: " + catalog.gpuIdList());
    catalogRefsFrom(r, catalog, o);
    o.currency = currencyAt(r, "currency", s.currency);
    if (o.own)
        ownTermsFrom(r, s, catalog, sites, *gpu, o);
    else
        rentTermsFrom(r, s, catalog, o);
    if (r.has("schedule")) o.schedule = scheduleFrom(r.child("schedule"), o, *gpu);
    optionPlanFrom(
        r, s, catalog,
        [&](const JsonReader& b, Option& rent) {
            catalogRefsFrom(b, catalog, rent);
            rentTermsFrom(b, s, catalog, rent);
        },
        o);
    return o;
}

} // namespace

namespace {
bool validIsoDate(const std::string& d) {
    if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
    for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
        if (!std::isdigit(static_cast<unsigned char>(d[i]))) return false;
    const int month = std::stoi(d.substr(5, 2)), day = std::stoi(d.substr(8, 2));
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}
} // namespace

QJsonObject migrateScenarioDocument(const QJsonObject& doc) {
    if (doc.value(QStringLiteral("version")).toInt(0) == 2) return migrateToUncertaintyVersion(doc);
    if (doc.value(QStringLiteral("version")).toInt(0) != 1) return doc;
    // Version 1 -> 2: an option's own discount_rate becomes the scenario's (the first one wins);
    // version 1's average_load is read as busy_load (the parser accepts both). Everything else stays, unknown keys included.
    QJsonObject out = doc;
    out[QStringLiteral("version")] = 2;
    QJsonArray options = out.value(QStringLiteral("options")).toArray();
    for (int i = 0; i < options.size(); ++i) {
        QJsonObject o = options[i].toObject();
        if (o.contains(QStringLiteral("discount_rate"))) {
            if (!out.contains(QStringLiteral("discount_rate")))
                out[QStringLiteral("discount_rate")] = o.value(QStringLiteral("discount_rate"));
            o.remove(QStringLiteral("discount_rate"));
        }
        options[i] = o;
    }
    if (out.contains(QStringLiteral("options"))) out[QStringLiteral("options")] = options;
    return migrateToUncertaintyVersion(out);
}

QString scenarioName(const QJsonObject& doc) { return doc.value(QStringLiteral("name")).toString(); }

Scenario scenarioFromJson(const QJsonObject& doc, const Catalog& catalog) {
    return scenarioFromJson(doc, catalog, shippedSiteProfiles());
}

namespace {
// One published claim to check against the computed figures.
Claim claimFrom(const JsonReader& c) {
    Claim claim;
    claim.text = c.text("text", "");
    claim.option = c.text("option");
    claim.workload = c.text("workload", "");
    const std::string metric = c.text("metric");
    const auto m = claimMetricFromName(metric);
    if (!m)
        throw InputError(c.key("metric"), "'" + metric +
                                              "' is not one of monthly_cost, run_days, cost_per_run, "
                                              "runs_per_month, utilization, mig_concurrency, ttft_ms");
    claim.metric = *m;
    claim.value = c.number("value", 0, 1e15);
    claim.source = c.text("source", "");
    const std::string bound = c.text("bound", "equals");
    if (bound != "equals" && bound != "at_most" && bound != "at_least")
        throw InputError(c.key("bound"), "'" + bound + "' is not equals, at_most or at_least");
    claim.bound = bound == "at_most" ? -1 : bound == "at_least" ? 1 : 0;
    return claim;
}
} // namespace

namespace {
// Each workload's demand timeline (issue 14) with its one-off runs (issue 29), and the deadlines' confidence.
void readDemandAndRequirements(const QJsonObject& doc, const JsonReader& r, Scenario& s) {
    const std::vector<DemandTimeline> timelines = demandTimelinesFromJson(doc, s.horizonMonths);
    for (size_t i = 0; i < timelines.size() && i < s.workloads.size(); ++i) {
        s.workloads[i].oneOffRuns = timelines[i].oneOff;
        s.workloads[i].timeline = timelines[i];
    }
    const std::string confidence = r.text("deadline_confidence", "p50");
    const auto c = confidenceFromName(confidence);
    if (!c) throw InputError("deadline_confidence", "'" + confidence + "' is not one of p50, p90");
    s.deadlineConfidence = *c;
}
} // namespace

Scenario scenarioFromJson(const QJsonObject& original, const Catalog& catalog, const std::vector<SiteProfile>& sites) {
    const QJsonObject doc = migrateScenarioDocument(original);
    const JsonReader r(doc, "");
    if (r.text("format", "") != "gpu-tco-scenario")
        throw InputError("format", "must be \"gpu-tco-scenario\" (is this a GPU TCO Planner scenario file?)");
    const int version = r.integer("version", 1, 1000000);
    if (version > kScenarioFormatVersion)
        throw InputError("version", std::to_string(version) + " is newer than this gpu-tco understands (allowed: " +
                                        std::to_string(kScenarioFormatVersion) + "); use a newer gpu-tco");
    Scenario s;
    s.name = r.text("name");
    s.currency = currencyAt(r, "currency", Currency::USD);
    const QJsonArray rates = r.array("exchange_rates", false);
    for (int i = 0; i < rates.size(); ++i) {
        const JsonReader e(rates[i].toObject(), indexPath("exchange_rates", i));
        ExchangeRate x{currencyAt(e, "from", Currency::USD), currencyAt(e, "to", Currency::USD),
                       e.number("rate", 1e-9, 1e9), e.text("date")};
        if (!e.has("from") || !e.has("to")) throw InputError(e.key("from"), "both from and to are required");
        s.exchangeRates.push_back(x);
    }
    s.asOf = r.text("as_of", "");
    if (!s.asOf.empty() && !validIsoDate(s.asOf))
        throw InputError("as_of", "'" + s.asOf + "' is not a date yyyy-mm-dd");
    s.horizonMonths = int(fieldNumber(r, scenarioTopFields(), "horizon_months"));
    s.discountRate = fieldNumber(r, scenarioTopFields(), "discount_rate");
    s.hardwarePriceTrend = fieldNumber(r, scenarioTopFields(), "hardware_price_trend");
    s.cloudPriceTrend = fieldNumber(r, scenarioTopFields(), "cloud_price_trend");
    s.site = r.text("site", "");
    for (const SiteProfile& p : sites) validateSiteProfile(p, "site profile " + p.id);
    const QJsonArray workloads = r.array("workloads", true);
    if (workloads.isEmpty()) throw InputError("workloads", "needs at least one workload");
    checkCount("workloads", workloads.size(), kMaxWorkloads);
    for (int i = 0; i < workloads.size(); ++i) {
        if (!workloads[i].isObject()) throw InputError(indexPath("workloads", i), "must be an object");
        s.workloads.push_back(workloadFrom(JsonReader(workloads[i].toObject(), indexPath("workloads", i)), catalog));
    }
    readDemandAndRequirements(doc, r, s);
    const QJsonArray options = r.array("options", true);
    if (options.isEmpty()) throw InputError("options", "needs at least one option (own or rent)");
    checkCount("options", options.size(), kMaxOptions);
    checkCount("options x workloads", options.size() * workloads.size(), kMaxCells);
    for (int i = 0; i < options.size(); ++i) {
        if (!options[i].isObject()) throw InputError(indexPath("options", i), "must be an object");
        Option o = optionFrom(JsonReader(options[i].toObject(), indexPath("options", i)), s, catalog, sites);
        for (const Option& other : s.options)
            if (other.name == o.name)
                throw InputError(indexPath("options", i) + ".name", "'" + o.name + "' is used twice");
        s.options.push_back(std::move(o));
    }
    const QJsonArray claims = r.array("claims", false);
    for (int i = 0; i < claims.size(); ++i)
        s.claims.push_back(claimFrom(JsonReader(claims[i].toObject(), indexPath("claims", i))));
    return s;
}

QJsonObject readScenarioFile(const QString& path) {
    const QJsonDocument doc = readJsonFile(path);
    if (!doc.isObject()) throw InputError("file", path.toStdString() + ": a scenario must be a JSON object");
    return doc.object();
}

QByteArray scenarioToBytes(const QJsonObject& doc) { return QJsonDocument(doc).toJson(QJsonDocument::Indented); }

} // namespace gputco::data
