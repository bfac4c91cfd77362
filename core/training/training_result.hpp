#pragma once
// What the training model reports: the chosen layout, per-iteration time and
// memory breakdowns, and whole-run figures.

#include "core/training/envelope.hpp"
#include "core/training/layout.hpp"

#include <string>
#include <vector>

namespace gputco {

// Per iteration, in seconds. total = sum of the parts.
struct TimeBreakdown {
    double compute = 0;  // forward, backward, recompute and optimizer on the slowest stage
    double tpComm = 0;   // exposed tensor-parallel collectives
    double ppBubble = 0; // pipeline fill and drain, plus exposed stage-to-stage sends
    double dpComm = 0;   // exposed data-parallel gradient and parameter collectives
    double ioStall = 0;  // waiting for training data
    double epComm = 0;   // exposed expert-parallel all-to-all (dispatch and combine, forward and backward)
    double cpComm = 0;   // exposed context-parallel KV ring exchange
    double total() const { return compute + tpComm + ppBubble + dpComm + ioStall + epComm + cpComm; }
};

// Per GPU, in bytes, on the most loaded pipeline stage.
struct MemoryBreakdown {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double reserve = 0;        // CUDA context, NCCL buffers, allocator fragmentation
    double expertWeights = 0;  // the routed experts' part of `weights` (MoE), not added again in total()
    bool tightReserve = false; // fits only with the reserve's low end (layout_memory.cpp), as tuned runs do
    double total() const { return weights + gradients + optimizer + activations + reserve; }
};

struct LayoutEstimate {
    Layout layout;
    TimeBreakdown time;     // per iteration
    MemoryBreakdown memory; // per GPU
    bool fits = false;
    double mfu = 0; // model FLOPs / (GPUs x dense peak of the training precision x time)
    double hfu = 0; // the same with recomputed FLOPs counted
};

// What a competent team gets end to end (core/training/realism.hpp): the best-case
// steady state slowed by kernel efficiency in practice,
// stragglers and per-iteration overhead, then restarts, evaluation, data stalls,
// rollbacks and the ramp before steady state.
struct ExpectedEstimate {
    double iterationSeconds = 0; // expected steady state
    double tokensPerSecond = 0;
    double mfu = 0;
    // Seconds per iteration each mechanism adds to the best case.
    double kernelSeconds = 0;          // kernels in practice (or the calibration profile)
    bool kernelPracticeApplied = true; // false: FP8/FP4 or MoE, outside the factors' fitted domain
    double commSeconds = 0;            // communication slower than the best case (calibration profile)
    double overheadSeconds = 0;        // fixed per-iteration overhead
    double stragglerSeconds = 0;       // waiting for the slowest node
    double goodput = 1;                // restarts, checkpoints and lost work
    double lossFraction = 0;           // evaluation + data stalls + rollbacks + ramp, share of steady time
    double days = 0, gpuHours = 0;
    double p10Days = 0, p90Days = 0; // empirical band from held-out residuals
    std::string calibration;         // the calibration profile used, if any
};

struct TrainingResult {
    LayoutEstimate best;
    std::vector<LayoutEstimate> alternatives; // the next fastest layouts that fit
    double params = 0;
    double globalBatchTokens = 0;
    double iterations = 0;
    double iterationSeconds = 0; // including the I/O stall, excluding failures
    double tokensPerSecond = 0;  // steady state, whole cluster
    double modelFlopsPerIteration = 0;
    double hardwareFlopsPerIteration = 0;
    // Failures and checkpoints
    double checkpointBytes = 0;
    double checkpointWriteSeconds = 0;
    double checkpointIntervalSeconds = 0;     // (the early phase's, with a two-phase policy)
    double checkpointIntervalLateSeconds = 0; // the late phase's; equal to the above for one policy
    double jobMtbfHours = 0;
    double goodput = 1;                    // share of wall time that advances training
    double failureSecondsPerIteration = 0; // lost to checkpoints, restarts and rework, per iteration
    // Whole run: the EXPECTED estimate (what flows into cost); the best case beside it.
    double timeToTrainDays = 0;
    double gpuHours = 0;
    double energyMwh = 0;
    ExpectedEstimate expected;
    double bestCaseDays = 0;
    double bestCaseGpuHours = 0;
    std::size_t layoutsEvaluated = 0;
    // How close the validated runs are (services::applyEnvelope); not assessed by estimateTraining alone.
    Envelope envelope;         // the expected estimate's (it sets the P10-P90 band)
    Envelope bestCaseEnvelope; // the best case's: steady-state rows count, no end-to-end run needed (issue 46)
};

} // namespace gputco
