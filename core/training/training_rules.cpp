#include "core/training/training_rules.hpp"

#include "core/training/training_job.hpp"

#include "core/validation.hpp"

#include <cmath>

namespace gputco {

bool fusedAttentionAvailable(const GpuSpec& gpu) { return gpu.supports(Precision::BF16); }

bool usesFusedAttention(const TrainingJob& job) { return job.flashAttention && fusedAttentionAvailable(job.gpu); }

Precision effectivePrecision(const GpuSpec& gpu, Precision requested) {
    return (requested == Precision::BF16 && !gpu.supports(Precision::BF16)) ? Precision::FP16 : requested;
}

const char* defaultFabricId() { return "IB-NDR"; }
const char* defaultStorageId() { return "PFS"; }

std::string publishedRunFabric(const std::string& gpuId) { return gpuId.rfind("GB300", 0) == 0 ? "IB-XDR" : "IB-NDR"; }

TrainingJob catalogJob(const Catalog& c, const std::string& gpuId, int gpus, const ModelShape& shape, double tokens,
                       const std::string& fabricId, const std::string& storageId) {
    const GpuSpec* g = c.gpu(gpuId);
    const Fabric* f = c.fabric(fabricId);
    const StorageTier* s = c.storageTier(storageId);
    if (!g || !f || !s)
        throw InputError("catalog", "unknown catalog id: " + gpuId + ", " + fabricId + " or " + storageId);
    TrainingJob job;
    job.gpu = *g;
    job.fabric = *f;
    job.storage = *s;
    job.gpus = gpus;
    job.shape = shape;
    job.tokens = tokens;
    job.precision = effectivePrecision(*g, Precision::BF16);
    return job;
}

int swigluFfn(int hidden) { return int(std::ceil(8.0 * hidden / 3.0 / 256.0)) * 256; }

int defaultVocab(bool swiglu) { return swiglu ? 32000 : 51200; }

ModelShape explicitShape(int layers, int hidden, int heads, bool swiglu, std::optional<int> vocab,
                         std::optional<int> ffn, std::optional<int> kvHeads) {
    const int f = ffn && *ffn > 0 ? *ffn : (swiglu ? swigluFfn(hidden) : 0);
    ModelShape s = gptShape(layers, hidden, heads, vocab ? *vocab : defaultVocab(swiglu), f);
    if (kvHeads) s.kvHeads = *kvHeads;
    if (swiglu) {
        s.gatedMlp = true;
        s.tiedEmbeddings = false;
    }
    return s;
}

} // namespace gputco
