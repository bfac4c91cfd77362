#pragma once
// The cost model: what each option of a scenario costs per month, per run and over
// the horizon, when owning breaks even against renting, and how published claims
// compare. All money in the scenario's currency (converted with its dated rates).
//
// One economic measure (docs/cost-model.md): horizon_cost is the discounted cash flow over the
// horizon at the scenario's discount rate (monthly flows at rate / 12): capex when paid or the
// loan payments, opex by month, the loan principal still owed at the horizon, less the resale
// value of the servers then (resale.hpp); rent discounted alike, with committed terms counted to
// their end. Break-even, cheapest and the recommendation come from it; the cost lines below
// are the accounting (depreciation) view, summed as accounting_cost.
// Own per month (site_profile.hpp for the site lines):
//   depreciation = each purchase x (1 - residual) by the chosen schedule (depreciation.hpp)
//   power        = servers x kW x (idle + (busy - idle) x utilisation) x PUE x 730 h x electricity
//   colocation   = the facility: servers x kW x colocation per kW-month, or the own build amortised
//   maintenance, insurance, staff, licences; interest (financed)
// Rent: GPUs x price x hours (730 when the term pays idle hours; else the hours the work needs)
//   + storage + egress + licences; the price follows the cloud price trend.

#include "core/cost/feasibility.hpp"
#include "core/cost/scenario.hpp"
#include "core/cost/serving_comparison.hpp"
#include "core/training/training_job.hpp"
#include "core/training/training_result.hpp"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gputco {

inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kDaysPerMonth = kHoursPerMonth / 24.0;

// The accounting view of one month (depreciation instead of capex). colocation holds the
// facility cost (colocation rent or the own facility's amortised build cost).
struct CostLines {
    double depreciation = 0, power = 0, colocation = 0, maintenance = 0, staff = 0, interest = 0;
    double rent = 0, storage = 0, egress = 0;
    double insurance = 0, licences = 0;
    double total() const {
        return depreciation + power + colocation + maintenance + staff + interest + rent + storage + egress +
               insurance + licences;
    }
    CostLines& operator+=(const CostLines& o);
    CostLines scaled(double k) const;
};

struct WorkloadOnOption {
    std::string workload;
    WorkloadKind kind = WorkloadKind::Pretrain; // the workload's kind, for readers of the result
    bool feasible = false;
    std::string reason; // why not, when not feasible
    double runDays = 0;
    double runHours = 0;
    double runsPerMonthCapacity = 0; // if the option ran only this workload
    double costPerRun = 0;
    double costPerMillionTokens = 0;
    double mfu = 0;
    TrainingResult training;
    // inference and preprocessing
    double gpusNeeded = 0;     // at peak, in `unit`
    std::string unit = "GPUs"; // "GPUs" or "MIG slices"
    double gpuHoursPerDay = 0; // whole-GPU equivalents
    double tokensPerSecondPerGpu = 0;
    double ttftMs = 0, tpotMs = 0, p99Ms = 0;
    double costPerMillionOutputTokens = 0;
    double migConcurrency = 0; // concurrent requests per GPU with the day's MIG layout over whole-GPU serving
    // Serving memory per GPU (or MIG slice) at the peak's operating point, GiB: weights (all experts),
    // the KV cache of the batch it runs, and what the GPU (or slice) holds.
    double servingWeightsGib = 0, servingKvCacheGib = 0, servingCapacityGib = 0;
    double servingExpertWeightsGib = 0; // the routed experts' part of servingWeightsGib (MoE)
    // The deployment at the peak described like a validation row (serving_envelope.hpp), and its envelope,
    // which the services assess from the held-out serving rows (services::applyServingEnvelopes).
    ValidatedRun servingSubject;
    Envelope servingEnvelope;
};

struct OptionPlan; // core/capacity/option_tranches.hpp

struct OptionResult {
    std::string name;
    bool own = true;
    bool api = false; // a model API bought per token (api_option_cost.hpp)
    std::string gpuId;
    int gpus = 0;
    double capex = 0;              // own: servers and network, storage, installation
    double capexUpfront = 0;       // paid at month 0 (0 when financed)
    CostLines firstMonth;          // month 1
    CostLines averageMonth;        // over the horizon
    std::vector<CostLines> months; // 1 .. horizon (accounting view)
    // 0 .. horizon: the discounted cost of the plan if it stopped at month m (cash paid so far,
    // plus the loan still owed and committed rent still due, less what the servers would fetch).
    // Its last point is horizonCost.
    std::vector<double> cumulativeCash;
    double horizonCost = 0;     // THE economic measure: discounted cash over the horizon
    double npv = 0;             // = horizonCost (kept for older readers)
    double accountingCost = 0;  // the depreciation view: sum of the cost lines over the horizon
    double resaleValue = 0;     // what the servers owned at the horizon would fetch then
    double loanOutstanding = 0; // principal still owed at the horizon
    int refreshes = 0;          // purchases after the first (horizon longer than the depreciation life)
    double costPerGpuHour = 0;  // all-in, per GPU-hour used at the option's utilisation
    double pricePerGpuHour = 0; // rent: the month-1 price used
    // Rent: the rent over the horizon months (undiscounted) of the reserved GPUs, and of the
    // others at the option's own billing (all of it when nothing is reserved).
    int reservedGpus = 0;
    double reservedPricePerGpuHour = 0; // month-1 price of the reserved GPUs
    double reservedRent = 0, onDemandRent = 0;
    double hoursNeeded = 0; // per month for the scenario's workloads (per GPU: the mean of demandByMonth / GPUs)
    // Issue 45: GPU-hours the workloads need in each month 0 .. H-1 (monthly_demand.hpp), and the serving
    // GPUs the busiest hour needs in each month; feasibility, the capacity chart and the rent bill use them.
    std::vector<double> demandByMonth, peakServingGpusByMonth;
    double utilization = 0;    // hoursNeeded / 730, or the option's planned utilisation
    bool overCapacity = false; // cannot run the workloads in a month
    std::vector<WorkloadOnOption> workloads;
    // 24-hour plan: GPUs (whole-GPU equivalents) in use each hour by each workload, and
    // what the schedule cannot do (training that misses its night window, too few slices).
    std::vector<std::vector<double>> gpusByHour; // [hour][workload]
    std::vector<std::string> scheduleProblems;
    // Whether the option meets every requirement of the scenario (feasibility.hpp): the one
    // rule every "cheapest" and recommendation uses.
    Feasibility feasibility;
    // The fleet plan an own option with tranches or burst was priced by (fleetPlanOptionCashFlows), so every
    // view of it (the workbook's fleet sheet) shows the same plan without solving it again; null otherwise.
    std::shared_ptr<const OptionPlan> fleetPlan;
};

// Up to this many own x rent pairs, every pair gets a break-even; beyond it each own
// option is compared with the cheapest rent option only (linear in options).
inline constexpr size_t kMaxBreakEvenPairs = 400;

struct BreakEven {
    std::string own, rent;
    std::optional<int> month;          // first month the own option's cumulative cash is no more than rent's
    std::optional<double> utilization; // own cluster utilisation at which both cost the same per unit of work
    std::string note;                  // why there is no break-even (an option over capacity)
};

struct ClaimCheck {
    Claim claim;
    std::optional<double> computed;
    double ratio = 0;     // claimed / computed
    bool flagged = false; // off by more than 25 %
    std::string note;
};

struct ScenarioResult {
    Currency currency = Currency::USD;
    int horizonMonths = 0;
    std::vector<OptionResult> options;
    std::vector<BreakEven> breakEvens;
    std::string cheapest; // lowest horizon cost among the feasible options (feasibility.hpp); "" when none
    std::vector<ClaimCheck> claims;
    std::vector<ServingComparison> serving; // each api option against the GPU options (serving_break_even.hpp)
};

// How the cost model gets run times: normally estimateTraining.
using TrainingEstimator = std::function<TrainingResult(const TrainingJob&)>;

// Cheapest over the horizon (the one measure) among the options that meet every requirement
// (feasibility.hpp); "" when none does.
std::string cheapestFeasible(const std::vector<OptionResult>& options);

// Runs a month of a training workload with its one-off runs spread over the horizon (their
// GPU-hours are paid within it; the capacity planner, gpu-tco plan, places them in their month).
double runsPerMonthWithOneOffs(const Workload& w, int horizonMonths);

// Equivalent level monthly cost of a horizon cost: horizonCost / sum over m = 1..H of (1 + r/12)^-m.
double levelMonthlyCost(double horizonCost, double discountRate, int months);

// What evaluateScenario computes besides each option's costs: CostsOnly leaves out the claim
// check and the API-versus-GPU comparison (many evaluations each), for Monte Carlo samples.
enum class EvaluationDepth { Full, CostsOnly };

// Cash flows of an option priced elsewhere (an own option with tranches, core/capacity/option_tranches):
// fills the fields ownCashFlows fills and returns true, or returns false to leave the option to the model.
using OptionCashFlows = std::function<bool(const Scenario& s, const Option& o, OptionResult& r)>;

// Throws InputError (unknown GPU, fabric or storage id; missing exchange rate).
ScenarioResult evaluateScenario(const Scenario& s, const Catalog& catalog, const TrainingEstimator& estimate,
                                EvaluationDepth depth = EvaluationDepth::Full, const OptionCashFlows& cashFlows = {});

// The GPU model's age in years at the scenario's as_of date (resale.hpp; the capacity planner too).
double modelAgeYears(const Scenario& s, const GpuSpec& gpu);

// The training job a workload becomes on an option.
TrainingJob trainingJobFor(const Workload& w, const Option& o, const Catalog& catalog);

// How much faster `gpu` runs a preprocessing item than `reference`: the geometric mean of
// their BF16 (FP16) peak and HBM bandwidth ratios (OCR/ASR models mix compute- and
// memory-bound kernels).
double relativeThroughput(const GpuSpec& gpu, const GpuSpec& reference);

} // namespace gputco
