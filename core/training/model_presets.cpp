#include "core/training/model_presets.hpp"

#include "core/validation.hpp"

namespace gputco {

namespace {

// Decoder with SwiGLU experts, untied embeddings: the common part of every preset below.
ModelShape base(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab) {
    ModelShape s;
    s.layers = layers;
    s.hidden = hidden;
    s.heads = heads;
    s.kvHeads = kvHeads;
    s.ffn = ffn;
    s.gatedMlp = true;
    s.vocab = vocab;
    s.tiedEmbeddings = false;
    return s;
}

ModelShape moe(ModelShape s, int experts, int topK, int shared, int expertFfn, int every = 1, int firstDense = 0) {
    s.experts = experts;
    s.activeExperts = topK;
    s.sharedExperts = shared;
    s.expertFfn = expertFfn;
    s.moeEvery = every;
    s.firstDenseLayers = firstDense;
    return s;
}

ModelShape withHeadSize(ModelShape s, int headSize) {
    s.headSize = headSize;
    return s;
}

ModelShape deepseekV3() {
    // config.json: 61 layers, h 7168, 128 heads, first_k_dense_replace 3 (dense ffn 18432), 256 routed
    // experts of 2048, top-8, 1 shared; MLA q_lora_rank 1536, kv_lora_rank 512, qk_nope 128, qk_rope 64, v 128.
    ModelShape s = moe(base(61, 7168, 128, 128, 18432, 129280), 256, 8, 1, 2048, 1, 3);
    s.attention = ModelShape::Attention::Mla;
    s.qLoraRank = 1536;
    s.kvLoraRank = 512;
    s.qkNopeDim = 128;
    s.qkRopeDim = 64;
    s.vHeadDim = 128;
    s.routedNodeLimit = 4; // topk_group 4: each token is sent to at most 4 nodes
    s.fp8BlockScaled = true;
    return s;
}

ModelShape kimiK2() {
    // DeepSeek-V3's architecture (config.json "architectures": DeepseekV3ForCausalLM) with 64 heads, 384 routed
    // experts, first_k_dense_replace 1 and vocab_size 163840; n_group 1 (no node limit); block-scaled FP8 weights.
    ModelShape s = deepseekV3();
    s.heads = 64;
    s.kvHeads = 64;
    s.experts = 384;
    s.firstDenseLayers = 1;
    s.vocab = 163840;
    s.routedNodeLimit = 0;
    return s;
}

std::vector<ModelPreset> buildPresets() {
    const std::string hf = "https://huggingface.co/";
    return {
        {"deepseek-v3", "671B total, 37B active (MTP module excluded)",
         hf + "deepseek-ai/DeepSeek-V3/blob/main/config.json; arXiv:2412.19437", deepseekV3()},
        {"kimi-k2", "1.04T total, 32B active (Kimi K2 technical report, arXiv:2507.20534)",
         hf + "moonshotai/Kimi-K2-Instruct/blob/main/config.json", kimiK2()},
        {"mixtral-8x7b", "46.7B total, 12.9B active", hf + "mistralai/Mixtral-8x7B-v0.1/blob/main/config.json",
         moe(base(32, 4096, 32, 8, 14336, 32000), 8, 2, 0, 14336)},
        {"mixtral-8x22b", "141B total, 39B active", hf + "mistralai/Mixtral-8x22B-v0.1/blob/main/config.json",
         moe(base(56, 6144, 48, 8, 16384, 32768), 8, 2, 0, 16384)},
        {"qwen3-235b-a22b", "235B total, 22B active", hf + "Qwen/Qwen3-235B-A22B/blob/main/config.json",
         withHeadSize(moe(base(94, 4096, 64, 4, 12288, 151936), 128, 8, 0, 1536), 128)},
        {"qwen3-30b-a3b", "30.5B total, 3.3B active", hf + "Qwen/Qwen3-30B-A3B/blob/main/config.json",
         withHeadSize(moe(base(48, 2048, 32, 4, 6144, 151936), 128, 8, 0, 768), 128)},
        {"llama4-scout", "109B total (with the vision encoder), 17B active",
         hf + "meta-llama/Llama-4-Scout-17B-16E/blob/main/config.json",
         moe(base(48, 5120, 40, 8, 16384, 202048), 16, 1, 1, 8192)},
        {"llama4-maverick", "400B total, 17B active (MoE every second layer)",
         hf + "meta-llama/Llama-4-Maverick-17B-128E/blob/main/config.json",
         moe(base(48, 5120, 40, 8, 16384, 202048), 128, 1, 1, 8192, 2)},
        {"gpt-oss-120b", "116.8B total, 5.1B active (without the embeddings)",
         hf + "openai/gpt-oss-120b/blob/main/config.json; OpenAI gpt-oss model card (2025-08)",
         withHeadSize(moe(base(36, 2880, 64, 8, 2880, 201088), 128, 4, 0, 2880), 64)},
        {"gpt-oss-20b", "20.9B total, 3.6B active",
         hf + "openai/gpt-oss-20b/blob/main/config.json; OpenAI gpt-oss model card (2025-08)",
         withHeadSize(moe(base(24, 2880, 64, 8, 2880, 201088), 32, 4, 0, 2880), 64)},
        {"dbrx", "132B total, 36B active", hf + "databricks/dbrx-base/blob/main/config.json",
         moe(base(40, 6144, 48, 8, 10752, 100352), 16, 4, 0, 10752)},
        {"llama3-8b", "8.0B", hf + "meta-llama/Meta-Llama-3-8B/blob/main/config.json",
         base(32, 4096, 32, 8, 14336, 128256)},
        {"llama3-70b", "70.6B", hf + "meta-llama/Meta-Llama-3-70B/blob/main/config.json",
         base(80, 8192, 64, 8, 28672, 128256)},
        {"llama3.1-405b", "405B", hf + "meta-llama/Llama-3.1-405B/blob/main/config.json",
         base(126, 16384, 128, 8, 53248, 128256)},
    };
}

} // namespace

const std::vector<ModelPreset>& modelPresets() {
    static const std::vector<ModelPreset> list = buildPresets();
    return list;
}

std::string modelPresetNames() {
    std::string out;
    for (const ModelPreset& p : modelPresets()) out += (out.empty() ? "" : ", ") + p.name;
    return out;
}

const ModelPreset& modelPreset(std::string_view name) {
    for (const ModelPreset& p : modelPresets())
        if (p.name == name) return p;
    throw InputError("preset", "unknown preset '" + std::string(name) + "'; presets: " + modelPresetNames());
}

} // namespace gputco
