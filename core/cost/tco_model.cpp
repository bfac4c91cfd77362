#include "core/cost/tco_model.hpp"

#include "core/training/training_rules.hpp"

#include "core/catalog/catalog.hpp"
#include "core/cost/api_option_cost.hpp"
#include "core/cost/day_plan.hpp"
#include "core/cost/depreciation.hpp"
#include "core/cost/monthly_demand.hpp"
#include "core/cost/option_costs.hpp"
#include "core/cost/serving_break_even.hpp"
#include "core/inference/inference_model.hpp"
#include "core/inference/serving_envelope.hpp"
#include "core/validation.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gputco {

CostLines& CostLines::operator+=(const CostLines& o) {
    depreciation += o.depreciation;
    power += o.power;
    colocation += o.colocation;
    maintenance += o.maintenance;
    staff += o.staff;
    interest += o.interest;
    rent += o.rent;
    storage += o.storage;
    egress += o.egress;
    insurance += o.insurance;
    licences += o.licences;
    return *this;
}

CostLines CostLines::scaled(double k) const {
    CostLines c = *this;
    for (double* v : {&c.depreciation, &c.power, &c.colocation, &c.maintenance, &c.staff, &c.interest, &c.rent,
                      &c.storage, &c.egress, &c.insurance, &c.licences})
        *v *= k;
    return c;
}

TrainingJob trainingJobFor(const Workload& w, const Option& o, const Catalog& catalog) {
    const GpuSpec* gpu = catalog.gpu(o.gpuId);
    if (!gpu)
        throw InputError("options." + o.name + ".gpu",
                         "unknown GPU '" + o.gpuId + "'; valid ids: " + catalog.gpuIdList());
    const Fabric* fabric = catalog.fabric(o.fabricId);
    if (!fabric)
        throw InputError("options." + o.name + ".fabric",
                         "unknown fabric '" + o.fabricId + "'; valid ids: " + catalog.fabricIdList());
    const StorageTier* storage = catalog.storageTier(o.storageId);
    if (!storage)
        throw InputError("options." + o.name + ".storage",
                         "unknown storage tier '" + o.storageId + "'; valid ids: " + catalog.storageIdList());
    TrainingJob job;
    job.gpu = *gpu;
    job.fabric = *fabric;
    job.storage = *storage;
    job.gpus = o.gpus();
    job.gpusPerNode = std::min(o.gpusPerNode(), job.gpus);
    job.shape = w.shape;
    job.tokens = w.tokens;
    job.seqLen = w.seqLen;
    job.globalBatchTokens = w.globalBatchTokens;
    job.pipelineSchedule = w.pipelineSchedule;
    job.moeDispatcher = w.moeDispatcher;
    job.bf16GradientReduce = w.bf16GradientReduce;
    // BF16 on a GPU without it (V100) means its FP16 tensor cores.
    job.precision = effectivePrecision(*gpu, w.precision);
    if (w.kind == WorkloadKind::Lora) job.lora = LoraConfig{w.loraRank, w.loraAllLinear, w.qlora};
    // Spot: each reclaim is an interruption the training model restarts from a checkpoint; with
    // reserved GPUs (issue 14) only the spot share of the GPUs is reclaimed.
    if (!o.own && o.rentTerms.billing == Billing::Spot) {
        const RentTerms& t = o.rentTerms;
        job.reliability.failuresPerGpuHour += t.reservedGpus > 0
                                                  ? t.spotPreemptionsPerGpuHour * (t.gpus - t.reservedGpus) / t.gpus
                                                  : t.spotPreemptionsPerGpuHour;
    }
    job.calibration = o.calibration;
    return job;
}

double relativeThroughput(const GpuSpec& gpu, const GpuSpec& reference) {
    auto half = [](const GpuSpec& g) {
        const auto p = g.peak(Precision::BF16) ? g.peak(Precision::BF16) : g.peak(Precision::FP16);
        return p ? p->value() : 1.0;
    };
    return std::sqrt(half(gpu) / half(reference) * (gpu.hbmBandwidth.value() / reference.hbmBandwidth.value()));
}

namespace {

InferenceJob inferenceJobFor(const Workload& w, const Option& o, const Catalog& catalog) {
    InferenceJob j;
    j.gpu = *catalog.gpu(o.gpuId);
    j.gpus = o.gpus();
    j.shape = w.shape;
    j.weights = effectivePrecision(j.gpu, w.precision);
    const bool narrow = j.weights == Precision::FP8 || j.weights == Precision::FP4;
    j.kvCache = narrow ? Precision::FP8 : j.weights;
    j.promptTokens = w.promptTokens;
    j.outputTokens = w.outputTokens;
    j.p99Ms = w.p99Ms;
    j.ttftMs = w.ttftMs;
    j.tpotMs = w.tpotMs;
    if (o.schedule)
        j.mig = o.schedule->inferenceProfile;
    else if (w.migProfile)
        j.mig = w.migProfile;
    return j;
}

// GPUs (or slices) for the peak and the average load; GPU-hours a day; cost fields later.
void evaluateInference(const Workload& w, const Option& o, const Catalog& catalog, WorkloadOnOption& x) {
    InferenceJob j = inferenceJobFor(w, o, catalog);
    j.qps = w.peakQps;
    const InferenceResult peak = estimateInference(j);
    j.qps = averageQps(w);
    const InferenceResult average = estimateInference(j);
    double sliceFraction = 1.0;
    if (j.mig) sliceFraction = findMigProfile(j.gpu, *j.mig).computeFraction();
    x.gpusNeeded = peak.gpusNeeded;
    x.unit = peak.unit;
    x.tokensPerSecondPerGpu = peak.tokensPerSecondPerGpu / sliceFraction;
    x.ttftMs = peak.chosen.ttftMs;
    x.tpotMs = peak.chosen.tpotMs;
    x.p99Ms = peak.p99Ms;
    x.gpuHoursPerDay = average.gpusNeeded * sliceFraction * w.hoursPerDay;
    x.servingWeightsGib = peak.weightsGbPerGpu;
    x.servingExpertWeightsGib = peak.expertWeightsGbPerGpu;
    x.servingSubject = servingSubject(j, peak);
    x.servingKvCacheGib = peak.kvCacheGb / std::max(1, peak.tp);
    x.servingCapacityGib =
        units::inGibibytes(j.gpu.hbmCapacity) * (j.mig ? findMigProfile(j.gpu, *j.mig).memoryFraction() : 1.0);
    if (j.mig) { // concurrency per GPU with the MIG layout against serving on whole GPUs
        InferenceJob whole = j;
        whole.mig.reset();
        whole.qps = w.peakQps;
        const InferenceResult w1 = estimateInference(whole);
        const int slicesPerGpu = o.schedule ? o.schedule->inferenceSlicesPerGpu : int(1.0 / sliceFraction);
        const double migPerGpu = double(peak.chosen.batch) * slicesPerGpu / peak.tp;
        const double wholePerGpu = double(w1.chosen.batch) / w1.tp;
        x.migConcurrency = wholePerGpu > 0 ? migPerGpu / wholePerGpu : 0.0;
    }
    if (peak.gpusNeeded >
        (j.mig ? o.gpus() * (o.schedule ? o.schedule->inferenceSlicesPerGpu : int(1.0 / sliceFraction)) : o.gpus()))
        throw InputError("peak_qps",
                         "the peak needs " + std::to_string(peak.gpusNeeded) + " " + peak.unit + ", the option has " +
                             std::to_string(o.gpus()) + " GPUs" +
                             (j.mig ? " (" +
                                          std::to_string(o.gpus() * (o.schedule ? o.schedule->inferenceSlicesPerGpu
                                                                                : int(1.0 / sliceFraction))) +
                                          " slices)"
                                    : ""));
}

} // namespace

// The GPU model's age in years at the scenario's as_of date (today when absent).
double modelAgeYears(const Scenario& s, const GpuSpec& gpu) {
    const std::string asOf = s.asOf.empty() ? todayIso() : s.asOf;
    const int year = std::stoi(asOf.substr(0, 4));
    const int month = asOf.size() >= 7 ? std::stoi(asOf.substr(5, 2)) : 7;
    return std::max(0.0, year + (month - 1) / 12.0 - (gpu.launchYear + 0.5)); // launch taken mid-year
}

namespace {

// Cost of one run: the option's all-in cost per GPU-hour used x GPUs x the run's hours.
double costPerRun(const OptionResult& r, double runHours) { return r.costPerGpuHour * r.gpus * runHours; }

void checkClaims(const Scenario& s, ScenarioResult& result) {
    for (const Claim& c : s.claims) {
        ClaimCheck check;
        check.claim = c;
        const auto opt = std::find_if(result.options.begin(), result.options.end(),
                                      [&](const OptionResult& o) { return o.name == c.option; });
        if (opt == result.options.end()) {
            check.note = "no option named '" + c.option + "'";
            result.claims.push_back(check);
            continue;
        }
        const WorkloadOnOption* w = nullptr;
        for (const auto& x : opt->workloads)
            if (x.workload == c.workload || (c.workload.empty() && opt->workloads.size() == 1)) w = &x;
        switch (c.metric) {
        case ClaimMetric::MonthlyCost: check.computed = opt->firstMonth.total(); break;
        case ClaimMetric::Utilization: check.computed = opt->utilization; break;
        case ClaimMetric::MigConcurrency:
        case ClaimMetric::TtftMs:
            for (const auto& x : opt->workloads)
                if (x.feasible && (x.workload == c.workload || (c.workload.empty() && x.tokensPerSecondPerGpu > 0)))
                    check.computed = c.metric == ClaimMetric::MigConcurrency ? x.migConcurrency : x.ttftMs;
            if (!check.computed) check.note = "no inference workload '" + c.workload + "' on this option";
            break;
        default:
            if (!w) {
                check.note = "no workload named '" + c.workload + "'";
            } else if (!w->feasible) {
                check.note = "the workload cannot run on this option: " + w->reason;
            } else {
                check.computed = c.metric == ClaimMetric::RunDays      ? w->runDays
                                 : c.metric == ClaimMetric::CostPerRun ? w->costPerRun
                                                                       : w->runsPerMonthCapacity;
            }
        }
        if (check.computed && *check.computed > 0) {
            check.ratio = c.value / *check.computed;
            // A bound ("under 600 ms") holds when the computed value is on its side (25 % slack).
            check.flagged = c.bound < 0   ? *check.computed > c.value * 1.25
                            : c.bound > 0 ? *check.computed < c.value / 1.25
                                          : std::abs(check.ratio - 1.0) > 0.25;
        } else if (check.computed) {
            check.flagged = c.value != 0;
        }
        result.claims.push_back(check);
    }
}

// Cash flows, the accounting view, cost per GPU-hour and per run of one option.
void optionCosts(const Scenario& s, const Option& o, const Catalog& catalog, const OptionCashFlows& cashFlows,
                 OptionResult& r) {
    const ToScenario convert = optionMoney(s, o);
    if (cashFlows && cashFlows(s, o, r)) {
        // priced as a fleet plan (docs/capacity-planning.md, "Options with tranches")
    } else if (o.own)
        ownCashFlows(s, o, modelAgeYears(s, *catalog.gpu(o.gpuId)), convert, r);
    else
        rentCashFlows(s, o, convert, r);
    r.firstMonth = r.months.empty() ? CostLines{} : r.months.front();
    r.averageMonth = CostLines{};
    for (const CostLines& c : r.months) r.averageMonth += c;
    r.accountingCost = r.averageMonth.total();
    r.averageMonth = r.averageMonth.scaled(1.0 / std::max(1, s.horizonMonths));
    // Per GPU-hour used: the level monthly equivalent of the horizon cost over the hours used
    // (committed rent and owned servers pay for idle hours too).
    const double used = std::clamp(r.utilization, 0.01, 1.0);
    r.costPerGpuHour =
        levelMonthlyCost(r.horizonCost, s.discountRate, s.horizonMonths) / (r.gpus * kHoursPerMonth * used);
    for (size_t i = 0; i < s.workloads.size(); ++i) {
        WorkloadOnOption& x = r.workloads[i];
        if (!x.feasible) continue;
        if (s.workloads[i].isTraining()) {
            x.costPerRun = costPerRun(r, x.runHours);
            x.costPerMillionTokens = x.costPerRun / (s.workloads[i].tokens / 1e6);
        } else { // a day's share: GPU-hours used x the cost per GPU-hour
            x.costPerRun = x.gpuHoursPerDay * r.costPerGpuHour;
            if (x.tokensPerSecondPerGpu > 0)
                x.costPerMillionOutputTokens = r.costPerGpuHour / (x.tokensPerSecondPerGpu * 3600.0) * 1e6;
        }
    }
}

// Break-even of each own option against each rent option, from the one measure: the month from
// which stopping the own plan costs no more than stopping the rent plan (cumulativeCash), and the
// own utilisation u* at which both cost the same per unit of work:
//   u* = own level monthly cost x own cluster hours per workload mix / (730 x rent's cost of the mix),
// rent's cost of the mix at its all-in cost per GPU-hour. Options over capacity are left out.
void breakEvens(const Scenario& s, ScenarioResult& result) {
    // With more than kMaxBreakEvenPairs own x rent pairs, each own option is compared with the
    // cheapest rent option only, so work and output stay linear in the options (issue 13).
    const auto owns = size_t(std::count_if(s.options.begin(), s.options.end(), [](const Option& o) { return o.own; }));
    const bool allPairs = owns * (s.options.size() - owns) <= kMaxBreakEvenPairs;
    size_t rentCheapest = s.options.size();
    for (size_t j = 0; j < s.options.size(); ++j)
        if (!s.options[j].own && !s.options[j].api &&
            (rentCheapest == s.options.size() ||
             result.options[j].horizonCost < result.options[rentCheapest].horizonCost))
            rentCheapest = j;
    for (size_t i = 0; i < s.options.size(); ++i) {
        if (!s.options[i].own) continue;
        for (size_t j = 0; j < s.options.size(); ++j) {
            if (!allPairs && j != rentCheapest) continue;
            if (s.options[j].own || s.options[j].api) continue;
            const OptionResult& own = result.options[i];
            const OptionResult& rent = result.options[j];
            BreakEven b{own.name, rent.name, std::nullopt, std::nullopt, {}};
            if (!own.feasibility.feasible() || !rent.feasibility.feasible()) {
                const OptionResult& bad = own.feasibility.feasible() ? rent : own;
                b.note =
                    bad.name + " does not meet the requirements (" + bad.feasibility.summary() + "); no break-even";
                result.breakEvens.push_back(b);
                continue;
            }
            for (int m = 1; m <= s.horizonMonths; ++m)
                if (own.cumulativeCash[size_t(m)] <= rent.cumulativeCash[size_t(m)] * (1.0 + 1e-9)) { // ties count
                    b.month = m;
                    break;
                }
            double ownHours = 0, rentCost = 0;
            bool comparable = true;
            for (size_t w = 0; w < s.workloads.size(); ++w) {
                if (!s.workloads[w].isTraining()) continue;
                if (!own.workloads[w].feasible || !rent.workloads[w].feasible) comparable = false;
                const double runs = runsPerMonthWithOneOffs(s.workloads[w], s.horizonMonths);
                ownHours += runs * own.workloads[w].runHours;
                rentCost += runs * rent.workloads[w].runHours * rent.gpus * rent.costPerGpuHour;
            }
            if (comparable && rentCost > 0 && ownHours > 0)
                b.utilization = levelMonthlyCost(own.horizonCost, s.discountRate, s.horizonMonths) * ownHours /
                                (kHoursPerMonth * rentCost);
            result.breakEvens.push_back(b);
        }
    }
}

} // namespace

std::string cheapestFeasible(const std::vector<OptionResult>& options) {
    double best = std::numeric_limits<double>::infinity();
    std::string name;
    for (const OptionResult& r : options)
        if (r.feasibility.feasible() && r.horizonCost < best) {
            best = r.horizonCost;
            name = r.name;
        }
    return name;
}

double runsPerMonthWithOneOffs(const Workload& w, int horizonMonths) {
    return w.runsPerMonth + double(w.oneOffRuns.size()) / std::max(1, horizonMonths);
}

double levelMonthlyCost(double horizonCost, double discountRate, int months) {
    const double d = discountRate / 12.0;
    double factor = 0;
    for (int m = 1; m <= months; ++m) factor += std::pow(1.0 + d, -m);
    return factor > 0 ? horizonCost / factor : 0.0;
}

namespace {

// One workload on one GPU option: run time (training), GPU-hours a day (inference, preprocessing)
// and the GPU-hours a month it adds to `hoursNeeded`; infeasible with the reason on bad input.
WorkloadOnOption evaluateWorkload(const Scenario& s, const Workload& w, const Option& o, const Catalog& catalog,
                                  const TrainingEstimator& estimate, double& hoursNeeded) {
    WorkloadOnOption x;
    x.workload = w.name;
    x.kind = w.kind;
    try {
        if (w.isTraining()) {
            const TrainingJob job = trainingJobFor(w, o, catalog);
            x.training = estimate(job);
            x.runDays = x.training.timeToTrainDays;
            x.runHours = x.runDays * 24.0;
            x.runsPerMonthCapacity = kHoursPerMonth / x.runHours;
            x.mfu = x.training.expected.mfu;
            hoursNeeded += runsPerMonthWithOneOffs(w, s.horizonMonths) * x.runHours;
        } else if (w.kind == WorkloadKind::Inference) {
            evaluateInference(w, o, catalog, x);
            hoursNeeded += x.gpuHoursPerDay * kDaysPerMonth / o.gpus();
        } else {
            const GpuSpec* reference = catalog.gpu(w.referenceGpu);
            if (!reference) throw InputError("reference_gpu", "unknown GPU '" + w.referenceGpu + "'");
            const double seconds = w.gpuSecondsPerItem / relativeThroughput(*catalog.gpu(o.gpuId), *reference);
            x.gpuHoursPerDay = w.itemsPerDay * seconds / 3600.0;
            hoursNeeded += x.gpuHoursPerDay * kDaysPerMonth / o.gpus();
        }
        x.feasible = true;
    } catch (const InputError& e) {
        x.reason = e.what();
    }
    return x;
}

OptionResult evaluateGpuOption(const Scenario& s, const Option& o, const Catalog& catalog,
                               const TrainingEstimator& estimate, const OptionCashFlows& cashFlows) {
    OptionResult r;
    r.name = o.name;
    r.own = o.own;
    r.gpuId = o.gpuId;
    r.gpus = o.gpus();
    bool allFeasible = true;
    for (const Workload& w : s.workloads) {
        r.workloads.push_back(evaluateWorkload(s, w, o, catalog, estimate, r.hoursNeeded));
        allFeasible = allFeasible && r.workloads.back().feasible;
    }
    const bool busiestFits = setMonthlyDemand(s, r);
    r.utilization = r.hoursNeeded / kHoursPerMonth;
    r.overCapacity = !allFeasible || r.utilization > 1.0 || !busiestFits;
    planDay(s, o, catalog, r);
    if (o.plannedUtilization) r.utilization = *o.plannedUtilization;
    optionCosts(s, o, catalog, cashFlows, r);
    return r;
}

} // namespace

ScenarioResult evaluateScenario(const Scenario& s, const Catalog& catalog, const TrainingEstimator& estimate,
                                EvaluationDepth depth, const OptionCashFlows& cashFlows) {
    ScenarioResult result;
    result.currency = s.currency;
    result.horizonMonths = s.horizonMonths;
    for (const Option& o : s.options) {
        result.options.push_back(o.api ? evaluateApiOption(s, o) // issue 19
                                       : evaluateGpuOption(s, o, catalog, estimate, cashFlows));
        result.options.back().feasibility = assessFeasibility(s, o, result.options.back());
    }
    breakEvens(s, result);
    result.cheapest = cheapestFeasible(result.options);
    if (depth == EvaluationDepth::CostsOnly) return result;
    checkClaims(s, result);
    result.serving = compareServing(s, catalog, estimate, result); // issue 19: api options against GPU options
    return result;
}

} // namespace gputco
