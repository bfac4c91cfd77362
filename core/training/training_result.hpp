#pragma once
// What the training model reports: the chosen layout, per-iteration time and
// memory breakdowns, and whole-run figures.

#include "core/training/layout.hpp"

#include <string>
#include <vector>

namespace gputco {

// Per iteration, in seconds. total = sum of the parts.
struct TimeBreakdown {
    double compute = 0;   // forward, backward, recompute and optimizer on the slowest stage
    double tpComm = 0;    // exposed tensor-parallel collectives
    double ppBubble = 0;  // pipeline fill and drain, plus exposed stage-to-stage sends
    double dpComm = 0;    // exposed data-parallel gradient and parameter collectives
    double ioStall = 0;   // waiting for training data
    double total() const { return compute + tpComm + ppBubble + dpComm + ioStall; }
};

// Per GPU, in bytes, on the most loaded pipeline stage.
struct MemoryBreakdown {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double reserve = 0; // CUDA context, NCCL buffers, allocator fragmentation
    double total() const { return weights + gradients + optimizer + activations + reserve; }
};

struct LayoutEstimate {
    Layout layout;
    TimeBreakdown time;     // per iteration
    MemoryBreakdown memory; // per GPU
    bool fits = false;
    double mfu = 0;         // model FLOPs / (GPUs x dense peak of the training precision x time)
    double hfu = 0;         // the same with recomputed FLOPs counted
};

struct TrainingResult {
    LayoutEstimate best;
    std::vector<LayoutEstimate> alternatives; // the next fastest layouts that fit
    double params = 0;
    double globalBatchTokens = 0;
    double iterations = 0;
    double iterationSeconds = 0;     // including the I/O stall, excluding failures
    double tokensPerSecond = 0;      // steady state, whole cluster
    double modelFlopsPerIteration = 0;
    double hardwareFlopsPerIteration = 0;
    // Failures and checkpoints
    double checkpointBytes = 0;
    double checkpointWriteSeconds = 0;
    double checkpointIntervalSeconds = 0;      // (the early phase's, with a two-phase policy)
    double checkpointIntervalLateSeconds = 0;  // the late phase's; equal to the above for one policy
    double jobMtbfHours = 0;
    double goodput = 1;              // share of wall time that advances training
    double failureSecondsPerIteration = 0; // lost to checkpoints, restarts and rework, per iteration
    // Whole run
    double timeToTrainDays = 0;
    double gpuHours = 0;
    double energyMwh = 0;
    std::size_t layoutsEvaluated = 0;
};

} // namespace gputco
