#include "core/calibration/megatron_flops.hpp"

namespace gputco {

double megatronFlopsPerSequence(const ModelShape& m, int seqLen) {
    const double s = seqLen, h = m.hidden, f = m.ffn, g = m.kvFraction(), L = m.layers;
    const double mlp = 6.0 * h * f * (m.gatedMlp ? 3.0 : 2.0);
    const double attnLinear = 6.0 * (h * (h + 2.0 * g * h) + h * h);
    const double logits = 6.0 * h * m.vocab;
    const double perToken = L * (mlp + attnLinear) + logits;
    const double core = 6.0 * h * s * s * L; // causal: 6 q per (token x key), q = h
    return s * perToken + core;
}

double megatronTflopsPerGpu(const ModelShape& s, int seqLen, double batchTokens, int gpus, double secondsPerIteration) {
    const double sequences = batchTokens / seqLen;
    return sequences * megatronFlopsPerSequence(s, seqLen) / (secondsPerIteration * 1e12 * gpus);
}

} // namespace gputco
