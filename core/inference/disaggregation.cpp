#include "core/inference/disaggregation.hpp"

#include "core/inference/serving_rates.hpp"
#include "core/validation.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {
// Decode pool: steps carry only decodes (no prefill chunks interfere: DistServe section 2).
ServingPoint decodePoint(const ServingStep& step, const InferenceJob& job, const ServingCalibration& c, int batch) {
    const double b = batch, split = std::max(1.0, b / c.stepTokenBudget);
    const double tpot = split * step.seconds({b / split, job.promptTokens + job.outputTokens / 2.0, 0, 0});
    ServingPoint p;
    p.batch = batch;
    p.tpotMs = 1e3 * tpot;
    p.tokensPerSecond = b / tpot;
    return p;
}

ServingPoint chooseDecode(const ServingStep& step, const InferenceJob& job, const ServingCalibration& c, int limit) {
    ServingPoint best = decodePoint(step, job, c, 1);
    for (int b = 1; b <= limit; b = b * 2 > limit && b != limit ? limit : b * 2) {
        const ServingPoint p = decodePoint(step, job, c, b);
        if (!job.tpotMs || p.tpotMs <= *job.tpotMs) best = p;
    }
    return best;
}

// Fewest servers, each taking `service` seconds a request, that keep the p99 response
// (M/M/c, as the aggregated sizing) within `target`; returns servers and that p99.
std::pair<long, double> serversFor(double qps, double service, double target, long perReplica) {
    long replicas = std::max(1L, long(std::ceil(qps * service / double(perReplica))));
    for (; replicas < 10000000; replicas += std::max(1L, replicas / 50)) {
        const double p99 = mmcP99Seconds(qps, service, replicas * perReplica);
        if (p99 <= target) return {replicas, p99};
    }
    return {replicas, mmcP99Seconds(qps, service, replicas * perReplica)};
}
} // namespace

DisaggregatedResult planDisaggregated(const InferenceJob& job, const ServingCalibration& c) {
    if (job.mig) throw InputError("mig", "prefill/decode disaggregation is planned on whole GPUs, not MIG slices");
    InferenceJob aggregatedJob = job;
    aggregatedJob.ttftMs.reset(), aggregatedJob.tpotMs.reset(), aggregatedJob.p99Ms.reset(), aggregatedJob.qps.reset();
    const InferenceResult agg = estimateInference(aggregatedJob, c); // validates and picks the replica shape
    const ServingStep step(job.shape, servingPerformance(job.gpu, job.weights, job.shape.fp8BlockScaled), agg.tp,
                           agg.ep > 1, job.kvCache, job.engine, c);
    DisaggregatedResult r;
    r.tp = agg.tp;
    const double in = job.promptTokens, chunk = std::min(in, c.stepTokenBudget);
    r.prefillAloneMs = 1e3 * std::ceil(in / chunk) * step.seconds({0, 0, chunk, in});
    r.prefillSecondsPerRequest = in / c.stepTokenBudget * step.seconds({0, 0, c.stepTokenBudget, in});
    r.prefillSecondsPerRequest = std::min(r.prefillSecondsPerRequest, r.prefillAloneMs / 1e3);
    r.kvTransferMs = 1e3 * in * agg.kvBytesPerToken / (agg.tp * kKvTransferBytesPerSecondPerGpu);
    r.decodeMaxBatch = agg.maxBatch;
    r.decode = chooseDecode(step, job, c, agg.maxBatch);
    r.decode.ttftMs = r.prefillAloneMs + r.kvTransferMs;
    r.decode.e2eMs = r.decode.ttftMs + (job.outputTokens - 1) * r.decode.tpotMs;
    if (job.ttftMs && *job.ttftMs < r.decode.ttftMs)
        throw InputError("ttft_ms", formatNumber(*job.ttftMs) + " ms is below the physical floor of " +
                                        formatNumber(std::round(r.decode.ttftMs)) +
                                        " ms (prefill alone plus the KV transfer)");
    if (job.qps) {
        const double decodeService = job.outputTokens * r.decode.tpotMs / 1e3;
        const auto [p, ttft] = serversFor(*job.qps, r.prefillSecondsPerRequest,
                                          (job.ttftMs ? *job.ttftMs : 2.0 * r.decode.ttftMs) / 1e3 -
                                              (r.decode.ttftMs / 1e3 - r.prefillSecondsPerRequest),
                                          1);
        r.prefillReplicas = int(p);
        r.p99TtftMs = 1e3 * ttft + (r.decode.ttftMs - 1e3 * r.prefillSecondsPerRequest);
        const double decodeTarget = job.p99Ms ? *job.p99Ms / 1e3 - r.p99TtftMs / 1e3 : 2.0 * decodeService;
        const auto [d, e2e] =
            serversFor(*job.qps, decodeService, std::max(decodeTarget, decodeService), r.decode.batch);
        r.decodeReplicas = int(d);
        r.p99Ms = r.p99TtftMs + 1e3 * e2e;
    } else {
        // Split the available replicas so that both pools serve the same request rate.
        const int replicas = job.gpus / agg.tp;
        if (replicas < 2)
            throw InputError("gpus", "disaggregation needs at least two replicas of " + std::to_string(agg.tp) +
                                         " GPUs (one prefill, one decode); " + std::to_string(job.gpus) + " given");
        const double decodeSecondsPerRequest = job.outputTokens * r.decode.tpotMs / 1e3 / r.decode.batch;
        const double share = r.prefillSecondsPerRequest / (r.prefillSecondsPerRequest + decodeSecondsPerRequest);
        r.prefillReplicas = std::clamp(int(std::lround(share * replicas)), 1, replicas - 1);
        r.decodeReplicas = replicas - r.prefillReplicas;
    }
    r.prefillGpus = r.prefillReplicas * r.tp;
    r.decodeGpus = r.decodeReplicas * r.tp;
    r.gpusNeeded = r.prefillGpus + r.decodeGpus;
    return r;
}

} // namespace gputco
