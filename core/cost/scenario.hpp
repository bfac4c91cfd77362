#pragma once
// A planning scenario as the cost model sees it: the work a team must run each
// month and two or more ways of running it (own servers or rented GPUs), with
// prices in a base currency and dated exchange rates.

#include "core/capacity/confidence.hpp"
#include "core/capacity/demand_timeline.hpp"
#include "core/catalog/precision.hpp"
#include "core/cost/api_terms.hpp"
#include "core/money.hpp"
#include "core/training/efficiency_calibration.hpp"
#include "core/training/model_shape.hpp"
#include "core/training/training_job.hpp"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

enum class WorkloadKind { Pretrain, Finetune, Lora, Inference, Preprocess };
std::string_view workloadKindName(WorkloadKind k);
std::optional<WorkloadKind> workloadKindFromName(std::string_view name);

struct Workload {
    std::string name;
    WorkloadKind kind = WorkloadKind::Pretrain;
    ModelShape shape;  // from "params" (Llama-style rule) or an explicit "shape"
    double tokens = 0; // per run
    int seqLen = 2048;
    Precision precision = Precision::BF16;
    double runsPerMonth = 1;
    std::optional<double> globalBatchTokens;
    // pretrain and finetune: the pipeline schedule (DualPipe: arXiv:2412.19437) and, for MoE, how
    // tokens reach their experts; the defaults are the slower, common ones (docs/training-model.md)
    PipelineSchedule pipelineSchedule = PipelineSchedule::OneFOneB;
    MoeDispatcher moeDispatcher = MoeDispatcher::AllToAll;
    bool bf16GradientReduce = false; // "grad_reduce": "bf16" (TrainingJob::bf16GradientReduce)
    // lora
    int loraRank = 16;
    bool loraAllLinear = false;
    bool qlora = false;
    // inference: requests of promptTokens in, outputTokens out; peak and average load
    double promptTokens = 512, outputTokens = 256;
    double peakQps = 0;
    std::optional<double> averageQps; // default: half the peak
    std::optional<double> p99Ms, ttftMs, tpotMs;
    double hoursPerDay = 24;               // hours a day the service runs
    double cachedPromptShare = 0;          // share of prompt tokens an API bills at its cached price (0-1)
    std::optional<std::string> migProfile; // serve from MIG slices (without a schedule)
    // preprocess: items a day, each taking gpuSecondsPerItem on referenceGpu
    double itemsPerDay = 0;
    double gpuSecondsPerItem = 0;
    std::string referenceGpu = "A100-SXM4-80GB";
    // Requirements (issue 29, core/cost/feasibility.hpp): each run must finish within deadlineDays
    // (0: no deadline) at the scenario's deadline confidence; one-off runs besides the recurring
    // ones (the document's one_off_runs), each starting in its month with its own deadline.
    double deadlineDays = 0;
    std::vector<OneOffRun> oneOffRuns;
    // Demand over the horizon (issue 14): runs a month or peak QPS by quarter or growth, start and end
    // months, and the one-off runs again (core/cost/monthly_demand.hpp); the default is constant demand.
    DemandTimeline timeline;

    bool isTraining() const {
        return kind == WorkloadKind::Pretrain || kind == WorkloadKind::Finetune || kind == WorkloadKind::Lora;
    }
};

// The workload's average load: `average_qps`, or half the peak when not given.
double averageQps(const Workload& w);

// A 24-hour plan for an option: by day (dayStart..dayEnd) each GPU is split by MIG
// into inference and preprocessing slices; by night the whole GPUs train.
struct Schedule {
    int dayStart = 6, dayEnd = 22; // hours, 0-24, dayStart < dayEnd
    std::string inferenceProfile = "2g";
    int inferenceSlicesPerGpu = 2;
    std::string preprocessProfile = "3g";
    int preprocessSlicesPerGpu = 1;
    int dayHours() const { return dayEnd - dayStart; }
};

enum class DepreciationMethod { StraightLine, DecliningBalance, Macrs5 };
std::string_view depreciationName(DepreciationMethod m);
std::optional<DepreciationMethod> depreciationFromName(std::string_view name);

// How a rent option pays: committed (a monthly reservation, 730 h a month at the given price),
// on demand (the hours the work needs), a 1- or 3-year commitment (730 h a month for the whole
// term, at the catalog's commit price), or spot (the hours the work needs, plus restarts).
enum class Billing { Committed, OnDemand, Commit1y, Commit3y, Spot };
std::string_view billingName(Billing b);
std::optional<Billing> billingFromName(std::string_view name);
// Months a term binds the renter to (0: none).
int billingMinimumMonths(Billing b);
bool billingPaysIdleHours(Billing b);

struct OwnTerms {
    int servers = 1;
    int gpusPerServer = 8;
    double serverPrice = 0; // per server, in the option's currency
    double networkCapex = 0, storageCapex = 0, installCapex = 0;
    double depreciationYears = 3;
    double residualFraction = 0;
    DepreciationMethod depreciation = DepreciationMethod::StraightLine;
    double serverPowerKw = 0; // provisioned (rated maximum) per server
    double averageLoad = 0.8; // busy draw as a share of the rated maximum
    double idleLoad = 0.25;   // idle draw as a share of the rated maximum
    double pue = 1.3;
    double electricityPerKwh = 0;
    double electricityEscalation = 0; // per year
    double colocationPerKwMonth = 0;
    double buildCostPerMw = 0; // own facility instead of colocation (> 0)
    double buildAmortisationYears = 15;
    double maintenanceFractionPerYear = 0;
    double maintenanceRisePerYear = 0; // added per year of hardware age
    double insuranceFractionPerYear = 0;
    double staffPerMonth = 0; // a fixed amount, besides the staff per servers below
    double serversPerStaff = 100;
    double staffCostPerYear = 0;
    double licencePerGpuYear = 0; // software, e.g. NVIDIA AI Enterprise
    double storagePerMonth = 0, egressPerMonth = 0;
    double interestRate = 0; // per year; > 0: capex paid as an annuity over the depreciation years
    double discountRate = 0; // the scenario's discount rate (mirrored for display)
    std::string site;        // site profile id the defaults came from
};

struct RentTerms {
    int gpus = 8;
    int gpusPerNode = 8;
    double pricePerGpuHour = 0;
    Billing billing = Billing::Committed;
    std::string provider; // catalog provider the price came from ("" when typed)
    bool priceFromCatalog = false;
    std::string priceDate, priceSource;   // the catalog price's listing date and source key (issue 31)
    int minimumMonths = 0;                // committed: months paid at least (the terms' own: 12, 36)
    double spotPreemptionsPerGpuHour = 0; // spot: reclaims per GPU-hour, restarts in the training model
    double licencePerGpuYear = 0;
    double storagePerMonth = 0;
    double egressPerMonth = 0;
    // Reserved and on-demand mix (issue 14): reservedGpus of the gpus are paid 730 h a month at
    // reservedPricePerGpuHour on a reservedBilling term; the rest at pricePerGpuHour and billing.
    int reservedGpus = 0;
    Billing reservedBilling = Billing::Commit1y; // committed, commit-1y or commit-3y
    double reservedPricePerGpuHour = 0;
};

// A later purchase of an own option (issue 14, docs/capacity-planning.md "Options with tranches"):
// `servers` of `gpuId` bought in `month` (0-based), at `serverPrice` per server when given (the
// option's currency), else the catalog's price x the hardware price trend to that month.
struct OptionTranche {
    int month = 0;
    std::string gpuId;
    int servers = 0;
    std::optional<double> serverPrice;
};

// An own option's burst rental: what its servers cannot carry is rented per GPU-hour needed.
struct BurstTerms {
    std::string gpuId;
    RentTerms terms;
    std::string fabricId, storageId; // the rented cluster's (default the option's)
};

struct Option {
    std::string name;
    bool own = true;
    bool api = false; // buys tokens from a model API (apiTerms); own is false then (issue 19)
    std::string gpuId;
    std::string fabricId = "IB-NDR";
    std::string storageId = "PFS";
    std::optional<EfficiencyCalibration> calibration; // gpu-tco calibrate profile for its training workloads
    Currency currency = Currency::USD;                // prices of this option
    OwnTerms ownTerms;
    RentTerms rentTerms;
    ApiTerms apiTerms;
    std::optional<Schedule> schedule;
    std::optional<double> plannedUtilization; // 0-1; default: what the workloads need
    std::vector<OptionTranche> tranches;      // own: later purchases (issue 14)
    std::optional<BurstTerms> burst;          // own: rent what the servers cannot carry (issue 14)
    int demandServers = 0;                    // own with tranches: servers the demand is measured on (0: servers)
    bool isFleetPlan() const { return own && (!tranches.empty() || burst.has_value()); }
    int gpus() const { return api ? 0 : own ? ownTerms.servers * ownTerms.gpusPerServer : rentTerms.gpus; }
    int gpusPerNode() const { return own ? ownTerms.gpusPerServer : rentTerms.gpusPerNode; }
};

// A number somebody published about an option or workload, to check against ours.
enum class ClaimMetric { MonthlyCost, RunDays, CostPerRun, RunsPerMonth, Utilization, MigConcurrency, TtftMs };
std::string_view claimMetricName(ClaimMetric m);
std::optional<ClaimMetric> claimMetricFromName(std::string_view name);

struct Claim {
    std::string text;     // as published, e.g. "monthly all-in cost 58,000 CNY"
    std::string option;   // option name
    std::string workload; // workload name, for run_days / cost_per_run / runs_per_month
    ClaimMetric metric = ClaimMetric::MonthlyCost;
    double value = 0; // in the scenario currency for money
    std::string source;
    int bound = 0; // 0: the value itself; -1: "at most" (e.g. latency under 600 ms); +1: "at least"
};

// Assumptions every option shares (docs/cost-model.md).
inline constexpr double kDefaultDiscountRate = 0.08;

struct Scenario {
    std::string name;
    Currency currency = Currency::USD;
    std::vector<ExchangeRate> exchangeRates;
    std::string site; // default site profile id for own options ("" = by currency)
    std::string asOf; // yyyy-mm-dd; exchange rates and GPU ages are taken at this date
    int horizonMonths = 36;
    double discountRate = kDefaultDiscountRate;      // per year, monthly flows discounted at rate / 12
    double hardwarePriceTrend = -0.15;               // per year: a refresh buys the same servers at this trend
    double cloudPriceTrend = -0.10;                  // per year: rent prices follow this trend
    Confidence deadlineConfidence = Confidence::P50; // deadlines are met at the expected time, or at P90
    std::vector<Workload> workloads;
    std::vector<Option> options;
    std::vector<Claim> claims;
};

// Converts an amount in `from` to the scenario currency at the newest rate dated on or
// before the scenario's as_of date (today when absent); throws InputError naming the missing rate.
// A scenario with only `s`'s date and exchange rates, priced in `c`: what converting into another
// currency needs, without copying every option (reading 1,000 options was quadratic).
Scenario currencyView(const Scenario& s, Currency c);
Money toScenarioCurrency(const Scenario& s, Money m, const std::string& where);
// The rate that toScenarioCurrency applies to amounts in `from` (from != s.currency); throws as it does.
ExchangeRate scenarioRate(const Scenario& s, Currency from, const std::string& where);

} // namespace gputco
