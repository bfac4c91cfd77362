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
