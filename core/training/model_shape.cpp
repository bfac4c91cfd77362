#include "core/training/model_shape.hpp"

#include "core/training/training_rules.hpp"

#include "core/validation.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

int ModelShape::moeLayers() const {
    if (!isMoe() || layers <= firstDenseLayers) return 0;
    return (layers - firstDenseLayers) / std::max(1, moeEvery);
}

int ModelShape::denseLayers() const { return layers - moeLayers(); }

int ModelShape::qkHeadDim() const { return isMla() ? (qkNopeDim > 0 ? qkNopeDim : headDim()) + qkRopeDim : headDim(); }

int ModelShape::vDim() const { return isMla() && vHeadDim > 0 ? vHeadDim : headDim(); }

double ModelShape::attentionParams() const {
    const double h = hidden, a = heads;
    if (!isMla()) // Q and output projections h x (heads x head size) each; K and V h x (kv heads x head size) each
        return 2.0 * h * (a * headDim()) + 2.0 * h * (double(kvHeads) * headDim());
    // MLA (DeepSeek-V2 arXiv:2405.04434 sec. 2.1; DeepSeek-V3 config.json): queries down to
    // q_lora_rank and up to a x (nope + rope) (or directly h -> a x (nope + rope)); keys and
    // values down to kv_lora_rank plus the shared RoPE key; up to a x (nope + v); output a x v -> h.
    const double qk = qkHeadDim(), nope = qk - qkRopeDim, v = vDim();
    const double query = qLoraRank > 0 ? h * qLoraRank + double(qLoraRank) * a * qk : h * a * qk;
    const double kvDown = h * (double(kvLoraRank) + qkRopeDim);
    const double kvUp = double(kvLoraRank) * a * (nope + v);
    return query + kvDown + kvUp + a * v * h;
}

double ModelShape::denseMlpParams() const { return (gatedMlp ? 3.0 : 2.0) * double(hidden) * ffn; }
double ModelShape::expertParams() const { return (gatedMlp ? 3.0 : 2.0) * double(hidden) * expertFfn; }
double ModelShape::routerParams() const { return double(hidden) * experts; }

double ModelShape::moeMlpParams() const { return (double(experts) + sharedExperts) * expertParams() + routerParams(); }
double ModelShape::moeMlpActiveParams() const {
    return (double(activeExperts) + sharedExperts) * expertParams() + routerParams();
}
double ModelShape::routedExpertParams() const { return double(moeLayers()) * experts * expertParams(); }

double ModelShape::linearParamsActive() const {
    return layers * attentionParams() + denseLayers() * denseMlpParams() + moeLayers() * moeMlpActiveParams();
}

namespace {
// Layer norms (2 h per layer), and MLA's norms on its compressed query and KV.
double normParams(const ModelShape& s) {
    return s.layers * (2.0 * s.hidden + (s.isMla() ? double(s.qLoraRank) + s.kvLoraRank : 0.0));
}
} // namespace

double ModelShape::paramsPerLayer() const {
    if (layers <= 0) return 0;
    return (layers * attentionParams() + denseLayers() * denseMlpParams() + moeLayers() * moeMlpParams() +
            normParams(*this)) /
           layers;
}

double ModelShape::embeddingParams() const { return double(vocab) * hidden * (tiedEmbeddings ? 1.0 : 2.0); }

double ModelShape::params() const { return layers * paramsPerLayer() + embeddingParams() + hidden; }

double ModelShape::activeParams() const {
    return linearParamsActive() + normParams(*this) + embeddingParams() + hidden;
}

namespace {
void range(const char* field, double v, double lo, double hi) {
    if (!(v >= lo && v <= hi))
        throw InputError(field,
                         formatNumber(v) + " is out of range; allowed " + formatNumber(lo) + " to " + formatNumber(hi));
}

void validateMoe(const ModelShape& s) {
    if (!s.isMoe()) {
        if (s.activeExperts > 0 || s.sharedExperts > 0 || s.expertFfn > 0)
            throw InputError("experts", "active_experts, shared_experts and expert_ffn need experts (1 to 4096)");
        return;
    }
    range("experts", s.experts, 1, 4096);
    range("active_experts", s.activeExperts, 1, s.experts); // top-k cannot exceed the experts
    range("shared_experts", s.sharedExperts, 0, 64);
    range("expert_ffn", s.expertFfn, 1, 1048576);
    range("moe_every", s.moeEvery, 1, s.layers);
    range("first_dense_layers", s.firstDenseLayers, 0, s.layers - 1);
    range("routed_node_limit", s.routedNodeLimit, 0, s.activeExperts);
}

void validateMla(const ModelShape& s) {
    if (!s.isMla()) return;
    range("kv_lora_rank", s.kvLoraRank, 1, s.hidden); // a latent larger than hidden compresses nothing
    range("q_lora_rank", s.qLoraRank, 0, s.hidden);
    range("qk_rope_dim", s.qkRopeDim, 0, 1024);
    range("qk_nope_dim", s.qkNopeDim, 0, 1024);
    range("v_head_dim", s.vHeadDim, 0, 1024);
}
} // namespace

void validateShape(const ModelShape& s) {
    range("layers", s.layers, 1, 1000);
    range("hidden", s.hidden, 64, 131072);
    range("heads", s.heads, 1, 1024);
    range("kv_heads", s.kvHeads, 1, s.heads);
    range("ffn", s.ffn, 1, 1048576);
    range("vocab", s.vocab, 2, 4000000);
    range("head_dim", s.headSize, 0, 1024);
    if (s.headSize == 0 && s.hidden % s.heads != 0)
        throw InputError("hidden", "hidden size " + std::to_string(s.hidden) + " is not divisible by " +
                                       std::to_string(s.heads) + " heads");
    if (s.heads % s.kvHeads != 0)
        throw InputError("kv_heads", std::to_string(s.heads) + " heads are not divisible by " +
                                         std::to_string(s.kvHeads) + " KV heads");
    validateMoe(s);
    validateMla(s);
}

ModelShape llamaShape(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab) {
    ModelShape s = gptShape(layers, hidden, heads, vocab, ffn);
    s.kvHeads = kvHeads;
    s.gatedMlp = true;
    s.tiedEmbeddings = false;
    return s;
}

ModelShape gptShape(int layers, int hidden, int heads, int vocab, int ffn) {
    ModelShape s;
    s.layers = layers;
    s.hidden = hidden;
    s.heads = heads;
    s.kvHeads = heads;
    s.ffn = ffn > 0 ? ffn : 4 * hidden;
    s.gatedMlp = false;
    s.vocab = vocab;
    s.tiedEmbeddings = true;
    return s;
}

namespace {
ModelShape llamaShape(int hidden, double params) {
    ModelShape s;
    s.hidden = hidden;
    s.heads = std::max(1, hidden / 128);
    s.kvHeads = params >= 30e9 ? (s.heads % 8 == 0 ? 8 : 4) : s.heads; // GQA groups must divide the heads
    // SwiGLU inner size: 8h/3 rounded up to a multiple of 256 (LLaMA, Touvron et al. 2023).
    s.ffn = swigluFfn(hidden);
    s.gatedMlp = true;
    s.vocab = defaultVocab(true);
    s.tiedEmbeddings = false;
    s.layers = 1;
    const double perLayer = s.paramsPerLayer();
    s.layers = std::max(2, int(std::lround((params - s.embeddingParams()) / perLayer)));
    return s;
}
} // namespace

ModelShape llamaShapeForParams(double params) {
    if (!(params >= kMinLlamaParams && params <= kMaxLlamaParams))
        throw InputError("params", formatNumber(params) + " is out of range; allowed 10000000 to 10000000000000 "
                                                          "parameters (10M to 10T)");
    // Rule: layers ~ hidden / 128 (LLaMA 7B: 32 x 4096, 13B: 40 x 5120; GPT-3: 96 x 12288), so
    // params ~ 12 h^2 x h/128; h is that cube root rounded to a multiple of 512, then the
    // layer count is whatever brings the parameter count nearest to the one asked for.
    const double guess = std::cbrt(params / (12.0 / 128.0));
    const int hidden = std::max(512, int(std::lround(guess / 512.0)) * 512);
    return llamaShape(hidden, params);
}

std::string describeShape(const ModelShape& s) {
    return "L=" + std::to_string(s.layers) + " h=" + std::to_string(s.hidden) + " a=" + std::to_string(s.heads) +
           " kv=" + std::to_string(s.kvHeads) + " ffn=" + std::to_string(s.ffn) + (s.gatedMlp ? " (gated)" : "") +
           " V=" + std::to_string(s.vocab) +
           (s.isMoe() ? " E=" + std::to_string(s.experts) + " k=" + std::to_string(s.activeExperts) +
                            " shared=" + std::to_string(s.sharedExperts) + " eff=" + std::to_string(s.expertFfn)
                      : std::string()) +
           (s.isMla() ? " MLA kv_lora=" + std::to_string(s.kvLoraRank) : std::string());
}

} // namespace gputco
