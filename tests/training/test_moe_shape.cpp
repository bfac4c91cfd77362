// Mixture-of-experts and MLA shapes: total and active parameter counts against the
// published figures, hand-computed layer by layer (issue 16).
#include "core/training/model_presets.hpp"
#include "core/training/model_shape.hpp"
#include "core/validation.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("DeepSeek-V3: 671B total, 37B active (arXiv:2412.19437)") {
    const ModelShape s = modelPreset("deepseek-v3").shape;
    CHECK(s.moeLayers() == 58); // 61 layers, the first 3 dense
    // MLA per layer by hand: q_a 7168x1536 = 11,010,048; q_b 1536x128x192 = 37,748,736;
    // kv_a 7168x576 = 4,128,768; kv_b 512x128x256 = 16,777,216; o 128x128x7168 = 117,440,512.
    CHECK(s.attentionParams() == Approx(187105280.0));
    // One expert 3 x 7168 x 2048 = 44,040,192; a MoE layer (256 + 1) experts + router 7168 x 256.
    CHECK(s.expertParams() == Approx(44040192.0));
    CHECK(s.moeMlpParams() == Approx(257.0 * 44040192.0 + 7168.0 * 256.0));
    // Published: 671B total, 37B active (the 14B MTP module excluded), within 2 %.
    CHECK(s.params() == Approx(671e9).epsilon(0.02));
    CHECK(s.activeParams() == Approx(37e9).epsilon(0.02));
    CHECK_NOTHROW(validateShape(s));
}

TEST_CASE("Mixtral 8x7B: 46.7B total, 12.9B active (arXiv:2401.04088)") {
    const ModelShape s = modelPreset("mixtral-8x7b").shape;
    // By hand: attention 2 x 4096^2 + 2 x 4096 x 1024 = 41,943,040; expert 3 x 4096 x 14336 =
    // 176,160,768; 32 layers x (8 experts + router 32,768 + attention) + 2 x 32000 x 4096 = 46.70B.
    CHECK(s.attentionParams() == Approx(41943040.0));
    CHECK(s.params() == Approx(46.7e9).epsilon(0.02));
    CHECK(s.activeParams() == Approx(12.9e9).epsilon(0.02));
}

TEST_CASE("every preset reproduces its published parameter counts") {
    struct Published {
        const char* name;
        double total, active;
    };
    // From the model cards: Mixtral 8x22B 141B/39B; Qwen3-235B-A22B 235B/22B; Qwen3-30B-A3B 30.5B/3.3B;
    // Llama 4 Maverick 400B/17B; DBRX 132B/36B; Llama 4 Scout 109B counts the vision encoder (text 107.8B by hand).
    const Published rows[] = {{"mixtral-8x22b", 141e9, 39e9},   {"qwen3-235b-a22b", 235e9, 22e9},
                              {"qwen3-30b-a3b", 30.5e9, 3.3e9}, {"llama4-maverick", 400e9, 17e9},
                              {"llama4-scout", 107.8e9, 17e9},  {"dbrx", 132e9, 36e9}};
    for (const Published& r : rows) {
        INFO(r.name);
        const ModelShape s = modelPreset(r.name).shape;
        CHECK_NOTHROW(validateShape(s));
        CHECK(s.params() == Approx(r.total).epsilon(0.03));
        CHECK(s.activeParams() == Approx(r.active).epsilon(0.03));
    }
    // gpt-oss-120b: 116.8B total; 5.1B active counts one embedding matrix, not both (model card).
    const ModelShape oss = modelPreset("gpt-oss-120b").shape;
    CHECK(oss.params() == Approx(116.8e9).epsilon(0.02));
    CHECK(oss.activeParams() - oss.embeddingParams() / 2 == Approx(5.1e9).epsilon(0.03));
    // gpt-oss-20b: 20.9B total, 3.6B active counted the same way (model card).
    const ModelShape oss20 = modelPreset("gpt-oss-20b").shape;
    CHECK(oss20.params() == Approx(20.9e9).epsilon(0.02));
    CHECK(oss20.activeParams() - oss20.embeddingParams() / 2 == Approx(3.6e9).epsilon(0.03));
    // Kimi K2 (arXiv:2507.20534): 1.04T total, 32B active; DeepSeek-V3's shape with 64 heads, 384 experts, 1 dense layer.
    const ModelShape kimi = modelPreset("kimi-k2").shape;
    CHECK_NOTHROW(validateShape(kimi));
    CHECK(kimi.moeLayers() == 60);
    CHECK(kimi.params() == Approx(1.04e12).epsilon(0.03));
    CHECK(kimi.activeParams() == Approx(32e9).epsilon(0.03));
    // Llama 4 Maverick interleaves: 24 of 48 layers are MoE (interleave_moe_layer_step 2).
    CHECK(modelPreset("llama4-maverick").shape.moeLayers() == 24);
}

TEST_CASE("a dense shape: active = total, and the old per-layer count") {
    ModelShape s = gptShape(32, 4096, 32, 32000, 11008);
    CHECK(s.moeLayers() == 0);
    CHECK(s.activeParams() == Approx(s.params()));
    // 2h^2 + 2h^2 + 2 x 4096 x 11008 + 2h = GPT-style layer by hand.
    CHECK(s.paramsPerLayer() == Approx(4.0 * 4096 * 4096 + 2.0 * 4096 * 11008 + 2.0 * 4096));
}

TEST_CASE("bad MoE and MLA shapes name the field and the range") {
    ModelShape s = modelPreset("mixtral-8x7b").shape;
    s.activeExperts = 9;
    CHECK_THROWS_WITH(validateShape(s), Catch::Contains("active_experts") && Catch::Contains("1 to 8"));
    s = modelPreset("deepseek-v3").shape;
    s.kvLoraRank = 8000;
    CHECK_THROWS_WITH(validateShape(s), Catch::Contains("kv_lora_rank") && Catch::Contains("7168"));
    s = modelPreset("deepseek-v3").shape;
    s.firstDenseLayers = 61;
    CHECK_THROWS_WITH(validateShape(s), Catch::Contains("first_dense_layers"));
    s = gptShape(32, 4096, 32);
    s.activeExperts = 2;
    CHECK_THROWS_WITH(validateShape(s), Catch::Contains("experts"));
    CHECK_THROWS_WITH(modelPreset("gpt-5"), Catch::Contains("deepseek-v3") && Catch::Contains("mixtral-8x7b"));
}
