#include "core/capacity/plan_builder.hpp"

#include "core/capacity/fleet_optimiser.hpp"
#include "core/cost/option_costs.hpp"
#include "core/validation.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {
const Option& firstOf(const Scenario& s, bool own) {
    for (const Option& o : s.options)
        if (o.own == own) return o;
    throw InputError("options", own ? "the plan needs an own option (its site terms price the tranches)"
                                    : "no rent option to burst to");
}

bool hasRent(const Scenario& s) {
    return std::any_of(s.options.begin(), s.options.end(), [](const Option& o) { return !o.own; });
}

double total(const std::vector<double>& v) {
    double t = 0;
    for (double x : v) t += x;
    return t;
}
} // namespace

OptionResult evaluateOptionAlone(const Scenario& s, const std::vector<DemandTimeline>& tl, Option o,
                                 const Catalog& catalog, const TrainingEstimator& estimate) {
    Scenario one = s;
    one.options = {std::move(o)};
    one.claims.clear();
    for (size_t w = 0; w < one.workloads.size() && w < tl.size(); ++w) {
        one.workloads[w].timeline = tl[w];
        one.workloads[w].oneOffRuns = tl[w].oneOff;
    }
    return evaluateScenario(one, catalog, estimate, EvaluationDepth::CostsOnly).options.front();
}

namespace {
bool runnable(const OptionResult& r) {
    return r.scheduleProblems.empty() &&
           std::all_of(r.workloads.begin(), r.workloads.end(), [](const WorkloadOnOption& x) { return x.feasible; });
}
} // namespace

std::vector<double> monthlyGpuHours(const Scenario& s, const std::vector<DemandTimeline>& tl, const Option& o,
                                    const Catalog& catalog, const TrainingEstimator& estimate, double& utilization) {
    const OptionResult r = evaluateOptionAlone(s, tl, o, catalog, estimate);
    utilization = r.utilization;
    for (size_t w = 0; w < s.workloads.size(); ++w)
        if (!r.workloads[w].feasible)
            throw InputError("workloads." + s.workloads[w].name,
                             "cannot run on " + o.gpuId + ": " + r.workloads[w].reason);
    // Issue 45: the demand evaluate judges and bills the option by (core/cost/monthly_demand.hpp)
    return r.demandByMonth;
}

Option trancheOption(const Option& templ, const GpuSpec& gpu, const Catalog& catalog) {
    Option o = templ;
    if (gpu.id == templ.gpuId) return o;
    const GpuSpec* t = catalog.gpu(templ.gpuId);
    o.gpuId = gpu.id;
    o.name = templ.name + " (" + gpu.id + ")";
    o.ownTerms.gpusPerServer = std::max(1, gpu.serverGpus);
    if (t && t->serverPriceUsd > 0 && gpu.serverPriceUsd > 0)
        o.ownTerms.serverPrice = templ.ownTerms.serverPrice * gpu.serverPriceUsd / t->serverPriceUsd;
    const double tdpRatio =
        t && t->tdp.value() > 0 ? gpu.tdp.value() * gpu.serverGpus / (t->tdp.value() * t->serverGpus) : 1.0;
    o.ownTerms.serverPowerKw = templ.ownTerms.serverPowerKw * tdpRatio;
    return o;
}

OptionResult trancheCashFlows(const Scenario& s, const PlanType& type, int servers, int month,
                              std::optional<double> serverPrice) {
    Scenario sp = s;
    sp.horizonMonths = s.horizonMonths - month;
    Option o = type.option;
    OwnTerms& t = o.ownTerms;
    const double trend = std::pow(1.0 + s.hardwarePriceTrend, month / 12.0);
    t.networkCapex = type.option.ownTerms.networkCapex * servers / std::max(1, type.option.ownTerms.servers) * trend;
    t.serverPrice = serverPrice ? *serverPrice : t.serverPrice * trend;
    t.servers = servers;
    t.storageCapex = t.installCapex = t.staffPerMonth = t.storagePerMonth = t.egressPerMonth = 0;
    OptionResult r;
    r.utilization = type.utilization;
    ownCashFlows(sp, o, type.modelAge + month / 12.0, optionMoney(s, o), r);
    return r;
}

double trancheCost(const Scenario& s, const PlanType& type, int servers, int month, std::optional<double> serverPrice) {
    if (servers == 0) return 0.0;
    return trancheCashFlows(s, type, servers, month, serverPrice).horizonCost *
           std::pow(1.0 + s.discountRate / 12.0, -month);
}

OptionResult fixedCashFlows(const Scenario& s, const Option& templ, double util) {
    Option o = templ;
    o.ownTerms.servers = 0;
    o.ownTerms.serverPrice = o.ownTerms.networkCapex = 0;
    OptionResult r;
    r.utilization = util;
    ownCashFlows(s, o, 0.0, optionMoney(s, o), r);
    return r;
}

void addBurst(const Scenario& s, const std::vector<DemandTimeline>& tl, const Catalog& catalog,
              const TrainingEstimator& estimate, const Option& rent, PlanProblem& p) {
    double util = 0;
    const double hours = total(monthlyGpuHours(s, tl, rent, catalog, estimate, util));
    const double refHours = total(p.demand);
    p.burst = true;
    p.burstGpuId = rent.gpuId;
    p.burstGpuHoursPerWork = refHours > 0 ? hours / refHours : 1.0;
    const double price = optionMoney(s, rent)(rent.rentTerms.pricePerGpuHour, "price_per_gpu_hour");
    p.burstPricePerWork.clear();
    p.burstCostPerWork.clear();
    for (int m = 0; m < s.horizonMonths; ++m) { // yearly price steps (option_costs.cpp), paid in month m + 1
        p.burstPricePerWork.push_back(price * std::pow(1.0 + s.cloudPriceTrend, std::floor(m / 12.0)) *
                                      p.burstGpuHoursPerWork);
        p.burstCostPerWork.push_back(p.burstPricePerWork.back() * std::pow(1.0 + s.discountRate / 12.0, -(m + 1)));
    }
}

std::vector<double> ownedFloor(const Scenario& s, const std::vector<DemandTimeline>& tl, const Option& ref,
                               const Catalog& catalog, const TrainingEstimator& estimate) {
    // the fewest whole servers on which every workload runs and the day layout fits (bisection)
    Option o = ref;
    int lo = 0, hi = std::max(1, ref.ownTerms.servers);
    const auto runsOn = [&](int servers) {
        o.ownTerms.servers = servers;
        return runnable(evaluateOptionAlone(s, tl, o, catalog, estimate));
    };
    while (!runsOn(hi) && hi < 4096) lo = hi, hi *= 2;
    while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        (runsOn(mid) ? hi : lo) = mid;
    }
    o.ownTerms.servers = hi;
    const OptionResult r = evaluateOptionAlone(s, tl, o, catalog, estimate);
    const double least = double(hi * ref.ownTerms.gpusPerServer);
    std::vector<double> floor(size_t(s.horizonMonths), least * kHoursPerMonth);
    for (size_t m = 0; m < floor.size() && m < r.peakServingGpusByMonth.size(); ++m)
        floor[m] = std::max(least, r.peakServingGpusByMonth[m]) * kHoursPerMonth;
    return floor;
}

PlanProblem planTypes(const Scenario& s, const std::vector<DemandTimeline>& tl, const Catalog& catalog,
                      const TrainingEstimator& estimate, const Option& templ, const std::vector<std::string>& gpuIds,
                      std::vector<PlanType>& types) {
    PlanProblem p;
    p.horizonMonths = s.horizonMonths;
    double refHours = 0;
    for (const std::string& id : gpuIds) {
        const GpuSpec* gpu = catalog.gpu(id);
        if (!gpu) throw InputError("--gpus", "unknown GPU '" + id + "'; valid ids: " + catalog.gpuIdList());
        PlanType type{trancheOption(templ, *gpu, catalog), 0.0, modelAgeYears(s, *gpu)};
        const std::vector<double> hours = monthlyGpuHours(s, tl, type.option, catalog, estimate, type.utilization);
        if (p.types.empty()) {
            p.demand = hours;
            refHours = total(hours);
            p.fixedCost = fixedCashFlows(s, templ, type.utilization).horizonCost;
            p.ownedFloor = ownedFloor(s, tl, type.option, catalog, estimate);
        }
        const double ratio = total(hours) > 0 ? refHours / total(hours) : 1.0; // work per GPU-hour of this type
        const int perServer = type.option.ownTerms.gpusPerServer;
        p.types.push_back({id, perServer, perServer * kHoursPerMonth * ratio});
        types.push_back(std::move(type));
    }
    return p;
}

namespace {
void checkRequest(const Scenario& s, const PlanRequest& rq) {
    if (rq.maxServers < 0 || rq.maxServers > 4096) throw InputError("--max-servers", "allowed 0 to 4096");
    if (rq.purchaseMonths.empty()) throw InputError("--purchase-months", "needs at least one month");
    for (size_t i = 0; i < rq.purchaseMonths.size(); ++i) {
        const int m = rq.purchaseMonths[i];
        if (m < 0 || m >= s.horizonMonths)
            throw InputError("--purchase-months", std::to_string(m) + " is outside the horizon; allowed 0 to " +
                                                      std::to_string(s.horizonMonths - 1));
        if (i > 0 && m <= rq.purchaseMonths[i - 1]) throw InputError("--purchase-months", "must increase");
    }
}
} // namespace

PlanProblem buildPlanProblem(const Scenario& s, const std::vector<DemandTimeline>& tl, const Catalog& catalog,
                             const TrainingEstimator& estimate, const PlanRequest& rq) {
    checkRequest(s, rq);
    requireSearchable(rq.maxServers, rq.gpuIds.empty() ? 1 : rq.gpuIds.size(), rq.purchaseMonths.size());
    const Option& templ = firstOf(s, true);
    std::vector<PlanType> types;
    PlanProblem p = planTypes(s, tl, catalog, estimate, templ,
                              rq.gpuIds.empty() ? std::vector<std::string>{templ.gpuId} : rq.gpuIds, types);
    p.purchaseMonths = rq.purchaseMonths;
    p.maxServers = rq.maxServers;
    for (const PlanType& type : types) {
        p.trancheCost.emplace_back();
        for (int month : p.purchaseMonths) {
            std::vector<double> costs;
            for (int n = 0; n <= p.maxServers; ++n) costs.push_back(trancheCost(s, type, n, month));
            p.trancheCost.back().push_back(std::move(costs));
        }
    }
    if (rq.burst && hasRent(s)) addBurst(s, tl, catalog, estimate, firstOf(s, false), p);
    return p;
}

} // namespace gputco
