#include "core/training/steady_state_validation.hpp"

#include "core/training/training_model.hpp"
#include "core/training/training_rules.hpp"
#include "core/validation.hpp"

namespace gputco {

double predictSteadyState(const SteadyStateRow& r, const Catalog& catalog) {
    const std::string fabric = r.fabric;
    const bool fourBy100 = fabric == "OPA-400" || fabric == "EDR-400";
    TrainingJob job = catalogJob(catalog, r.gpu, r.gpus, r.shape, 1e12, fourBy100 ? "IB-HDR" : r.fabric, "NVME-GDS");
    if (fourBy100) { // Omni-Path (Jean Zay, BLOOM paper) or EDR InfiniBand (DGX-2H): 4 x 100 Gb/s per 8 GPUs
        job.fabric.portGbps = 100;
        job.fabric.portsPerNode = 4;
    }
    if (fabric == "EDR-400" && r.gpus >= 16) { // DGX-2H: 16 GPUs and 8 x EDR per node
        job.gpusPerNode = 16;
        job.fabric.portsPerNode = 8;
    }
    if (r.gpus < job.gpusPerNode) job.gpusPerNode = r.gpus;
    job.precision = r.precision;
    job.seqLen = r.seq;
    job.globalBatchTokens = r.globalBatchSeqs * r.seq;
    job.flashAttention = r.flash;
    job.constraints.tp = r.tp;
    job.constraints.pp = r.pp;
    job.constraints.interleave = r.interleave;
    job.constraints.zero = r.zero;
    job.constraints.recompute = r.recompute;
    job.constraints.microBatch = r.microBatch;
    job.framework = r.framework;
    // Megatron-Bridge's performance configs reduce gradients in BF16 (see jobForMoeRun).
    job.bf16GradientReduce = std::string_view(r.source).rfind("NVIDIA-NeMo/Megatron-Bridge", 0) == 0;
    if (r.recompute == Recompute::Selective) job.constraints.sequenceParallel = true;
    job.constraints.ep = r.ep;
    job.constraints.cp = r.cp;
    if (r.dispatcher) job.moeDispatcher = *r.dispatcher;
    job.moeA2aOverlap = r.a2aOverlap;
    const TrainingResult res = estimateTraining(job, 0);
    switch (r.metric) {
    case SteadyMetric::Mfu:
        return res.best.mfu * job.gpu.peak(job.precision)->value() /
               (job.gpu.peak(Precision::BF16) ? job.gpu.peak(Precision::BF16) : job.gpu.peak(Precision::FP16))->value();
    case SteadyMetric::TflopsPerGpu: return res.modelFlopsPerIteration / res.iterationSeconds / r.gpus / 1e12;
    case SteadyMetric::TokensPerGpu: return res.tokensPerSecond / r.gpus;
    }
    return 0;
}

const char* metricUnit(SteadyMetric m) {
    return m == SteadyMetric::Mfu ? "MFU" : m == SteadyMetric::TflopsPerGpu ? "TF/GPU" : "tok/s/GPU";
}

std::vector<SeleneCase> seleneCases() {
    return {
        {"22B", 48, 6144, 64, 8, 8, 1, 1, 4, 4, 1.42, 1.10},
        {"175B", 96, 12288, 96, 64, 8, 8, 3, 1, 64, 18.13, 13.75},
        {"530B", 105, 20480, 128, 280, 8, 35, 3, 1, 280, 49.05, 37.83},
        {"1T", 128, 25600, 160, 512, 8, 64, 1, 1, 512, 94.42, 71.49},
    };
}

double predictSelene(const SeleneCase& c, bool seqSel, const Catalog& catalog) {
    TrainingJob job = catalogJob(catalog, "A100-SXM4-80GB", c.gpus, gptShape(c.layers, c.hidden, c.heads, 51200), 1e9,
                                 "IB-HDR", "PFS");
    job.precision = Precision::FP16;
    job.flashAttention = false;
    job.dropout = true; // Megatron GPT (2021-22): hidden and attention dropout 0.1
    job.seqLen = 2048;
    job.globalBatchTokens = double(c.globalBatch) * 2048;
    job.constraints.tp = c.tp;
    job.constraints.pp = c.pp;
    job.constraints.interleave = c.interleave;
    job.constraints.microBatch = c.microBatch;
    job.constraints.zero = 0;
    job.constraints.recompute = seqSel ? Recompute::Selective : Recompute::Full;
    job.constraints.sequenceParallel = seqSel;
    return estimateTraining(job, 0).iterationSeconds; // the best case: a tuned steady state
}

} // namespace gputco
