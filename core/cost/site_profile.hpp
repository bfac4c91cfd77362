#pragma once
// A site profile: the data-centre costs of running owned servers, named and
// reusable (stored in the database, docs/cost-model.md). Money in `currency`.
//
// Per month, for an own option with S servers of P kW provisioned power:
//   facility    = colocation: S x P x colocation_per_kw_month
//                 own facility: S x P x PUE / 1000 x build_cost_per_mw / (amortisation_years x 12)
//   power       = S x (idle + (busy - idle) x utilisation) kW x PUE x 730 h x electricity
//                 x (1 + electricity_escalation)^(year - 1)
//   staff       = S / servers_per_staff x staff_cost_per_year / 12
//   maintenance = capex x (maintenance_fraction + maintenance_rise_per_year x age in years) / 12
//   insurance   = capex x insurance_fraction_per_year / 12
// One-off: install_per_server x S; storage_tb x storage_capex_per_tb; network from the fabric
// (networkCapexPerGpu).

#include "core/money.hpp"

#include <map>
#include <span>
#include <string>
#include <vector>

namespace gputco {

enum class FacilityKind { Colocation, OwnFacility };

struct SiteProfile {
    std::string id; // e.g. "us-colo"
    std::string name;
    Currency currency = Currency::USD;
    FacilityKind facility = FacilityKind::Colocation;
    double colocationPerKwMonth = 0; // billed on provisioned kW
    double buildCostPerMw = 0;       // own facility, per MW of facility power
    double buildAmortisationYears = 15;
    double pue = 1.3;
    double electricityPerKwh = 0;
    double electricityEscalation = 0;           // per year
    double serversPerStaff = 100;               // servers one full-time engineer keeps running
    double staffCostPerYear = 0;                // fully loaded, per engineer
    double maintenanceFraction = 0;             // of capex per year, in year 1
    double maintenanceRisePerYear = 0;          // added to the fraction for each year of age
    double insuranceFraction = 0;               // of capex per year
    double installPerServer = 0;                // one-off (racking, cabling, burn-in)
    double storageCapexPerTb = 0;               // parallel file system, per usable TB
    double storageTbPerGpu = 0;                 // default storage size
    std::map<std::string, std::string> sources; // field -> source key
};

// The numeric fields of a profile with their allowed ranges (keys as in the database and files).
struct SiteProfileField {
    const char* key;
    double SiteProfile::*member;
    double min, max;
};
std::span<const SiteProfileField> siteProfileFields();

// The shipped profiles: US colocation (default), China tier-1 city colocation, own facility.
const std::vector<SiteProfile>& shippedSiteProfiles();
// The default profile: for CNY scenarios China colocation, else the first of `profiles` (the
// database lists its default first; the shipped list starts with US colocation).
const SiteProfile& defaultSiteProfile(const std::vector<SiteProfile>& profiles, Currency scenarioCurrency);
const SiteProfile* findSiteProfile(const std::vector<SiteProfile>& profiles, const std::string& id);

// Throws InputError naming `where`.field and the allowed range.
void validateSiteProfile(const SiteProfile& p, const std::string& where = "site");

// Network capex per GPU in USD for a scale-out fabric of `kind` at `portGbps` and a cluster of
// `gpus`: a non-blocking fat tree of 64-port switches (1 tier up to 64 GPUs, 2 tiers up to 2,048,
// 3 tiers above) needs 2t - 1 switch ports and t links per GPU, each link two transceivers and a
// cable (docs/cost-model.md).
double networkCapexPerGpuUsd(const std::string& kind, double portGbps, int gpus);
int fatTreeTiers(int gpus);

} // namespace gputco
