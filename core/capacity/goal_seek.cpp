#include "core/capacity/goal_seek.hpp"

#include "core/training/training_model.hpp"
#include "core/validation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gputco {

std::optional<Confidence> confidenceFromName(std::string_view name) {
    if (name == "p50") return Confidence::P50;
    if (name == "p90") return Confidence::P90;
    return std::nullopt;
}

std::string_view confidenceName(Confidence c) { return c == Confidence::P90 ? "p90" : "p50"; }

double daysAt(const TrainingResult& r, Confidence c) {
    return c == Confidence::P90 ? r.expected.p90Days : r.timeToTrainDays;
}

namespace {
struct Probe {
    bool feasible = false;
    double days = 0, gpuHours = 0;
};

// One estimate at `nodes` whole nodes; a count no layout fits is infeasible, not an error.
Probe probe(TrainingJob& job, int nodes, Confidence c, GoalSeekResult& out) {
    job.gpus = nodes * job.gpusPerNode;
    ++out.evaluations;
    try {
        const TrainingResult r = estimateTraining(job, 0);
        return {true, daysAt(r, c), r.gpuHours};
    } catch (const NoFeasibleLayout&) {
        return {};
    }
}

void noteFastest(GoalSeekResult& out, const Probe& p, int gpus) {
    if (p.feasible && (out.fastestGpus == 0 || p.days < out.fastestDays)) {
        out.fastestGpus = gpus;
        out.fastestDays = p.days;
    }
}

// Bisection on whole nodes in (lo, hi]: hi meets the deadline, lo does not.
void bisect(TrainingJob& job, int lo, int hi, Probe best, double deadline, Confidence c, GoalSeekResult& out) {
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        const Probe p = probe(job, mid, c, out);
        if (p.feasible && p.days <= deadline) {
            hi = mid;
            best = p;
        } else {
            lo = mid;
        }
    }
    out.reachable = true;
    out.gpus = hi * job.gpusPerNode;
    out.days = best.days;
    out.gpuHours = best.gpuHours;
}

// No count below this can meet the deadline: the run's model FLOPs (6 N D, Kaplan et al. 2020;
// 4 N D with LoRA, no weight gradients) at 100 % of the dense peak. Skips counts that are
// hopeless, and the costly memory searches of counts too small to fit.
int lowerBoundNodes(const TrainingJob& job, double deadlineDays, int maxNodes) {
    const auto peak = job.gpu.peak(job.precision);
    if (!peak) return 1;
    const double flops = (job.lora ? 4.0 : 6.0) * job.shape.params() * job.tokens;
    const double gpus = flops / (peak->value() * deadlineDays * 86400.0);
    const double nodes = std::floor(gpus / job.gpusPerNode);
    return int(std::clamp(nodes, 1.0, double(maxNodes)));
}

std::string limitText(const GoalSeekResult& out, int maxGpus, int lastFeasible) {
    char buf[200];
    if (out.fastestGpus == 0)
        std::snprintf(buf, sizeof buf, "memory: no layout fits on up to %d GPUs", maxGpus);
    else if (out.fastestGpus >= lastFeasible && lastFeasible * 2 > maxGpus)
        std::snprintf(buf, sizeof buf, "the largest cluster considered, %d GPUs", maxGpus);
    else
        std::snprintf(buf, sizeof buf,
                      "scaling: beyond %d GPUs the global batch and communication stop the time falling",
                      out.fastestGpus);
    return buf;
}
} // namespace

GoalSeekResult seekGpuCount(TrainingJob job, double deadlineDays, Confidence c, int maxGpus) {
    if (!(deadlineDays >= 0.01 && deadlineDays <= 3650.0))
        throw InputError("deadline_days", "allowed 0.01 to 3650 days, got " + formatNumber(deadlineDays));
    job.gpus = job.gpusPerNode;
    validateJob(job);
    GoalSeekResult out;
    out.gpuId = job.gpu.id;
    const int maxNodes = std::max(1, maxGpus / job.gpusPerNode);
    int lo = 0, lastFeasible = 0, worse = 0;
    const int start = lowerBoundNodes(job, deadlineDays, maxNodes);
    if (start > 1) lo = start - 1; // known not to meet the deadline
    for (int nodes = start;; nodes = std::min(nodes * 2, maxNodes)) {
        const Probe p = probe(job, nodes, c, out);
        if (p.feasible && p.days <= deadlineDays) {
            bisect(job, lo, nodes, p, deadlineDays, c, out);
            return out;
        }
        if (p.feasible) {
            worse = (out.fastestGpus != 0 && p.days >= out.fastestDays) ? worse + 1 : 0;
            lastFeasible = nodes * job.gpusPerNode;
        }
        noteFastest(out, p, nodes * job.gpusPerNode);
        lo = nodes;
        if (nodes == maxNodes || worse >= 2) break; // two doublings without gain: the curve has turned
    }
    out.limitedBy = limitText(out, maxNodes * job.gpusPerNode, lastFeasible);
    return out;
}

std::vector<GoalSeekResult> seekAllGpus(const TrainingJob& job, const Catalog& catalog, double deadlineDays,
                                        Confidence c) {
    std::vector<GoalSeekResult> out;
    for (const GpuSpec& g : catalog.gpus) {
        TrainingJob j = job;
        j.gpu = g;
        if (g.id != job.gpu.id) j.gpusPerNode = std::max(1, g.serverGpus); // whole servers of that GPU
        if (j.precision == Precision::BF16 && !g.supports(Precision::BF16)) j.precision = Precision::FP16;
        try {
            out.push_back(seekGpuCount(j, deadlineDays, c));
        } catch (const InputError& e) {
            GoalSeekResult r;
            r.gpuId = g.id;
            r.limitedBy = e.what();
            out.push_back(r);
        }
    }
    return out;
}

std::string unreachableText(const GoalSeekResult& r) {
    if (r.fastestGpus == 0) return "not reachable on " + r.gpuId + " (limited by " + r.limitedBy + ")";
    char buf[120];
    std::snprintf(buf, sizeof buf, "not reachable: the fastest is %.1f days on %d GPUs", r.fastestDays, r.fastestGpus);
    return std::string(buf) + " (limited by " + r.limitedBy + ")";
}

} // namespace gputco
