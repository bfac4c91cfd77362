#pragma once
// The cost model: what each option of a scenario costs per month, per run and over
// the horizon, when owning breaks even against renting, and how published claims
// compare. All money in the scenario's currency (converted with its dated rates).
//
// Per month, own (formulas as in the scenario's documentation):
//   depreciation = capex_total x (1 - residual) by the chosen schedule (depreciation.hpp)
//   power        = servers x server_kW x average_load x PUE x 730 h x electricity_per_kWh
//   colocation   = servers x server_kW x colocation_per_kW_month (billed on provisioned power)
//   maintenance  = capex_total x maintenance_fraction_per_year / 12
//   staff        = staff_per_month
//   interest     = the interest part of an annuity over the depreciation years (interest_rate > 0)
// Rent: GPUs x price_per_GPU_hour x hours (730 committed; hours the workloads need on demand)
//   + storage_per_month + egress_per_month.

#include "core/cost/scenario.hpp"
#include "core/training/training_job.hpp"
#include "core/training/training_result.hpp"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gputco {

inline constexpr double kHoursPerMonth = 730.0;

struct CostLines {
    double depreciation = 0, power = 0, colocation = 0, maintenance = 0, staff = 0, interest = 0;
    double rent = 0, storage = 0, egress = 0;
    double total() const {
        return depreciation + power + colocation + maintenance + staff + interest + rent + storage + egress;
    }
    CostLines& operator+=(const CostLines& o);
    CostLines scaled(double k) const;
};

struct WorkloadOnOption {
    std::string workload;
    bool feasible = false;
    std::string reason;            // why not, when not feasible
    double runDays = 0;
    double runHours = 0;
    double runsPerMonthCapacity = 0; // if the option ran only this workload
    double costPerRun = 0;
    double costPerMillionTokens = 0;
    double mfu = 0;
    TrainingResult training;
    // inference and preprocessing
    double gpusNeeded = 0;        // at peak, in `unit`
    std::string unit = "GPUs";    // "GPUs" or "MIG slices"
    double gpuHoursPerDay = 0;    // whole-GPU equivalents
    double tokensPerSecondPerGpu = 0;
    double ttftMs = 0, tpotMs = 0, p99Ms = 0;
    double costPerMillionOutputTokens = 0;
    double migConcurrency = 0;    // concurrent requests per GPU with the day's MIG layout over whole-GPU serving
};

struct OptionResult {
    std::string name;
    bool own = true;
    std::string gpuId;
    int gpus = 0;
    double capex = 0;                 // own: servers and network, storage, installation
    CostLines firstMonth;             // month 1
    CostLines averageMonth;           // over the horizon
    std::vector<CostLines> months;    // 1 .. horizon
    std::vector<double> cumulativeCash; // 0 .. horizon: own pays capex at 0 unless financed
    double horizonCost = 0;           // sum of the cost lines over the horizon
    double npv = 0;                   // of cash outflows at the discount rate, less the book value left
    double hoursNeeded = 0;           // per month for the scenario's workloads
    double utilization = 0;           // hoursNeeded / 730
    bool overCapacity = false;        // cannot run the workloads in a month
    std::vector<WorkloadOnOption> workloads;
    // 24-hour plan: GPUs (whole-GPU equivalents) in use each hour by each workload, and
    // what the schedule cannot do (training that misses its night window, too few slices).
    std::vector<std::vector<double>> gpusByHour; // [hour][workload]
    std::vector<std::string> scheduleProblems;
};

// Up to this many own x rent pairs, every pair gets a break-even; beyond it each own
// option is compared with the cheapest rent option only (linear in options).
inline constexpr size_t kMaxBreakEvenPairs = 400;

struct BreakEven {
    std::string own, rent;
    std::optional<int> month;         // first month the own option's cumulative cash is no more than rent's
    std::optional<double> utilization; // own cluster utilisation at which both cost the same per unit of work
};

struct ClaimCheck {
    Claim claim;
    std::optional<double> computed;
    double ratio = 0;                 // claimed / computed
    bool flagged = false;             // off by more than 25 %
    std::string note;
};

struct ScenarioResult {
    Currency currency = Currency::USD;
    int horizonMonths = 0;
    std::vector<OptionResult> options;
    std::vector<BreakEven> breakEvens;
    std::string cheapest;             // lowest horizon cost among options that can run the workloads
    std::vector<ClaimCheck> claims;
};

// How the cost model gets run times: normally estimateTraining.
using TrainingEstimator = std::function<TrainingResult(const TrainingJob&)>;

// Throws InputError (unknown GPU, fabric or storage id; missing exchange rate).
ScenarioResult evaluateScenario(const Scenario& s, const Catalog& catalog, const TrainingEstimator& estimate);

// The training job a workload becomes on an option.
TrainingJob trainingJobFor(const Workload& w, const Option& o, const Catalog& catalog);

// How much faster `gpu` runs a preprocessing item than `reference`: the geometric mean of
// their BF16 (FP16) peak and HBM bandwidth ratios (OCR/ASR models mix compute- and
// memory-bound kernels).
double relativeThroughput(const GpuSpec& gpu, const GpuSpec& reference);

} // namespace gputco
