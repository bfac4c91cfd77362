#pragma once
// The FLOPs Megatron-LM counts for its "throughput per GPU (TFLOP/s/GPU)" log field,
// for a dense transformer: megatron/training/training.py, num_floating_point_operations()
// -> transformer_flops(), without MoE, MLA, MTP or linear attention:
//   per token, forward + backward (3) with FMA (2):
//     6 h f (3 for SwiGLU, else 2) L + 6 (h (q + 2 g q) + q h) L + 6 h V,
//   plus 6 q s per token and layer for core attention, halved for the causal mask
//   (q = heads x head size = h). The training model counts core attention without the
//   causal halving (Narayanan et al. 2021, eq. 3), so its FLOPs are larger by 6 s^2 h L
//   per sequence; comparing with a Megatron log's throughput needs this count.

#include "core/training/model_shape.hpp"

namespace gputco {

double megatronFlopsPerSequence(const ModelShape& s, int seqLen);

// Megatron's "throughput per GPU (TFLOP/s/GPU)" for `gpus` GPUs running iterations of
// `batchTokens` tokens in `secondsPerIteration`.
double megatronTflopsPerGpu(const ModelShape& s, int seqLen, double batchTokens, int gpus, double secondsPerIteration);

} // namespace gputco
