#pragma once
// The serving section of gpu-tco validate: published serving rows against the serving model.

#include "app/cli/context.hpp"

#include <QJsonObject>

namespace gputco::cli {

// `fit`: refit the serving parameters on the calibration rows first.
void printServingValidation(Context& ctx, bool fit);
QJsonObject servingValidationJson(bool fit);

} // namespace gputco::cli
