#include "core/cost/site_profile.hpp"

#include "core/validation.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {
SiteProfile usColo() {
    SiteProfile p;
    p.id = "us-colo";
    p.name = "US colocation (primary market)";
    p.currency = Currency::USD;
    p.facility = FacilityKind::Colocation;
    p.colocationPerKwMonth = 184.06; // CBRE NA H2 2024 average asking rent
    p.pue = 1.4;                     // modern colo 1.3-1.4; Equinix 1.42 (2023)
    p.electricityPerKwh = 0.08;      // EIA industrial 7.7-8.3 c/kWh (2024)
    p.electricityEscalation = 0.02;  // estimate, about US CPI
    p.serversPerStaff = 100;         // estimate: one engineer per ~100 GPU servers
    p.staffCostPerYear = 200000;     // estimate: fully loaded US DC/HPC engineer
    p.maintenanceFraction = 0.03;    // estimate: support on top of the 3-year warranty, ~3 % of capex a year
    p.maintenanceRisePerYear = 0.01; // estimate: +1 point a year of age (7 % in year 5, out of warranty)
    p.insuranceFraction = 0.005;     // estimate: property insurance ~0.5 % of value a year
    p.installPerServer = 7500;       // estimate: racking, cabling, burn-in per 8-GPU server
    p.storageCapexPerTb = 250;       // estimate: all-flash parallel FS per usable TB
    p.storageTbPerGpu = 4;           // estimate: ~30 TB per 8-GPU server
    p.sources = {{"colocation_per_kw_month", "CBRE"},  {"pue", "UPTIME"},
                 {"electricity_per_kwh", "EIA"},       {"electricity_escalation", "ESTIMATE"},
                 {"servers_per_staff", "ESTIMATE"},    {"staff_cost_per_year", "ESTIMATE"},
                 {"maintenance_fraction", "ESTIMATE"}, {"maintenance_rise_per_year", "ESTIMATE"},
                 {"insurance_fraction", "ESTIMATE"},   {"install_per_server", "ESTIMATE"},
                 {"storage_capex_per_tb", "ESTIMATE"}, {"storage_tb_per_gpu", "ESTIMATE"}};
    return p;
}

SiteProfile cnColo() {
    SiteProfile p = usColo();
    p.id = "cn-tier1-colo";
    p.name = "China tier-1 city colocation";
    p.currency = Currency::CNY;
    p.colocationPerKwMonth = 600;  // estimate (no stored source): ~3,600-6,000 CNY per 6-8 kW rack-month
    p.pue = 1.3;                   // NDRC 2021 limit for new large DCs
    p.electricityPerKwh = 0.7;     // eastern industrial 0.6-0.8 CNY/kWh (unverified)
    p.electricityEscalation = 0.0; // estimate: regulated tariffs
    p.staffCostPerYear = 400000;   // estimate: fully loaded engineer in a tier-1 city, CNY
    p.installPerServer = 30000;    // estimate, CNY
    p.storageCapexPerTb = 1500;    // estimate, CNY
    p.sources["colocation_per_kw_month"] = "ESTIMATE";
    p.sources["pue"] = "MODAILY";
    p.sources["electricity_per_kwh"] = "ESTIMATE";
    return p;
}

SiteProfile ownFacility() {
    SiteProfile p = usColo();
    p.id = "us-own-facility";
    p.name = "Own facility (US, liquid-ready)";
    p.facility = FacilityKind::OwnFacility;
    p.colocationPerKwMonth = 0;
    p.buildCostPerMw = 11000000;   // estimate: ~$10-12M per MW of critical load (industry rule of thumb)
    p.buildAmortisationYears = 15; // estimate: facility shell and plant
    p.pue = 1.2;                   // hyperscale/liquid-cooled 1.1-1.2
    p.sources["build_cost_per_mw"] = "ESTIMATE";
    p.sources["build_amortisation_years"] = "ESTIMATE";
    return p;
}

const SiteProfileField kRanges[] = {
    {"colocation_per_kw_month", &SiteProfile::colocationPerKwMonth, 0, 1e6},
    {"build_cost_per_mw", &SiteProfile::buildCostPerMw, 0, 1e10},
    {"build_amortisation_years", &SiteProfile::buildAmortisationYears, 1, 50},
    {"pue", &SiteProfile::pue, 1.0, 3.0},
    {"electricity_per_kwh", &SiteProfile::electricityPerKwh, 0, 100},
    {"electricity_escalation", &SiteProfile::electricityEscalation, -0.5, 1},
    {"servers_per_staff", &SiteProfile::serversPerStaff, 1, 100000},
    {"staff_cost_per_year", &SiteProfile::staffCostPerYear, 0, 1e9},
    {"maintenance_fraction", &SiteProfile::maintenanceFraction, 0, 1},
    {"maintenance_rise_per_year", &SiteProfile::maintenanceRisePerYear, 0, 0.5},
    {"insurance_fraction", &SiteProfile::insuranceFraction, 0, 0.2},
    {"install_per_server", &SiteProfile::installPerServer, 0, 1e9},
    {"storage_capex_per_tb", &SiteProfile::storageCapexPerTb, 0, 1e8},
    {"storage_tb_per_gpu", &SiteProfile::storageTbPerGpu, 0, 1e6},
};
} // namespace

std::span<const SiteProfileField> siteProfileFields() { return kRanges; }

const std::vector<SiteProfile>& shippedSiteProfiles() {
    static const std::vector<SiteProfile> list{usColo(), cnColo(), ownFacility()};
    return list;
}

const SiteProfile* findSiteProfile(const std::vector<SiteProfile>& profiles, const std::string& id) {
    for (const SiteProfile& p : profiles)
        if (p.id == id) return &p;
    return nullptr;
}

const SiteProfile& defaultSiteProfile(const std::vector<SiteProfile>& profiles, Currency c) {
    if (c == Currency::CNY)
        if (const SiteProfile* p = findSiteProfile(profiles, "cn-tier1-colo")) return *p;
    if (!profiles.empty()) return profiles.front(); // the default comes first
    return shippedSiteProfiles().front();
}

void validateSiteProfile(const SiteProfile& p, const std::string& where) {
    for (const SiteProfileField& r : kRanges) {
        const double v = p.*(r.member);
        if (!std::isfinite(v) || v < r.min || v > r.max)
            throw InputError(where + "." + r.key, formatNumber(v) + " is out of range; allowed " + formatNumber(r.min) +
                                                      " to " + formatNumber(r.max));
    }
    if (p.facility == FacilityKind::OwnFacility && p.buildCostPerMw <= 0)
        throw InputError(where + ".build_cost_per_mw", "an own facility needs a build cost above 0 per MW");
}

int fatTreeTiers(int gpus) {
    // Radix-64 switches: one tier serves 64 endpoints, two 64^2/2 = 2,048, three 64^3/4 = 65,536.
    if (gpus <= 64) return 1;
    if (gpus <= 2048) return 2;
    return 3;
}

double networkCapexPerGpuUsd(const std::string& kind, double portGbps, int gpus) {
    if (gpus <= 8) return 0; // one server: NVLink only, no scale-out fabric
    // Per 400 Gb/s port, USD (estimates from 2024-25 reseller list prices, docs/cost-model.md):
    // InfiniBand NDR switch port ~$750 (64-port Quantum-2 ~$48k), OSFP optic ~$900, cable ~$250;
    // RoCE Ethernet ports 0.7x and TCP Ethernet 0.4x the InfiniBand price.
    const double kind_factor = kind == "infiniband" ? 1.0 : kind == "roce" ? 0.7 : 0.4;
    const double speed = std::max(0.25, portGbps / 400.0);
    const double port = 750.0, optic = 900.0, cable = 250.0;
    const int t = fatTreeTiers(gpus);
    return kind_factor * speed * ((2 * t - 1) * port + t * (2 * optic + cable));
}

} // namespace gputco
