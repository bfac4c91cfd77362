#pragma once
// Training-model results as JSON (gpu-tco train --json, reports, scenarios).
// Breakdown values are seconds per iteration; memory values are GiB per GPU.

#include "core/training/training_job.hpp"
#include "core/training/training_model.hpp"

#include <QJsonArray>
#include <QJsonObject>

namespace gputco::data {

QJsonObject layoutToJson(const Layout& l);
QJsonObject layoutEstimateToJson(const LayoutEstimate& e);
QJsonObject trainingResultToJson(const TrainingJob& job, const TrainingResult& r);
QJsonArray sweepToJson(const std::vector<SweepPoint>& points);

} // namespace gputco::data
