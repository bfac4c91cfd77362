#include "core/training/moe_validation.hpp"

#include "core/training/layout_evaluator.hpp"
#include "core/training/model_presets.hpp"
#include "core/training/training_model.hpp"
#include "core/training/training_rules.hpp"
#include "core/validation.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gputco {

void assignMoeSplit(std::vector<MoeRun>& runs) {
    int n = 0;
    for (MoeRun& r : runs) r.heldOut = ++n % 3 == 0;
}

TrainingJob jobForMoeRun(const MoeRun& run, const Catalog& catalog) {
    const double tokens = double(run.globalBatch) * run.seqLen * 1000.0;
    TrainingJob job = catalogJob(catalog, run.gpu, run.gpus, modelPreset(run.preset).shape, tokens,
                                 publishedRunFabric(run.gpu), "PFS");
    const auto precision = precisionFromName(run.precision);
    if (!precision) throw InputError("precision", "row " + run.id + ": unknown precision " + run.precision);
    job.precision = *precision;
    job.seqLen = run.seqLen;
    job.globalBatchTokens = double(run.globalBatch) * run.seqLen;
    job.moeLoadImbalance = 1.0; // the source force-balances the routing
    job.moeA2aOverlap = run.a2aOverlap;
    job.moeDispatcher = run.dispatcher;
    // Megatron-Bridge's performance configs reduce gradients in BF16 (grad_reduce_in_fp32: false since the
    // first perf scripts, commit 568b3a3, 2025-08-28; perf_recipes/_common.py _benchmark_common today).
    job.bf16GradientReduce = true;
    LayoutConstraints& c = job.constraints;
    c.tp = run.tp;
    c.pp = run.pp;
    c.cp = run.cp;
    c.ep = run.ep;
    c.etp = 1; // the sources' expert_tensor_parallel_size
    c.interleave = run.vp;
    c.microBatch = run.microBatch;
    return job;
}

double predictMoeRun(const MoeRun& run, const Catalog& catalog, std::optional<double> hostSeconds) {
    TrainingJob job = jobForMoeRun(run, catalog);
    // A sync-free row leaves no host time, whatever the fit tries (expert_parallel.hpp).
    job.moeHostSeconds = run.dispatcher == MoeDispatcher::HybridEpSyncFree ? std::optional<double>(0.0) : hostSeconds;
    validateJob(job);
    const TrainingResult r = estimateTraining(job, 0);
    return r.tokensPerSecond / run.gpus;
}

double fitMoeHostSeconds(const std::vector<MoeRun>& runs, const Catalog& catalog, bool fused) {
    double best = 0, bestError = std::numeric_limits<double>::infinity();
    for (int step = 0; step <= 200; ++step) {
        const double host = step * 1e-4;
        std::vector<double> errors;
        for (const MoeRun& r : runs)
            if (!r.heldOut && r.dispatcher != MoeDispatcher::HybridEpSyncFree &&
                gputco::fusedDispatch(r.dispatcher) == fused)
                errors.push_back(std::abs(std::log(predictMoeRun(r, catalog, host) / r.published)));
        if (errors.empty()) throw InputError("moe_training_runs", "no calibration rows to fit");
        std::nth_element(errors.begin(), errors.begin() + long(errors.size() / 2), errors.end());
        const double median = errors[errors.size() / 2];
        if (median < bestError) {
            bestError = median;
            best = host;
        }
    }
    return best;
}

TrainingJob deepSeekV3PretrainingJob(const Catalog& catalog) {
    TrainingJob job =
        catalogJob(catalog, "H800-SXM5-80GB", 2048, modelPreset("deepseek-v3").shape, 14.8e12, "IB-NDR", "PFS");
    job.precision = Precision::FP8;
    job.seqLen = 4096;
    job.globalBatchTokens = 15360.0 * 4096.0;
    job.constraints.tp = 1;
    job.constraints.pp = 16;
    job.constraints.ep = 64;
    job.constraints.etp = 1;
    job.constraints.zero = 1;
    job.constraints.microBatch = 1;
    // Its memory recipe: norms and MLA up-projections recomputed (sec. 3.2.3: light recompute), SwiGLU
    // and expert inputs cached in FP8 and AdamW's moments in BF16 (sec. 3.3.2).
    job.constraints.recompute = Recompute::Light;
    job.bf16OptimizerMoments = true;
    job.fp8ExpertActivations = true;
    // DualPipe overlaps the all-to-all of one micro-batch with another's compute (arXiv:2412.19437 sec. 3.2.1).
    job.moeA2aOverlap = true;
    job.pipelineSchedule = PipelineSchedule::DualPipe;
    job.moeDispatcher = MoeDispatcher::DeepEp; // the kernels DeepEP later published (sec. 3.2.2)
    return job;
}

double deepSeekV3PublishedLayoutMemory(const TrainingJob& job, bool tightReserve) {
    LayoutEvaluator ev(job);
    if (tightReserve) ev.useTightReserve();
    Layout l;
    l.tp = 1;
    l.pp = 16;
    l.dp = job.gpus / 16;
    l.microBatch = 1;
    l.microBatches = int(std::lround(job.globalBatchTokens.value_or(0.0) / job.seqLen)) / l.dp;
    l.recompute = Recompute::Light;
    l.zero = 1;
    l.ep = 64;
    return ev.memory(l).total();
}

DeepSeekV3Check checkDeepSeekV3(const Catalog& catalog) {
    TrainingJob job = deepSeekV3PretrainingJob(catalog);
    validateJob(job);
    DeepSeekV3Check c;
    // DeepSeek ran this layout on 80 GB H800s: our memory model puts it above that with the usual 7 % reserve,
    // within it with the reserve's low end, with which the estimate takes it (training_model.cpp).
    c.memoryBytes = deepSeekV3PublishedLayoutMemory(job, false);
    c.tightMemoryBytes = deepSeekV3PublishedLayoutMemory(job, true);
    c.capacityBytes = units::inBytes(job.gpu.hbmCapacity);
    const TrainingResult r = estimateTraining(job, 0);
    c.expectedGpuHours = r.gpuHours;
    c.bestCaseGpuHours = r.bestCaseGpuHours;
    return c;
}

} // namespace gputco
