#include "core/uncertainty/uncertain_inputs.hpp"

#include "core/training/realism.hpp"
#include "core/validation.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {

// Relative spreads with their sources (docs/uncertainty.md lists them too).
constexpr double kServerPriceSpread = 0.10; // H100 SXM new $31-36k [EPOCH-HWP] = +-8 %, widened (estimate)
constexpr double kElectricityLow = 0.07 / 0.085, kElectricityHigh = 0.10 / 0.085; // US DC planning 0.07-0.10 [EIA]
constexpr double kColocationSpread = 0.15;   // estimate: North American market asking rents around the average [CBRE]
constexpr double kRentSpreadFallback = 0.20; // estimate, when the catalog has fewer than two provider prices
constexpr double kDemandSpread = 0.25;       // estimate: runs per month planned vs run
constexpr double kTrendSpread = 0.10;        // absolute, per year (estimate around [EPOCH-PP] / [EPOCH-HWP])
constexpr double kFailureLow = 0.5, kFailureHigh = 2.0; // x Llama 3 405B rate 419 / (54 d x 16,384 GPU), estimate
constexpr double kResaleLow = 0.64, kResaleHigh = 1.19; // used H100 $15-28k vs ~$23.5k centre [COMPUTEFORECAST]

UncertainInput relative(std::string key, std::string label, double base, double lowFactor, double highFactor,
                        std::string source) {
    UncertainInput in;
    in.key = std::move(key);
    in.label = std::move(label);
    in.range = {base * lowFactor, base, base * highFactor, Distribution::Triangular};
    in.source = std::move(source);
    return in;
}

std::optional<double> catalogColumn(const CloudPrice& p, Billing b) {
    switch (b) {
    case Billing::Commit1y: return p.commit1y;
    case Billing::Commit3y: return p.commit3y;
    case Billing::Spot: return p.spot;
    default: return p.onDemand;
    }
}

// The catalog's spread of this GPU's price across providers, in the option's currency and billing.
UncertainInput rentPriceInput(const Option& o, const Catalog& catalog, size_t index) {
    const double base = o.rentTerms.pricePerGpuHour;
    double lo = base, hi = base;
    int n = 0;
    for (const CloudPrice& p : catalog.cloudPrices) {
        const auto v = catalogColumn(p, o.rentTerms.billing);
        if (p.gpuId != o.gpuId || p.currency != o.currency || !v || *v <= 0) continue;
        lo = std::min(lo, *v);
        hi = std::max(hi, *v);
        ++n;
    }
    UncertainInput in;
    if (n >= 2) {
        in = relative("", "", base, 1, 1, "catalog: " + std::to_string(n) + " provider prices of " + o.gpuId);
        in.range.low = lo;
        in.range.high = hi;
    } else {
        in = relative("", "", base, 1 - kRentSpreadFallback, 1 + kRentSpreadFallback,
                      "estimate +-20 % (fewer than two catalog prices of " + o.gpuId + ")");
    }
    in.key = "options." + o.name + ".price_per_gpu_hour";
    in.label = o.name + ": price per GPU-hour";
    in.group = "price:" + o.gpuId; // one GPU's prices move together across providers
    in.apply = [index](Scenario& s, Perturbation&, double v) { s.options[index].rentTerms.pricePerGpuHour = v; };
    return in;
}

void ownInputs(const Option& o, size_t i, std::vector<UncertainInput>& out) {
    const std::string k = "options." + o.name + ".";
    out.push_back(relative(k + "server_price", o.name + ": server price", o.ownTerms.serverPrice,
                           1 - kServerPriceSpread, 1 + kServerPriceSpread,
                           "H100 SXM new $31-36k [EPOCH-HWP]: +-8 %, widened to +-10 % (estimate)"));
    out.back().group = "hardware:" + o.gpuId;
    out.back().apply = [i](Scenario& s, Perturbation&, double v) { s.options[i].ownTerms.serverPrice = v; };
    out.push_back(relative(k + "electricity_per_kwh", o.name + ": electricity", o.ownTerms.electricityPerKwh,
                           kElectricityLow, kElectricityHigh,
                           "US industrial by region 7.7-16.3 c/kWh, DC planning 0.07-0.10 USD/kWh [EIA]"));
    out.back().group = "facility";
    out.back().apply = [i](Scenario& s, Perturbation&, double v) { s.options[i].ownTerms.electricityPerKwh = v; };
    out.push_back(relative(k + "colocation_per_kw_month", o.name + ": colocation", o.ownTerms.colocationPerKwMonth,
                           1 - kColocationSpread, 1 + kColocationSpread,
                           "estimate +-15 % around the CBRE North America average [CBRE]"));
    out.back().group = "facility"; // electricity and colocation move together
    out.back().apply = [i](Scenario& s, Perturbation&, double v) { s.options[i].ownTerms.colocationPerKwMonth = v; };
}

void optionInputs(const Scenario& s, const Catalog& catalog, std::vector<UncertainInput>& out) {
    for (size_t i = 0; i < s.options.size(); ++i) {
        const Option& o = s.options[i];
        if (o.own)
            ownInputs(o, i, out);
        else
            out.push_back(rentPriceInput(o, catalog, i));
        if (o.plannedUtilization) {
            const double u = *o.plannedUtilization;
            UncertainInput in{"options." + o.name + ".planned_utilization",
                              o.name + ": utilisation",
                              {std::max(0.01, u - 0.15), u, std::min(1.0, u + 0.15), Distribution::Triangular},
                              "estimate +-15 points",
                              "",
                              0.01,
                              1.0,
                              {}};
            in.apply = [i](Scenario& sc, Perturbation&, double v) { sc.options[i].plannedUtilization = v; };
            out.push_back(in);
        }
    }
}

void workloadInputs(const Scenario& s, std::vector<UncertainInput>& out) {
    for (size_t w = 0; w < s.workloads.size(); ++w) {
        const Workload& wl = s.workloads[w];
        if (!wl.isTraining() || wl.runsPerMonth <= 0) continue;
        out.push_back(relative("workloads." + wl.name + ".runs_per_month", wl.name + ": runs per month (utilisation)",
                               wl.runsPerMonth, 1 - kDemandSpread, 1 + kDemandSpread,
                               "estimate +-25 %: how much the planned work is run (drives utilisation)"));
        out.back().apply = [w](Scenario& sc, Perturbation&, double v) { sc.workloads[w].runsPerMonth = v; };
    }
}

void modelInputs(const Scenario& s, std::vector<UncertainInput>& out) {
    const RealismParameters& p = realismParameters();
    UncertainInput band = relative("training_time_factor", "time-to-train (model error)", 1, p.bandP10, p.bandP90,
                                   "held-out P10 / P90 of published / expected (gpu-tco validate)");
    band.range.distribution = Distribution::Normal; // low / high are the P10 / P90
    band.floor = 0.1;
    band.apply = [](Scenario&, Perturbation& q, double v) { q.trainingTime = v; };
    out.push_back(band);
    out.push_back(relative("failure_rate_factor", "failure rate", 1, kFailureLow, kFailureHigh,
                           "x Llama 3 405B: 419 interruptions in 54 days on 16,384 H100 (arXiv 2407.21783); "
                           "half to double (estimate)"));
    out.back().apply = [](Scenario&, Perturbation& q, double v) { q.failureRate = v; };
    out.push_back(relative("resale_factor", "resale value", 1, kResaleLow, kResaleHigh,
                           "used H100 $15-28k vs ~$23.5k centre, Q1 2026 [COMPUTEFORECAST]"));
    out.back().apply = [](Scenario&, Perturbation& q, double v) { q.resale = v; };
    auto trend = [&](const char* key, const char* label, double base, double Scenario::*field) {
        UncertainInput in{
            key,
            label,
            {std::max(-0.5, base - kTrendSpread), base, std::min(0.5, base + kTrendSpread), Distribution::Triangular},
            "estimate +-10 points a year around [EPOCH-PP] / [EPOCH-HWP]",
            "",
            -0.5,
            0.5,
            {}};
        in.apply = [field](Scenario& sc, Perturbation&, double v) { sc.*field = v; };
        out.push_back(in);
    };
    trend("hardware_price_trend", "hardware price trend", s.hardwarePriceTrend, &Scenario::hardwarePriceTrend);
    trend("cloud_price_trend", "cloud price trend", s.cloudPriceTrend, &Scenario::cloudPriceTrend);
}

} // namespace

std::vector<UncertainInput> defaultUncertainInputs(const Scenario& s, const Catalog& catalog) {
    std::vector<UncertainInput> out;
    optionInputs(s, catalog, out);
    workloadInputs(s, out);
    modelInputs(s, out);
    return out;
}

std::string allowedRangeText(const UncertainInput& in, double base) {
    const std::string ceiling = in.ceiling < 1e299 ? " <= " + formatNumber(in.ceiling) : std::string();
    return "allowed: " + formatNumber(in.floor) + " <= low <= " + formatNumber(base) + " (the value) <= high" + ceiling;
}

std::string uncertainKeyList(const std::vector<UncertainInput>& inputs) {
    std::string list;
    for (const UncertainInput& in : inputs) list += (list.empty() ? "" : ", ") + in.key;
    return list;
}

void applyRangeOverrides(std::vector<UncertainInput>& inputs, const std::map<std::string, InputRange>& overrides) {
    for (const auto& entry : overrides) {
        const std::string& key =
            entry.first; // a plain reference: lambdas cannot capture a structured binding in clang 14
        const InputRange& range = entry.second;
        const auto it =
            std::find_if(inputs.begin(), inputs.end(), [&](const UncertainInput& in) { return in.key == key; });
        if (it == inputs.end())
            throw InputError("uncertainty." + key, "this field cannot vary (only numeric inputs can carry a range); "
                                                   "inputs that can: " +
                                                       uncertainKeyList(inputs));
        InputRange r = range;
        if (std::isnan(r.base)) r.base = it->range.base; // base defaults to the scenario's value
        const std::string allowed = allowedRangeText(*it, r.base);
        validateRange("uncertainty." + key, r, allowed);
        if (r.low < it->floor)
            throw InputError("uncertainty." + key,
                             "low (" + formatNumber(r.low) + ") is below " + formatNumber(it->floor) + "; " + allowed);
        if (r.high > it->ceiling)
            throw InputError("uncertainty." + key, "high (" + formatNumber(r.high) + ") is above " +
                                                       formatNumber(it->ceiling) + "; " + allowed);
        it->range = r;
        it->source = "scenario";
    }
}

} // namespace gputco
