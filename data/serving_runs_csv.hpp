#pragma once
// Reads resources/validation/serving_runs.csv and serving_models.csv (embedded) into
// ServingRun rows with their model shapes.

#include "core/inference/serving_validation.hpp"

#include <QByteArray>

#include <vector>

namespace gputco::data {

// Throws InputError naming the row and column for a malformed row or an unknown model.
std::vector<ServingRun> parseServingRuns(const QByteArray& runsCsv, const QByteArray& modelsCsv);
// The shipped dataset, split by assignServingSplit().
const std::vector<ServingRun>& shippedServingRuns();
// Published rows that no fit reads, all held out (issue 46): resources/validation/trtllm12_serving_runs.csv,
// TensorRT-LLM 1.2's perf overview (DeepSeek-R1, GPT-OSS 120B, Llama 3.3 70B, Qwen3 235B and 30B).
const std::vector<ServingRun>& shippedUnfittedServingRuns();

} // namespace gputco::data
