// The shipped catalog and its repository: every number sourced, dense peaks,
// edits, restore to default, user GPUs.
#include "data/catalog_json.hpp"
#include "data/catalog_repository.hpp"
#include "data/catalog_seed.hpp"
#include "data/database.hpp"
#include "tests/support/temp_dir.hpp"

#include <QSqlQuery>

#include <algorithm>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::data;

namespace {
const char* const kRequiredGpus[] = {"V100-SXM2-32GB", "A100-SXM4-40GB", "A100-SXM4-80GB", "H100-SXM5-80GB",
                                     "H200-SXM-141GB", "B200-SXM-180GB", "B300-SXM-288GB"};
// Added in the late-2026 refresh (issue 12 item 7): GPUs many users buy or rent.
const char* const kRefreshGpus[] = {"A800-SXM4-80GB", "H800-SXM5-80GB", "H20-96GB",     "L40S-48GB",
                                    "GB200-NVL72",    "GB300-NVL72",    "MI300X-192GB", "MI355X-288GB"};

double peak(const Catalog& c, const char* id, Precision p) {
    const GpuSpec* g = c.gpu(id);
    REQUIRE(g);
    REQUIRE(g->peak(p));
    return units::inTeraflopPerSecond(*g->peak(p));
}

struct Fixture {
    test::TempDir dir;
    Database db = Database::open(dir.db(QStringLiteral("catalog")));
    CatalogRepository repo{db.sql()};
};
} // namespace

TEST_CASE("the shipped catalog has every required GPU, fabric and storage tier") {
    const Catalog& c = shippedCatalog();
    for (const char* id : kRequiredGpus) CHECK(c.gpu(id) != nullptr);
    for (const char* id : kRefreshGpus) CHECK(c.gpu(id) != nullptr);
    for (const char* id : {"ETH-100", "ROCE-200", "ROCE-400", "IB-HDR", "IB-NDR", "IB-XDR"})
        CHECK(c.fabric(id) != nullptr);
    for (const char* id : {"NFS", "PFS", "NVME", "NVME-GDS"}) CHECK(c.storageTier(id) != nullptr);
    CHECK(c.electricity.size() >= 3);
    CHECK(c.pue.size() >= 3);
    for (const char* gpu : kRequiredGpus) {
        bool priced = false;
        for (const CloudPrice& p : c.cloudPrices) priced |= p.gpuId == gpu;
        CHECK(priced);
    }
}

TEST_CASE("every catalog number has a source that resolves to a citation and a date") {
    const Catalog& c = shippedCatalog();
    auto checkRow = [&](const auto& row, auto fields) {
        for (const auto& f : fields) {
            if (!f.get(row)) continue;
            const std::string key = sourceKeyFor(row.sources, f.key);
            INFO(row.id << "." << f.key << " cites '" << key << "'");
            const SourceRef* s = c.source(key);
            REQUIRE(s);
            CHECK_FALSE(s->citation.empty());
            CHECK(s->readOn.size() == 10); // yyyy-mm-dd
        }
    };
    for (const GpuSpec& g : c.gpus) checkRow(g, gpuFields());
    for (const Fabric& f : c.fabrics) checkRow(f, fabricFields());
    for (const StorageTier& s : c.storage) checkRow(s, storageFields());
    for (const CloudPrice& p : c.cloudPrices) {
        INFO(p.id);
        CHECK(c.source(p.source) != nullptr);
        CHECK_FALSE(p.priceDate.empty());
        CHECK(c.gpu(p.gpuId) != nullptr);
    }
    for (const auto& e : c.electricity) CHECK(c.source(e.source) != nullptr);
    for (const auto& p : c.pue) CHECK(c.source(p.source) != nullptr);
}

TEST_CASE("every GPU has all required fields") {
    for (const GpuSpec& g : shippedCatalog().gpus) {
        INFO(g.id);
        CHECK_NOTHROW(validateGpu(g));
        // A GPU without NVLink (L40S, PCIe) has no NVLink bandwidth and a domain of 1.
        CHECK(g.nvlinkBandwidth.has_value() == (g.nvlinkDomain > 1));
        CHECK(g.supports(Precision::FP64));
        CHECK(g.supports(Precision::FP16));
        CHECK(g.priceUsd > 0);
        CHECK(g.serverPriceUsd > g.priceUsd);
        REQUIRE(g.serverIdlePower.has_value());
        CHECK(*g.serverIdlePower < g.serverPower);
    }
}

TEST_CASE("peaks are dense, not the sparse datasheet figures") {
    // Datasheets: H100 BF16 1,979 sparse -> 989 dense; A100 624 -> 312; B200 4,500 -> 2,250.
    const Catalog& c = shippedCatalog();
    CHECK(peak(c, "H100-SXM5-80GB", Precision::BF16) == Approx(989));
    CHECK(peak(c, "A100-SXM4-80GB", Precision::BF16) == Approx(312));
    CHECK(peak(c, "B200-SXM-180GB", Precision::BF16) == Approx(2250));
    CHECK(peak(c, "H100-SXM5-80GB", Precision::FP8) == Approx(1979));
    CHECK(peak(c, "B200-SXM-180GB", Precision::FP4) == Approx(9000));
    CHECK(peak(c, "V100-SXM2-32GB", Precision::FP16) == Approx(125));
    // What a generation does not support is absent, not zero.
    const GpuSpec* v100 = c.gpu("V100-SXM2-32GB");
    CHECK_FALSE(v100->supports(Precision::BF16));
    CHECK_FALSE(v100->supports(Precision::FP8));
    CHECK_FALSE(v100->supports(Precision::TF32));
    CHECK_FALSE(c.gpu("A100-SXM4-80GB")->supports(Precision::FP8));
    CHECK_FALSE(c.gpu("H100-SXM5-80GB")->supports(Precision::FP4));
    // B300: NVIDIA lists 288 GB HBM3e [NV-BWU], eight 12-high stacks of 36 GiB: 288 GiB as built. MLPerf's
    // "B300-SXM-270GB" counts what is usable, 275,040 MiB = 275,040 / 1,024 = 268.6 GiB, and the row holds
    // what a job can use; GB300 284,208 MiB = 277.5 GiB; GB200 189,471 MiB = 185.0 GiB (MLPerf system JSONs).
    CHECK(units::inGibibytes(c.gpu("B300-SXM-288GB")->hbmCapacity) == Approx(275040.0 / 1024).epsilon(0.001));
    CHECK(units::inGibibytes(c.gpu("GB300-NVL72")->hbmCapacity) == Approx(284208.0 / 1024).epsilon(0.001));
    CHECK(units::inGibibytes(c.gpu("GB200-NVL72")->hbmCapacity) == Approx(189471.0 / 1024).epsilon(0.001));
    // Refreshed rows, dense: H20 datasheet 148 TFLOPS BF16 and 296 FP8; H800 is H100 compute with NVLink 400 GB/s.
    CHECK(peak(c, "H20-96GB", Precision::BF16) == Approx(148));
    CHECK(peak(c, "H20-96GB", Precision::FP8) == Approx(296));
    CHECK(peak(c, "H800-SXM5-80GB", Precision::BF16) == Approx(989));
    CHECK(units::inGigabytesPerSecond(*c.gpu("H800-SXM5-80GB")->nvlinkBandwidth) == Approx(400));
    CHECK(units::inGigabytesPerSecond(*c.gpu("A800-SXM4-80GB")->nvlinkBandwidth) == Approx(400));
    // MI355X: 10 PF dense FP4 (The Register), 20.1 PF with sparsity (Tom's Hardware) -> 10,066 dense.
    CHECK(peak(c, "MI355X-288GB", Precision::FP4) == Approx(10066));
    CHECK(c.gpu("MI300X-192GB")->vendor == "AMD");
    CHECK_FALSE(c.gpu("L40S-48GB")->nvlinkBandwidth.has_value());
}

TEST_CASE("an NVL72 rack is one 72-GPU NVLink domain and its server is the rack") {
    const Catalog& c = shippedCatalog();
    for (const char* id : {"GB200-NVL72", "GB300-NVL72"}) {
        INFO(id);
        const GpuSpec* g = c.gpu(id);
        REQUIRE(g);
        CHECK(g->nvlinkDomain == 72);
        CHECK(g->serverGpus == 72);
        CHECK(g->serverPriceUsd / 72 > g->priceUsd); // rack / 72 is a GPU plus its share of Grace, switches, rack
    }
    GpuSpec copy = *c.gpu("GB200-NVL72");
    CHECK_NOTHROW(validateGpu(copy));
    copy.nvlinkDomain = 577; // the field allows 1-576 (NVLink Switch System limit)
    CHECK_THROWS_WITH(validateGpu(copy), Catch::Contains("nvlink_domain"));
}

TEST_CASE("B300 is not cheaper than B200, per GPU or per server (issue 10 and 12)") {
    const Catalog& c = shippedCatalog();
    const GpuSpec* b200 = c.gpu("B200-SXM-180GB");
    const GpuSpec* b300 = c.gpu("B300-SXM-288GB");
    CHECK(b300->priceUsd > b200->priceUsd);
    CHECK(b300->serverPriceUsd > b200->serverPriceUsd);
    // Derivation (docs/catalog.md): DGX B200 379,272 x AWS p6-b300 / p6-b200 list ratio 142.416 / 113.9328 = 1.25.
    CHECK(b300->serverPriceUsd == Approx(379272 * 1.25).epsilon(1e-5));
}

TEST_CASE("server idle power must not exceed the busy power, listing dates must be dates") {
    GpuSpec g = *shippedCatalog().gpu("H100-SXM5-80GB");
    g.serverIdlePower = units::kilowatts(11);
    CHECK_THROWS_WITH(validateGpu(g), Catch::Contains("server_idle_kw") && Catch::Contains("10.2"));
    g.serverIdlePower.reset();
    CHECK_NOTHROW(validateGpu(g));
    g.priceDate = "March 2025";
    CHECK_THROWS_WITH(validateGpu(g), Catch::Contains("price_date") && Catch::Contains("yyyy-mm"));
    for (const char* ok : {"2025", "2025-03", "2025-03-17"}) CHECK(isValidListingDate(ok));
    for (const char* bad : {"", "25-03", "2025-3", "2025/03", "2025-03-1x"}) CHECK_FALSE(isValidListingDate(bad));
}

TEST_CASE("cloud rows carry spot prices, a preemption rate needs a spot price and lies in 0-1") {
    const Catalog& c = shippedCatalog();
    int spot = 0;
    for (const CloudPrice& p : c.cloudPrices) spot += p.spot.has_value();
    CHECK(spot >= 3);
    QJsonObject o = cloudPriceToJson(c.cloudPrices.front());
    o[QStringLiteral("spot")] = 1.5;
    o[QStringLiteral("spot_preemption_per_hour")] = 0.05;
    o[QStringLiteral("source")] = QStringLiteral("USER");
    const CloudPrice back = cloudPriceFromJson(o);
    CHECK(*back.spot == Approx(1.5));
    CHECK(*back.spotPreemptionPerHour == Approx(0.05));
    o[QStringLiteral("spot_preemption_per_hour")] = 1.5;
    CHECK_THROWS_WITH(cloudPriceFromJson(o), Catch::Contains("spot_preemption_per_hour") && Catch::Contains("<= 1"));
    o.remove(QStringLiteral("spot"));
    o[QStringLiteral("spot_preemption_per_hour")] = 0.05;
    CHECK_THROWS_WITH(cloudPriceFromJson(o), Catch::Contains("spot_preemption_per_hour") && Catch::Contains("spot"));
    o[QStringLiteral("spot")] = QStringLiteral("cheap");
    CHECK_THROWS_WITH(cloudPriceFromJson(o), Catch::Contains("spot") && Catch::Contains("number"));
}

TEST_CASE("the database holds the shipped catalog after the first start") {
    Fixture f;
    const Catalog c = f.repo.load();
    REQUIRE(c.gpus.size() == shippedCatalog().gpus.size());
    CHECK(peak(c, "H100-SXM5-80GB", Precision::BF16) == Approx(989));
    CHECK(c.gpu("H100-SXM5-80GB")->sourceFor("bf16_tflops") == "HPCT-H100");
    CHECK(c.gpu("H100-SXM5-80GB")->sourceFor("price_usd") == "EPOCH-HWP");
    CHECK(c.cloudPrices.size() == shippedCatalog().cloudPrices.size());
    // New fields of migration 5 survive the database.
    CHECK(units::inKilowatts(*c.gpu("H100-SXM5-80GB")->serverIdlePower) == Approx(2.22));
    CHECK(c.gpu("H100-SXM5-80GB")->serverPriceDate == "2024-08");
    bool spotSeen = false;
    for (const CloudPrice& p : c.cloudPrices)
        if (p.id == "nebius-h100") spotSeen = p.spot && *p.spot == Approx(1.25); // OPSLYFT: Nebius preemptible $1.25
    CHECK(spotSeen);
}

TEST_CASE("a user edit is stored, sourced as the user's, and restored on request") {
    Fixture f;
    f.repo.setValue(CatalogTable::Gpu, "H100-SXM5-80GB", "price_usd", 25000.0);
    Catalog c = f.repo.load();
    const GpuSpec* h100 = c.gpu("H100-SXM5-80GB");
    CHECK(h100->priceUsd == Approx(25000));
    CHECK(h100->modified);
    CHECK(h100->sourceFor("price_usd") == kUserEditSource);
    CHECK(h100->sourceFor("bf16_tflops") == "HPCT-H100");

    // A re-seed (e.g. after an update ships new defaults) keeps the user's edit.
    QSqlQuery q(f.db.sql());
    REQUIRE(q.exec(QStringLiteral("DELETE FROM meta")));
    f.repo.seedShippedCatalog();
    CHECK(f.repo.load().gpu("H100-SXM5-80GB")->priceUsd == Approx(25000));

    f.repo.restoreDefault(CatalogTable::Gpu, "H100-SXM5-80GB");
    c = f.repo.load();
    CHECK(c.gpu("H100-SXM5-80GB")->priceUsd == Approx(31250));
    CHECK_FALSE(c.gpu("H100-SXM5-80GB")->modified);
    CHECK(c.gpu("H100-SXM5-80GB")->sourceFor("price_usd") == "EPOCH-HWP");
}

TEST_CASE("a re-seed drops shipped cloud rows the new catalog no longer ships, and keeps the user's") {
    Fixture f;
    QSqlQuery q(f.db.sql());
    // An old database: the removed estimate row, and a row the user added.
    REQUIRE(q.exec(
        QStringLiteral("INSERT INTO cloud_price (id, provider, offering, gpu_id, currency, on_demand, price_date,"
                       " source_key) VALUES ('est-b300', 'Estimate', '', 'B300-SXM-288GB', 'USD', 7.24, '2026-03',"
                       " 'DERIVED')")));
    REQUIRE(q.exec(
        QStringLiteral("INSERT INTO cloud_price (id, provider, offering, gpu_id, currency, on_demand, price_date,"
                       " source_key, custom) VALUES ('our-deal', 'Us', '', 'H100-SXM5-80GB', 'USD', 2.1, '2026-11',"
                       " 'USER', 1)")));
    REQUIRE(q.exec(QStringLiteral("DELETE FROM meta")));
    f.repo.seedShippedCatalog();
    const Catalog c = f.repo.load();
    auto has = [&](const char* id) {
        return std::any_of(c.cloudPrices.begin(), c.cloudPrices.end(), [&](const CloudPrice& p) { return p.id == id; });
    };
    CHECK_FALSE(has("est-b300"));
    CHECK(has("our-deal"));
    CHECK(has("aws-p6-b300"));
}

TEST_CASE("out-of-range edits are rejected and change nothing") {
    Fixture f;
    CHECK_THROWS_WITH(f.repo.setValue(CatalogTable::Gpu, "H100-SXM5-80GB", "tdp_w", -700.0),
                      Catch::Contains("tdp_w") && Catch::Contains("> 0"));
    CHECK_THROWS_WITH(f.repo.setValue(CatalogTable::Gpu, "H100-SXM5-80GB", "hbm_tb_s", 0.0),
                      Catch::Contains("hbm_tb_s"));
    CHECK_THROWS_WITH(f.repo.setValue(CatalogTable::Fabric, "IB-NDR", "port_gbps", 0.0), Catch::Contains("port_gbps"));
    CHECK_THROWS_WITH(f.repo.setValue(CatalogTable::Gpu, "H100-SXM5-80GB", "warp_speed", 1.0),
                      Catch::Contains("warp_speed") && Catch::Contains("tdp_w"));
    CHECK_THROWS_WITH(f.repo.setValue(CatalogTable::Gpu, "H900", "tdp_w", 1.0),
                      Catch::Contains("H900") && Catch::Contains("B300-SXM-288GB"));
    // Clearing both FP16 and BF16 would leave a GPU that cannot train.
    f.repo.setValue(CatalogTable::Gpu, "V100-SXM2-32GB", "fp8_tflops", std::nullopt);
    CHECK_THROWS_AS(f.repo.setValue(CatalogTable::Gpu, "V100-SXM2-32GB", "fp16_tflops", std::nullopt), InputError);
    const Catalog c = f.repo.load();
    CHECK(units::inWatts(c.gpu("H100-SXM5-80GB")->tdp) == Approx(700));
    CHECK_FALSE(c.gpu("H100-SXM5-80GB")->modified);
    CHECK(c.gpu("V100-SXM2-32GB")->supports(Precision::FP16));
}

TEST_CASE("a user's own GPU can be added, used and removed, shipped ones cannot be removed") {
    Fixture f;
    GpuSpec h800 = *f.repo.load().gpu("H100-SXM5-80GB");
    h800.id = "MY-H800-80GB"; // H800-SXM5-80GB is shipped since the late-2026 refresh
    h800.name = "NVIDIA H800 SXM5 80GB (ours)";
    h800.nvlinkBandwidth = units::gigabytesPerSecond(400);
    h800.sources.clear();
    f.repo.addGpu(h800);
    const Catalog c = f.repo.load();
    const GpuSpec* added = c.gpu("MY-H800-80GB");
    REQUIRE(added);
    CHECK(added->custom);
    CHECK(units::inGigabytesPerSecond(*added->nvlinkBandwidth) == Approx(400));
    CHECK(added->sourceFor("nvlink_gb_s") == kUserEditSource);
    CHECK_THROWS_WITH(f.repo.addGpu(h800), Catch::Contains("already exists"));
    CHECK_THROWS_WITH(f.repo.restoreDefault(CatalogTable::Gpu, "MY-H800-80GB"), Catch::Contains("no shipped default"));
    CHECK_THROWS_WITH(f.repo.removeCustom(CatalogTable::Gpu, "H100-SXM5-80GB"), Catch::Contains("cannot be removed"));
    f.repo.removeCustom(CatalogTable::Gpu, "MY-H800-80GB");
    CHECK(f.repo.load().gpu("MY-H800-80GB") == nullptr);
}

TEST_CASE("JSON of a GPU has snake_case keys, nulls for unsupported formats and its sources") {
    const Catalog& c = shippedCatalog();
    const QJsonObject o = gpuToJson(*c.gpu("V100-SXM2-32GB"), &c);
    for (const char* k : {"id", "bf16_tflops", "fp8_tflops", "hbm_gib", "hbm_tb_s", "nvlink_gb_s", "tdp_w", "mig_max",
                          "price_usd", "source", "sources"})
        CHECK(o.contains(QLatin1String(k)));
    CHECK(o.value(QStringLiteral("bf16_tflops")).isNull());
    CHECK(o.value(QStringLiteral("fp16_tflops")).toDouble() == Approx(125));
    CHECK(o.value(QStringLiteral("source")).toString().contains(QStringLiteral("grokipedia")));
    const GpuSpec back = gpuFromJson(o);
    CHECK(back.id == "V100-SXM2-32GB");
    CHECK_FALSE(back.supports(Precision::BF16));
}

// Issue 13: HBM is stored in one unit, GiB, and named for it (hbm_gib).
TEST_CASE("an H100's 80 GB of HBM are 80 GiB: 80 x 2^30 bytes") {
    // Hand value: 80 x 1,073,741,824 = 85,899,345,920 bytes.
    CHECK(units::inBytes(shippedCatalog().gpu("H100-SXM5-80GB")->hbmCapacity) == 85899345920.0);
    const QJsonObject o = gpuToJson(*shippedCatalog().gpu("H100-SXM5-80GB"));
    CHECK(o.value(QStringLiteral("hbm_gib")).toDouble() == 80);
    CHECK_FALSE(o.contains(QStringLiteral("hbm_gb")));
}

TEST_CASE("an old catalog JSON with hbm_gb imports to the same capacity, and its source with it") {
    const Catalog& c = shippedCatalog();
    QJsonObject o = gpuToJson(*c.gpu("H100-SXM5-80GB"), &c);
    // What gpu-tco wrote before schema 12: the same figure under hbm_gb, sources keyed the same way.
    o.insert(QStringLiteral("hbm_gb"), o.take(QStringLiteral("hbm_gib")));
    QJsonObject sources = o.value(QStringLiteral("sources")).toObject();
    sources.insert(QStringLiteral("hbm_gb"), QJsonObject{{QStringLiteral("key"), QStringLiteral("MYLAB")}});
    sources.remove(QStringLiteral("hbm_gib"));
    o.insert(QStringLiteral("sources"), sources);
    const GpuSpec old = gpuFromJson(o);
    CHECK(units::inBytes(old.hbmCapacity) == 80.0 * 1073741824.0);
    CHECK(old.sourceFor("hbm_gib") == "MYLAB");
    CHECK(gpuToJson(old).value(QStringLiteral("hbm_gib")).toDouble() == 80);
    o.insert(QStringLiteral("hbm_gib"), 80);
    CHECK_THROWS_WITH(gpuFromJson(o), Catch::Contains("hbm_gb") && Catch::Contains("give only hbm_gib"));
}
