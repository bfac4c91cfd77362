#pragma once
// Shared helpers for model tests: a training or serving job from the shipped catalog.

#include "core/inference/inference_model.hpp"
#include "core/training/envelope.hpp"
#include "core/training/training_job.hpp"

#include <string>

namespace gputco::test {

// A job on `gpus` GPUs of the catalog GPU `gpuId`, with the given fabric and storage ids.
TrainingJob catalogJob(const std::string& gpuId, int gpus, const ModelShape& shape, double tokens,
                       const std::string& fabric = "IB-NDR", const std::string& storage = "NVME-GDS");

// A Llama-style shape given explicitly: GQA, SwiGLU, untied embeddings.
ModelShape llamaLike(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab);

// A serving job on `gpus` GPUs of the catalog GPU `gpuId`: FP8 KV cache, 1,000 tokens in and out.
InferenceJob servingJob(const ModelShape& shape, const std::string& gpuId, int gpus, Precision weights);

// A validation row as the envelope sees it (core/training/envelope.hpp).
ValidatedRun validatedRun(const char* id, const char* gpu, const char* generation, Precision p, bool moe, int gpus,
                          double paramsB, double error, EvidenceKind kind = EvidenceKind::Expected);

} // namespace gputco::test
