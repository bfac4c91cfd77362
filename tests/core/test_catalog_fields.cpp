// Catalog field ranges: out-of-range values are rejected with the field and the range.
#include "core/catalog/catalog.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
GpuSpec sampleGpu() {
    GpuSpec g;
    g.id = "TEST-GPU";
    g.name = "Test GPU";
    for (const auto& f : gpuFields()) f.set(g, f.optional ? std::nullopt : std::optional<double>(f.min + 1));
    g.setPeak(Precision::BF16, units::teraflopPerSecond(100));
    g.launchYear = 2024;
    return g;
}
} // namespace

TEST_CASE("a valid GPU passes validation") { CHECK_NOTHROW(validateGpu(sampleGpu())); }

TEST_CASE("out-of-range GPU values name the field and the allowed range") {
    const auto* tdp = findField<GpuSpec>(gpuFields(), "tdp_w");
    REQUIRE(tdp);
    CHECK_THROWS_WITH(tdp->check(-5.0), Catch::Contains("tdp_w") && Catch::Contains("> 0") && Catch::Contains("W"));
    const auto* bw = findField<GpuSpec>(gpuFields(), "hbm_tb_s");
    CHECK_THROWS_AS(bw->check(0.0), InputError);
    CHECK_THROWS_AS(bw->check(std::nan("")), InputError);
    CHECK_THROWS_AS(bw->check(std::nullopt), InputError); // required
    const auto* fp8 = findField<GpuSpec>(gpuFields(), "fp8_tflops");
    CHECK_NOTHROW(fp8->check(std::nullopt)); // absent: unsupported
    const auto* mig = findField<GpuSpec>(gpuFields(), "mig_max");
    CHECK_THROWS_WITH(mig->check(2.5), Catch::Contains("whole number"));
    CHECK_THROWS_AS(mig->check(8.0), InputError);

    GpuSpec g = sampleGpu();
    g.tdp = units::watts(-1);
    try {
        validateGpu(g);
        FAIL("negative TDP accepted");
    } catch (const InputError& e) {
        CHECK(e.field() == "tdp_w");
    }
}

TEST_CASE("a GPU without FP16 or BF16 is refused, ids are checked") {
    GpuSpec g = sampleGpu();
    g.setPeak(Precision::BF16, std::nullopt);
    CHECK_THROWS_AS(validateGpu(g), InputError);
    g = sampleGpu();
    g.id = "bad id with spaces";
    CHECK_THROWS_WITH(validateGpu(g), Catch::Contains("id"));
    CHECK(isValidCatalogId("H800-SXM5-80GB"));
    CHECK_FALSE(isValidCatalogId(""));
    CHECK_FALSE(isValidCatalogId("a/b"));
}

TEST_CASE("fabric and storage validation") {
    Fabric f{"X", "x", "infiniband", 400, 8, units::seconds(1.5e-6), 0.85, false, false, {}};
    CHECK_NOTHROW(validateFabric(f));
    CHECK(units::inGigabytesPerSecond(f.nodeBandwidth()) == Approx(400.0 * 8 * 0.85 / 8));
    f.efficiency = 1.2;
    CHECK_THROWS_WITH(validateFabric(f), Catch::Contains("efficiency"));
    f.efficiency = 0.8;
    f.kind = "carrier-pigeon";
    CHECK_THROWS_WITH(validateFabric(f), Catch::Contains("kind"));
    StorageTier s{"S", "s", units::gigabytesPerSecond(0), units::gigabytesPerSecond(1), false, false, false, {}};
    CHECK_THROWS_WITH(validateStorage(s), Catch::Contains("read_gb_s"));
    PuePreset p{"P", "p", 0.9, "X"};
    CHECK_THROWS_WITH(validatePue(p), Catch::Contains("pue") && Catch::Contains(">= 1"));
}

TEST_CASE("precision names") {
    CHECK(precisionFromName("BF16") == Precision::BF16);
    CHECK(precisionFromName("fp4") == Precision::FP4);
    CHECK_FALSE(precisionFromName("int3"));
    CHECK(bytesPerValue(Precision::FP8) == 1.0);
}
