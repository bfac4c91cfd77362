#include "core/inference/serving_params.hpp"

#include "core/validation.hpp"

#include <cmath>

namespace gputco {

double ServingParams::activePerToken() const {
    if (experts <= 0) return total;
    return total - routedTotal * (1.0 - double(topK) / double(experts));
}

ServingParams servingParams(const ModelShape& s) {
    const double h = s.hidden, mlpFactor = s.gatedMlp ? 3.0 : 2.0;
    const double attention = 2.0 * h * h + 2.0 * h * (double(s.kvHeads) * s.headDim());
    const double norms = 2.0 * h;
    ServingParams p;
    if (!s.isMoe()) {
        p.total = s.params();
        return p;
    }
    // Every moeEvery-th layer after the leading dense ones carries experts.
    p.moeLayers = std::max(0, (s.layers - s.firstDenseLayers) / std::max(1, s.moeEvery));
    p.experts = s.experts;
    p.topK = s.activeExperts;
    p.perExpert = mlpFactor * h * s.expertFfn;
    p.routedTotal = double(p.moeLayers) * s.experts * p.perExpert;
    const double moeLayer = attention + norms + s.sharedExperts * p.perExpert + h * s.experts;
    const double denseLayer = attention + norms + mlpFactor * h * s.ffn;
    p.total = (s.layers - p.moeLayers) * denseLayer + p.moeLayers * moeLayer + p.routedTotal + s.embeddingParams() + h;
    return p;
}

double expectedExpertsTouched(int experts, int topK, double tokens) {
    if (experts <= 0) return 0;
    const double e = experts, k = std::min<double>(topK, e);
    return e * (1.0 - std::pow(1.0 - k / e, std::max(0.0, tokens)));
}

double kvBytesPerToken(const ModelShape& s, Precision kv) {
    if (s.attention == ModelShape::Attention::Mla)
        return double(s.layers) * (double(s.kvLoraRank) + s.qkRopeDim) * bytesPerValue(kv);
    return 2.0 * s.layers * double(s.kvHeads) * s.headDim() * bytesPerValue(kv);
}

void validateServingShape(const ModelShape& s) {
    if (s.isMoe()) {
        if (s.activeExperts < 1 || s.activeExperts > s.experts)
            throw InputError("active_experts", formatNumber(s.activeExperts) +
                                                   " is out of range; allowed 1 to the number of experts (" +
                                                   std::to_string(s.experts) + ")");
        if (s.expertFfn < 1) throw InputError("expert_ffn", "an MoE shape needs the expert FFN size (> 0)");
        if (s.moeEvery < 1) throw InputError("moe_every", "must be at least 1");
        if (s.firstDenseLayers < 0 || s.firstDenseLayers >= s.layers)
            throw InputError("first_dense_layers", "allowed 0 to layers - 1 (" + std::to_string(s.layers - 1) + ")");
    }
    if (s.attention == ModelShape::Attention::Mla &&
        (s.kvLoraRank < 1 || s.kvLoraRank > s.hidden || s.qkRopeDim < 0 || s.qkRopeDim > s.hidden))
        throw InputError("kv_lora_rank", formatNumber(s.kvLoraRank) + " is out of range; allowed 1 to hidden (" +
                                             std::to_string(s.hidden) + ")");
}

} // namespace gputco
