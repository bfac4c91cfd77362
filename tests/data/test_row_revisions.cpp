// Issue 18 on both backends (the PostgreSQL run repeats them on a server): catalog rows, site
// profiles and calibration profiles have revision numbers like scenarios. Two connections edit
// the same row; the edit based on the older revision is refused with "changed by <user> at <time>
// (revision N); reload, or save yours as a copy", and nothing either side saved is lost.
#include "data/calibration_repository.hpp"
#include "data/catalog_repository.hpp"
#include "data/connection_access.hpp"
#include "data/database.hpp"
#include "data/row_revision.hpp"
#include "data/site_profile_repository.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/two_connections.hpp"

#include <QUrl>

#include <functional>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::data;

namespace {
const std::string kGpu = "H100-SXM5-80GB";

std::string staleMessage(const std::function<void()>& edit) {
    try {
        edit();
    } catch (const StaleEdit& e) {
        return e.what();
    }
    return "saved";
}

CalibrationProfile profile(const char* name, double computeScale) {
    CalibrationProfile p;
    p.calibration.name = name;
    p.calibration.computeScale = computeScale;
    p.calibration.commScale = 1.0;
    p.gpuId = QString::fromStdString(kGpu);
    p.fabricId = QStringLiteral("ROCE-400");
    return p;
}
} // namespace

TEST_CASE("catalog: an edit based on an older row revision is refused naming who saved, nothing is lost") {
    test::TwoConnections two(QStringLiteral("rows"));
    CatalogRepository a(two.alice.sql()), b(two.bob.sql());
    const int base = a.revision(CatalogTable::Gpu, kGpu).revision;
    CHECK(base == 1); // a seeded row starts at revision 1 (migration 12's default)

    b.setValue(CatalogTable::Gpu, kGpu, "price_usd", 31000.0, base);
    const RowRevision after = a.revision(CatalogTable::Gpu, kGpu);
    CHECK(after.revision == 2);
    CHECK(after.by.toStdString() == test::testUser().toStdString());
    const std::string m = staleMessage([&] { a.setValue(CatalogTable::Gpu, kGpu, "price_usd", 29000.0, base); });
    CHECK_THAT(m, Catch::StartsWith("GPU 'H100-SXM5-80GB' was changed by " + test::testUser().toStdString() + " at ") &&
                      Catch::Contains("(revision 2); reload, or save yours as a copy"));
    CHECK(a.load().gpu(kGpu)->priceUsd == Approx(31000));     // bob's edit kept
    CHECK(a.revision(CatalogTable::Gpu, kGpu).revision == 2); // the refused edit changed nothing

    // Rename, restore and remove check the revision too.
    CHECK_THAT(staleMessage([&] { a.setName(CatalogTable::Gpu, kGpu, "mine", base); }),
               Catch::Contains("(revision 2)"));
    CHECK_THAT(staleMessage([&] { a.restoreDefault(CatalogTable::Gpu, kGpu, base); }), Catch::Contains("(revision 2)"));
    a.restoreDefault(CatalogTable::Gpu, kGpu, 2);
    CHECK(b.revision(CatalogTable::Gpu, kGpu).revision == 3);
    CHECK_THROWS_AS(a.setValue(CatalogTable::Gpu, "no-such-gpu", "price_usd", 1.0, 1), InputError);
}

TEST_CASE("catalog: edits without a revision still both land (the row is re-read under its lock)") {
    test::TwoConnections two(QStringLiteral("both"));
    CatalogRepository a(two.alice.sql()), b(two.bob.sql());
    a.setValue(CatalogTable::Gpu, kGpu, "tdp_w", 650.0);
    b.setValue(CatalogTable::Gpu, kGpu, "price_usd", 27000.0); // bob never read alice's edit
    const GpuSpec g = *a.load().gpu(kGpu);
    CHECK(g.tdp.value() == Approx(650)); // W
    CHECK(g.priceUsd == Approx(27000));
    CHECK(a.revision(CatalogTable::Gpu, kGpu).revision == 3); // 1 + two edits
}

TEST_CASE("site profiles: a stale replace is refused, a current one saved, a new profile starts at 1") {
    test::TwoConnections two(QStringLiteral("site"));
    SiteProfileRepository a(two.alice.sql()), b(two.bob.sql());
    SiteProfile mine = *a.load(QStringLiteral("us-colo")), theirs = mine;
    const int base = a.revision(QStringLiteral("us-colo")).revision;
    REQUIRE(base >= 1);
    theirs.pue = 1.25;
    b.save(theirs, true, base);
    mine.pue = 1.6;
    CHECK_THAT(staleMessage([&] { a.save(mine, true, base); }),
               Catch::StartsWith("site profile 'us-colo' was changed by " + test::testUser().toStdString()) &&
                   Catch::Contains(" (revision " + std::to_string(base + 1) + "); reload, or save yours as a copy"));
    CHECK(a.load(QStringLiteral("us-colo"))->pue == Approx(1.25));
    mine.id = "us-colo-mine"; // saved as a copy instead: both kept
    a.save(mine);
    CHECK(a.revision(QStringLiteral("us-colo-mine")).revision == 1);
    CHECK(a.revision(QStringLiteral("us-colo-mine")).by.toStdString() == test::testUser().toStdString());
    CHECK(a.load(QStringLiteral("us-colo-mine"))->pue == Approx(1.6));
}

TEST_CASE("calibration profiles: replace with --if-revision semantics, stale refused, unknown name refused") {
    test::TwoConnections two(QStringLiteral("cal"));
    CalibrationRepository a(two.alice.sql()), b(two.bob.sql());
    a.add(profile("poc", 0.8));
    CHECK(a.revision(QStringLiteral("poc")).revision == 1);
    b.replace(profile("poc", 0.7), 1);
    CHECK(a.revision(QStringLiteral("poc")).revision == 2);
    CHECK_THAT(staleMessage([&] { a.replace(profile("poc", 0.9), 1); }),
               Catch::StartsWith("calibration 'poc' was changed by " + test::testUser().toStdString()) &&
                   Catch::Contains("(revision 2); reload, or save yours as a copy"));
    CHECK(a.load(QStringLiteral("poc")).calibration.computeScale == Approx(0.7));
    CHECK_THROWS_AS(a.replace(profile("nope", 0.9)), InputError);
    CHECK(a.names() == QStringList{QStringLiteral("poc")});
}

TEST_CASE("connectionCanWrite: a writable file may write") {
    test::TempDir dir;
    Database db = Database::open(dir.db(QStringLiteral("w")));
    CHECK(connectionCanWrite(db.sql()) == !db.readOnly());
}

TEST_CASE("server: a viewer's connection may not write, a planner's may", "[postgresql]") {
    if (!test::postgresRun()) {
        WARN("skipped: needs the PostgreSQL run (GPU_TCO_TEST_PG_RUN=1 and GPU_TCO_TEST_PG)");
        return;
    }
    test::TempDir dir;
    const QString url = dir.db(QStringLiteral("access"));
    test::adminExec(
        QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'viewer18r') "
                       "THEN CREATE ROLE viewer18r LOGIN PASSWORD 'v18r' IN ROLE gputco_viewer; END IF; END $$"));
    test::adminExec(
        QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'planner18r') "
                       "THEN CREATE ROLE planner18r LOGIN PASSWORD 'p18r' IN ROLE gputco_planner; END IF; END $$"));
    QUrl as(url);
    as.setUserName(QStringLiteral("viewer18r"));
    Database viewer = Database::openServer(as.toString(), QStringLiteral("v18r")); // the dialog's typed password
    CHECK_FALSE(connectionCanWrite(viewer.sql()));
    as.setUserName(QStringLiteral("planner18r"));
    Database planner = Database::openServer(as.toString(), QStringLiteral("p18r"));
    CHECK(connectionCanWrite(planner.sql()));
    // The planner edits a catalog row; a stale edit from the owner's connection is refused.
    Database owner = Database::open(url);
    const int base = CatalogRepository(owner.sql()).revision(CatalogTable::Gpu, kGpu).revision;
    CatalogRepository(planner.sql()).setValue(CatalogTable::Gpu, kGpu, "price_usd", 33000.0, base);
    CHECK_THAT(
        staleMessage([&] { CatalogRepository(owner.sql()).setValue(CatalogTable::Gpu, kGpu, "price_usd", 1.0, base); }),
        Catch::Contains("changed by planner18r at "));
    CHECK(CatalogRepository(viewer.sql()).load().gpu(kGpu)->priceUsd == Approx(33000));
    // A wrong typed password: the CLI's message, and the password itself is never in it.
    try {
        Database::openServer(as.toString(), QStringLiteral("Zq9-not-it"));
        FAIL("opened with a wrong password");
    } catch (const DatabaseError& e) {
        CHECK_THAT(e.what(), Catch::Contains("the server refused the password"));
        CHECK(std::string(e.what()).find("Zq9-not-it") == std::string::npos);
    }
}
