// Provider price lists (issue 31): each reader finds the prices the fixture states, worked out by hand
// per GPU-hour (tests/data/price_fixtures/README.md names where each format comes from); bad records
// are named with their file and record, and a refresh plan checks every price before it changes one.
#include "core/catalog/price_refresh.hpp"
#include "data/catalog_repository.hpp"
#include "data/catalog_seed.hpp"
#include "data/database.hpp"
#include "data/price_lists.hpp"
#include "data/price_refresh_repository.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/test_paths.hpp"

#include <QFile>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::data;

namespace {
QString fixture(const char* rel) {
    return QString::fromUtf8(test::paths::sourceDir()) + QStringLiteral("/tests/data/price_fixtures/") +
           QString::fromUtf8(rel);
}

QByteArray bytes(const char* rel) {
    QFile f(fixture(rel));
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

const ListedPrice* find(const PriceList& l, const std::string& gpu, PriceTerm term, const std::string& region = {}) {
    for (const ListedPrice& p : l.prices)
        if (p.gpuId == gpu && p.term == term && (region.empty() || p.region == region)) return &p;
    return nullptr;
}

double priceOf(const PriceList& l, const std::string& gpu, PriceTerm term) {
    const ListedPrice* p = find(l, gpu, term);
    REQUIRE(p != nullptr);
    return p->perGpuHour;
}

bool mentions(const std::vector<RecordNote>& notes, const std::string& what) {
    for (const RecordNote& n : notes)
        if (n.reason.find(what) != std::string::npos || n.record.find(what) != std::string::npos) return true;
    return false;
}
} // namespace

TEST_CASE("an AWS offer file gives the H100 and A100 instances' per-GPU prices, streamed") {
    const PriceList l = readAwsOfferFile(fixture("aws/ec2-us-east-1.json"), shippedInstanceGpus());
    CHECK(l.errors.empty());
    // p5.48xlarge: $55.04 on-demand, $36.2432 1-year standard No Upfront per instance-hour, 8 GPUs.
    CHECK(priceOf(l, "H100-SXM5-80GB", PriceTerm::OnDemand) == Approx(55.04 / 8));   // 6.88
    CHECK(priceOf(l, "H100-SXM5-80GB", PriceTerm::Commit1y) == Approx(36.2432 / 8)); // 4.5304
    // p4d.24xlarge: $21.957642 and $13.921094 (AWS-VANTAGE), 8 GPUs.
    CHECK(priceOf(l, "A100-SXM4-40GB", PriceTerm::OnDemand) == Approx(21.957642 / 8));
    CHECK(priceOf(l, "A100-SXM4-40GB", PriceTerm::Commit1y) == Approx(13.921094 / 8));
    // Windows, Partial Upfront and convertible offers are left out: one price per GPU and term.
    CHECK(l.prices.size() == 4);
    CHECK(find(l, "H100-SXM5-80GB", PriceTerm::OnDemand)->region == "us-east-1");
    CHECK(find(l, "H100-SXM5-80GB", PriceTerm::OnDemand)->catalogId == "aws-p5-h100");
    // The unknown GPU instance is listed, never guessed; m5.large (no GPU) is not.
    REQUIRE(l.skipped.size() == 1);
    CHECK(l.skipped[0].reason.find("g7.48xlarge") != std::string::npos);
    // The same file from memory (the fuzz target's path) reads the same.
    CHECK(readAwsOffer(bytes("aws/ec2-us-east-1.json"), QStringLiteral("x"), shippedInstanceGpus()).prices.size() == 4);
}

TEST_CASE("a truncated AWS offer file or an HTML page is refused whole, naming where it stops") {
    const QByteArray whole = bytes("aws/ec2-us-east-1.json");
    const PriceList cut = readAwsOffer(whole.left(whole.size() / 2), QStringLiteral("cut.json"), shippedInstanceGpus());
    CHECK(cut.prices.empty());
    REQUIRE(cut.errors.size() == 1);
    CHECK(cut.errors[0].file == "cut.json");
    CHECK(cut.errors[0].reason.find("not a complete AWS offer file") != std::string::npos);
    CHECK(cut.errors[0].record.find("byte") != std::string::npos);
    const PriceList html =
        readAwsOffer("<!DOCTYPE html><html>503</html>", QStringLiteral("p.json"), shippedInstanceGpus());
    REQUIRE(html.errors.size() == 1);
    CHECK(html.errors[0].reason.find("HTML") != std::string::npos);
}

TEST_CASE("an Azure Retail Prices page gives on-demand, spot and the 1-year reservation per GPU-hour") {
    QString next;
    const PriceList l =
        readAzurePrices(bytes("azure/page1.json"), QStringLiteral("page1.json"), shippedInstanceGpus(), &next);
    CHECK(l.errors.empty());
    // ND96isr H100 v5, 8 GPUs: $98.32 an hour; spot $39.328; a 1-year reservation $573,300.48 for the term.
    CHECK(priceOf(l, "H100-SXM5-80GB", PriceTerm::OnDemand) == Approx(98.32 / 8)); // 12.29
    CHECK(priceOf(l, "H100-SXM5-80GB", PriceTerm::Spot) == Approx(39.328 / 8));
    CHECK(priceOf(l, "H100-SXM5-80GB", PriceTerm::Commit1y) == Approx(573300.48 / 8760 / 8)); // 8.1807
    CHECK(l.prices.size() == 3); // Windows and Low Priority left out
    CHECK(mentions(l.skipped, "Standard_NC40ads_H100_v5"));
    CHECK(next.startsWith(QStringLiteral("https://prices.azure.com")));
    const PriceList html = readAzurePrices("<html><body>Service Unavailable</body></html>", QStringLiteral("p.html"),
                                           shippedInstanceGpus());
    REQUIRE(html.errors.size() == 1);
    CHECK(html.errors[0].file == "p.html");
}

TEST_CASE("a Cloud Billing Catalog SKU list gives a GPU's price with its share of the machine") {
    const PriceList l =
        readGcpPrices(bytes("gcp/compute-skus.json"), QStringLiteral("skus.json"), shippedInstanceGpus());
    CHECK(l.errors.empty());
    // H100 80GB $9.7965 + a3-highgpu-8g's 208 vCPUs / 8 x $0.0379 + 1,872 GB / 8 x $0.00508 = 11.97062.
    CHECK(priceOf(l, "H100-SXM5-80GB", PriceTerm::OnDemand) == Approx(9.7965 + 26 * 0.0379 + 234 * 0.00508));
    // 1-year commitments: $6.1718 + 26 x $0.0239 + 234 x $0.0032 = 7.542.
    CHECK(priceOf(l, "H100-SXM5-80GB", PriceTerm::Commit1y) == Approx(6.1718 + 26 * 0.0239 + 234 * 0.0032));
    CHECK(mentions(l.skipped, "Nvidia L4"));
}

TEST_CASE("the plain CSV gives instance-hour prices per GPU and names each bad row") {
    const Catalog& c = shippedCatalog();
    const PriceList l = readCsvPrices(bytes("csv/neoclouds.csv"), QStringLiteral("n.csv"), c);
    CHECK(l.errors.empty());
    CHECK(priceOf(l, "H100-SXM5-80GB", PriceTerm::OnDemand) == Approx(23.92 / 8)); // Lambda, 8x instance
    const QByteArray bad = "provider,region,gpu,gpus_per_instance,term,price,currency,unit,date,source\n"
                           "Lambda,,H100-SXM5-80GB,8,weekly,3,USD,gpu-hour,2026-11-20,x\n"
                           "Lambda,,H100-SXM5-80GB,8,on-demand,three,USD,gpu-hour,2026-11-20,x\n"
                           "Lambda,,H900,8,on-demand,3,USD,gpu-hour,2026-11-20,x\n";
    const PriceList b = readCsvPrices(bad, QStringLiteral("bad.csv"), c);
    REQUIRE(b.errors.size() == 3);
    CHECK(b.errors[0].record == "row 2");
    CHECK(b.errors[0].reason.find("term") != std::string::npos);
    CHECK(b.errors[1].reason.find("price") != std::string::npos);
    CHECK(b.errors[2].reason.find("H900") != std::string::npos);
}

TEST_CASE("a refresh plan refuses zero, negative, absurd and wrong-currency prices, and asks for a region") {
    const Catalog& c = shippedCatalog();
    const QByteArray csv = "provider,region,gpu,gpus_per_instance,term,price,currency,unit,date,source\n"
                           "Lambda,,H100-SXM5-80GB,8,on-demand,0,USD,gpu-hour,2026-11-20,x\n"
                           "RunPod,,H100-SXM5-80GB,1,on-demand,-1,USD,gpu-hour,2026-11-20,x\n"
                           "Nebius,,H100-SXM5-80GB,8,on-demand,45,USD,gpu-hour,2026-11-20,x\n"
                           "Modal,,H100-SXM5-80GB,1,on-demand,3.5,EUR,gpu-hour,2026-11-20,x\n"
                           "Lambda,,A100-SXM4-40GB,8,on-demand,1.29,USD,gpu-hour,2026-11-20,x\n";
    const RefreshPlan plan = planRefresh(c, {readCsvPrices(csv, QStringLiteral("p.csv"), c)}, {});
    REQUIRE(plan.errors.size() == 4);
    CHECK(plan.errors[0].reason.find("must be above 0") != std::string::npos);
    CHECK(plan.errors[1].reason.find("must be above 0") != std::string::npos);
    // nebius-h100 lists $2.95: $45 is more than 10 x that.
    CHECK(plan.errors[2].reason.find("more than 10 x") != std::string::npos);
    CHECK(plan.errors[3].reason.find("wrong currency") != std::string::npos);
    REQUIRE(plan.changes.size() == 1);
    CHECK(plan.changes[0].catalogId == "lambda-a100-40");
    CHECK(*plan.changes[0].changePercent() == Approx((1.29 / 1.48 - 1) * 100));
    CHECK_FALSE(plan.applicable()); // errors, and no --skip-bad
    RefreshOptions skip;
    skip.skipBad = true;
    CHECK(planRefresh(c, {readCsvPrices(csv, QStringLiteral("p.csv"), c)}, skip).applicable());

    const std::vector<PriceList> two{
        readAzurePrices(bytes("azure/page1.json"), QStringLiteral("p1"), shippedInstanceGpus()),
        readAzurePrices(bytes("azure/page2-westus.json"), QStringLiteral("p2"), shippedInstanceGpus())};
    CHECK_THROWS_WITH(planRefresh(c, two, {}),
                      Catch::Contains("2 regions (eastus, westus)") && Catch::Contains("--region"));
    RefreshOptions west;
    west.region = "westus";
    const RefreshPlan w = planRefresh(c, two, west);
    REQUIRE(w.changes.size() == 1);
    CHECK(w.changes[0].newPrice == Approx(108.15 / 8));
}

TEST_CASE("a refresh applies in one transaction, keeps the history and can be taken back, on both backends") {
    test::TempDir dir;
    Database db = Database::open(dir.db(QStringLiteral("refresh")));
    const Catalog before = CatalogRepository(db.sql()).load();
    const PriceList l =
        readAwsOffer(bytes("aws/ec2-us-east-1.json"), QStringLiteral("aws.json"), shippedInstanceGpus());
    PriceRefreshRepository repo(db.sql());
    const RefreshPlan plan = planRefresh(before, {l}, {});
    const AppliedRefresh done = repo.applyUndoable(plan, repo.revisions());
    CHECK(done.applied == 4);
    const Catalog after = CatalogRepository(db.sql()).load();
    auto row = [](const Catalog& c, const char* id) {
        for (const CloudPrice& p : c.cloudPrices)
            if (p.id == id) return p;
        FAIL("no row " << id);
        return CloudPrice{};
    };
    CHECK(*row(after, "aws-p5-h100").commit1y == Approx(36.2432 / 8));
    CHECK(row(after, "aws-p5-h100").source == "AWS-LIST-2026-01-01");
    // The shipped on-demand price and the new one, each with its date and source.
    const std::vector<PriceRecord> records = repo.allRecords();
    CHECK(std::count_if(records.begin(), records.end(), [](const PriceRecord& r) {
              return r.priceId == "aws-p5-h100" && r.term == PriceTerm::OnDemand;
          }) == 2);
    // A row changed by someone else since the read stops a second refresh whole.
    QHash<QString, int> stale = repo.revisions();
    stale[QStringLiteral("aws-p5-h100")] -= 1;
    CHECK_THROWS(repo.apply(plan, stale));
    repo.revert(done);
    const Catalog back = CatalogRepository(db.sql()).load();
    CHECK_FALSE(row(back, "aws-p5-h100").commit1y.has_value());
    CHECK(row(back, "aws-p5-h100").source == "AWS-VANTAGE");
    CHECK(repo.allRecords().empty());
}

TEST_CASE("an Azure item's savings plans fill the terms its page has no reservation for") {
    const PriceList l =
        readAzurePrices(bytes("azure/page3-savings-plan.json"), QStringLiteral("p3.json"), shippedInstanceGpus());
    CHECK(l.errors.empty());
    // ND96isr H200 v5, 8 GPUs: $104.72 an hour; the 1-year savings plan $73.304 an hour; the 3-year term from
    // the reservation ($1,186,843.20 for three years), not the 3-year savings plan ($52.36).
    CHECK(priceOf(l, "H200-SXM-141GB", PriceTerm::OnDemand) == Approx(104.72 / 8));
    CHECK(priceOf(l, "H200-SXM-141GB", PriceTerm::Commit1y) == Approx(73.304 / 8));
    CHECK(priceOf(l, "H200-SXM-141GB", PriceTerm::Commit3y) == Approx(1186843.2 / (3 * 8760) / 8));
    CHECK(l.prices.size() == 3);
    CHECK(find(l, "H200-SXM-141GB", PriceTerm::Commit1y)->record.find("savingsPlan") != std::string::npos);
}
