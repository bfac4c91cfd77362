// Unknown-key warnings for scenario documents (scenarioWarnings in scenario_json.hpp).
#include "data/api_option_json.hpp"
#include "data/scenario_fields.hpp"
#include "data/scenario_json.hpp"

#include <QJsonArray>

#include <algorithm>
#include <functional>
#include <vector>

namespace gputco::data {

namespace {

using Keys = std::vector<QString>;

Keys keysOf(std::initializer_list<std::span<const ScenarioField>> tables, std::initializer_list<const char*> extra) {
    Keys keys;
    for (auto table : tables)
        for (const ScenarioField& f : table)
            if (f.kind != FieldKind::ModelPreset) keys.push_back(QString::fromLatin1(f.key)); // not a key of its own
    for (const char* k : extra) keys.push_back(QString::fromLatin1(k));
    return keys;
}

int editDistance(const QString& a, const QString& b) {
    std::vector<int> row(size_t(b.size()) + 1);
    for (int j = 0; j <= b.size(); ++j) row[size_t(j)] = j;
    for (int i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int up = row[size_t(j)];
            row[size_t(j)] = std::min({up + 1, row[size_t(j - 1)] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[size_t(b.size())];
}

// Words people write for a key under another name.
QString alias(const QString& key) {
    static const std::pair<const char*, const char*> kAliases[] = {{"term", "billing"},
                                                                   {"commitment", "billing"},
                                                                   {"plan", "billing"},
                                                                   {"price", "price_per_gpu_hour"},
                                                                   {"discount", "discount_rate"},
                                                                   {"horizon", "horizon_months"},
                                                                   {"power_kw", "server_power_kw"},
                                                                   {"utilisation", "utilization"},
                                                                   {"load", "busy_load"}};
    for (const auto& [from, to] : kAliases)
        if (key == QLatin1String(from)) return QString::fromLatin1(to);
    return {};
}

QString nearest(const QString& key, const Keys& known) {
    QString a = alias(key);
    if (!a.isEmpty() && std::find(known.begin(), known.end(), a) != known.end()) return a;
    QString best;
    int bestDistance = 1 << 30;
    for (const QString& k : known) {
        const int d = editDistance(key, k);
        if (d < bestDistance) bestDistance = d, best = k;
    }
    return bestDistance <= std::max<int>(2, int(key.size()) / 2) ? best : QString();
}

void check(const QJsonObject& o, const QString& where, const Keys& known, QStringList& out) {
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (std::find(known.begin(), known.end(), it.key()) != known.end()) continue;
        const QString suggestion = nearest(it.key(), known);
        out << QStringLiteral("`%1` is not a key of %2%3")
                   .arg(it.key(), where.isEmpty() ? QStringLiteral("the scenario") : where,
                        suggestion.isEmpty() ? QString() : QStringLiteral("; did you mean `%1`?").arg(suggestion));
    }
}

void checkArray(const QJsonObject& doc, const char* name, const Keys& known, QStringList& out,
                const std::function<void(const QJsonObject&, const QString&)>& inner = {}) {
    const QJsonArray a = doc.value(QLatin1String(name)).toArray();
    for (int i = 0; i < a.size(); ++i) {
        const QString where = QStringLiteral("%1[%2]").arg(QLatin1String(name)).arg(i);
        check(a[i].toObject(), where, known, out);
        if (inner) inner(a[i].toObject(), where);
    }
}

} // namespace

QStringList scenarioWarnings(const QJsonObject& doc) {
    QStringList out;
    check(doc, QString(),
          keysOf({scenarioTopFields()}, {"format", "version", "exchange_rates", "workloads", "options", "claims",
                                         "notes", "as_of", "site", "uncertainty", "fleet_plan", "deadline_confidence"}),
          out);
    checkArray(doc, "exchange_rates", keysOf({}, {"from", "to", "rate", "date", "source"}), out);
    const Keys shape = keysOf({}, {"layers",
                                   "hidden",
                                   "heads",
                                   "kv_heads",
                                   "ffn",
                                   "vocab",
                                   "mlp",
                                   "preset",
                                   "experts",
                                   "active_experts",
                                   "shared_experts",
                                   "expert_ffn",
                                   "moe_every",
                                   "first_dense_layers",
                                   "routed_node_limit",
                                   "head_dim",
                                   "attention",
                                   "kv_lora_rank",
                                   "q_lora_rank",
                                   "qk_rope_dim",
                                   "qk_nope_dim",
                                   "v_head_dim"});
    checkArray(doc, "workloads",
               keysOf({workloadFields(), loraWorkloadFields(), inferenceWorkloadFields(), preprocessWorkloadFields()},
                      {"shape", "global_batch_tokens", "mig_profile", "notes", "source", "deadline_days", "start_month",
                       "end_month", "runs_per_month_by_quarter", "runs_growth_per_year", "peak_qps_by_quarter",
                       "qps_growth_per_year", "one_off_runs"}), // demand timeline: data/capacity_json.cpp
               out, [&](const QJsonObject& w, const QString& where) {
                   if (w.value(QStringLiteral("shape")).isObject())
                       check(w.value(QStringLiteral("shape")).toObject(), where + QStringLiteral(".shape"), shape, out);
               });
    const Keys schedule = keysOf({}, {"day_start", "day_end", "inference_profile", "inference_slices_per_gpu",
                                      "preprocess_profile", "preprocess_slices_per_gpu"});
    checkArray(doc, "options",
               keysOf({ownOptionFields(), rentOptionFields(), apiOptionFields()},
                      {"kind", "currency", "schedule", "notes", "source", "average_load", "tranches", "burst",
                       "demand_servers", "name_auto"}),
               out, [&](const QJsonObject& o, const QString& where) {
                   if (o.value(QStringLiteral("schedule")).isObject())
                       check(o.value(QStringLiteral("schedule")).toObject(), where + QStringLiteral(".schedule"),
                             schedule, out);
               });
    checkArray(doc, "claims", keysOf({}, {"text", "option", "workload", "metric", "value", "source", "bound"}), out);
    return out;
}

} // namespace gputco::data
