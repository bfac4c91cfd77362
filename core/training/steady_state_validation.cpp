#include "core/training/steady_state_validation.hpp"

#include "core/training/training_model.hpp"
#include "core/training/training_rules.hpp"
#include "core/validation.hpp"

namespace gputco {

namespace {

ModelShape mpt(int layers, int hidden, int heads) { return gptShape(layers, hidden, heads, 50368); }
ModelShape llama(int layers, int hidden, int heads, int kv, int ffn, int vocab) {
    ModelShape s = gptShape(layers, hidden, heads, vocab, ffn);
    s.kvHeads = kv;
    s.gatedMlp = true;
    s.tiedEmbeddings = false;
    return s;
}
const ModelShape kMpt7 = mpt(32, 4096, 32), kMpt13 = mpt(40, 5120, 40), kMpt70 = mpt(80, 8192, 64);
const ModelShape kLlama2_70 = llama(80, 8192, 64, 8, 28672, 32000);
const ModelShape kLlama3_8 = llama(32, 4096, 32, 8, 14336, 128256);
const ModelShape kLlama3_70 = llama(80, 8192, 64, 8, 28672, 128256);
const ModelShape kLlama31_405 = llama(126, 16384, 128, 8, 53248, 128256);
const ModelShape kLlama1_65 = llama(80, 8192, 64, 64, 22016, 32000);
const ModelShape kGpt3 = gptShape(96, 12288, 96, 51200);
const ModelShape kOpt175 = gptShape(96, 12288, 96, 50272);
const ModelShape kBloom = gptShape(70, 14336, 112, 250880);
ModelShape nemotron340() { // Nemotron-4 340B: squared-ReLU MLP (two matrices), GQA 8, vocabulary 256k
    ModelShape s = gptShape(96, 18432, 96, 256000, 73728);
    s.kvHeads = 8;
    s.tiedEmbeddings = false;
    return s;
}

const char* kFoundry = "mosaicml/llm-foundry scripts/train/benchmarking/README.md";
const char* kNemo = "NVIDIA/NeMo docs/source/performance/performance_summary.md (24.07)";
const char* kBridge = "NVIDIA-NeMo/Megatron-Bridge docs/performance-summary.md";
const char* kMegatron = "NVIDIA/Megatron-LM README.md";
const char* kMlperf = "mlcommons/training_results_v4.0/v4.1/v5.0/v5.1 (derived tok/s)";

} // namespace

std::vector<SteadyStateRow> steadyStateRows() { // NOLINT(readability-function-size): a data table
    const auto BF = Precision::BF16, F8 = Precision::FP8, F16 = Precision::FP16;
    const auto M = SteadyMetric::Mfu, TF = SteadyMetric::TflopsPerGpu, TOK = SteadyMetric::TokensPerGpu;
    return {
        // llm-foundry: FSDP (ZeRO-3), no tensor or pipeline parallelism; micro-batch, batch and
        // activation checkpointing as in each row of the table.
        {"MPT-70B H100x64",
         kFoundry,
         "H100-SXM5-80GB",
         64,
         kMpt70,
         2048,
         2048,
         BF,
         "IB-NDR",
         TOK,
         1039,
         1,
         1,
         {},
         3,
         Recompute::Full,
         true,
         8,
         Framework::PytorchEager},
        {"MPT-7B H100x8",
         kFoundry,
         "H100-SXM5-80GB",
         8,
         kMpt7,
         2048,
         48,
         BF,
         "IB-NDR",
         TOK,
         10643,
         1,
         1,
         {},
         3,
         Recompute::None,
         true,
         6,
         Framework::PytorchEager},
        {"MPT-70B A100-80x64",
         kFoundry,
         "A100-SXM4-80GB",
         64,
         kMpt70,
         2048,
         2048,
         BF,
         "ROCE-200",
         TOK,
         410,
         1,
         1,
         {},
         3,
         Recompute::Full,
         true,
         8,
         Framework::PytorchEager},
        {"MPT-13B A100-80x8",
         kFoundry,
         "A100-SXM4-80GB",
         8,
         kMpt13,
         2048,
         48,
         BF,
         "ROCE-200",
         M,
         0.5957,
         1,
         1,
         {},
         3,
         Recompute::None,
         true,
         2,
         Framework::PytorchEager},
        {"MPT-7B A100-80x8",
         kFoundry,
         "A100-SXM4-80GB",
         8,
         kMpt7,
         2048,
         96,
         BF,
         "ROCE-200",
         TOK,
         4641,
         1,
         1,
         {},
         3,
         Recompute::None,
         true,
         6,
         Framework::PytorchEager},
        {"MPT-70B A100-40x128",
         kFoundry,
         "A100-SXM4-40GB",
         128,
         kMpt70,
         2048,
         512,
         BF,
         "ROCE-200",
         TOK,
         376,
         1,
         1,
         {},
         3,
         Recompute::Full,
         true,
         4,
         Framework::PytorchEager},
        {"MPT-7B A100-40x128",
         kFoundry,
         "A100-SXM4-40GB",
         128,
         kMpt7,
         2048,
         2304,
         BF,
         "ROCE-200",
         TOK,
         3623,
         1,
         1,
         {},
         3,
         Recompute::Full,
         true,
         18,
         Framework::PytorchEager},
        {"MPT-30B H100x32",
         kFoundry,
         "H100-SXM5-80GB",
         32,
         mpt(48, 7168, 64),
         2048,
         1344,
         BF,
         "IB-NDR",
         TOK,
         2308,
         1,
         1,
         {},
         3,
         Recompute::Full,
         true,
         14,
         Framework::PytorchEager},
        {"MPT-3B A100-80x8",
         kFoundry,
         "A100-SXM4-80GB",
         8,
         mpt(32, 2560, 20),
         2048,
         160,
         BF,
         "ROCE-200",
         TOK,
         10811,
         1,
         1,
         {},
         3,
         Recompute::None,
         true,
         10,
         Framework::PytorchEager},
        // NeMo 24.07 on DGX H100, FP8; layouts from the same table (rows with context parallelism searched).
        {"GPT3-175B H100x512 FP8",
         kNemo,
         "H100-SXM5-80GB",
         512,
         kGpt3,
         2048,
         2048,
         F8,
         "IB-NDR",
         TOK,
         825,
         4,
         8,
         6,
         {},
         {},
         true,
         2},
        {"Llama2-70B H100x64 FP8",
         kNemo,
         "H100-SXM5-80GB",
         64,
         kLlama2_70,
         4096,
         128,
         F8,
         "IB-NDR",
         TOK,
         1728,
         4,
         4,
         20,
         {},
         {},
         true,
         1},
        {"Llama3-8B H100x8 FP8", kNemo, "H100-SXM5-80GB", 8, kLlama3_8, 8192, 128, F8, "IB-NDR", TOK, 12273},
        {"Llama3-70B H100x64 FP8", kNemo, "H100-SXM5-80GB", 64, kLlama3_70, 8192, 128, F8, "IB-NDR", TOK, 1524},
        {"Nemotron-340B H100x128 FP8",
         kNemo,
         "H100-SXM5-80GB",
         128,
         nemotron340(),
         4096,
         32,
         F8,
         "IB-NDR",
         TOK,
         326,
         8,
         8,
         12,
         {},
         {},
         true,
         1},
        // Megatron-Bridge.
        {"Llama3-8B H100x8 FP8 (Bridge)", kBridge, "H100-SXM5-80GB", 8, kLlama3_8, 8192, 128, F8, "IB-NDR", TOK, 14451},
        {"Llama3-70B H100x64 FP8 (Bridge)", kBridge, "H100-SXM5-80GB", 64, kLlama3_70, 8192, 128, F8, "IB-NDR", TOK,
         1633},
        {"Llama3.1-405B H100x1024 FP8", kBridge, "H100-SXM5-80GB", 1024, kLlama31_405, 8192, 512, F8, "IB-NDR", TOK,
         310},
        {"Llama3-8B B200x8 FP8", kBridge, "B200-SXM-180GB", 8, kLlama3_8, 8192, 128, F8, "IB-NDR", TOK, 30624},
        {"Llama3.1-405B B200x128 FP8", kBridge, "B200-SXM-180GB", 128, kLlama31_405, 8192, 64, F8, "IB-NDR", TOK, 661},
        // Megatron-LM README, A100 BF16, selective recompute and sequence parallelism, no FlashAttention.
        {"530B A100x2240 (DP8)", kMegatron, "A100-SXM4-80GB", 2240, gptShape(105, 20480, 128), 2048, 2240, BF, "IB-HDR",
         M, 0.542, 8, 35, 3, 1, Recompute::Selective, false},
        {"1T A100x3072", kMegatron, "A100-SXM4-80GB", 3072, gptShape(128, 25600, 160), 2048, 3072, BF, "IB-HDR", M,
         0.563, 8, 64, 1, 1, Recompute::Selective, false},
        // Llama 3 paper (arXiv 2407.21783) Table 4, BF16, 16M-token batches at 8k, RoCE 400G.
        {"Llama3.1-405B H100x8192", "arXiv 2407.21783 Table 4", "H100-SXM5-80GB", 8192, kLlama31_405, 8192, 2048, BF,
         "ROCE-400", TF, 430, 8, 16},
        {"Llama3.1-405B H100x16384", "arXiv 2407.21783 Table 4", "H100-SXM5-80GB", 16384, kLlama31_405, 8192, 2048, BF,
         "ROCE-400", TF, 400, 8, 16},
        // Earlier large runs. LLaMA was trained with Meta's own PyTorch code (xformers, manual backward).
        {"LLaMA-65B A100x2048",
         "arXiv 2302.13971 Table 15 (380 tok/s/GPU)",
         "A100-SXM4-80GB",
         2048,
         kLlama1_65,
         2048,
         2048,
         BF,
         "IB-HDR",
         TOK,
         380,
         {},
         {},
         {},
         {},
         {},
         true,
         {},
         Framework::PytorchEager},
        {"OPT-175B A100x992",
         "arXiv 2205.01068 (147 TF/GPU)",
         "A100-SXM4-80GB",
         992,
         kOpt175,
         2048,
         992,
         F16,
         "IB-HDR",
         TF,
         147,
         8,
         1,
         {},
         3,
         {},
         false},
        {"BLOOM-176B A100x384",
         "arXiv 2211.05100 (156 TF/GPU)",
         "A100-SXM4-80GB",
         384,
         kBloom,
         2048,
         2048,
         BF,
         "OPA-400",
         TF,
         156,
         4,
         12,
         {},
         1,
         {},
         false},
        // Megatron-LM 2019 (arXiv 1909.08053) on DGX-2H V100, FP16, activation checkpointing,
        // 16 GPUs and 8 x 100 Gb/s EDR per node: 8.3B on 512 GPUs (TP 8 x DP 64) 15.1 PFLOP/s = 29.5 TF/GPU;
        // 1.2B on one GPU 39 TF/GPU.
        {"Megatron 8.3B V100x512",
         "arXiv 1909.08053",
         "V100-SXM2-32GB",
         512,
         gptShape(72, 3072, 32, 51200),
         1024,
         512,
         F16,
         "EDR-400",
         TF,
         29.5,
         8,
         1,
         {},
         0,
         Recompute::Full,
         false},
        {"Megatron 1.2B V100x1",
         "arXiv 1909.08053",
         "V100-SXM2-32GB",
         1,
         gptShape(40, 1536, 16, 51200),
         1024,
         8,
         F16,
         "EDR-400",
         TF,
         39,
         1,
         1,
         {},
         0,
         Recompute::Full,
         false},
        // MLPerf Training (FP8): tokens/s per GPU derived from the logs.
        {"MLPerf GPT3 H100x512 v4.0", kMlperf, "H100-SXM5-80GB", 512, kGpt3, 2048, 1536, F8, "IB-NDR", TOK, 766},
        {"MLPerf GPT3 H100x256 v4.1", kMlperf, "H100-SXM5-80GB", 256, kGpt3, 2048, 1536, F8, "IB-NDR", TOK, 814},
        {"MLPerf GPT3 B200x64 v4.1", kMlperf, "B200-SXM-180GB", 64, kGpt3, 2048, 1536, F8, "IB-NDR", TOK, 1624},
        {"MLPerf Llama3.1-405B H100x512", kMlperf, "H100-SXM5-80GB", 512, kLlama31_405, 8192, 1152, F8, "IB-NDR", TOK,
         320},
        {"MLPerf Llama3.1-405B H200x512", kMlperf, "H200-SXM-141GB", 512, kLlama31_405, 8192, 1152, F8, "IB-NDR", TOK,
         352},
        {"MLPerf Llama3.1-405B B200x256", kMlperf, "B200-SXM-180GB", 256, kLlama31_405, 8192, 1152, F8, "IB-NDR", TOK,
         652},
    };
}

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
    if (r.recompute == Recompute::Selective) job.constraints.sequenceParallel = true;
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
