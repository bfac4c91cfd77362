#pragma once
// Everything the training model needs to know about one job and its cluster.

#include "core/catalog/catalog.hpp"
#include "core/training/efficiency_calibration.hpp"
#include "core/training/expert_parallel.hpp"
#include "core/training/layout.hpp"
#include "core/training/model_shape.hpp"

#include <optional>
#include <string_view>

namespace gputco {

struct DataInput {
    double bytesPerToken = 4.0; // tokenized text: 4-byte token ids; image/video: bytes per sample / tokens per sample
    double prefetchEfficiency = 0.95; // share of the storage bandwidth a prefetching loader sustains
};

enum class PipelineSchedule { OneFOneB, DualPipe };
std::string_view pipelineScheduleName(PipelineSchedule s); // "1f1b", "dualpipe"
std::optional<PipelineSchedule> pipelineScheduleFromName(std::string_view name);
std::string_view moeDispatcherName(MoeDispatcher d); // "alltoall", "deepep", "hybridep"
std::optional<MoeDispatcher> moeDispatcherFromName(std::string_view name);

struct ReliabilityInput {
    // Unexpected interruptions per GPU-hour. Default from Llama 3 405B: 419
    // interruptions in 54 days on 16,384 H100 (arXiv 2407.21783) = 1.97e-5.
    double failuresPerGpuHour = 419.0 / (54.0 * 24.0 * 16384.0);
    double restartMinutes = 5.0;             // detect, reschedule, restart (checkpoint load added)
    std::optional<double> checkpointMinutes; // fixed interval; default: Young/Daly optimum
    // A two-phase policy such as the seed article's "every 15 min early, hourly later":
    // checkpointMinutes for the first earlyFraction of the run, this afterwards.
    std::optional<double> checkpointMinutesLate;
    double earlyFraction = 0.2;
    double checkpointOverheadSeconds = 10.0; // fixed cost per checkpoint besides writing
    bool asyncCheckpoint = false;            // writes overlap training: only a snapshot blocks
};

// The software stack, as far as it changes the model: Megatron-Core/NeMo fuse the
// elementwise kernels (layer norm, bias-dropout-add, activations), use Transformer
// Engine and overlap TP collectives from Hopper on; eager PyTorch stacks (FSDP,
// DeepSpeed, llm-foundry) run most elementwise ops as separate kernels, each a
// round trip through HBM (with fp32 layer norms under autocast), about 3x the traffic.
enum class Framework { Megatron, PytorchEager };
std::string_view frameworkName(Framework f); // "megatron", "pytorch"
std::optional<Framework> frameworkFromName(std::string_view name);

// LoRA / QLoRA fine-tuning (Hu et al. 2021; Dettmers et al. 2023): the base weights are
// frozen (BF16, or 4-bit with QLoRA), rank-r adapters A (r x d_in) and B (d_out x r) on
// the target matrices are trained, with optimizer state only for them.
struct LoraConfig {
    int rank = 16;
    bool allLinear = false; // false: attention projections (Q, K, V, O); true: the MLP too
    bool qlora = false;     // 4-bit base weights (0.5 byte each), dequantised per GEMM
    double adapterParams(const ModelShape& s) const;
};

struct TrainingJob {
    ModelShape shape;
    int seqLen = 2048;
    double tokens = 0;                       // training tokens
    std::optional<double> globalBatchTokens; // default: see defaultGlobalBatchTokens()
    Precision precision = Precision::BF16;
    bool flashAttention = true; // FlashAttention-style fused attention (Ampere and later)
    Framework framework = Framework::Megatron;
    std::optional<LoraConfig> lora; // fine-tune adapters only
    GpuSpec gpu;
    int gpus = 0;
    int gpusPerNode = 8;
    Fabric fabric;
    StorageTier storage;
    DataInput data;
    ReliabilityInput reliability;
    LayoutConstraints constraints;
    double gpuLoad = 1.0;                             // average draw as a share of TDP, for energy
    std::optional<double> moeLoadImbalance;           // slowest expert rank / mean; default moeEfficiency() (1.25)
    std::optional<EfficiencyCalibration> calibration; // the team's own measurements (expected estimate)
    // MoE all-to-all hidden behind the paired micro-batch (Megatron-Core --overlap-moe-expert-parallel-comm,
    // DeepSeek's DualPipe). Unset: assumed wherever its prerequisites hold (a tuned team enables it);
    // false: off, Megatron-Core's and Megatron-Bridge's default (WorkloadBaseConfig.moe_a2a_overlap = False).
    std::optional<bool> moeA2aOverlap;
    // Pipeline schedule: Megatron's 1F1B (interleaved with virtual stages), or DeepSeek's DualPipe
    // (arXiv:2412.19437 sec. 3.2.1): micro-batches fed from both ends, each GPU holding two stages' layers.
    PipelineSchedule pipelineSchedule = PipelineSchedule::OneFOneB;
    // How MoE tokens reach their experts (Megatron-Core --moe-token-dispatcher-type and
    // --moe-flex-dispatcher-backend); it sets the host time below. Default: the all-to-all dispatcher.
    MoeDispatcher moeDispatcher = MoeDispatcher::AllToAll;
    // Host time exposed per MoE layer and micro-batch; unset: moeEfficiency().hostSeconds(moeDispatcher) (fitted).
    std::optional<double> moeHostSeconds;
    // Gradients accumulated and reduced in BF16 (2 bytes) instead of FP32 (4): Megatron's
    // --no-gradient-reduce-in-fp32 / Megatron-Bridge grad_reduce_in_fp32 = False, which every Megatron-Bridge
    // performance recipe sets (perf_recipes/_common.py _benchmark_common: "benchmark-mode defaults that
    // prioritize throughput measurement over convergence"). Off by default: production runs reduce in FP32.
    bool bf16GradientReduce = false;
    // AdamW's two moments kept in BF16 (4 bytes per parameter instead of 8; FP32 master weights stay):
    // DeepSeek-V3 (arXiv:2412.19437 sec. 3.3.2) and Megatron's precision-aware optimizer
    // (--exp-avg-dtype bf16 --exp-avg-sq-dtype bf16; Megatron-Bridge's tuned DeepSeek recipes).
    bool bf16OptimizerMoments = false;
    // DeepSeek-V3's fine-grained FP8 activation cache (sec. 3.3.2, "Low-Precision Storage"): each routed
    // copy's expert input and SwiGLU input are kept in FP8 (h + 2 f bytes) and the SwiGLU output is
    // recomputed, where Megatron with Transformer Engine keeps the permuted input and output in BF16.
    bool fp8ExpertActivations = false;
    // Dropout masks kept for the backward pass (1 byte per element: the attention output's and the MLP
    // output's, s b h each, and the attention probabilities' a s^2 b when attention is not fused;
    // Korthikanti et al. 2022, Table 2). Megatron's GPT default (hidden and attention dropout 0.1); Llama 3,
    // DeepSeek-V3 and Qwen3 pre-train without dropout (their configs: attention_dropout 0.0), so no mask
    // is stored (ATen's dropout returns its input when p = 0).
    bool dropout = false;
};

// 4M tokens (Llama 2 used 4M, GPT-3 3.2M), raised so that every GPU gets at
// least one sequence with the largest TP x PP the model allows.
double defaultGlobalBatchTokens(const TrainingJob& job);

// Throws InputError naming the field: GPUs, tokens, sequence, batch, gpus per node,
// precision unsupported by the GPU, shape errors.
void validateJob(const TrainingJob& job);

} // namespace gputco
