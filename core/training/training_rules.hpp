#pragma once
// Domain rules that the CLI, scenarios and the window must all apply the same way.
// Each lives here once (issue 11, item 7).

#include "core/catalog/catalog.hpp"
#include "core/catalog/gpu.hpp"
#include "core/training/model_shape.hpp"

#include <optional>
#include <string>

namespace gputco {

struct TrainingJob;

// FlashAttention needs Ampere or later (Dao 2023: sm80+; FlashAttention-1 also ran on
// Turing, never on Volta in training stacks): a GPU with BF16 tensor cores.
bool fusedAttentionAvailable(const GpuSpec& gpu);
// Whether the job runs fused attention: asked for (the default) and available.
bool usesFusedAttention(const TrainingJob& job);

// BF16 asked for on a GPU without BF16 (V100) trains in FP16 on its FP16 tensor cores.
Precision effectivePrecision(const GpuSpec& gpu, Precision requested);

// Defaults when a job or an option names no fabric or storage tier.
const char* defaultFabricId();  // "IB-NDR": 400 Gb/s InfiniBand, the H100-era standard
const char* defaultStorageId(); // "PFS": a parallel file system

// SwiGLU inner size: 8h/3 rounded up to a multiple of 256 (LLaMA, Touvron et al. 2023).
int swigluFfn(int hidden);
// Vocabulary when none is given: 32,000 for SwiGLU (LLaMA) models, 51,200 for GELU
// (GPT-2/3's 50,257 padded to a multiple of 1,024 as Megatron does).
int defaultVocab(bool swiglu);

// A job on catalog hardware with the default precision (BF16, or FP16 without it); throws
// InputError naming an unknown GPU, fabric or storage id.
TrainingJob catalogJob(const Catalog& catalog, const std::string& gpuId, int gpus, const ModelShape& shape,
                       double tokens, const std::string& fabricId, const std::string& storageId);

// The scale-out fabric of a published run on `gpuId`: Blackwell Ultra racks (GB300) use ConnectX-8
// (800 Gb/s, IB-XDR) per GPU, the others 400 Gb/s InfiniBand (IB-NDR). The validation rows' rule.
std::string publishedRunFabric(const std::string& gpuId);

// An explicit shape as the CLI and scenario files describe it.
ModelShape explicitShape(int layers, int hidden, int heads, bool swiglu, std::optional<int> vocab,
                         std::optional<int> ffn, std::optional<int> kvHeads);

} // namespace gputco
