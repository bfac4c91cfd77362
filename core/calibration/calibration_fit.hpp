#pragma once
// Fits an EfficiencyCalibration to a team's measured step times (gpu-tco calibrate).
// Each measurement is split by the best-case model into exposed compute c (compute
// plus I/O stall) and exposed communication m (TP + pipeline bubble + DP), and
//   t_measured = c / computeScale + m / commScale
// is fitted by linear least squares in (1 / computeScale, 1 / commScale) on relative
// errors, so a 10 s and a 1 s step weigh the same. Communication is only fitted when
// the measurements span at least two GPU counts (otherwise the two are confounded):
// then commScale = 1 and computeScale alone is fitted.

#include "core/training/efficiency_calibration.hpp"
#include "core/training/training_job.hpp"
#include "core/training/training_result.hpp"

#include <optional>
#include <string>
#include <vector>

namespace gputco {

struct Measurement {
    std::string label;                        // "row 3", "run.log": how messages name it
    TrainingJob job;                          // as measured (the job's tokens do not matter)
    double secondsPerIteration = 0;           // measured, for the job's global batch
    std::optional<double> loggedTflopsPerGpu; // Megatron's "throughput per GPU", when the log states it
};

// One measurement next to the best-case model of the same job.
struct CalibrationRow {
    std::string label;
    int gpus = 0;
    double measuredSeconds = 0; // per iteration, rescaled to the model's global batch
    double computeSeconds = 0;  // best case: compute + I/O stall
    double commSeconds = 0;     // best case: exposed TP + pipeline bubble + exposed DP
    double impliedMfu = 0;      // model FLOPs / (GPUs x dense peak x measured time)
    double bestCaseSeconds() const { return computeSeconds + commSeconds; }
};

// Runs the best-case model (estimateTraining(job, 0)). Throws InputError naming the row
// when the implied MFU is above 100 % or below 1 % (the measurement cannot be this job).
CalibrationRow calibrationRow(const Measurement& m);

struct CalibrationFit {
    EfficiencyCalibration profile;
    bool commFitted = false; // false: commScale fixed at 1
    std::string note;        // why communication was not fitted, when it was not
    std::vector<CalibrationRow> rows;
    std::vector<double> errorBefore; // (best case - measured) / measured, per row
    std::vector<double> errorAfter;  // (calibrated - measured) / measured, per row
};

// Throws InputError when there are no rows or the fitted computeScale is outside 0.05..2.
CalibrationFit fitCalibration(std::vector<CalibrationRow> rows, std::string name);

// Seconds per iteration that a profile implies for a best-case breakdown.
double calibratedSeconds(const TimeBreakdown& best, const EfficiencyCalibration& c);

inline constexpr double kMinScale = 0.05, kMaxScale = 2.0; // EfficiencyCalibration's range

} // namespace gputco
