#pragma once
// The GEMM rates a serving engine reaches for a checkpoint on a GPU, where the checkpoint's format is not one the
// GPU's tensor cores run as such.
// Weight-only FP4 on GPUs without FP4 tensor cores: the weights stay in 4-bit blocks (MXFP4: OCP
// Microscaling Formats spec v1.0, 32 FP4 values sharing one 8-bit scale) and are widened in the GEMM kernel,
// which runs at the BF16 rate. TensorRT-LLM's GPT-OSS deployment guide (1.2 docs, "MoE Backend Support
// Matrix"): "H200 | BF16 | MXFP4 | TRITON" (activation type, MoE weights type, backend), against MXFP8 x MXFP4
// on Blackwell. Memory and weight reads are those of FP4, the FLOPs those of BF16.
// Beside it, the other checkpoint format a GPU's tensor cores do not run natively: block-scaled FP8 on Hopper.

#include "core/catalog/gpu.hpp"
#include "core/training/hardware_model.hpp"

namespace gputco {

// True where `weights` is FP4 on a GPU that has no FP4 tensor cores but computes in BF16: served weight-only.
bool servesWeightOnly(const GpuSpec& gpu, Precision weights);

// The GEMM rates of serving `weights` on `gpu`: the precision's own, or with weight-only FP4 the BF16 rate
// with the weights read at FP4's half byte; a block-scaled FP8 checkpoint on Hopper at 1.75x the BF16 rate.
// Throws InputError as gpuPerformance does.
GpuPerformance servingPerformance(const GpuSpec& gpu, Precision weights, bool fp8BlockScaled = false);

} // namespace gputco
