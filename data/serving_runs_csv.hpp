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

} // namespace gputco::data
