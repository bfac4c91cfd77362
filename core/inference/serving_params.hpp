#pragma once
// What serving needs from a model shape: all weights (held in memory), the weights one
// token reads (dense parts plus its top-k and shared experts), the experts a step of many
// tokens touches, and the KV cache per token (MLA keeps one compressed latent per layer).
// Computed here from the ModelShape fields so that serving does not depend on the training
// side's MoE parameter count; one function, to be replaced by the shared one when it lands.

#include "core/catalog/gpu.hpp"
#include "core/training/model_shape.hpp"

namespace gputco {

struct ServingParams {
    double total = 0;              // every weight, all experts included
    double perExpert = 0;          // one routed expert in one MoE layer (gate, up, down)
    int moeLayers = 0;             // layers with routed experts
    double routedTotal = 0;        // moeLayers x experts x perExpert
    double activePerToken() const; // total minus the routed experts a token does not use
    int experts = 0, topK = 0;
};

// Parameter counts of a dense or MoE shape (Mixtral arXiv:2401.04088, DeepSeek-V3 arXiv:2412.19437):
// attention 2h^2 + 2h x kvHeads x headDim per layer, a gated MLP 3 h f (else 2 h f), each expert
// 3 h f_e, a router h x E per MoE layer, norms 2h per layer, embeddings. For a dense shape the
// total equals ModelShape::params().
ServingParams servingParams(const ModelShape& s);

// Expected distinct experts a layer touches when `tokens` tokens each pick k of E experts:
// E (1 - (1 - k/E)^tokens), the occupancy expectation for uniform routing (Feller, An
// Introduction to Probability Theory, vol. 1, II.11; used for MoE decode by Huang et al.,
// "Towards MoE Deployment", arXiv:2303.06182). Grows with batch until all E are read.
double expectedExpertsTouched(int experts, int topK, double tokens);

// KV-cache bytes per token, whole model: standard attention 2 (K and V) x layers x KV heads x
// head size x bytes; MLA (DeepSeek-V2 arXiv:2405.04434 section 2.1) one latent of
// kvLoraRank + qkRopeDim per layer, not per head.
double kvBytesPerToken(const ModelShape& s, Precision kv);

// Throws InputError: top-k larger than the experts, no expert FFN size, MLA ranks above hidden.
void validateServingShape(const ModelShape& s);

} // namespace gputco
