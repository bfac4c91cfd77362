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

    // Attention kind: standard (MHA/GQA/MQA through kvHeads) or multi-head latent attention
    // (MLA, DeepSeek-V2 arXiv:2405.04434), whose KV cache is kvLoraRank + qkRopeDim per token and layer.
    enum class Attention { Standard, Mla };
    Attention attention = Attention::Standard;
    int kvLoraRank = 0; // MLA compressed KV dimension (512 in DeepSeek-V3)
    int qkRopeDim = 0;  // MLA decoupled RoPE key dimension (64 in DeepSeek-V3)

    bool isMoe() const { return experts > 0; }

    int headDim() const { return heads > 0 ? hidden / heads : 0; }
    double kvFraction() const { return heads > 0 ? double(kvHeads) / double(heads) : 0.0; } // g = kv heads / heads
    double paramsPerLayer() const;
    double embeddingParams() const; // input embedding, plus the output layer when untied
    double params() const;          // total
};

// Throws InputError naming the field (layers, hidden, heads, kv_heads, ffn, vocab).
void validateShape(const ModelShape& s);

// A GPT-style shape (Narayanan et al. 2021; Korthikanti et al. 2022): MHA,
// ffn = 4h (unless given), GeLU, tied embeddings.
ModelShape gptShape(int layers, int hidden, int heads, int vocab = 51200, int ffn = 0);

// The Llama-style shape for a parameter count (documented rule, see .cpp):
// SwiGLU, untied embeddings, vocabulary 32,000, head size 128, layers = hidden/128,
// hidden a multiple of 256 chosen so that params() is nearest to `params`; GQA with
// 8 KV heads from 30B parameters up. Throws InputError for params outside 1e7..1e13.
ModelShape llamaShapeForParams(double params);

std::string describeShape(const ModelShape& s); // "L=40 h=5120 a=40 kv=40 ffn=13824 V=32000"

} // namespace gputco
