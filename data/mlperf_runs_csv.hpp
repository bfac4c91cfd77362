#pragma once
// Reads resources/validation/mlperf_training_runs.csv (embedded) into MlperfRun rows (issue 28).
#include "core/training/mlperf_validation.hpp"

#include <QByteArray>

#include <vector>

namespace gputco::data {
// Throws InputError naming the row and column for a malformed row.
std::vector<MlperfRun> parseMlperfRuns(const QByteArray& csv);
const std::vector<MlperfRun>& shippedMlperfRuns();
} // namespace gputco::data
