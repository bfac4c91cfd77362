#pragma once
// --calibration NAME on training commands: loads a stored calibration profile into the job.

#include "app/cli/context.hpp"
#include "core/training/training_job.hpp"

#include <QCommandLineParser>
#include <QJsonObject>

namespace gputco::cli {

void addCalibrationOption(QCommandLineParser& parser);
// Sets job.calibration from the named profile; InputError listing the known ones when
// absent. Warns on ctx.err when the profile was measured on another GPU.
void applyCalibrationOption(Context& ctx, const QCommandLineParser& parser, TrainingJob& job);
// "NAME (compute x0.780, comm x1.000)"
QString calibrationText(const EfficiencyCalibration& c);
QJsonObject calibrationJson(const EfficiencyCalibration& c); // name, compute_scale, comm_scale

} // namespace gputco::cli
