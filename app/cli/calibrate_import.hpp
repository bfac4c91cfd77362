#pragma once
// gpu-tco calibrate import: measured step times -> a fitted, stored calibration profile.

#include "app/cli/context.hpp"
#include "core/calibration/calibration_fit.hpp"

#include <QStringList>

namespace gputco::cli {

int runCalibrateImport(Context& ctx, const QStringList& args);

// The measurements in FILE (format: megatron, torchtitan, csv or empty for "by content").
// `jobArgs` are training options (as on the command line) describing the measured job;
// CSV rows add their own. Throws InputError; "no iteration lines found in FILE ..." for
// a log without any.
std::vector<Measurement> readMeasurements(const QString& file, const QString& format, const QStringList& jobArgs,
                                          const Catalog& catalog, QTextStream& warnings);

} // namespace gputco::cli
