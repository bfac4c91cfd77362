#pragma once
// Calibration profiles and fits as JSON (gpu-tco calibrate --json, the stored
// measurements and residuals).

#include "core/calibration/calibration_fit.hpp"
#include "data/calibration_repository.hpp"

#include <QJsonArray>
#include <QJsonObject>

namespace gputco::data {

// One object per measurement: label, gpu, gpus, params, shape, seq, global_batch_tokens,
// precision, measured_s_per_iteration, tokens_per_s, implied_mfu.
QJsonArray calibrationMeasurementsJson(const std::vector<Measurement>& ms, const CalibrationFit& fit);
// One object per measurement: label, error_before, error_after (relative, model vs measured).
QJsonArray calibrationResidualsJson(const CalibrationFit& fit);
QJsonObject calibrationProfileJson(const CalibrationProfile& p);

} // namespace gputco::data
