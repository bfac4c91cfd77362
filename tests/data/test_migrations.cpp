// The schema's ordered migrations: from an empty file and from every earlier
// version, with user data surviving each upgrade.
#include "data/catalog_repository.hpp"
#include "data/database.hpp"
#include "data/migrations.hpp"
#include "data/server_connection.hpp"
#include "tests/support/temp_dir.hpp"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QVariant>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::data;

namespace {
QStringList tables(QSqlDatabase& db) {
    QStringList out;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
    while (q.next()) out << q.value(0).toString();
    return out;
}
} // namespace

// Versions only increase; gaps are allowed (migration 6, site profiles, was added while 5, the
// catalog's, was on another branch: a database skips the versions it does not have).
TEST_CASE("migrations are numbered in increasing order, starting at 1", "[sqlite]") {
    int previous = 0;
    for (const Migration& m : migrations()) {
        CHECK(m.version > previous);
        previous = m.version;
    }
    CHECK(migrations().front().version == 1);
    CHECK(latestSchemaVersion() == migrations().back().version);
}

TEST_CASE("a new database is created at the latest version, seeded, WAL, foreign keys on", "[sqlite]") {
    test::TempDir dir;
    Database db = Database::open(dir.file(QStringLiteral("sub/dir/new.sqlite")));
    CHECK(db.schemaVersion() == latestSchemaVersion());
    QSqlQuery q(db.sql());
    REQUIRE(q.exec(QStringLiteral("PRAGMA journal_mode")));
    REQUIRE(q.next());
    CHECK(q.value(0).toString() == QStringLiteral("wal"));
    REQUIRE(q.exec(QStringLiteral("PRAGMA foreign_keys")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == 1);
    REQUIRE(q.exec(QStringLiteral("PRAGMA application_id")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == kApplicationId);
    CHECK(CatalogRepository(db.sql()).load().gpus.size() >= 7);
}

TEST_CASE("an empty (zero-byte) file is initialised", "[sqlite]") {
    test::TempDir dir;
    const QString path = dir.file(QStringLiteral("empty.sqlite"));
    test::writeAll(path, {});
    Database db = Database::open(path);
    CHECK(db.schemaVersion() == latestSchemaVersion());
}

TEST_CASE("every earlier version upgrades to the latest and keeps user data", "[sqlite]") {
    std::vector<int> earlier{0};
    for (const Migration& m : migrations())
        if (m.version < latestSchemaVersion()) earlier.push_back(m.version);
    for (int from : earlier) {
        DYNAMIC_SECTION("from version " << from) {
            test::TempDir dir;
            const QString path = dir.file(QStringLiteral("old.sqlite"));
            {
                Database old = Database::openAtVersion(path, from);
                CHECK(old.schemaVersion() == from);
                if (from >= 1) {
                    // User data of version 1: a source and a custom GPU row.
                    QSqlQuery q(old.sql());
                    REQUIRE(q.exec(QStringLiteral("INSERT INTO source (key, citation, url, read_on) VALUES ('MYLAB', "
                                                  "'Our lab', '', '2026-01-01')")));
                    // Version 13 renamed hbm_gb to hbm_gib.
                    const QString hbm = from >= 13 ? QStringLiteral("hbm_gib") : QStringLiteral("hbm_gb");
                    REQUIRE(q.prepare(
                        QStringLiteral(
                            "INSERT INTO gpu (id, name, vendor, bf16_tflops, fp16_tflops, %1, hbm_tb_s, nvlink_domain,"
                            " pcie_gen, tdp_w, mig_max, launch_year, price_usd, server_gpus, server_price_usd,"
                            " server_power_kw, custom) VALUES (?, ?, ?, 989, 989, 80, 3.35, 8, 5, 700, 7, 2023, 30000,"
                            " 8, 250000, 10.2, 1)")
                            .arg(hbm)));
                    q.addBindValue(QStringLiteral("H800-SXM5-80GB"));
                    q.addBindValue(QStringLiteral("NVIDIA H800 (我们的)"));
                    q.addBindValue(QStringLiteral("NVIDIA"));
                    REQUIRE(q.exec());
                    REQUIRE(q.exec(QStringLiteral("INSERT INTO field_source (entity, entity_id, field, source_key) "
                                                  "VALUES ('gpu', 'H800-SXM5-80GB', '%1', 'MYLAB')")
                                       .arg(hbm)));
                }
            }
            Database db = Database::open(path);
            CHECK(db.schemaVersion() == latestSchemaVersion());
            const QStringList t = tables(db.sql());
            for (const char* name :
                 {"gpu", "fabric", "storage_tier", "cloud_price", "electricity_preset", "pue_preset", "source",
                  "field_source", "meta", "scenario", "scenario_revision", "site_profile", "calibration_profile"})
                CHECK(t.contains(QLatin1String(name)));
            const Catalog c = CatalogRepository(db.sql()).load();
            CHECK(c.gpu("H100-SXM5-80GB") != nullptr);
            CHECK(!c.fabrics.empty());
            CHECK(!c.cloudPrices.empty());
            if (from >= 1) {
                const GpuSpec* mine = c.gpu("H800-SXM5-80GB");
                REQUIRE(mine);
                CHECK(mine->custom);
                CHECK(mine->name == "NVIDIA H800 (我们的)");
                CHECK(c.source("MYLAB") != nullptr);
                // Migration 12 (issue 18): existing rows start at revision 1, editable with --if-revision 1.
                CatalogRepository repo(db.sql());
                CHECK(repo.revision(CatalogTable::Gpu, "H800-SXM5-80GB").revision == 1);
                repo.setValue(CatalogTable::Gpu, "H800-SXM5-80GB", "price_usd", 25000.0, 1);
                CHECK(repo.revision(CatalogTable::Gpu, "H800-SXM5-80GB").revision == 2);
                // Migration 13 renames hbm_gb to hbm_gib: the same 80, in GiB (hand value 80 x 2^30 bytes).
                CHECK(units::inBytes(mine->hbmCapacity) == 80.0 * 1073741824.0);
                CHECK(mine->sourceFor("hbm_gib") == "MYLAB");
            }
        }
    }
}

TEST_CASE("a failing migration is rolled back and leaves the previous version", "[sqlite]") {
    test::TempDir dir;
    const QString path = dir.file(QStringLiteral("clash.sqlite"));
    {
        Database db = Database::openAtVersion(path, 1);
        // A table in the way of migration 2 makes it fail.
        QSqlQuery q(db.sql());
        REQUIRE(q.exec(QStringLiteral("CREATE TABLE fabric (x INTEGER)")));
    }
    CHECK_THROWS_WITH(Database::open(path), Catch::Contains("migration 2") && Catch::Contains("clash.sqlite"));
    Database again = Database::openAtVersion(path, 1);
    CHECK(again.schemaVersion() == 1);
}

namespace {
// A user's GPU row and its HBM source as schema 11 stored them (hbm_gb).
void addUserGpuAtVersion11(QSqlDatabase& db) {
    QSqlQuery q(db);
    REQUIRE(q.exec(QStringLiteral("INSERT INTO source (key, citation, url, read_on) VALUES ('MYLAB', 'Our lab', '',"
                                  " '2026-01-01')")));
    REQUIRE(q.exec(QStringLiteral(
        "INSERT INTO gpu (id, name, vendor, bf16_tflops, fp16_tflops, hbm_gb, hbm_tb_s, nvlink_domain, pcie_gen, tdp_w,"
        " mig_max, launch_year, price_usd, server_gpus, server_price_usd, server_power_kw, custom) VALUES ('MY-H20',"
        " 'My H20', 'NVIDIA', 148, 148, 96, 4.0, 8, 5, 400, 7, 2024, 15000, 8, 150000, 6.5, 1)")));
    REQUIRE(q.exec(QStringLiteral("INSERT INTO field_source (entity, entity_id, field, source_key) VALUES ('gpu',"
                                  " 'MY-H20', 'hbm_gb', 'MYLAB')")));
}

// On the PostgreSQL run: a fresh server database taken to schema 11 by hand, then upgraded as a
// team's owner does (db init-server). Returns the URL; the caller drops the database.
QString serverAtVersion11(const QString& database) {
    test::adminExec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(database));
    test::adminExec(QStringLiteral("CREATE DATABASE %1").arg(database));
    const QString url = test::serverUrl(database);
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("at-version-11"));
        configureServerConnection(raw, url);
        REQUIRE(raw.open());
        migrate(raw, 11);
        addUserGpuAtVersion11(raw);
        raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("at-version-11"));
    return url;
}
} // namespace

// Issue 13, on both backends: migration 13 renames gpu.hbm_gb to hbm_gib and keeps every value.
TEST_CASE("migration 13 names HBM in GiB and keeps the user's rows and their sources") {
    test::TempDir dir;
    const QString serverDb = QStringLiteral("gputco_hbm_%1").arg(QCoreApplication::applicationPid());
    QString path = dir.file(QStringLiteral("v11.sqlite"));
    if (test::postgresRun()) {
        path = serverAtVersion11(serverDb);
    } else {
        Database old = Database::openAtVersion(path, 11);
        addUserGpuAtVersion11(old.sql());
    }
    {
        Database db = test::postgresRun() ? Database::initServer(path) : Database::open(path);
        CHECK(db.schemaVersion() == latestSchemaVersion());
        const Catalog c = CatalogRepository(db.sql()).load();
        const GpuSpec* mine = c.gpu("MY-H20");
        REQUIRE(mine);
        // Hand value: 96 GiB = 96 x 1,073,741,824 = 103,079,215,104 bytes.
        CHECK(units::inBytes(mine->hbmCapacity) == 103079215104.0);
        CHECK(mine->sourceFor("hbm_gib") == "MYLAB");
        CHECK(units::inBytes(c.gpu("H100-SXM5-80GB")->hbmCapacity) == 80.0 * 1073741824.0);
        QSqlQuery q(db.sql());
        CHECK_FALSE(q.exec(QStringLiteral("SELECT hbm_gb FROM gpu")));
    }
    if (test::postgresRun()) test::adminExec(QStringLiteral("DROP DATABASE %1 WITH (FORCE)").arg(serverDb));
}
