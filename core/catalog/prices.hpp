#pragma once
// Prices the cost model starts from: cloud GPU-hour prices, electricity and PUE presets.

#include "core/money.hpp"

#include <optional>
#include <string>

namespace gputco {

struct CloudPrice {
    std::string id;       // e.g. "aws-p5-h100"
    std::string provider; // e.g. "AWS"
    std::string offering; // instance or product name, e.g. "p5.48xlarge"
    std::string gpuId;    // catalog GPU id
    Currency currency = Currency::USD;
    double onDemand = 0;            // per GPU-hour
    std::optional<double> commit1y; // per GPU-hour with a 1-year commitment
    std::optional<double> commit3y; // per GPU-hour with a 3-year commitment
    std::optional<double>
        spot; // per GPU-hour, interruptible (spot / preemptible); absent: not offered or not published
    std::optional<double>
        spotPreemptionPerHour; // chance a spot instance is reclaimed in an hour, where a source gives one
    std::string priceDate;     // when the price was listed (yyyy-mm or yyyy-mm-dd)
    std::string source;        // source key
    bool custom = false;
    bool modified = false;
};

struct ElectricityPreset {
    std::string id; // e.g. "US-INDUSTRIAL"
    std::string name;
    Currency currency = Currency::USD;
    double pricePerKwh = 0;
    std::string source;
};

struct PuePreset {
    std::string id; // e.g. "CN-HUB"
    std::string name;
    double pue = 1.0; // total facility power / IT power, >= 1
    std::string source;
};

// Each throws InputError naming the field and the allowed range.
void validateCloudPrice(const CloudPrice& p);
void validateElectricity(const ElectricityPreset& e);
void validatePue(const PuePreset& p);

} // namespace gputco
