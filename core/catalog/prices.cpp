#include "core/catalog/prices.hpp"

#include "core/catalog/gpu.hpp"
#include "core/validation.hpp"

#include <cmath>

namespace gputco {

namespace {
void requireRange(const char* field, double v, double lo, double hi, const char* unit, bool loExclusive = true) {
    bool ok = std::isfinite(v) && (loExclusive ? v > lo : v >= lo) && v <= hi;
    if (!ok)
        throw InputError(field, formatNumber(v) + " is out of range; allowed " + (loExclusive ? "> " : ">= ") +
                                    formatNumber(lo) + " and <= " + formatNumber(hi) + " " + unit);
}
} // namespace

void validateCloudPrice(const CloudPrice& p) {
    if (!isValidCatalogId(p.id)) throw InputError("id", "'" + p.id + "' is not a valid id");
    if (p.provider.empty()) throw InputError("provider", "a provider is required");
    if (p.gpuId.empty()) throw InputError("gpu", "a GPU id is required");
    std::string unit = std::string(currencyCode(p.currency)) + "/GPU-hour";
    requireRange("on_demand", p.onDemand, 0, 10000, unit.c_str());
    if (p.commit1y) requireRange("commit_1y", *p.commit1y, 0, 10000, unit.c_str());
    if (p.commit3y) requireRange("commit_3y", *p.commit3y, 0, 10000, unit.c_str());
    if (p.spot) requireRange("spot", *p.spot, 0, 10000, unit.c_str());
    if (p.spotPreemptionPerHour)
        requireRange("spot_preemption_per_hour", *p.spotPreemptionPerHour, 0, 1, "(probability per hour)");
    if (p.spotPreemptionPerHour && !p.spot)
        throw InputError("spot_preemption_per_hour", "is given without a spot price; add 'spot' or remove it");
    if (!p.priceDate.empty() && !isValidListingDate(p.priceDate))
        throw InputError("date", "'" + p.priceDate + "' is not a date; use yyyy, yyyy-mm or yyyy-mm-dd");
}

void validateElectricity(const ElectricityPreset& e) {
    if (!isValidCatalogId(e.id)) throw InputError("id", "'" + e.id + "' is not a valid id");
    std::string unit = std::string(currencyCode(e.currency)) + "/kWh";
    requireRange("price_per_kwh", e.pricePerKwh, 0, 100, unit.c_str());
}

void validatePue(const PuePreset& p) {
    if (!isValidCatalogId(p.id)) throw InputError("id", "'" + p.id + "' is not a valid id");
    requireRange("pue", p.pue, 1.0, 5.0, "", false);
}

} // namespace gputco
