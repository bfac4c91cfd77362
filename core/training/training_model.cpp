#include "core/training/training_model.hpp"

#include "core/training/layout_search.hpp"
#include "core/training/realism.hpp"
#include "core/training/reliability.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {
constexpr double kGiB = units::gibi;

void requireRange(const char* field, double v, double lo, double hi, const char* unit = "") {
    if (!(std::isfinite(v) && v >= lo && v <= hi))
        throw InputError(field, formatNumber(v) + " is out of range; allowed " + formatNumber(lo) + " to " +
                                    formatNumber(hi) + (*unit ? " " : "") + unit);
}

std::string gib(double bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f GiB", bytes / kGiB);
    return buf;
}

std::string describe(const Layout& l) {
    return "TP" + std::to_string(l.tp) + (l.cp > 1 ? " CP" + std::to_string(l.cp) : "") + " PP" + std::to_string(l.pp) +
           " DP" + std::to_string(l.dp) + (l.ep > 1 ? " EP" + std::to_string(l.ep) : "") +
           (l.etp > 1 ? " ETP" + std::to_string(l.etp) : "") +
           (l.interleave > 1 ? " v" + std::to_string(l.interleave) : "") + " micro-batch " +
           std::to_string(l.microBatch) + ", recompute " + std::string(recomputeName(l.recompute)) + ", ZeRO-" +
           std::to_string(l.zero);
}

SearchResult search(const TrainingJob& job, int gpus, std::size_t keep) {
    TrainingJob j = job;
    j.gpus = gpus;
    LayoutEvaluator ev(j);
    const double gbt = job.globalBatchTokens ? *job.globalBatchTokens : defaultGlobalBatchTokens(j);
    return searchLayouts(ev, gpus, gbt, keep);
}

// No layout runs faster than the best published steady state of its generation: the
// excess goes to compute time.
void applyMfuCeiling(LayoutEstimate& e, double ceiling) {
    if (!(e.mfu > ceiling)) return;
    const double stretch = e.mfu / ceiling;
    e.time.compute += e.time.total() * (stretch - 1.0);
    e.mfu = ceiling;
    e.hfu /= stretch;
}

// For a long context: the longest sequence (halving) that fits on these GPUs, as a message part.
std::string longestFittingSequence(const TrainingJob& job) {
    for (int s = job.seqLen / 2; s >= 2048; s /= 2) {
        TrainingJob shorter = job;
        shorter.seqLen = s;
        shorter.globalBatchTokens.reset();
        const SearchResult f = search(shorter, job.gpus, 1);
        if (!f.best.empty())
            return "; a " + std::to_string(job.seqLen) + "-token context does not fit on " + std::to_string(job.gpus) +
                   " GPUs, " + std::to_string(s) + " tokens fits (" + describe(f.best.front().layout) + ")";
    }
    return "; no context from " + std::to_string(job.seqLen) + " tokens down to 2048 fits on " +
           std::to_string(job.gpus) + " GPUs";
}

// Why nothing fits, and what would.
[[noreturn]] void explainNoFit(const TrainingJob& job, const SearchResult& r) {
    const double capacity = units::inBytes(job.gpu.hbmCapacity);
    const LayoutConstraints& c = job.constraints;
    const bool constrained = c.tp || c.pp || c.interleave || c.microBatch || c.zero || c.recompute ||
                             c.sequenceParallel || c.ep || c.cp || c.etp;
    if (!r.anyValid) {
        const double gbt = job.globalBatchTokens ? *job.globalBatchTokens : defaultGlobalBatchTokens(job);
        throw NoFeasibleLayout(
            "layout", "no valid parallel layout for " + std::to_string(job.gpus) + " GPUs: the " +
                          std::to_string(job.shape.layers) + " layers, " + std::to_string(job.shape.heads) +
                          " heads and global batch of " + formatNumber(std::round(gbt / job.seqLen)) +
                          " sequences admit no TP x PP x DP split" +
                          (constrained ? " with the fixed --tp/--pp/--interleave/--micro-batch/--ep/--cp/--etp" : "") +
                          "; try another GPU count or a larger --global-batch-tokens");
    }
    std::string msg = "the model does not fit: the leanest layout (" + describe(r.smallestMemory.layout) + ") needs " +
                      gib(r.smallestMemory.memory.total()) + " per GPU, " + job.gpu.id + " has " + gib(capacity);
    if (constrained) {
        TrainingJob free = job;
        free.constraints = {};
        const SearchResult f = search(free, job.gpus, 1);
        if (!f.best.empty())
            throw NoFeasibleLayout("layout", msg + "; without the fixed layout options it fits as " +
                                                 describe(f.best.front().layout));
    }
    if (job.seqLen > 8192) msg += longestFittingSequence(job);
    for (int n = job.gpus * 2; n <= 262144; n *= 2) {
        if (n % job.gpusPerNode != 0) continue;
        const SearchResult f = search(job, n, 1);
        if (!f.best.empty())
            throw NoFeasibleLayout("gpus", msg + "; it fits on " + std::to_string(n) + " GPUs (" +
                                               describe(f.best.front().layout) + ")");
    }
    throw NoFeasibleLayout("gpus", msg + "; no GPU count up to 262,144 fits it on this GPU");
}
} // namespace

std::string_view recomputeName(Recompute r) {
    switch (r) {
    case Recompute::None: return "none";
    case Recompute::Light: return "light";
    case Recompute::Selective: return "selective";
    case Recompute::Full: return "full";
    }
    return "?";
}

std::optional<Recompute> recomputeFromName(std::string_view name) {
    for (Recompute r : {Recompute::None, Recompute::Light, Recompute::Selective, Recompute::Full})
        if (recomputeName(r) == name) return r;
    return std::nullopt;
}

std::string_view frameworkName(Framework f) { return f == Framework::Megatron ? "megatron" : "pytorch"; }

std::optional<Framework> frameworkFromName(std::string_view name) {
    if (name == "megatron" || name == "nemo") return Framework::Megatron;
    if (name == "pytorch" || name == "fsdp" || name == "deepspeed") return Framework::PytorchEager;
    return std::nullopt;
}

std::string_view pipelineScheduleName(PipelineSchedule s) {
    return s == PipelineSchedule::DualPipe ? "dualpipe" : "1f1b";
}

std::optional<PipelineSchedule> pipelineScheduleFromName(std::string_view name) {
    for (PipelineSchedule s : {PipelineSchedule::OneFOneB, PipelineSchedule::DualPipe})
        if (pipelineScheduleName(s) == name) return s;
    return std::nullopt;
}

std::string_view moeDispatcherName(MoeDispatcher d) {
    switch (d) {
    case MoeDispatcher::AllToAll: return "alltoall";
    case MoeDispatcher::DeepEp: return "deepep";
    case MoeDispatcher::HybridEp: return "hybridep";
    case MoeDispatcher::HybridEpSyncFree: return "hybridep-sync-free";
    }
    return "?";
}

std::optional<MoeDispatcher> moeDispatcherFromName(std::string_view name) {
    for (MoeDispatcher d :
         {MoeDispatcher::AllToAll, MoeDispatcher::DeepEp, MoeDispatcher::HybridEp, MoeDispatcher::HybridEpSyncFree})
        if (moeDispatcherName(d) == name) return d;
    return std::nullopt;
}

double LoraConfig::adapterParams(const ModelShape& s) const {
    // r (d_in + d_out) per adapted matrix (Hu et al. 2021).
    const double h = s.hidden, kv = s.kvFraction() * h, f = s.ffn;
    double perLayer = rank * ((h + h) + (h + kv) + (h + kv) + (h + h)); // Q, K, V, O
    if (allLinear) perLayer += rank * ((s.gatedMlp ? 2.0 : 1.0) * (h + f) + (f + h));
    return s.layers * perLayer;
}

double defaultGlobalBatchTokens(const TrainingJob& job) {
    return std::max(4194304.0, double(job.gpus) / 8.0 * job.seqLen);
}

namespace {
void validateDenseEtp(const TrainingJob& job) {
    if (job.constraints.etp && *job.constraints.etp != 1)
        throw InputError("etp", "expert tensor parallelism needs a mixture-of-experts shape (--experts)");
}

// --ep and --etp: only with experts, dividing them (EP) or the expert FFN (expert-TP).
void validateExpertConstraints(const TrainingJob& job) {
    const auto& c = job.constraints;
    // issue 46: EP 1 (and expert-TP 1) on a dense model is "no expert parallelism", as published layouts write it
    if (c.ep && *c.ep == 1 && !job.shape.isMoe()) return validateDenseEtp(job);
    if (c.ep) {
        if (!job.shape.isMoe())
            throw InputError("ep", "expert parallelism needs a mixture-of-experts shape (--experts)");
        requireRange("ep", *c.ep, 1, std::min(job.gpus, job.shape.experts));
        if (job.shape.experts % *c.ep != 0) {
            // Megatron-Core splits the experts evenly over the EP ranks (num_moe_experts % expert_model_parallel_size
            // == 0); serving holds redundant experts in the spare slots instead (gpu-tco infer --ep).
            std::string allowed;
            for (int e = 1; e <= std::min(job.gpus, job.shape.experts); ++e)
                if (job.shape.experts % e == 0) allowed += (allowed.empty() ? "" : ", ") + std::to_string(e);
            throw InputError("ep", "EP " + std::to_string(*c.ep) + " does not divide the " +
                                       std::to_string(job.shape.experts) +
                                       " experts, which training splits evenly over the EP ranks; allowed: " + allowed +
                                       " (serving takes any EP, with redundant experts)");
        }
    }
    if (c.etp) {
        if (!job.shape.isMoe() && *c.etp == 1) return;
        if (!job.shape.isMoe())
            throw InputError("etp", "expert tensor parallelism needs a mixture-of-experts shape (--experts)");
        requireRange("etp", *c.etp, 1, std::min(8, job.gpusPerNode));
        if (job.shape.expertFfn % *c.etp != 0)
            throw InputError("etp", "expert-TP " + std::to_string(*c.etp) + " does not divide the expert FFN size " +
                                        std::to_string(job.shape.expertFfn));
    }
}

// DualPipe's layouts (arXiv:2412.19437 sec. 3.2.1): an even number of stages, no virtual stages.
void validateSchedule(const TrainingJob& job) {
    const auto& c = job.constraints;
    if (job.pipelineSchedule != PipelineSchedule::DualPipe) return;
    if (c.pp && *c.pp > 1 && *c.pp % 2 != 0)
        throw InputError("pp", std::to_string(*c.pp) + " stages: DualPipe needs an even number of pipeline stages");
    if (c.interleave && *c.interleave > 1)
        throw InputError("interleave", "DualPipe has no virtual pipeline stages; allowed 1");
}
} // namespace

void validateJob(const TrainingJob& job) {
    validateShape(job.shape);
    requireRange("gpus", job.gpus, 1, 1048576);
    requireRange("gpus_per_node", job.gpusPerNode, 1, 72);
    requireRange("tokens", job.tokens, 1, 1e16);
    requireRange("seq", job.seqLen, 16, 1048576, "tokens");
    if (job.gpus > job.gpusPerNode && job.gpus % job.gpusPerNode != 0)
        throw InputError("gpus", std::to_string(job.gpus) + " GPUs is not a multiple of " +
                                     std::to_string(job.gpusPerNode) + " GPUs per node; use " +
                                     std::to_string(job.gpus / job.gpusPerNode * job.gpusPerNode) + " or " +
                                     std::to_string((job.gpus / job.gpusPerNode + 1) * job.gpusPerNode));
    if (job.gpus < job.gpusPerNode && job.gpusPerNode % job.gpus != 0)
        throw InputError("gpus", std::to_string(job.gpus) + " GPUs do not split an " + std::to_string(job.gpusPerNode) +
                                     "-GPU node evenly; use a divisor of " + std::to_string(job.gpusPerNode));
    if (job.globalBatchTokens) requireRange("global_batch_tokens", *job.globalBatchTokens, job.seqLen, 1e10, "tokens");
    requireRange("bytes_per_token", job.data.bytesPerToken, 0, 1e9);
    requireRange("gpu_load", job.gpuLoad, 0, 1);
    if (job.lora) requireRange("lora_rank", job.lora->rank, 1, 4096);
    requireRange("failures_per_gpu_hour", job.reliability.failuresPerGpuHour, 0, 1);
    requireRange("restart_minutes", job.reliability.restartMinutes, 0, 10000);
    if (job.reliability.checkpointMinutes)
        requireRange("checkpoint_minutes", *job.reliability.checkpointMinutes, 0.1, 100000);
    if (job.reliability.checkpointMinutesLate) {
        requireRange("checkpoint_minutes_late", *job.reliability.checkpointMinutesLate, 0.1, 100000);
        if (!job.reliability.checkpointMinutes)
            throw InputError("checkpoint_minutes", "give the early interval too when setting a late one");
    }
    requireRange("checkpoint_early_fraction", job.reliability.earlyFraction, 0, 1);
    const auto& c = job.constraints;
    if (c.tp) requireRange("tp", *c.tp, 1, std::min(job.gpus, job.gpusPerNode));
    if (c.pp) requireRange("pp", *c.pp, 1, job.shape.layers);
    if (c.interleave) requireRange("interleave", *c.interleave, 1, 64);
    validateSchedule(job);
    if (c.microBatch) requireRange("micro_batch", *c.microBatch, 1, 64);
    if (c.zero) requireRange("zero", *c.zero, 0, 3);
    if (c.cp) requireRange("cp", *c.cp, 1, std::min(job.gpus, job.seqLen / 16));
    validateExpertConstraints(job);
    if (job.moeLoadImbalance) requireRange("moe_load_imbalance", *job.moeLoadImbalance, 1, 8);
    if (c.tp && job.gpusPerNode % *c.tp != 0)
        throw InputError("tp", "TP " + std::to_string(*c.tp) + " must divide the " + std::to_string(job.gpusPerNode) +
                                   " GPUs per node (tensor parallelism stays inside one NVLink domain)");
    if (c.tp && (job.shape.heads % *c.tp != 0))
        throw InputError("tp", "TP " + std::to_string(*c.tp) + " does not divide the " +
                                   std::to_string(job.shape.heads) + " heads");
    if (c.tp && c.pp && job.gpus % (*c.tp * *c.pp) != 0)
        throw InputError("gpus", std::to_string(job.gpus) +
                                     " GPUs are not a multiple of TP x PP = " + std::to_string(*c.tp * *c.pp));
    // The precision must exist on this GPU (throws with the alternatives).
    (void)gpuPerformance(job.gpu, job.precision);
}

namespace {
// Checkpoint interval, goodput and the failure time per iteration (Young 1974; Daly 2006), from
// out.params and out.iterationSeconds; throws when failures stop all progress.
void applyCheckpointing(const TrainingJob& job, TrainingResult& out) {
    // Checkpoints: BF16 weights + fp32 master weights and Adam moments (14 B/param),
    // written in parallel by every node (distributed checkpointing).
    const ReliabilityInput& rel = job.reliability;
    const double nodes = std::max(1.0, double(job.gpus) / job.gpusPerNode);
    out.checkpointBytes = 14.0 * out.params;
    const double write = out.checkpointBytes / (job.storage.writePerNode.value() * nodes);
    // Asynchronous checkpointing only blocks for the copy to host memory (~25 GB/s per node over PCIe).
    const double blocking = rel.asyncCheckpoint ? out.checkpointBytes / (25e9 * nodes) : write;
    out.checkpointWriteSeconds = blocking + rel.checkpointOverheadSeconds;
    const double reload = out.checkpointBytes / (job.storage.readPerNode.value() * nodes);
    const double restart = rel.restartMinutes * 60.0 + reload;
    const double rate = rel.failuresPerGpuHour * job.gpus; // interruptions per hour
    out.jobMtbfHours = rate > 0 ? 1.0 / rate : 1e12;
    auto planFor = [&](double fixed) {
        CheckpointPlan plan;
        if (rate > 0) return planCheckpoints(out.checkpointWriteSeconds, out.jobMtbfHours * 3600.0, restart, fixed);
        plan.intervalSeconds = fixed > 0 ? fixed : 0;
        plan.goodput = fixed > 0 ? 1.0 / (1.0 + out.checkpointWriteSeconds / fixed) : 1.0;
        return plan;
    };
    CheckpointPlan plan = planFor(rel.checkpointMinutes ? *rel.checkpointMinutes * 60.0 : 0.0);
    CheckpointPlan late = rel.checkpointMinutesLate ? planFor(*rel.checkpointMinutesLate * 60.0) : plan;
    if (!late.feasible) plan.feasible = false;
    if (!plan.feasible)
        throw InputError("failures_per_gpu_hour",
                         "with an interruption every " + formatNumber(out.jobMtbfHours * 60.0) + " minutes on " +
                             std::to_string(job.gpus) + " GPUs and " + formatNumber(restart / 60.0) +
                             " minutes to restart, the job cannot make progress; use fewer GPUs, a lower failure "
                             "rate or faster storage");
    out.checkpointIntervalSeconds = plan.intervalSeconds;
    out.checkpointIntervalLateSeconds = late.intervalSeconds;
    // Two phases: wall time per unit of work is the work-weighted sum of each phase's stretch.
    const double f = rel.checkpointMinutesLate ? rel.earlyFraction : 1.0;
    out.goodput = 1.0 / (f / plan.goodput + (1.0 - f) / late.goodput);
    plan.goodput = out.goodput;
    out.failureSecondsPerIteration = out.iterationSeconds * (1.0 / plan.goodput - 1.0);
}
} // namespace

TrainingResult estimateTraining(const TrainingJob& job, int alternatives) {
    validateJob(job);
    LayoutEvaluator ev(job);
    const double gbt = job.globalBatchTokens ? *job.globalBatchTokens : defaultGlobalBatchTokens(job);
    SearchResult r = searchLayouts(ev, job.gpus, gbt, std::size_t(std::max(0, alternatives)) + 1);
    if (r.best.empty()) { // refuse only what does not fit with the reserve's low end either (issue 46)
        LayoutEvaluator tight(job);
        tight.useTightReserve();
        SearchResult t = searchLayouts(tight, job.gpus, gbt, std::size_t(std::max(0, alternatives)) + 1);
        if (t.best.empty()) explainNoFit(job, r);
        r = std::move(t);
    }

    TrainingResult out;
    out.best = r.best.front();
    out.alternatives.assign(r.best.begin() + 1, r.best.end());
    const double ceiling = mfuCeiling(job.gpu);
    applyMfuCeiling(out.best, ceiling);
    for (LayoutEstimate& a : out.alternatives) applyMfuCeiling(a, ceiling);
    out.layoutsEvaluated = r.evaluated;
    const Layout& l = out.best.layout;
    const double sequences = double(l.dp) * l.microBatch * l.microBatches;
    out.params = job.shape.params();
    out.globalBatchTokens = sequences * job.seqLen;
    out.iterations = job.tokens / out.globalBatchTokens;
    out.iterationSeconds = out.best.time.total();
    out.tokensPerSecond = out.globalBatchTokens / out.iterationSeconds;
    out.modelFlopsPerIteration = sequences * ev.modelFlopsPerSequence();
    out.hardwareFlopsPerIteration = out.modelFlopsPerIteration + sequences * ev.recomputeFlopsPerSequence(l.recompute);

    applyCheckpointing(job, out);

    const double wall = out.iterations * (out.iterationSeconds + out.failureSecondsPerIteration);
    out.bestCaseDays = wall / 86400.0;
    out.bestCaseGpuHours = job.gpus * wall / 3600.0;
    // The expected (end-to-end) estimate is the default and what flows into cost.
    applyEndToEnd(job, out);
    out.timeToTrainDays = out.expected.days;
    out.gpuHours = out.expected.gpuHours;
    // Energy at the GPUs' TDP times their average load, as LLaMA's Table 15 counts it.
    out.energyMwh = out.gpuHours * units::inWatts(job.gpu.tdp) * job.gpuLoad / 1e6;
    return out;
}

std::vector<int> defaultSweepCounts() {
    std::vector<int> out;
    for (int n = 8; n <= 16384; n *= 2) out.push_back(n);
    return out;
}

std::vector<SweepPoint> sweepGpuCounts(const TrainingJob& job, const std::vector<int>& counts) {
    std::vector<SweepPoint> out;
    out.reserve(counts.size());
    for (int n : counts) {
        SweepPoint p;
        p.gpus = n;
        TrainingJob j = job;
        j.gpus = n;
        try {
            p.result = estimateTraining(j, 0);
            p.feasible = true;
        } catch (const InputError& e) {
            p.reason = e.what();
        }
        out.push_back(std::move(p));
    }
    return out;
}

} // namespace gputco
