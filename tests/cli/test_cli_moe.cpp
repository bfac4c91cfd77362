// gpu-tco train with MoE flags and presets (issue 16): bad input exits 2 naming the flag.
#include "tests/support/cli_runner.hpp"
#include "tests/support/temp_dir.hpp"

#include <QJsonDocument>
#include <QJsonObject>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
test::CliResult run(const char* args) {
    static test::TempDir dir;
    return test::runCli(dir.file(QStringLiteral("moe.sqlite")), args);
}
} // namespace

TEST_CASE("train --preset runs a MoE model and reports EP in the layout") {
    const test::CliResult r = run("train --gpu H100-SXM5-80GB --gpus 256 --preset mixtral-8x7b --tokens 1T --seq 4096 "
                                  "--json");
    REQUIRE(r.code == 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    // Mixtral 8x7B: 46.7B total parameters (arXiv:2401.04088).
    CHECK(o[QStringLiteral("params")].toDouble() == Approx(46.7e9).epsilon(0.02));
    CHECK(o[QStringLiteral("layout")].toObject().contains(QStringLiteral("ep")));
}

TEST_CASE("a preset's shape flags override it: DeepSeek-V3 with Kimi K2's heads and experts is kimi-k2") {
    // Kimi K2's config.json is DeepSeek-V3's architecture with 64 heads, 384 experts, one dense layer and a
    // 163,840-token vocabulary; its technical report (arXiv:2507.20534) gives 1.04T total parameters.
    const test::CliResult edited = run("train --gpu H100-SXM5-80GB --gpus 1024 --preset deepseek-v3 --heads 64 "
                                       "--experts 384 --first-dense-layers 1 --vocab 163840 --tokens 1T --json");
    const test::CliResult preset = run("train --gpu H100-SXM5-80GB --gpus 1024 --preset kimi-k2 --tokens 1T --json");
    REQUIRE(edited.code == 0);
    REQUIRE(preset.code == 0);
    const double params = QJsonDocument::fromJson(edited.out.toUtf8()).object()[QStringLiteral("params")].toDouble();
    CHECK(params == Approx(1.04e12).epsilon(0.03));
    CHECK(QJsonDocument::fromJson(preset.out.toUtf8()).object()[QStringLiteral("params")].toDouble() == Approx(params));
    // --params still replaces the whole shape, so it cannot go with a preset.
    const test::CliResult both =
        run("train --gpu H100-SXM5-80GB --gpus 64 --preset deepseek-v3 --params 7B --tokens 1T");
    CHECK(both.code == 2);
    CHECK_THAT(both.err.toStdString(), Catch::Contains("--preset"));
}

TEST_CASE("bad MoE input: exit 2 and the flag named") {
    auto check = [](const char* args, const char* needle) {
        const test::CliResult r = run(args);
        INFO(args);
        CHECK(r.code == 2);
        CHECK_THAT(r.err.toStdString(), Catch::Contains(needle));
    };
    check("train --gpu H100-SXM5-80GB --gpus 64 --preset gpt-9 --tokens 1T", "mixtral-8x7b");
    check("train --gpu H100-SXM5-80GB --gpus 64 --preset mixtral-8x7b --active-experts 9 --tokens 1T",
          "active_experts");
    check("train --gpu H100-SXM5-80GB --gpus 64 --preset mixtral-8x7b --ep 3 --tokens 1T", "allowed: 1, 2, 4, 8 (");
    check("train --gpu H100-SXM5-80GB --gpus 64 --preset deepseek-v3 --kv-lora-rank 8000 --tokens 1T", "kv_lora_rank");
    check("train --gpu H100-SXM5-80GB --gpus 64 --layers 32 --hidden 4096 --heads 32 --experts 8 --tokens 1T",
          "--active-experts");
    check("train --gpu H100-SXM5-80GB --gpus 64 --params 7B --experts 8 --tokens 1T", "--experts");
    check("train --gpu H100-SXM5-80GB --gpus 64 --layers 32 --hidden 4096 --heads 32 --attention mla --tokens 1T",
          "--kv-lora-rank");
}

// Issue 46: published dense layouts write "EP 1" (and expert-TP 1); it means no expert parallelism, the same
// estimate as without the flag. EP 2 on a dense model is still refused, naming the flag.
TEST_CASE("train --ep 1 on a dense model is no expert parallelism, --ep 2 is refused") {
    const test::CliResult plain = run("train --gpu H100-SXM5-80GB --gpus 64 --params 70B --tokens 1T --json");
    const test::CliResult ep1 =
        run("train --gpu H100-SXM5-80GB --gpus 64 --params 70B --tokens 1T --ep 1 --etp 1 --json");
    REQUIRE(plain.code == 0);
    REQUIRE(ep1.code == 0);
    CHECK(ep1.out == plain.out);
    const test::CliResult ep2 = run("train --gpu H100-SXM5-80GB --gpus 64 --params 70B --tokens 1T --ep 2");
    CHECK(ep2.code == 2);
    CHECK_THAT(ep2.err.toStdString(), Catch::Contains("ep: expert parallelism needs a mixture-of-experts shape"));
}
