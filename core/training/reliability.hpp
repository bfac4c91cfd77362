#pragma once
// Failures and checkpoints: how much wall time a job loses to writing checkpoints,
// restarting after interruptions and redoing the work since the last checkpoint.

namespace gputco {

struct CheckpointPlan {
    double intervalSeconds = 0; // between checkpoints
    double writeSeconds = 0;    // blocking time per checkpoint (delta)
    double mtbfSeconds = 0;     // job mean time between interruptions (M)
    double restartSeconds = 0;  // per interruption (R), including reloading the checkpoint
    double goodput = 1;         // useful share of wall time
    bool feasible = true;       // false when failures come faster than work can be saved
};

// Young (1974): tau = sqrt(2 delta M). Daly (2006) higher-order optimum:
// tau = sqrt(2 delta M) [1 + sqrt(delta/2M)/3 + (delta/2M)/9] - delta for delta < 2M, else M.
double youngInterval(double delta, double mtbf);
double dalyInterval(double delta, double mtbf);

// Wall time per unit of work: (1 + delta/tau) / (1 - (tau/2 + R)/M) (first-order
// expected waste: checkpoint writes, half an interval of rework and a restart per failure).
// With `fixedInterval` <= 0 the Daly optimum is used.
CheckpointPlan planCheckpoints(double delta, double mtbf, double restart, double fixedInterval);

} // namespace gputco
