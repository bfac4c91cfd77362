#pragma once
// Shared helpers for training-model tests: a job from the shipped catalog.

#include "core/training/training_job.hpp"

#include <string>

namespace gputco::test {

// A job on `gpus` GPUs of the catalog GPU `gpuId`, with the given fabric and storage ids.
TrainingJob catalogJob(const std::string& gpuId, int gpus, const ModelShape& shape, double tokens,
                       const std::string& fabric = "IB-NDR", const std::string& storage = "NVME-GDS");

} // namespace gputco::test
