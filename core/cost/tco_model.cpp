#include "core/cost/tco_model.hpp"

#include "core/training/training_rules.hpp"

#include "core/catalog/catalog.hpp"
#include "core/cost/depreciation.hpp"
#include "core/inference/inference_model.hpp"
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
    return *this;
}

CostLines CostLines::scaled(double k) const {
    CostLines c = *this;
    for (double* v : {&c.depreciation, &c.power, &c.colocation, &c.maintenance, &c.staff, &c.interest, &c.rent,
                      &c.storage, &c.egress})
        *v *= k;
    return c;
}

TrainingJob trainingJobFor(const Workload& w, const Option& o, const Catalog& catalog) {
    const GpuSpec* gpu = catalog.gpu(o.gpuId);
    if (!gpu) throw InputError("options." + o.name + ".gpu", "unknown GPU '" + o.gpuId + "'; valid ids: " + catalog.gpuIdList());
    const Fabric* fabric = catalog.fabric(o.fabricId);
    if (!fabric)
        throw InputError("options." + o.name + ".fabric", "unknown fabric '" + o.fabricId + "'; valid ids: " + catalog.fabricIdList());
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
    // BF16 on a GPU without it (V100) means its FP16 tensor cores.
    job.precision = effectivePrecision(*gpu, w.precision);
    if (w.kind == WorkloadKind::Lora) job.lora = LoraConfig{w.loraRank, w.loraAllLinear, w.qlora};
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

constexpr double kDaysPerMonth = kHoursPerMonth / 24.0;

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
    if (o.schedule) j.mig = o.schedule->inferenceProfile;
    else if (w.migProfile) j.mig = w.migProfile;
    return j;
}

// GPUs (or slices) for the peak and the average load; GPU-hours a day; cost fields later.
void evaluateInference(const Workload& w, const Option& o, const Catalog& catalog, WorkloadOnOption& x) {
    InferenceJob j = inferenceJobFor(w, o, catalog);
    j.qps = w.peakQps;
    const InferenceResult peak = estimateInference(j);
    j.qps = w.averageQps.value_or(w.peakQps / 2.0);
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
    if (peak.gpusNeeded > (j.mig ? o.gpus() * (o.schedule ? o.schedule->inferenceSlicesPerGpu : int(1.0 / sliceFraction)) : o.gpus()))
        throw InputError("peak_qps", "the peak needs " + std::to_string(peak.gpusNeeded) + " " + peak.unit + ", the option has " +
                                         std::to_string(o.gpus()) + " GPUs" + (j.mig ? " (" + std::to_string(o.gpus() * (o.schedule ? o.schedule->inferenceSlicesPerGpu : int(1.0 / sliceFraction))) + " slices)" : ""));
}

// The 24-hour plan: by day inference and preprocessing on MIG slices, by night training
// on whole GPUs; without a schedule the work spreads evenly over the day.
void planDay(const Scenario& s, const Option& o, const Catalog& catalog, OptionResult& r) {
    const int gpus = o.gpus();
    r.gpusByHour.assign(24, std::vector<double>(s.workloads.size(), 0.0));
    if (!o.schedule) {
        for (size_t w = 0; w < s.workloads.size(); ++w) {
            const WorkloadOnOption& x = r.workloads[w];
            if (!x.feasible) continue;
            const double perDay = s.workloads[w].isTraining() ? s.workloads[w].runsPerMonth * x.runHours * gpus / kDaysPerMonth : x.gpuHoursPerDay;
            for (int h = 0; h < 24; ++h) r.gpusByHour[size_t(h)][w] = perDay / 24.0;
        }
        return;
    }
    const Schedule& plan = *o.schedule;
    const GpuSpec& gpu = *catalog.gpu(o.gpuId);
    const int dayHours = plan.dayHours(), nightHours = 24 - dayHours;
    try {
        const MigProfile inf = findMigProfile(gpu, plan.inferenceProfile);
        const MigProfile pre = findMigProfile(gpu, plan.preprocessProfile);
        const int compute = plan.inferenceSlicesPerGpu * inf.computeSlices + plan.preprocessSlicesPerGpu * pre.computeSlices;
        const int memory = plan.inferenceSlicesPerGpu * inf.memorySlices + plan.preprocessSlicesPerGpu * pre.memorySlices;
        if (compute > 7 || memory > 8)
            r.scheduleProblems.push_back("the day layout needs " + std::to_string(compute) + " of 7 compute and " + std::to_string(memory) +
                                         " of 8 memory slices per GPU; use smaller profiles or fewer slices");
        for (size_t w = 0; w < s.workloads.size(); ++w) {
            const Workload& wl = s.workloads[w];
            const WorkloadOnOption& x = r.workloads[w];
            if (!x.feasible) continue;
            if (wl.kind == WorkloadKind::Preprocess) {
                const double sliceHours = x.gpuHoursPerDay / pre.computeFraction();
                const double available = double(gpus) * plan.preprocessSlicesPerGpu * dayHours;
                if (sliceHours > available)
                    r.scheduleProblems.push_back(wl.name + " needs " + std::to_string(int(std::ceil(sliceHours))) +
                                                 " slice-hours a day, the day layout has " + std::to_string(int(available)));
                for (int h = plan.dayStart; h < plan.dayEnd; ++h) r.gpusByHour[size_t(h)][w] = x.gpuHoursPerDay / dayHours;
            } else if (wl.kind == WorkloadKind::Inference) {
                for (int h = plan.dayStart; h < plan.dayEnd; ++h) r.gpusByHour[size_t(h)][w] = x.gpuHoursPerDay / std::min<double>(dayHours, wl.hoursPerDay);
            } else {
                if (x.runHours > nightHours)
                    r.scheduleProblems.push_back(wl.name + " takes " + std::to_string(x.runHours).substr(0, 5) +
                                                 " h, longer than the " + std::to_string(nightHours) + "-hour night window");
                const double perWeek = wl.runsPerMonth / (kDaysPerMonth / 7.0) * x.runHours;
                if (perWeek > 7.0 * nightHours)
                    r.scheduleProblems.push_back(wl.name + " needs " + std::to_string(int(perWeek)) + " h of whole GPUs a week, the nights give " +
                                                 std::to_string(7 * nightHours));
                const double busy = std::min(1.0, perWeek / (7.0 * nightHours));
                for (int h = 0; h < 24; ++h)
                    if (h < plan.dayStart || h >= plan.dayEnd) r.gpusByHour[size_t(h)][w] = busy * gpus;
            }
        }
    } catch (const InputError& e) {
        r.scheduleProblems.push_back(e.what());
    }
    double used = 0;
    for (const auto& hour : r.gpusByHour)
        for (double g : hour) used += g;
    r.utilization = used / (24.0 * gpus);
    r.hoursNeeded = r.utilization * kHoursPerMonth;
    if (!r.scheduleProblems.empty()) r.overCapacity = true;
}

double money(const Scenario& s, const Option& o, double amount, const char* field) {
    return toScenarioCurrency(s, Money(amount, o.currency), "options." + o.name + "." + field).amount();
}

void ownCosts(const Scenario& s, const Option& o, OptionResult& r) {
    const OwnTerms& t = o.ownTerms;
    r.capex = money(s, o, t.servers * t.serverPrice + t.networkCapex + t.storageCapex + t.installCapex, "server_price");
    const double base = r.capex * (1.0 - t.residualFraction);
    const double kw = t.servers * t.serverPowerKw;
    const double power = kw * t.averageLoad * t.pue * kHoursPerMonth * money(s, o, t.electricityPerKwh, "electricity_per_kwh");
    const double colocation = kw * money(s, o, t.colocationPerKwMonth, "colocation_per_kw_month");
    const double maintenance = r.capex * t.maintenanceFractionPerYear / 12.0;
    const double staff = money(s, o, t.staffPerMonth, "staff_per_month");
    const int loanMonths = int(std::lround(t.depreciationYears * 12.0));
    const double monthlyRate = t.interestRate / 12.0;
    const bool financed = t.interestRate > 0;
    const double payment = financed ? annuityPayment(r.capex, monthlyRate, loanMonths) : 0.0;

    std::vector<double> cash{financed ? 0.0 : r.capex};
    double booked = 0;
    for (int m = 1; m <= s.horizonMonths; ++m) {
        CostLines c;
        c.depreciation = depreciationInMonth(t.depreciation, base, t.depreciationYears, m);
        c.power = power;
        c.colocation = colocation;
        c.maintenance = maintenance;
        c.staff = staff;
        c.interest = financed ? annuityInterest(r.capex, monthlyRate, loanMonths, m) : 0.0;
        booked += c.depreciation;
        r.months.push_back(c);
        const double opex = power + colocation + maintenance + staff;
        cash.push_back(opex + (financed && m <= loanMonths ? payment : 0.0));
    }
    // What is still owned at the horizon's end counts back (book value, discounted).
    std::vector<double> flows = cash;
    flows.back() -= std::max(0.0, r.capex - booked);
    r.npv = netPresentValue(flows, t.discountRate / 12.0);
    double running = 0;
    for (double c : cash) r.cumulativeCash.push_back(running += c);
}

void rentCosts(const Scenario& s, const Option& o, OptionResult& r) {
    const RentTerms& t = o.rentTerms;
    const double price = money(s, o, t.pricePerGpuHour, "price_per_gpu_hour");
    const double hours = t.billing == Billing::Committed ? kHoursPerMonth : std::min(r.hoursNeeded, kHoursPerMonth);
    CostLines c;
    c.rent = t.gpus * price * hours;
    c.storage = money(s, o, t.storagePerMonth, "storage_per_month");
    c.egress = money(s, o, t.egressPerMonth, "egress_per_month");
    r.months.assign(size_t(s.horizonMonths), c);
    double running = 0;
    r.cumulativeCash.push_back(0);
    std::vector<double> flows{0.0};
    for (int m = 1; m <= s.horizonMonths; ++m) {
        r.cumulativeCash.push_back(running += c.total());
        flows.push_back(c.total());
    }
    r.npv = netPresentValue(flows, 0.0);
}

// Cost of one run: the option's hourly cost times the run's hours (on-demand: the GPUs' hourly price).
double costPerRun(const Scenario& s, const Option& o, const OptionResult& r, double runHours) {
    if (!o.own && o.rentTerms.billing == Billing::OnDemand) {
        const double price = money(s, o, o.rentTerms.pricePerGpuHour, "price_per_gpu_hour");
        const double fixed = r.firstMonth.storage + r.firstMonth.egress;
        return o.rentTerms.gpus * price * runHours + fixed * runHours / kHoursPerMonth;
    }
    return r.averageMonth.total() / kHoursPerMonth * runHours;
}

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

// The rent option with the lowest horizon cost among those that can run the work
// (any rent option when none can); the size of the options when there is none.
size_t cheapestRentOption(const Scenario& s, const ScenarioResult& result) {
    size_t best = s.options.size();
    for (size_t j = 0; j < s.options.size(); ++j) {
        if (s.options[j].own) continue;
        const OptionResult& r = result.options[j];
        if (best == s.options.size()) best = j;
        const OptionResult& b = result.options[best];
        if (std::make_pair(r.overCapacity, r.horizonCost) < std::make_pair(b.overCapacity, b.horizonCost)) best = j;
    }
    return best;
}

} // namespace

ScenarioResult evaluateScenario(const Scenario& s, const Catalog& catalog, const TrainingEstimator& estimate) {
    ScenarioResult result;
    result.currency = s.currency;
    result.horizonMonths = s.horizonMonths;
    for (const Option& o : s.options) {
        OptionResult r;
        r.name = o.name;
        r.own = o.own;
        r.gpuId = o.gpuId;
        r.gpus = o.gpus();
        bool allFeasible = true;
        for (const Workload& w : s.workloads) {
            WorkloadOnOption x;
            x.workload = w.name;
            try {
                if (w.isTraining()) {
                    const TrainingJob job = trainingJobFor(w, o, catalog);
                    x.training = estimate(job);
                    x.runDays = x.training.timeToTrainDays;
                    x.runHours = x.runDays * 24.0;
                    x.runsPerMonthCapacity = kHoursPerMonth / x.runHours;
                    x.mfu = x.training.expected.mfu;
                    r.hoursNeeded += w.runsPerMonth * x.runHours;
                } else if (w.kind == WorkloadKind::Inference) {
                    evaluateInference(w, o, catalog, x);
                    r.hoursNeeded += x.gpuHoursPerDay * kDaysPerMonth / o.gpus();
                } else {
                    const GpuSpec* reference = catalog.gpu(w.referenceGpu);
                    if (!reference) throw InputError("reference_gpu", "unknown GPU '" + w.referenceGpu + "'");
                    const double seconds = w.gpuSecondsPerItem / relativeThroughput(*catalog.gpu(o.gpuId), *reference);
                    x.gpuHoursPerDay = w.itemsPerDay * seconds / 3600.0;
                    r.hoursNeeded += x.gpuHoursPerDay * kDaysPerMonth / o.gpus();
                }
                x.feasible = true;
            } catch (const InputError& e) {
                x.reason = e.what();
                allFeasible = false;
            }
            r.workloads.push_back(std::move(x));
        }
        r.utilization = r.hoursNeeded / kHoursPerMonth;
        r.overCapacity = !allFeasible || r.utilization > 1.0;
        planDay(s, o, catalog, r);
        if (o.own) ownCosts(s, o, r);
        else rentCosts(s, o, r);
        r.firstMonth = r.months.empty() ? CostLines{} : r.months.front();
        for (const CostLines& c : r.months) r.averageMonth += c;
        r.horizonCost = r.averageMonth.total();
        r.averageMonth = r.averageMonth.scaled(1.0 / std::max(1, s.horizonMonths));
        for (size_t i = 0; i < s.workloads.size(); ++i) {
            WorkloadOnOption& x = r.workloads[i];
            if (!x.feasible) continue;
            if (s.workloads[i].isTraining()) {
                x.costPerRun = costPerRun(s, o, r, x.runHours);
                x.costPerMillionTokens = x.costPerRun / (s.workloads[i].tokens / 1e6);
            } else {
                // A day's share of the option's cost (GPU-hours used x the cluster's cost per GPU-hour).
                const double perGpuHour = costPerRun(s, o, r, 1.0) / o.gpus();
                x.costPerRun = x.gpuHoursPerDay * perGpuHour;
                if (x.tokensPerSecondPerGpu > 0) x.costPerMillionOutputTokens = perGpuHour / (x.tokensPerSecondPerGpu * 3600.0) * 1e6;
            }
        }
        result.options.push_back(std::move(r));
    }

    // Break-even of each own option against each rent option; with more than
    // kMaxBreakEvenPairs pairs, against the cheapest rent option only, so that the
    // work and the output stay linear in the number of options (issue 13).
    const size_t rentCheapest = cheapestRentOption(s, result);
    const bool allPairs = size_t(std::count_if(s.options.begin(), s.options.end(), [](const Option& o) { return o.own; })) *
                              size_t(std::count_if(s.options.begin(), s.options.end(), [](const Option& o) { return !o.own; })) <=
                          kMaxBreakEvenPairs;
    for (size_t i = 0; i < s.options.size(); ++i) {
        if (!s.options[i].own) continue;
        for (size_t j = 0; j < s.options.size(); ++j) {
            if (s.options[j].own || (!allPairs && j != rentCheapest)) continue;
            const OptionResult& own = result.options[i];
            const OptionResult& rent = result.options[j];
            BreakEven b{own.name, rent.name, std::nullopt, std::nullopt};
            for (int m = 1; m <= s.horizonMonths; ++m)
                if (own.cumulativeCash[size_t(m)] <= rent.cumulativeCash[size_t(m)] * (1.0 + 1e-9)) { // ties count
                    b.month = m;
                    break;
                }
            // Utilisation u* at which owning costs what renting the same work costs:
            // u* = (own monthly cost - rent's fixed costs) x own hours per workload mix / (730 x rent's
            // GPU-hour cost of that mix).
            double ownHours = 0, rentCost = 0;
            bool comparable = true;
            const double price = money(s, s.options[j], s.options[j].rentTerms.pricePerGpuHour, "price_per_gpu_hour");
            for (size_t w = 0; w < s.workloads.size(); ++w) {
                if (!s.workloads[w].isTraining()) continue;
                if (!own.workloads[w].feasible || !rent.workloads[w].feasible) comparable = false;
                ownHours += s.workloads[w].runsPerMonth * own.workloads[w].runHours;
                rentCost += s.workloads[w].runsPerMonth * rent.workloads[w].runHours * rent.gpus * price;
            }
            if (comparable && rentCost > 0 && ownHours > 0) {
                const double fixed = rent.firstMonth.storage + rent.firstMonth.egress;
                b.utilization = std::max(0.0, own.averageMonth.total() - fixed) * ownHours / (kHoursPerMonth * rentCost);
            }
            result.breakEvens.push_back(b);
        }
    }

    // Cheapest over the horizon among the options that can run the work.
    double best = std::numeric_limits<double>::infinity();
    for (const OptionResult& r : result.options)
        if (!r.overCapacity && r.horizonCost < best) {
            best = r.horizonCost;
            result.cheapest = r.name;
        }
    checkClaims(s, result);
    return result;
}

} // namespace gputco
