// Steady-state throughput rows (core/training/steady_state_validation.hpp) from Megatron-LM's README, papers (Llama
// 3, LLaMA, OPT, BLOOM, Megatron 2019) and MLPerf Training logs.
#include "core/training/steady_state_row_tables.hpp"

#include "core/training/model_shape.hpp"
#include "core/training/training_rules.hpp"

namespace gputco {

namespace {

const ModelShape kLlama31_405 = llamaShape(126, 16384, 128, 8, 53248, 128256);
const ModelShape kLlama1_65 = llamaShape(80, 8192, 64, 64, 22016, 32000);
const ModelShape kGpt3 = gptShape(96, 12288, 96, 51200);
const ModelShape kOpt175 = gptShape(96, 12288, 96, 50272);
const ModelShape kBloom = gptShape(70, 14336, 112, 250880);

const char* kMegatron = "NVIDIA/Megatron-LM README.md";
const char* kMlperf = "mlcommons/training_results_v4.0/v4.1/v5.0/v5.1 (derived tok/s)";

} // namespace

std::vector<SteadyStateRow> paperSteadyStateRows() { // NOLINT(readability-function-size): a data table
    const auto BF = Precision::BF16, F8 = Precision::FP8, F16 = Precision::FP16;
    const auto M = SteadyMetric::Mfu, TF = SteadyMetric::TflopsPerGpu, TOK = SteadyMetric::TokensPerGpu;
    return {
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

} // namespace gputco
