#pragma once
// Evaluates one parallel layout of a job: memory per GPU and iteration time with
// its breakdown. Constructed once per job (everything that does not depend on the
// layout is computed there); evaluate() is the search's inner loop and does only
// arithmetic on per-(TP, micro-batch) layer costs cached by prepare().

#include "core/training/collectives.hpp"
#include "core/training/hardware_model.hpp"
#include "core/training/training_job.hpp"
#include "core/training/training_result.hpp"

#include <array>

namespace gputco {

// Costs of one transformer layer for one micro-batch on one GPU, in seconds.
struct LayerCost {
    double forward = 0;   // GEMMs, attention, elementwise, launch overhead (without SP)
    double forwardSp = 0; // the same with sequence parallelism (elementwise sharded)
    double backward = 0, backwardSp = 0;
    double attentionForward = 0;      // the attention core alone (recomputed by selective recompute)
    double tpComm = 0;                // forward collectives without SP (2 all-reduces)
    double tpCommSp = 0;              // with SP (2 all-gathers + 2 reduce-scatters)
    double logitsForwardBackward = 0; // output layer and loss, on the last stage
};

class LayoutEvaluator {
public:
    explicit LayoutEvaluator(const TrainingJob& job); // throws InputError (precision, shape)

    // Caches layer costs for a TP degree and micro-batch size; evaluate() needs it first.
    const LayerCost& prepare(int tp, int microBatch);

    // Memory per GPU on the most loaded stage.
    MemoryBreakdown memory(const Layout& l) const;
    double capacityBytes() const { return capacity_; }
    // Full estimate; `layer` must be prepare(l.tp, l.microBatch).
    LayoutEstimate evaluate(const Layout& l, const LayerCost& layer) const;

    double modelFlopsPerSequence() const { return modelFlopsPerSeq_; }
    double recomputeFlopsPerSequence(Recompute r) const;
    double peakFlops() const { return perf_.peakFlops; }
    const GpuPerformance& performance() const { return perf_; }
    const TrainingJob& job() const { return job_; }
    // Lower bound of seconds per sequence on this many GPUs: model FLOPs at the best GEMM efficiency.
    double idealSecondsPerSequence(int gpus) const;
    // Layers on the most loaded pipeline stage.
    double stageLayers(const Layout& l) const;

private:
    LayerCost computeLayerCost(int tp, int microBatch) const;
    double dataParallelExposed(const Layout& l, const LayerCost& c, double paramsPerGpu, double& hidden) const;

    TrainingJob job_;
    GpuPerformance perf_;
    bool fused_ = false; // usesFusedAttention(job_)
    double capacity_ = 0;
    double modelFlopsPerSeq_ = 0;
    double layerFlopsFwdPerSeq_ = 0;
    double attnFlopsFwdPerSeq_ = 0;
    double logitsFlopsFwdPerSeq_ = 0;
    LinkModel nvlink_, fabricPerGpu_;
    // Cache: index by log2(tp) (tp 1..64) and log2(micro-batch) (1..64).
    struct Slot {
        bool ready = false;
        LayerCost cost;
    };
    std::array<std::array<Slot, 7>, 7> cache_{};
};

} // namespace gputco
