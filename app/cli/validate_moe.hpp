#pragma once
// The MoE-training section of `gpu-tco validate` (issue 16): published MoE throughput rows
// against the best case with the published layout, and DeepSeek-V3's pre-training GPU-hours.

#include "app/cli/context.hpp"

#include <QJsonObject>

namespace gputco::cli {

void printMoeValidation(Context& ctx);
QJsonObject moeValidationJson();

} // namespace gputco::cli
