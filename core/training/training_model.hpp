#pragma once
// The analytic training model: searches the parallel layouts of a job, picks the
// fastest that fits in memory, and turns its iteration time into time-to-train,
// GPU-hours, energy and goodput.

#include "core/training/training_job.hpp"
#include "core/training/training_result.hpp"
#include "core/validation.hpp"

#include <vector>

namespace gputco {

// No layout fits in memory; the message says what would (more GPUs, recompute, ZeRO).
class NoFeasibleLayout : public InputError {
public:
    using InputError::InputError;
};

// Throws InputError (bad input) or NoFeasibleLayout.
TrainingResult estimateTraining(const TrainingJob& job, int alternatives = 3);

struct SweepPoint {
    int gpus = 0;
    bool feasible = false;
    TrainingResult result; // valid when feasible
    std::string reason;    // why not, when not feasible
};

// Time-to-train at each GPU count (the job's other inputs unchanged). Counts that
// are not a multiple of the GPUs per node, or that no layout fits, are reported
// as not feasible rather than thrown.
std::vector<SweepPoint> sweepGpuCounts(const TrainingJob& job, const std::vector<int>& counts);
std::vector<int> defaultSweepCounts(); // 8, 16, ..., 16384

} // namespace gputco
