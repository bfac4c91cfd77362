#pragma once
// Steady-state validation data for the BEST-CASE estimate: Megatron-LM on Selene
// (Korthikanti et al. 2022, Table 5: measured seconds per iteration with the published
// layouts) and the published steady-state throughput rows (framework authors' tables,
// MLPerf; shared/reference/calibration.md sections 1, 4b and 4c; MLPerf Training v6.0's
// DeepSeek-V3 step times; each row cites its source). Used by tests/validation and `gpu-tco validate`.

#include "core/catalog/catalog.hpp"
#include "core/training/training_job.hpp"

#include <optional>
#include <vector>

namespace gputco {

enum class SteadyMetric { Mfu, TflopsPerGpu, TokensPerGpu };
const char* metricUnit(SteadyMetric m);

struct SteadyStateRow {
    const char* name;
    const char* source;
    const char* gpu;
    int gpus;
    ModelShape shape;
    int seq;
    double globalBatchSeqs;
    Precision precision;
    const char* fabric;
    SteadyMetric metric;
    double published;
    std::optional<int> tp{}, pp{}, interleave{}, zero{};
    std::optional<Recompute> recompute{};
    bool flash = true;
    std::optional<int> microBatch{};
    Framework framework = Framework::Megatron;
    // MoE rows: the published expert parallelism, dispatcher and all-to-all overlap (unset: searched, the
    // all-to-all dispatcher, the planner's default). Their routing is the real one, not force-balanced: the
    // planner's default load imbalance applies.
    std::optional<int> ep{};
    std::optional<MoeDispatcher> dispatcher{};
    std::optional<bool> a2aOverlap{};
    std::optional<int> cp{}; // the published context parallelism (unset: searched)
};

std::vector<SteadyStateRow> steadyStateRows();
// The best-case prediction in the row's metric. Layout parts the source states are fixed;
// the rest is searched, as the source's authors tuned it. Throws InputError.
double predictSteadyState(const SteadyStateRow& row, const Catalog& catalog);

struct SeleneCase {
    const char* name;
    int layers, hidden, heads, gpus, tp, pp, interleave, microBatch, globalBatch;
    double fullSeconds, seqSelSeconds; // measured: full recompute; sequence parallel + selective
};
std::vector<SeleneCase> seleneCases();
double predictSelene(const SeleneCase& c, bool seqSel, const Catalog& catalog); // best-case seconds per iteration

} // namespace gputco
