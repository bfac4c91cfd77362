#pragma once
// Shared helpers for training-model tests: a job from the shipped catalog.

#include "core/training/training_job.hpp"

#include <string>

namespace gputco::test {

// A job on `gpus` GPUs of the catalog GPU `gpuId`, with the given fabric and storage ids.
TrainingJob catalogJob(const std::string& gpuId, int gpus, const ModelShape& shape, double tokens,
                       const std::string& fabric = "IB-NDR", const std::string& storage = "NVME-GDS");

// A Llama-style shape given explicitly: GQA, SwiGLU, untied embeddings.
ModelShape llamaLike(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab);

} // namespace gputco::test
