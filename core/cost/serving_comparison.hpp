#pragma once
// An api option set against the scenario's GPU options (issue 19): what it costs at the
// scenario's load, the load above which each GPU option is cheaper, and its published latency
// against the workload's targets. Money in the scenario currency; monthly costs are level
// monthly equivalents of the horizon cost (tco_model.hpp), so every option uses one measure.

#include <optional>
#include <string>
#include <vector>

namespace gputco {

struct ServingBreakEven {
    std::string gpuOption;
    std::optional<double> qps;           // average QPS above which the GPU option costs less; nullopt: never
    std::optional<double> monthlyTokens; // tokens (prompt + output) a month at that load
    double gpuFixed = 0, gpuPerQps = 0;  // the GPU option's cost line: fixed + perQps x average QPS
    double capacityQps = 0;              // the most average QPS the GPU option serves (0: not even the scenario's)
    double gpuMonthlyCost = 0;           // serving the scenario's inference load, level monthly
    double gpuCostPerMillionOutputTokens = 0;
    std::string note; // why there is no break-even
};

struct SloCheck {
    std::string target; // "ttft", "p99", "tpot"
    double targetMs = 0;
    std::optional<double> publishedMs; // nullopt: not published
    bool met = false;
    std::string text; // one sentence
};

struct ServingComparison {
    std::string option, provider, model;
    bool servingOnly = false; // the scenario has workloads an API cannot run
    std::string note;         // the serving-only sentence, naming a GPU option for the rest
    double averageQps = 0, monthlyTokens = 0, monthlyOutputTokens = 0;
    double monthlyCost = 0;                // month 1
    double levelMonthlyCost = 0;           // level monthly equivalent of its horizon cost
    double perQps = 0;                     // levelMonthlyCost / averageQps: the API's cost line through 0
    double costPerMillionOutputTokens = 0; // level monthly / output tokens a month
    std::vector<ServingBreakEven> breakEvens;
    std::vector<SloCheck> slo;
};

} // namespace gputco
