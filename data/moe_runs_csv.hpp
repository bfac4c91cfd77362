#pragma once
// Reads resources/validation/moe_training_runs.csv (embedded) into MoeRun rows (issue 16).

#include "core/training/moe_validation.hpp"

#include <QByteArray>

#include <vector>

namespace gputco::data {

// Throws InputError naming the row and column for a malformed row.
std::vector<MoeRun> parseMoeRuns(const QByteArray& csv);
// The shipped dataset, split by assignMoeSplit().
const std::vector<MoeRun>& shippedMoeRuns();

} // namespace gputco::data
