#pragma once
// A dense decoder-only transformer's shape, and the parameter count it implies.

#include <string>

namespace gputco {

struct ModelShape {
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;       // = heads for multi-head attention; fewer for GQA, 1 for MQA
    int ffn = 0;           // MLP inner size
    bool gatedMlp = false; // SwiGLU-style MLP: three h x ffn matrices instead of two
    int vocab = 0;
    bool tiedEmbeddings = true; // GPT-style: the output layer reuses the input embedding

    // Mixture of experts (issue 16); experts == 0 means dense. Field meanings follow the
    // DeepSeek-V3 technical report (arXiv:2412.19437) and Mixtral (arXiv:2401.04088).
    int experts = 0;          // routed experts per MoE layer
    int activeExperts = 0;    // top-k routed experts per token
    int sharedExperts = 0;    // always-active experts per MoE layer
    int expertFfn = 0;        // one expert's MLP inner size (gated like the dense MLP)
    int moeEvery = 1;         // every k-th layer (after the dense ones) is an MoE layer
    int firstDenseLayers = 0; // leading dense layers (3 in DeepSeek-V3)
    // Node-limited routing: each token reaches experts on at most this many nodes (DeepSeek-V3 sec. 2.1.2,
    // config.json topk_group 4 of n_group 8); 0: no limit.
    int routedNodeLimit = 0;
    // Its published FP8 checkpoint scales the weights per 128 x 128 block (DeepSeek-V3's config.json:
    // quantization_config.weight_block_size [128, 128]) rather than per tensor (NVIDIA ModelOpt's FP8 checkpoints).
    bool fp8BlockScaled = false;

    // Attention kind: standard (MHA/GQA/MQA through kvHeads) or multi-head latent attention
    // (MLA, DeepSeek-V2 arXiv:2405.04434), whose KV cache is kvLoraRank + qkRopeDim per token and layer.
    enum class Attention { Standard, Mla };
    Attention attention = Attention::Standard;
    int kvLoraRank = 0; // MLA compressed KV dimension (512 in DeepSeek-V3)
    int qkRopeDim = 0;  // MLA decoupled RoPE key dimension (64 in DeepSeek-V3)
    int qLoraRank = 0;  // MLA compressed query dimension (1536 in DeepSeek-V3); 0: queries projected directly
    int qkNopeDim = 0;  // MLA per-head query/key dimension without RoPE (128); 0: head size
    int vHeadDim = 0;   // MLA per-head value dimension (128); 0: head size

    bool isMoe() const { return experts > 0; }
    bool isMla() const { return attention == Attention::Mla; }
    int moeLayers() const;   // (layers - firstDenseLayers) / moeEvery, 0 when dense
    int denseLayers() const; // layers - moeLayers()
    int qkHeadDim() const;   // per-head query/key size: qkNopeDim + qkRopeDim with MLA, else head size
    int vDim() const;        // per-head value size

    // Weights of the linear layers, per layer (no norms):
    double attentionParams() const;    // Q, K, V, output (MLA: down- and up-projections)
    double denseMlpParams() const;     // one dense MLP of size ffn
    double expertParams() const;       // one expert's MLP of size expertFfn
    double routerParams() const;       // the gate, h x experts
    double moeMlpParams() const;       // routed + shared experts + router of one MoE layer
    double moeMlpActiveParams() const; // top-k + shared experts + router: what one token passes through
    double routedExpertParams() const; // all routed experts of the model (what expert parallelism shards)
    double linearParamsActive() const; // per token and forward pass, summed over the layers (FLOPs / 2)

    int headSize = 0; // per-head size when it is not hidden / heads (Qwen3: 128 with h 4096 and 64 heads)

    int headDim() const { return headSize > 0 ? headSize : (heads > 0 ? hidden / heads : 0); }
    double kvFraction() const { return heads > 0 ? double(kvHeads) / double(heads) : 0.0; } // g = kv heads / heads
    double paramsPerLayer() const;  // total over the layers / layers (MoE layers hold all their experts)
    double embeddingParams() const; // input embedding, plus the output layer when untied
    double params() const;          // total
    double activeParams() const;    // per token: top-k and shared experts of each MoE layer only
};

// Throws InputError naming the field (layers, hidden, heads, kv_heads, ffn, vocab; experts,
// active_experts, shared_experts, expert_ffn, moe_every, first_dense_layers; kv_lora_rank,
// q_lora_rank, qk_rope_dim) with its allowed range.
void validateShape(const ModelShape& s);

// A GPT-style shape (Narayanan et al. 2021; Korthikanti et al. 2022): MHA,
// ffn = 4h (unless given), GeLU, tied embeddings.
ModelShape gptShape(int layers, int hidden, int heads, int vocab = 51200, int ffn = 0);
// A Llama-style shape (Touvron et al. 2023): GQA with `kvHeads`, SwiGLU MLP of `ffn`, untied embeddings.
ModelShape llamaShape(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab);

// The Llama-style shape for a parameter count (documented rule, see .cpp):
// SwiGLU, untied embeddings, vocabulary 32,000, head size 128, layers = hidden/128,
// hidden a multiple of 256 chosen so that params() is nearest to `params`; GQA with
// 8 KV heads from 30B parameters up. Throws InputError for params outside 1e7..1e13.
// The parameter counts a Llama-style shape is made for (10M to 10T); --params takes the same.
inline constexpr double kMinLlamaParams = 1e7, kMaxLlamaParams = 1e13;
ModelShape llamaShapeForParams(double params);

std::string describeShape(const ModelShape& s); // "L=40 h=5120 a=40 kv=40 ffn=13824 V=32000"

} // namespace gputco
