#include "core/training/model_shape.hpp"

#include "core/training/training_rules.hpp"

#include "core/validation.hpp"

#include <cmath>

namespace gputco {

double ModelShape::paramsPerLayer() const {
    const double h = hidden, f = ffn;
    // Attention: Q and output projections h x h each; K and V h x (kv heads x head size) each.
    const double attentionParams = 2.0 * h * h + 2.0 * h * (double(kvHeads) * headDim());
    const double mlp = (gatedMlp ? 3.0 : 2.0) * h * f;
    const double norms = 2.0 * h;
    return attentionParams + mlp + norms;
}

double ModelShape::embeddingParams() const { return double(vocab) * hidden * (tiedEmbeddings ? 1.0 : 2.0); }

double ModelShape::params() const { return layers * paramsPerLayer() + embeddingParams() + hidden; }

void validateShape(const ModelShape& s) {
    auto range = [](const char* field, double v, double lo, double hi) {
        if (!(v >= lo && v <= hi))
            throw InputError(field, formatNumber(v) + " is out of range; allowed " + formatNumber(lo) + " to " +
                                        formatNumber(hi));
    };
    range("layers", s.layers, 1, 1000);
    range("hidden", s.hidden, 64, 131072);
    range("heads", s.heads, 1, 1024);
    range("kv_heads", s.kvHeads, 1, s.heads);
    range("ffn", s.ffn, 1, 1048576);
    range("vocab", s.vocab, 2, 4000000);
    if (s.hidden % s.heads != 0)
        throw InputError("hidden", "hidden size " + std::to_string(s.hidden) + " is not divisible by " +
                                       std::to_string(s.heads) + " heads");
    if (s.heads % s.kvHeads != 0)
        throw InputError("kv_heads", std::to_string(s.heads) + " heads are not divisible by " +
                                         std::to_string(s.kvHeads) + " KV heads");
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
    if (!(params >= 1e7 && params <= 1e13))
        throw InputError("params", formatNumber(params) + " is out of range; allowed 1e7 to 1e13 (10M to 10T)");
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
           " V=" + std::to_string(s.vocab);
}

} // namespace gputco
