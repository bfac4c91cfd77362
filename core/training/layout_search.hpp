#pragma once
// Exhaustive search over the valid parallel layouts of a job, with pruning that
// never drops the fastest layout:
//  - a (TP, PP) pair whose ideal compute time already exceeds the best found is skipped;
//  - recompute modes are tried from cheapest (none) to dearest (full); once one fits,
//    dearer ones are slower and use no less time (dominated) and are not evaluated;
//  - sequence parallelism with TP > 1 and ZeRO-1 over plain data parallelism are
//    tried, their alternatives being dominated in time and memory in this model.
// Constraints the user fixes are honoured, dominated or not.

#include "core/training/layout_evaluator.hpp"

#include <vector>

namespace gputco {

struct SearchResult {
    std::vector<LayoutEstimate> best; // fastest first (by tokens per second), layouts that fit
    std::size_t evaluated = 0;        // layouts whose memory (and, when it fits, time) was computed
    LayoutEstimate smallestMemory;    // the least memory-hungry layout seen, for "does not fit" messages
    bool anyValid = false;            // some layout was structurally valid (divisibility, batch)
};

SearchResult searchLayouts(LayoutEvaluator& evaluator, int gpus, double globalBatchTokens, std::size_t keep);

// The TP degrees a model allows on a node: divisors of the GPUs per node inside the
// NVLink domain that divide the heads, the KV heads (or are multiples of them) and the FFN size.
std::vector<int> tensorParallelCandidates(const TrainingJob& job);
// Context-parallel degrees searched for the job with `gpusLeft` GPUs per TP group (1 below 16k tokens).
std::vector<int> contextParallelCandidates(const TrainingJob& job, int gpusLeft);
// Expert-parallel degrees: divisors of the experts that divide tp x cp x dp (1 for dense models).
std::vector<int> expertParallelCandidates(const TrainingJob& job, int foldedGpus);
// Expert-TP degrees to try with `ep`: 1, 2, 4, 8 inside the NVLink domain, dividing the expert FFN,
// ep x etp dividing the folded tp x cp x dp GPUs (or the fixed --etp).
std::vector<int> expertTensorParallelCandidates(const TrainingJob& job, int foldedGpus, int ep);

} // namespace gputco
