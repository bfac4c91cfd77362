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
#include <deque>
#include <vector>

namespace gputco {

// Costs of one transformer layer for one micro-batch on one GPU, in seconds.
struct LayerCost {
    double forward = 0;   // GEMMs, attention, elementwise, launch overhead (without SP)
    double forwardSp = 0; // the same with sequence parallelism (elementwise sharded)
    double backward = 0, backwardSp = 0;
    double attentionForward = 0;         // the attention core alone (recomputed by selective recompute)
    double tpComm = 0;                   // forward collectives without SP (2 all-reduces)
    double tpCommSp = 0;                 // with SP (2 all-gathers + 2 reduce-scatters)
    double logitsForwardBackward = 0;    // output layer and loss, on the last stage
    double epComm = 0;                   // MoE all-to-all (dispatch + combine) per layer, forward (backward the same)
    double cpCommFwd = 0, cpCommBwd = 0; // exposed ring-attention KV exchange per layer
    double moeMlpForward = 0;            // MoE MLP GEMMs per layer (averaged), what selective recompute repeats
    double lightForward = 0;             // norms, MoE activation and MLA up-projections: what light recompute repeats
};

// GPUs one NVLink domain joins: 8 on HGX, 72 on NVL72 (catalog nvlink_domain), 1 without NVLink.
int nvlinkDomainSize(const TrainingJob& job);

class LayoutEvaluator {
public:
    explicit LayoutEvaluator(const TrainingJob& job); // throws InputError (precision, shape)

    // Caches layer costs for a TP, micro-batch, EP and CP choice; evaluate() needs it first.
    const LayerCost& prepare(int tp, int microBatch, int ep = 1, int cp = 1, int etp = 1);

    // Memory per GPU on the most loaded stage.
    MemoryBreakdown memory(const Layout& l) const;
    double capacityBytes() const { return capacity_; }
    // memory() with the reserve's low end (layout_memory.cpp): what a layout needs at the least.
    void useTightReserve() { tight_ = true; }
    // Full estimate; `layer` must be prepare(l.tp, l.microBatch, l.ep, l.cp).
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
    double slowestStageSeconds(const Layout& l, double perLayer, double logits) const;

private:
    LayerCost computeLayerCost(int tp, int microBatch, int ep, int cp, int etp) const;
    double expertAllToAll(double t, double tokens, int ep, int etp) const;
    double contextRing(double t, int b, int cp, double attention, double passes) const;
    double stageParams(const Layout& l, double& expertParams) const; // dense-per-GPU, and routed experts per GPU
    double dataParallelExposed(const Layout& l, const LayerCost& c, double paramsPerGpu, int n, int stride,
                               double& hidden) const;
    double activationsPerLayer(const Layout& l) const;
    double attentionActivations(const Layout& l, bool narrow) const; // bytes per token, TP-sharded part
    // Parts of computeLayerCost (seconds per layer and micro-batch).
    void attentionCoreSeconds(int b, int cp, double t, double& attnFwd, double& attnBwd) const;
    void elementwiseSeconds(double tokens, double t, double f, double moeShare, double& ewFwd, double& ewFwdSp) const;
    void addAdapterSeconds(double tokens, double t, double& gemmFwd, double& gemmBwd) const;
    void linearGemmSeconds(int tp, int ep, int etp, double tokens, double& gemmFwd, double& gemmBwd,
                           double& moeMlpFwd) const;
    double launchSeconds(double moeShare) const;
    bool dualPipe(const Layout& l) const { return job_.pipelineSchedule == PipelineSchedule::DualPipe && l.pp > 1; }
    // Parts of evaluate.
    double expertAllToAllExposed(const Layout& l, const LayerCost& c, double layersPerStage, double fwdPlusBwd,
                                 double& hidden) const;
    double optimizerSeconds(const Layout& l, double stageParams, double expertParams) const;
    double pipelineSeconds(const Layout& l, double perMicroStage) const;
    double ioStallSeconds(const Layout& l, double step) const;
    double gradientSyncSeconds(const Layout& l, const LayerCost& c, double layersPerStage, double stageParams,
                               double expertParams, double& hidden) const;

    TrainingJob job_;
    GpuPerformance perf_;
    bool fused_ = false; // usesFusedAttention(job_)
    double capacity_ = 0;
    bool tight_ = false;
    double modelFlopsPerSeq_ = 0;
    double layerFlopsFwdPerSeq_ = 0;
    double attnFlopsFwdPerSeq_ = 0;
    double logitsFlopsFwdPerSeq_ = 0;
    LinkModel nvlink_, fabricPerGpu_;
    int nvlinkDomain_ = 8;
    double imbalance_ = 1.0; // MoE load imbalance (slowest expert rank / mean)
    double moeHost_ = 0;     // host time exposed per MoE layer and micro-batch (forward + backward)
    int epSlots_ = 1, cpSlots_ = 1, etpSlots_ = 1;
    // Cache: index by log2 of tp (1..64), micro-batch (1..64), ep and cp (as many slots as the job
    // can use; a slot whose key differs is recomputed). slotOf_ maps each index to its slot in
    // slots_, or -1: a search fills a few hundred of the up to 21,560 indices, so the slots are
    // made on first use rather than all zeroed up front (5 MB for a long-sequence MoE job).
    struct Slot {
        std::array<int, 5> key{};
        LayerCost cost;
    };
    std::vector<int> slotOf_;
    std::deque<Slot> slots_; // a deque: references returned by prepare() stay valid as it grows
};

} // namespace gputco
