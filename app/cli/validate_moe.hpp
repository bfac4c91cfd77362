#pragma once
// The MoE-training section of `gpu-tco validate` (issue 16): published MoE throughput rows
// against the best case with the published layout, and DeepSeek-V3's pre-training GPU-hours.

#include "app/cli/context.hpp"

#include <QJsonObject>

namespace gputco::cli {

// `refit`: the MoE host time refitted on the calibration rows (gpu-tco validate --fit).
void printMoeValidation(Context& ctx, bool refit = false);
QJsonObject moeValidationJson(bool refit = false);

} // namespace gputco::cli
