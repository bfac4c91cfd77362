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

} // namespace gputco::test
