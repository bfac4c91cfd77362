#pragma once
// A parallel layout of one training job: how the GPUs are split (Megatron-style
// 3D parallelism with ZeRO) and how each step is scheduled.

#include <optional>
#include <string_view>

namespace gputco {

// Activation recomputation, cheapest first. Light: Megatron-Core's --recompute-modules layernorm
// moe_act mla_up_proj (the published MoE recipes, DeepSeek-V3 arXiv:2412.19437 sec. 3.2.3): norms,
// the MoE activation function and MLA's up-projections are recomputed, everything else is kept.
// Selective: the attention core (unfused attention) and, in a MoE model, the whole MoE MLPs.
enum class Recompute { None, Light, Selective, Full };
std::string_view recomputeName(Recompute r); // "none", "light", "selective", "full"
std::optional<Recompute> recomputeFromName(std::string_view name);

struct Layout {
    int tp = 1;           // tensor-parallel degree (inside one NVLink domain)
    int pp = 1;           // pipeline stages
    int dp = 1;           // data-parallel replicas
    int interleave = 1;   // virtual pipeline chunks per stage (v)
    int microBatch = 1;   // sequences per micro-batch (b)
    int microBatches = 1; // micro-batches per replica per iteration (m, gradient accumulation)
    Recompute recompute = Recompute::None;
    bool sequenceParallel = false;
    int zero = 0; // 0: none; 1: optimizer states sharded (distributed optimizer); 2: + gradients; 3: + weights
    // Expert parallelism (MoE): the routed experts of a layer are spread over `ep` GPU groups carved
    // out of tp x cp x dp (Megatron-Core "MoE parallel folding"), each expert split over `etp` GPUs of
    // its group (expert tensor parallelism, inside the NVLink domain), so ep divides the experts and
    // ep x etp divides tp x cp x dp; expert data parallelism is tp x cp x dp / (ep x etp).
    int ep = 1;
    int etp = 1;
    // Context parallelism: each sequence split over `cp` GPUs (ring attention, Liu et al. 2023;
    // Megatron-Core context_parallel); weights are replicated over cp like data parallelism.
    int cp = 1;

    int gpus() const { return tp * cp * pp * dp; }
    int expertDataParallel() const { return tp * cp * dp / (ep * etp); }
};

// What a user fixes on the command line; unset parts are searched.
struct LayoutConstraints {
    std::optional<int> tp, pp, interleave, microBatch, zero, ep, cp, etp;
    std::optional<Recompute> recompute;
    std::optional<bool> sequenceParallel;
};

} // namespace gputco
