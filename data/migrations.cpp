#include "data/migrations.hpp"

#include "data/database.hpp"
#include "data/dialect.hpp"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <stdexcept>

namespace gputco::data {

const std::vector<Migration>& migrations() { // NOLINT(readability-function-size): a data table
    static const std::vector<Migration> list{
        {1,
         "catalog sources and GPUs",
         {"CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
          "CREATE TABLE source (key TEXT PRIMARY KEY, citation TEXT NOT NULL, url TEXT NOT NULL DEFAULT '',"
          " read_on TEXT NOT NULL DEFAULT '')",
          "CREATE TABLE gpu (id TEXT PRIMARY KEY, name TEXT NOT NULL, vendor TEXT NOT NULL DEFAULT '',"
          " fp64_tflops REAL, tf32_tflops REAL, fp16_tflops REAL, bf16_tflops REAL, fp8_tflops REAL,"
          " fp4_tflops REAL, hbm_gb REAL NOT NULL, hbm_tb_s REAL NOT NULL, nvlink_gb_s REAL,"
          " nvlink_domain INTEGER NOT NULL, pcie_gen INTEGER NOT NULL, tdp_w REAL NOT NULL,"
          " mig_max INTEGER NOT NULL, launch_year INTEGER NOT NULL, price_usd REAL NOT NULL,"
          " server_gpus INTEGER NOT NULL, server_price_usd REAL NOT NULL, server_power_kw REAL NOT NULL,"
          " custom INTEGER NOT NULL DEFAULT 0, modified INTEGER NOT NULL DEFAULT 0)",
          // One row per (catalog row, field): where that number comes from.
          "CREATE TABLE field_source (entity TEXT NOT NULL, entity_id TEXT NOT NULL, field TEXT NOT NULL,"
          " source_key TEXT NOT NULL REFERENCES source(key), edited_on TEXT NOT NULL DEFAULT '',"
          " PRIMARY KEY (entity, entity_id, field))"}},
        {2,
         "fabrics and storage tiers",
         {"CREATE TABLE fabric (id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL,"
          " port_gbps REAL NOT NULL, ports_per_node INTEGER NOT NULL, latency_us REAL NOT NULL,"
          " efficiency REAL NOT NULL, custom INTEGER NOT NULL DEFAULT 0, modified INTEGER NOT NULL DEFAULT 0)",
          "CREATE TABLE storage_tier (id TEXT PRIMARY KEY, name TEXT NOT NULL, read_gb_s REAL NOT NULL,"
          " write_gb_s REAL NOT NULL, gpudirect INTEGER NOT NULL, custom INTEGER NOT NULL DEFAULT 0,"
          " modified INTEGER NOT NULL DEFAULT 0)"}},
        {3,
         "cloud prices, electricity and PUE presets",
         {"CREATE TABLE cloud_price (id TEXT PRIMARY KEY, provider TEXT NOT NULL, offering TEXT NOT NULL,"
          " gpu_id TEXT NOT NULL, currency TEXT NOT NULL, on_demand REAL NOT NULL, commit_1y REAL,"
          " commit_3y REAL, price_date TEXT NOT NULL, source_key TEXT NOT NULL REFERENCES source(key),"
          " custom INTEGER NOT NULL DEFAULT 0, modified INTEGER NOT NULL DEFAULT 0)",
          "CREATE INDEX cloud_price_gpu ON cloud_price(gpu_id)",
          "CREATE TABLE electricity_preset (id TEXT PRIMARY KEY, name TEXT NOT NULL, currency TEXT NOT NULL,"
          " price_per_kwh REAL NOT NULL, source_key TEXT NOT NULL REFERENCES source(key))",
          "CREATE TABLE pue_preset (id TEXT PRIMARY KEY, name TEXT NOT NULL, pue REAL NOT NULL,"
          " source_key TEXT NOT NULL REFERENCES source(key))"}},
        {4,
         "scenarios and their revision history",
         {"CREATE TABLE scenario (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, json TEXT NOT NULL,"
          " created_at TEXT NOT NULL, updated_at TEXT NOT NULL, sample INTEGER NOT NULL DEFAULT 0)",
          "CREATE TABLE scenario_revision (id INTEGER PRIMARY KEY,"
          " scenario_id INTEGER NOT NULL REFERENCES scenario(id) ON DELETE CASCADE,"
          " saved_at TEXT NOT NULL, json TEXT NOT NULL)",
          "CREATE INDEX scenario_revision_by_scenario ON scenario_revision(scenario_id, id)"}},
        {5,
         "catalog refresh: server idle power, listing dates, spot prices",
         {"ALTER TABLE gpu ADD COLUMN server_idle_kw REAL",
          "ALTER TABLE gpu ADD COLUMN price_date TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE gpu ADD COLUMN server_price_date TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE cloud_price ADD COLUMN spot REAL",
          "ALTER TABLE cloud_price ADD COLUMN spot_preemption_per_hour REAL"}},
        // Issue 11 item 6.
        {6,
         "calibration profiles fitted to measured step times",
         {"CREATE TABLE calibration_profile (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
          " gpu_id TEXT NOT NULL, fabric_id TEXT NOT NULL, compute_scale REAL NOT NULL,"
          " comm_scale REAL NOT NULL, created_at TEXT NOT NULL, measurements_json TEXT NOT NULL,"
          " residuals_json TEXT NOT NULL)"}},
        {7,
         "site profiles: named data-centre cost profiles",
         {"CREATE TABLE site_profile (id TEXT PRIMARY KEY, name TEXT NOT NULL, currency TEXT NOT NULL,"
          " facility TEXT NOT NULL, profile TEXT NOT NULL, is_default INTEGER NOT NULL DEFAULT 0,"
          " custom INTEGER NOT NULL DEFAULT 0)"}},
        // Issue 18: optimistic concurrency (a save names the revision it started from) and who saved.
        // Version 8 is another change's; a database at 7 goes straight to 9.
        {9,
         "scenario revision numbers and who saved each revision",
         {"ALTER TABLE scenario ADD COLUMN revision INTEGER NOT NULL DEFAULT 1",
          "ALTER TABLE scenario ADD COLUMN updated_by TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE scenario_revision ADD COLUMN revision INTEGER NOT NULL DEFAULT 0",
          "ALTER TABLE scenario_revision ADD COLUMN saved_by TEXT NOT NULL DEFAULT ''"}},
        // Issue 19: API prices (8 was left unused).
        {11,
         "model API prices per million tokens",
         {"CREATE TABLE api_price (id TEXT PRIMARY KEY, provider TEXT NOT NULL, model TEXT NOT NULL,"
          " currency TEXT NOT NULL, price_date TEXT NOT NULL, row_json TEXT NOT NULL,"
          " custom INTEGER NOT NULL DEFAULT 0)"}},
        // Issue 18: catalog rows, site profiles and calibration profiles get what scenarios got in 9: a
        // revision number an edit must still find (optimistic concurrency), and who changed the row last, when.
        {12,
         "revision numbers and last editor of catalog rows, site and calibration profiles",
         {"ALTER TABLE gpu ADD COLUMN revision INTEGER NOT NULL DEFAULT 1",
          "ALTER TABLE gpu ADD COLUMN updated_by TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE gpu ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE fabric ADD COLUMN revision INTEGER NOT NULL DEFAULT 1",
          "ALTER TABLE fabric ADD COLUMN updated_by TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE fabric ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE storage_tier ADD COLUMN revision INTEGER NOT NULL DEFAULT 1",
          "ALTER TABLE storage_tier ADD COLUMN updated_by TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE storage_tier ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE site_profile ADD COLUMN revision INTEGER NOT NULL DEFAULT 1",
          "ALTER TABLE site_profile ADD COLUMN updated_by TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE site_profile ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE calibration_profile ADD COLUMN revision INTEGER NOT NULL DEFAULT 1",
          "ALTER TABLE calibration_profile ADD COLUMN updated_by TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE calibration_profile ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''"}},
        // Issue 13: usable HBM is named for its unit. The column always held GiB (80 for an H100,
        // whose 80 GB are 80 x 2^30 bytes), so the values stay; only the name and the field's sources move.
        {13,
         "gpu.hbm_gb renamed hbm_gib (usable HBM in GiB)",
         {"ALTER TABLE gpu RENAME COLUMN hbm_gb TO hbm_gib",
          "UPDATE field_source SET field = 'hbm_gib' WHERE entity = 'gpu' AND field = 'hbm_gb'"}},
        // Issue 31: cloud prices refreshed from the providers' price lists keep every earlier value, and
        // a refresh names the revision of each row it read (a team server's other planners).
        {14,
         "cloud price history and revisions",
         {// NOLINTNEXTLINE(bugprone-suspicious-missing-comma): one statement written over three lines
          "CREATE TABLE cloud_price_history (id INTEGER PRIMARY KEY, price_id TEXT NOT NULL, term TEXT NOT NULL,"
          " price REAL NOT NULL, currency TEXT NOT NULL, price_date TEXT NOT NULL, source_key TEXT NOT NULL,"
          " recorded_at TEXT NOT NULL, recorded_by TEXT NOT NULL DEFAULT '')",
          "CREATE INDEX cloud_price_history_by_price ON cloud_price_history(price_id, term, id)",
          "ALTER TABLE cloud_price ADD COLUMN revision INTEGER NOT NULL DEFAULT 1",
          "ALTER TABLE cloud_price ADD COLUMN updated_by TEXT NOT NULL DEFAULT ''",
          "ALTER TABLE cloud_price ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''"}},
    };
    return list;
}

int latestSchemaVersion() { return migrations().back().version; }

void migrate(QSqlDatabase& db, int target) {
    const int current = readSchemaVersion(db);
    if (current < 0) throw std::runtime_error("cannot read the schema version: " + db.lastError().text().toStdString());
    const Backend backend = backendOf(db);
    for (const Migration& m : migrations()) {
        if (m.version <= current || m.version > target) continue;
        if (!db.transaction())
            throw std::runtime_error("cannot start migration " + std::to_string(m.version) + ": " +
                                     db.lastError().text().toStdString());
        auto abort = [&](const std::string& why) {
            db.rollback();
            throw std::runtime_error("migration " + std::to_string(m.version) + " (" + m.description +
                                     ") failed: " + why);
        };
        QSqlQuery step(db);
        for (const char* sql : m.statements)
            if (!step.exec(ddlFor(backend, QString::fromUtf8(sql)))) abort(step.lastError().text().toStdString());
        step.finish();
        try {
            writeSchemaVersion(db, m.version);
        } catch (const std::exception& e) {
            abort(e.what());
        }
        if (!db.commit()) abort(db.lastError().text().toStdString());
    }
}

} // namespace gputco::data
