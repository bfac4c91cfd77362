// Calibration profiles in the database: the migration that adds them (from the previous
// version, with that version's user data), and the repository.
#include "core/cost/tco_model.hpp"
#include "core/training/training_model.hpp"
#include "core/validation.hpp"
#include "data/calibration_repository.hpp"
#include "data/catalog_repository.hpp"
#include "data/database.hpp"
#include "data/migrations.hpp"
#include "data/scenario_json.hpp"
#include "tests/support/temp_dir.hpp"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::data;

namespace {
int calibrationMigration() {
    for (const Migration& m : migrations())
        if (QString::fromLatin1(m.description).contains(QStringLiteral("calibration profiles"))) return m.version;
    return -1;
}

CalibrationProfile profile(const char* name, double compute, double comm) {
    CalibrationProfile p;
    p.calibration = EfficiencyCalibration{name, compute, comm};
    p.gpuId = QStringLiteral("H100-SXM5-80GB");
    p.fabricId = QStringLiteral("IB-NDR");
    p.measurements =
        QJsonArray{QJsonObject{{QStringLiteral("label"), QStringLiteral("run.log")}, {QStringLiteral("gpus"), 8}}};
    p.residuals = QJsonArray{QJsonObject{{QStringLiteral("label"), QStringLiteral("run.log")},
                                         {QStringLiteral("error_before"), 0.25},
                                         {QStringLiteral("error_after"), 0.0}}};
    return p;
}
} // namespace

TEST_CASE("the calibration migration upgrades the previous version and keeps its scenarios", "[sqlite]") {
    const int version = calibrationMigration();
    REQUIRE(version >= 6); // after the catalog refresh (5)
    test::TempDir dir;
    const QString path = dir.db(QStringLiteral("old"));
    {
        Database old = Database::openAtVersion(path, version - 1);
        QSqlQuery q(old.sql());
        REQUIRE(q.exec(QStringLiteral("INSERT INTO scenario (name, json, created_at, updated_at) VALUES"
                                      " ('mine', '{\"name\":\"mine\"}', '2026-01-01', '2026-01-01')")));
        REQUIRE_FALSE(q.exec(QStringLiteral("SELECT 1 FROM calibration_profile")));
    }
    Database db = Database::open(path);
    CHECK(db.schemaVersion() == latestSchemaVersion());
    QSqlQuery q(db.sql());
    REQUIRE(q.exec(QStringLiteral("SELECT json FROM scenario WHERE name = 'mine'")));
    REQUIRE(q.next());
    CHECK(q.value(0).toString() == QStringLiteral("{\"name\":\"mine\"}"));
    CalibrationRepository repo(db.sql());
    CHECK(repo.names().isEmpty());
    repo.add(profile("poc", 0.75, 1.0));
    CHECK(repo.names() == QStringList{QStringLiteral("poc")});
}

TEST_CASE("calibration repository: add, load, list, delete, names unique, unknown names listed") {
    test::TempDir dir;
    Database db = Database::open(dir.db(QStringLiteral("c")), false);
    CalibrationRepository repo(db.sql());
    CHECK_THROWS_WITH(repo.load(QStringLiteral("x")), Catch::Contains("known: none"));
    repo.add(profile("zeta", 0.7, 0.9));
    repo.add(profile("alpha", 0.8, 1.0));
    CHECK(repo.names() == QStringList{QStringLiteral("alpha"), QStringLiteral("zeta")});
    const CalibrationProfile p = repo.load(QStringLiteral("zeta"));
    CHECK(p.calibration.name == "zeta");
    CHECK(p.calibration.computeScale == 0.7);
    CHECK(p.calibration.commScale == 0.9);
    CHECK(p.gpuId == QStringLiteral("H100-SXM5-80GB"));
    CHECK(p.fabricId == QStringLiteral("IB-NDR"));
    CHECK(p.createdAt.startsWith(QStringLiteral("20")));
    CHECK(p.measurements.size() == 1);
    CHECK(p.residuals[0].toObject()[QStringLiteral("error_before")].toDouble() == 0.25);

    CHECK_THROWS_WITH(repo.add(profile("zeta", 1, 1)), Catch::Contains("exists"));
    CHECK_THROWS_WITH(repo.add(profile(" ", 1, 1)), Catch::Contains("needs a name"));
    CHECK_THROWS_WITH(repo.load(QStringLiteral("beta")),
                      Catch::Contains("'beta'") && Catch::Contains("known: alpha, zeta"));
    repo.remove(QStringLiteral("zeta"));
    CHECK(repo.names() == QStringList{QStringLiteral("alpha")});
    CHECK_THROWS_AS(repo.remove(QStringLiteral("zeta")), InputError);
}

TEST_CASE("a scenario option names a calibration profile, an unknown one lists the known ones") {
    test::TempDir dir;
    Database db = Database::open(dir.db(QStringLiteral("cal")));
    CalibrationRepository(db.sql()).add(profile("poc-h100", 0.7, 1.0));
    const Catalog catalog = CatalogRepository(db.sql()).load();
    REQUIRE(catalog.calibration("poc-h100") != nullptr);
    const char* json = R"({"format": "gpu-tco-scenario", "version": 2, "name": "c", "currency": "USD",
        "workloads": [{"name": "w", "params": 7e9, "tokens": 1e11, "runs_per_month": 1}],
        "options": [{"name": "r", "kind": "rent", "gpu": "H100-SXM5-80GB", "gpus": 64, "calibration": "poc-h100"}]})";
    const Scenario s = scenarioFromJson(QJsonDocument::fromJson(json).object(), catalog);
    REQUIRE(s.options[0].calibration);
    CHECK(s.options[0].calibration->computeScale == 0.7);
    // Scenarios train with the Megatron stack, whose global practice factor on Hopper is
    // 0.625 x 0.925 = 0.578 of the best-case compute speed (realism.hpp); a profile measured
    // at 0.7 replaces it, so the run is faster than the uncalibrated expected estimate.
    const auto eval = [](const TrainingJob& j) { return estimateTraining(j, 0); };
    const ScenarioResult with = evaluateScenario(s, catalog, eval);
    Scenario without = s;
    without.options[0].calibration.reset();
    const ScenarioResult base = evaluateScenario(without, catalog, eval);
    CHECK(with.options[0].workloads[0].runDays < base.options[0].workloads[0].runDays);
    const QByteArray bad = QByteArray(json).replace("poc-h100", "nope");
    try {
        (void)scenarioFromJson(QJsonDocument::fromJson(bad).object(), catalog);
        FAIL("an unknown profile must be refused");
    } catch (const InputError& e) {
        CHECK(QString::fromStdString(e.what()).contains(QStringLiteral("poc-h100")));
    }
}
