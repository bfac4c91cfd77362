// Model shapes: parameter counts from shapes, and shapes from parameter counts.
#include "core/training/model_shape.hpp"
#include "core/validation.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("parameter counts of published shapes") {
    // GPT-3 175B (Brown et al. 2020): 96 x 12288, 96 heads, vocabulary 50257 -> 175B.
    CHECK(gptShape(96, 12288, 96, 50257).params() == Approx(175e9).epsilon(0.01));
    // LLaMA-7B: 32 x 4096, ffn 11008, vocabulary 32000, untied -> 6.74B (Touvron et al. 2023).
    ModelShape llama7 = gptShape(32, 4096, 32, 32000, 11008);
    llama7.gatedMlp = true;
    llama7.tiedEmbeddings = false;
    CHECK(llama7.params() == Approx(6.74e9).epsilon(0.01));
    // Llama 2 70B: 80 x 8192, 64 heads, 8 KV heads, ffn 28672 -> 69B.
    ModelShape llama70 = gptShape(80, 8192, 64, 32000, 28672);
    llama70.kvHeads = 8;
    llama70.gatedMlp = true;
    llama70.tiedEmbeddings = false;
    CHECK(llama70.params() == Approx(69.0e9).epsilon(0.01));
}

TEST_CASE("a parameter count picks a Llama-style shape, consistently both ways") {
    for (double p : {1e8, 1.3e9, 7e9, 13e9, 70e9, 175e9, 405e9, 1e12}) {
        const ModelShape s = llamaShapeForParams(p);
        INFO(p << " -> " << describeShape(s));
        CHECK_NOTHROW(validateShape(s));
        CHECK(s.params() == Approx(p).epsilon(p < 1e9 ? 0.25 : 0.06));
        CHECK(s.hidden % s.heads == 0);
        CHECK(s.gatedMlp);
        const ModelShape again = llamaShapeForParams(s.params());
        CHECK(again.layers == s.layers);
        CHECK(again.hidden == s.hidden);
    }
    // LLaMA's own 7B and 13B shapes come out of the rule.
    CHECK(llamaShapeForParams(13e9).hidden == 5120);
    CHECK(llamaShapeForParams(6.7e9).hidden == 4096);
    CHECK(llamaShapeForParams(70e9).kvHeads == 8);
}

TEST_CASE("bad shapes are refused with the field") {
    ModelShape s = gptShape(48, 6144, 64);
    s.hidden = 6000;
    CHECK_THROWS_WITH(validateShape(s), Catch::Contains("hidden") && Catch::Contains("not divisible"));
    s = gptShape(0, 6144, 64);
    CHECK_THROWS_WITH(validateShape(s), Catch::Contains("layers"));
    s = gptShape(48, 6144, 64);
    s.kvHeads = 7;
    CHECK_THROWS_WITH(validateShape(s), Catch::Contains("kv_heads"));
    CHECK_THROWS_AS(llamaShapeForParams(-1), InputError);
    CHECK_THROWS_AS(llamaShapeForParams(1e20), InputError);
}
