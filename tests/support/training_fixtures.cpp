#include "tests/support/training_fixtures.hpp"

#include "core/training/training_rules.hpp"
#include "data/catalog_seed.hpp"

#include <stdexcept>

namespace gputco::test {

TrainingJob catalogJob(const std::string& gpuId, int gpus, const ModelShape& shape, double tokens,
                       const std::string& fabric, const std::string& storage) {
    return gputco::catalogJob(data::shippedCatalog(), gpuId, gpus, shape, tokens, fabric, storage);
}

ModelShape llamaLike(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab) {
    return llamaShape(layers, hidden, heads, kvHeads, ffn, vocab);
}

InferenceJob servingJob(const ModelShape& shape, const std::string& gpuId, int gpus, Precision weights) {
    const GpuSpec* gpu = data::shippedCatalog().gpu(gpuId);
    if (!gpu) throw std::invalid_argument("no GPU " + gpuId + " in the shipped catalog");
    InferenceJob j;
    j.shape = shape;
    j.gpu = *gpu;
    j.gpus = gpus;
    j.weights = weights;
    j.kvCache = Precision::FP8;
    j.promptTokens = 1000;
    j.outputTokens = 1000;
    return j;
}

ValidatedRun validatedRun(const char* id, const char* gpu, const char* generation, Precision p, bool moe, int gpus,
                          double paramsB, double error, EvidenceKind kind) {
    return {.id = id,
            .gpu = gpu,
            .architecture = generation,
            .source = {},
            .precision = p,
            .moe = moe,
            .gpus = gpus,
            .paramsB = paramsB,
            .kind = kind,
            .error = error,
            .published = {}};
}

} // namespace gputco::test
