// LayoutEvaluator's pipeline side: the layers of the slowest stage, its output layer, and the bubble with the
// stage-to-stage sends (the layer costs are in layout_evaluator.cpp, memory in layout_memory.cpp).
#include "core/training/layout_evaluator.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

double LayoutEvaluator::stageLayers(const Layout& l) const {
    // Uneven splits put ceil(L / (p v)) layers in the largest chunk (Megatron's uneven
    // first/last stages; Llama 3.1 405B puts 126 layers on 16 stages).
    const double chunks = double(l.pp) * l.interleave;
    return std::ceil(double(job_.shape.layers) / chunks) * l.interleave;
}

// One micro-batch on the slowest stage: a full stage's layers, or the last stage's with the output layer.
// DualPipe (arXiv:2412.19437 sec. 3.2.1, Figure 5) feeds micro-batches from both ends, each device holding
// stage i and stage p - 1 - i (two copies of the parameters): the two end devices share the first and last
// stages, so each runs the output layer for half the micro-batches, and the layers the split leaves over
// (p ceil(L / p) - L slots) go to those two stages, as far as the output layer's time fills them.
double LayoutEvaluator::slowestStageSeconds(const Layout& l, double perLayer, double logits) const {
    const double full = stageLayers(l);
    if (!dualPipe(l) || perLayer <= 0) return full * perLayer + logits;
    const double spare = double(l.pp) * std::ceil(double(job_.shape.layers) / l.pp) - job_.shape.layers;
    const double fewer = std::min({spare, std::ceil(logits / perLayer), 2.0 * full}); // never below no layers
    return std::max(full * perLayer, 0.5 * ((2.0 * full - fewer) * perLayer + logits));
}

// Pipeline bubble (p - 1)/(v m) of the ideal (Narayanan et al. 2021), plus the
// stage-to-stage sends: b s h / t BF16 with scatter-gather, over NVLink when the
// neighbouring stage is in the same node, else over the fabric; interleaved
// schedules overlap about half of them. `perMicroStage`: one micro-batch on the slowest stage.
double LayoutEvaluator::pipelineSeconds(const Layout& l, double perMicroStage) const {
    const double mb = l.microBatches;
    double bubble = (l.pp - 1.0) / l.interleave * perMicroStage;
    // DualPipe (arXiv:2412.19437 Table 2): (p/2 - 1)(F&B + B - 3W) against 1F1B's (p - 1)(F + B). With
    // the overlapped chunk F&B = F + B, the weight gradient W = B/2 and B = 2F, a micro-batch's
    // F + 2B - 1.5B = 2F is 2/3 of its F + B = 3F.
    if (dualPipe(l)) bubble = (l.pp / 2.0 - 1.0) * (2.0 / 3.0) * perMicroStage;
    const double bytes =
        double(l.microBatch) * job_.seqLen / l.cp * job_.shape.hidden * 2.0 / (l.sequenceParallel ? l.tp : 1);
    // Megatron orders ranks tp, cp, dp, pp: adjacent stages are tp x cp x dp ranks apart, across nodes once
    // that spans a node. On an NVLink domain larger than a node (NVL72) a replica's tp x cp x pp GPUs are
    // placed in one domain where they fit (MLPerf's GB200 405B runs use 64 of each rack's 72 GPUs for
    // TP4 x PP8 x CP2, data parallel across racks), so the stages talk over NVLink.
    const bool replicaInDomain = nvlinkDomain_ > job_.gpusPerNode && l.tp * l.cp * l.pp <= nvlinkDomain_;
    const bool crossNode = !replicaInDomain && l.tp * l.cp * l.dp >= job_.gpusPerNode;
    const LinkModel& link = crossNode ? fabricPerGpu_ : nvlink_;
    const double send = bytes / link.bytesPerSecond + link.latency;
    bubble += 2.0 * mb * l.interleave * send * (l.interleave > 1 ? 0.5 : 1.0) + 2.0 * (l.pp - 1.0) * send;
    return bubble;
}

} // namespace gputco
