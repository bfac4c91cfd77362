#pragma once
// Goal seek on the training model: the smallest whole-node GPU count whose time to
// train meets a deadline, at the expected time (P50) or the pessimistic end of the
// band (P90, core/training/realism.hpp).

#include "core/capacity/confidence.hpp"
#include "core/catalog/catalog.hpp"
#include "core/training/training_job.hpp"
#include "core/training/training_result.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

// The largest cluster the goal seek considers (the scaling sweep's top count).
constexpr int kGoalSeekMaxGpus = 16384;

struct GoalSeekResult {
    std::string gpuId;
    bool reachable = false;
    int gpus = 0;        // the smallest count meeting the deadline (whole nodes)
    double days = 0;     // its time to train at the confidence asked
    double gpuHours = 0; // its expected GPU-hours
    // When not reachable: the fastest run found and what stops it going faster.
    int fastestGpus = 0;
    double fastestDays = 0;
    std::string limitedBy;
    int evaluations = 0; // training estimates made
};

// Days at the confidence: P50 = expected time to train, P90 = the band's P90.
double daysAt(const TrainingResult& r, Confidence c);

// Throws InputError for a bad job or deadline (0 < deadline <= 3650 days). Whole nodes of
// job.gpusPerNode; doubling to bracket the answer, then bisection on whole nodes.
GoalSeekResult seekGpuCount(TrainingJob job, double deadlineDays, Confidence c, int maxGpus = kGoalSeekMaxGpus);

// The same for every catalog GPU (the job's precision, or FP16 where the GPU has no BF16).
std::vector<GoalSeekResult> seekAllGpus(const TrainingJob& job, const Catalog& catalog, double deadlineDays,
                                        Confidence c);

// "not reachable: the fastest is N days on M GPUs (limited by ...)"
std::string unreachableText(const GoalSeekResult& r);

} // namespace gputco
