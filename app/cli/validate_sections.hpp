#pragma once
// `gpu-tco validate`'s sections (issue 28): dense, Blackwell, FP8/FP4 and MoE training, serving, and
// serving on Blackwell at low precision; and the MLPerf Training rows against the best case.
#include "app/cli/context.hpp"

#include <QJsonArray>

namespace gputco::cli {
void printMlperfValidation(Context& ctx);
void printValidationSections(Context& ctx);
QJsonArray mlperfValidationJson();
QJsonArray validationSectionsJson();
} // namespace gputco::cli
