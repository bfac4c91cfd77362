// Site profiles in the database (migration 6) and version 1 scenarios stored before version 2.
#include "data/database.hpp"
#include "data/scenario_json.hpp"
#include "data/scenario_repository.hpp"
#include "data/site_profile_repository.hpp"
#include "tests/support/temp_dir.hpp"

#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::data;

TEST_CASE("shipped site profiles are seeded once, a custom one is stored and can be the default") {
    test::TempDir dir;
    Database db = Database::open(dir.db(QStringLiteral("sites")));
    SiteProfileRepository repo(db.sql());
    const auto list = repo.list();
    REQUIRE(list.size() == 3);
    CHECK(list.front().id == "us-colo"); // the default first
    CHECK(repo.load(QStringLiteral("cn-tier1-colo"))->currency == Currency::CNY);
    CHECK(repo.load(QStringLiteral("us-colo"))->sources.at("colocation_per_kw_month") == "CBRE");
    SiteProfile mine = *repo.load(QStringLiteral("us-colo"));
    mine.id = "my-dc";
    mine.colocationPerKwMonth = 150;
    repo.save(mine);
    repo.setDefault(QStringLiteral("my-dc"));
    CHECK(repo.list().front().id == "my-dc");
    CHECK(repo.load(QStringLiteral("my-dc"))->colocationPerKwMonth == 150);
    mine.pue = 4;
    CHECK_THROWS_WITH(repo.save(mine), Catch::Contains("pue") && Catch::Contains("1 to 3"));
    CHECK_THROWS_WITH(repo.setDefault(QStringLiteral("nowhere")),
                      Catch::Contains("nowhere") && Catch::Contains("us-colo"));
}

TEST_CASE("a version 1 scenario stored in the database reads back as version 2") {
    test::TempDir dir;
    Database db = Database::open(dir.db(QStringLiteral("v1")));
    const QByteArray v1 = R"({"format": "gpu-tco-scenario", "version": 1, "name": "stored v1",
        "workloads": [{"name": "w", "params": 7e9, "tokens": 1e10}],
        "options": [{"name": "a", "kind": "own", "gpu": "H100-SXM5-80GB", "servers": 1, "electricity_per_kwh": 0.08, "discount_rate": 0.06}]})";
    QSqlQuery q(db.sql());
    REQUIRE(q.prepare(
        QStringLiteral("INSERT INTO scenario (name, json, created_at, updated_at) VALUES ('stored v1', ?, 'x', 'x')")));
    q.addBindValue(QString::fromUtf8(v1));
    REQUIRE(q.exec());
    const auto doc = ScenarioRepository(db.sql()).load(QStringLiteral("stored v1"));
    REQUIRE(doc);
    CHECK(doc->value(QStringLiteral("version")).toInt() ==
          kScenarioFormatVersion); // migrated through to the current version
    CHECK(doc->value(QStringLiteral("discount_rate")).toDouble() == 0.06);
}
