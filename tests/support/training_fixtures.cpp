#include "tests/support/training_fixtures.hpp"

#include "data/catalog_seed.hpp"

#include <stdexcept>

namespace gputco::test {

TrainingJob catalogJob(const std::string& gpuId, int gpus, const ModelShape& shape, double tokens,
                       const std::string& fabric, const std::string& storage) {
    const Catalog& c = data::shippedCatalog();
    const GpuSpec* g = c.gpu(gpuId);
    const Fabric* f = c.fabric(fabric);
    const StorageTier* s = c.storageTier(storage);
    if (!g || !f || !s) throw std::runtime_error("unknown catalog id in a test");
    TrainingJob job;
    job.gpu = *g;
    job.fabric = *f;
    job.storage = *s;
    job.gpus = gpus;
    job.shape = shape;
    job.tokens = tokens;
    job.precision = g->supports(Precision::BF16) ? Precision::BF16 : Precision::FP16;
    job.flashAttention = g->supports(Precision::BF16);
    return job;
}

ModelShape llamaLike(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab) {
    ModelShape s = gptShape(layers, hidden, heads, vocab, ffn);
    s.kvHeads = kvHeads;
    s.gatedMlp = true;
    s.tiedEmbeddings = false;
    return s;
}

} // namespace gputco::test
