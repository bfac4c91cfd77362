#pragma once
// Training-model results as JSON (gpu-tco train --json, reports, scenarios).
// Breakdown values are seconds per iteration; memory values are GiB per GPU.

#include "core/training/training_job.hpp"
#include "core/training/training_model.hpp"

#include <QJsonArray>
#include <QJsonObject>

namespace gputco::data {

QJsonObject layoutToJson(const Layout& l);
// Seconds per iteration by part: compute_s, tp_comm_s, ..., failure_s (time lost to checkpoints and failures).
QJsonObject timeBreakdownToJson(const TimeBreakdown& t, double failurePerIteration);
// GiB per GPU by part, total_gb and, where the GPU's HBM is known (capacity > 0), capacity_gb.
QJsonObject memoryToJson(const MemoryBreakdown& m, double capacity);
QJsonObject layoutEstimateToJson(const LayoutEstimate& e);
QJsonObject trainingResultToJson(const TrainingJob& job, const TrainingResult& r);
QJsonArray sweepToJson(const std::vector<SweepPoint>& points);

} // namespace gputco::data
