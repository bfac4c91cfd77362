#pragma once
// `gpu-tco validate`'s sections (issue 28): dense, Blackwell, FP8/FP4 and MoE training, serving, and
// serving on Blackwell at low precision; and the MLPerf Training rows against the best case.
#include "app/cli/context.hpp"

#include <QJsonArray>
#include <QJsonObject>

namespace gputco::cli {
void printMlperfValidation(Context& ctx);
void printValidationSections(Context& ctx);
QJsonArray mlperfValidationJson();
// The sections and, per row, its leave-one-source-out error and envelope (issue 46), from one computation.
QJsonObject validationSectionsJson();
} // namespace gputco::cli
