#include "data/scenario_json.hpp"

#include "data/catalog_seed.hpp"
#include "data/json_reader.hpp"

#include <QJsonArray>
#include <QJsonDocument>

namespace gputco::data {

namespace {

Currency currencyAt(const JsonReader& r, const char* key, Currency fallback) {
    if (!r.has(key)) return fallback;
    const std::string code = r.text(key);
    const auto c = currencyFromCode(code);
    if (!c) throw InputError(r.key(key), "'" + code + "' is not a known currency (allowed: CNY, USD, EUR)");
    return *c;
}

std::string indexPath(const char* array, int i) { return std::string(array) + "[" + std::to_string(i) + "]"; }

Workload workloadFrom(const JsonReader& r) {
    Workload w;
    w.name = r.text("name");
    const std::string kind = r.text("kind", "pretrain");
    const auto k = workloadKindFromName(kind);
    if (!k) throw InputError(r.key("kind"), "'" + kind + "' is not supported; allowed: pretrain, finetune");
    w.kind = *k;
    if (r.has("shape")) {
        const JsonReader sh = r.child("shape");
        const std::string mlp = sh.text("mlp", "gelu");
        if (mlp != "gelu" && mlp != "swiglu") throw InputError(sh.key("mlp"), "must be gelu or swiglu");
        const int hidden = sh.integer("hidden", 64, 131072);
        w.shape = gptShape(sh.integer("layers", 1, 1000), hidden, sh.integer("heads", 1, 1024),
                           sh.integer("vocab", 2, 4000000, mlp == "swiglu" ? 32000 : 51200), sh.integer("ffn", 0, 1048576, 0));
        if (sh.has("kv_heads")) w.shape.kvHeads = sh.integer("kv_heads", 1, 1024);
        if (mlp == "swiglu") {
            w.shape.gatedMlp = true;
            w.shape.tiedEmbeddings = false;
            if (!sh.has("ffn")) w.shape.ffn = int(std::ceil(8.0 * hidden / 3.0 / 256.0)) * 256;
        }
        try {
            validateShape(w.shape);
        } catch (const InputError& e) {
            throw InputError(sh.key(e.field().c_str()), e.what());
        }
    } else {
        w.shape = llamaShapeForParams(r.number("params", 1e7, 1e13));
    }
    w.tokens = r.number("tokens", 1, 1e16, "tokens");
    w.seqLen = r.integer("seq", 16, 1048576, 2048);
    const std::string precision = r.text("precision", "bf16");
    const auto p = precisionFromName(precision);
    if (!p || *p == Precision::FP64 || *p == Precision::TF32)
        throw InputError(r.key("precision"), "'" + precision + "' is not one of bf16, fp16, fp8, fp4");
    w.precision = *p;
    w.runsPerMonth = r.numberOr("runs_per_month", 0, 10000, 1);
    w.globalBatchTokens = r.optionalNumber("global_batch_tokens", w.seqLen, 1e10, "tokens");
    return w;
}

Option optionFrom(const JsonReader& r, const Scenario& s, const Catalog& catalog) {
    Option o;
    o.name = r.text("name");
    const std::string kind = r.text("kind");
    if (kind != "own" && kind != "rent") throw InputError(r.key("kind"), "'" + kind + "' is not own or rent");
    o.own = kind == "own";
    o.gpuId = r.text("gpu");
    const GpuSpec* gpu = catalog.gpu(o.gpuId);
    if (!gpu) throw InputError(r.key("gpu"), "unknown GPU '" + o.gpuId + "'; valid ids: " + catalog.gpuIdList());
    o.fabricId = r.text("fabric", "IB-NDR");
    if (!catalog.fabric(o.fabricId))
        throw InputError(r.key("fabric"), "unknown fabric '" + o.fabricId + "'; valid ids: " + catalog.fabricIdList());
    o.storageId = r.text("storage", "PFS");
    if (!catalog.storageTier(o.storageId))
        throw InputError(r.key("storage"), "unknown storage tier '" + o.storageId + "'; valid ids: " + catalog.storageIdList());
    o.currency = currencyAt(r, "currency", s.currency);
    const std::string cur(currencyCode(o.currency));
    const std::string perHour = cur + "/GPU-hour", perMonth = cur + "/month";
    if (o.own) {
        OwnTerms& t = o.ownTerms;
        t.servers = r.integer("servers", 1, 100000);
        t.gpusPerServer = r.integer("gpus_per_server", 1, 72, gpu->serverGpus);
        if (r.has("server_price")) {
            t.serverPrice = r.number("server_price", 0, 1e12, cur.c_str());
        } else { // the catalog's typical server, converted from USD with the scenario's rates
            Scenario rates = s;
            rates.currency = o.currency;
            t.serverPrice = toScenarioCurrency(rates, Money(gpu->serverPriceUsd, Currency::USD), r.key("server_price")).amount() *
                            t.gpusPerServer / gpu->serverGpus;
        }
        t.networkCapex = r.numberOr("network_capex", 0, 1e13, 0, cur.c_str());
        t.storageCapex = r.numberOr("storage_capex", 0, 1e13, 0, cur.c_str());
        t.installCapex = r.numberOr("install_capex", 0, 1e13, 0, cur.c_str());
        t.depreciationYears = r.numberOr("depreciation_years", 0.5, 30, 5, "years");
        t.residualFraction = r.numberOr("residual_fraction", 0, 0.95, 0);
        const std::string method = r.text("depreciation", "straight-line");
        const auto m = depreciationFromName(method);
        if (!m) throw InputError(r.key("depreciation"), "'" + method + "' is not straight-line, declining-balance or macrs-5");
        t.depreciation = *m;
        t.serverPowerKw = r.numberOr("server_power_kw", 0.1, 200, units::inKilowatts(gpu->serverPower) * t.gpusPerServer / gpu->serverGpus, "kW");
        t.averageLoad = r.numberOr("average_load", 0, 1, 0.8);
        t.pue = r.numberOr("pue", 1.0, 3.0, 1.3);
        t.electricityPerKwh = r.number("electricity_per_kwh", 0, 100, (cur + "/kWh").c_str());
        t.colocationPerKwMonth = r.numberOr("colocation_per_kw_month", 0, 1e6, 0, (cur + "/kW-month").c_str());
        t.maintenanceFractionPerYear = r.numberOr("maintenance_fraction_per_year", 0, 1, 0);
        t.staffPerMonth = r.numberOr("staff_per_month", 0, 1e9, 0, perMonth.c_str());
        t.interestRate = r.numberOr("interest_rate", 0, 1, 0, "per year");
        t.discountRate = r.numberOr("discount_rate", 0, 1, 0, "per year");
    } else {
        RentTerms& t = o.rentTerms;
        t.gpus = r.integer("gpus", 1, 1048576);
        t.gpusPerNode = r.integer("gpus_per_node", 1, 72, std::min(8, t.gpus));
        t.pricePerGpuHour = r.number("price_per_gpu_hour", 0.001, 10000, perHour.c_str());
        const std::string billing = r.text("billing", "committed");
        if (billing != "committed" && billing != "on-demand")
            throw InputError(r.key("billing"), "'" + billing + "' is not committed or on-demand");
        t.billing = billing == "committed" ? Billing::Committed : Billing::OnDemand;
        t.storagePerMonth = r.numberOr("storage_per_month", 0, 1e10, 0, perMonth.c_str());
        t.egressPerMonth = r.numberOr("egress_per_month", 0, 1e10, 0, perMonth.c_str());
    }
    return o;
}

} // namespace

QString scenarioName(const QJsonObject& doc) { return doc.value(QStringLiteral("name")).toString(); }

Scenario scenarioFromJson(const QJsonObject& doc, const Catalog& catalog) {
    const JsonReader r(doc, "");
    if (r.text("format", "") != "gpu-tco-scenario")
        throw InputError("format", "must be \"gpu-tco-scenario\" (is this a GPU TCO Planner scenario file?)");
    const int version = r.integer("version", 1, 1000000);
    if (version > kScenarioFormatVersion)
        throw InputError("version", std::to_string(version) + " is newer than this gpu-tco understands (allowed: " +
                                        std::to_string(kScenarioFormatVersion) + "); use a newer gpu-tco");
    Scenario s;
    s.name = r.text("name");
    if (s.name.size() > 200) throw InputError("name", "must be at most 200 characters");
    s.currency = currencyAt(r, "currency", Currency::USD);
    const QJsonArray rates = r.array("exchange_rates", false);
    for (int i = 0; i < rates.size(); ++i) {
        const JsonReader e(rates[i].toObject(), indexPath("exchange_rates", i));
        ExchangeRate x{currencyAt(e, "from", Currency::USD), currencyAt(e, "to", Currency::USD),
                       e.number("rate", 1e-9, 1e9), e.text("date")};
        if (!e.has("from") || !e.has("to")) throw InputError(e.key("from"), "both from and to are required");
        s.exchangeRates.push_back(x);
    }
    s.horizonMonths = r.integer("horizon_months", 1, 240, 36);
    const QJsonArray workloads = r.array("workloads", true);
    if (workloads.isEmpty()) throw InputError("workloads", "needs at least one workload");
    for (int i = 0; i < workloads.size(); ++i) {
        if (!workloads[i].isObject()) throw InputError(indexPath("workloads", i), "must be an object");
        s.workloads.push_back(workloadFrom(JsonReader(workloads[i].toObject(), indexPath("workloads", i))));
    }
    const QJsonArray options = r.array("options", true);
    if (options.isEmpty()) throw InputError("options", "needs at least one option (own or rent)");
    for (int i = 0; i < options.size(); ++i) {
        if (!options[i].isObject()) throw InputError(indexPath("options", i), "must be an object");
        Option o = optionFrom(JsonReader(options[i].toObject(), indexPath("options", i)), s, catalog);
        for (const Option& other : s.options)
            if (other.name == o.name) throw InputError(indexPath("options", i) + ".name", "'" + o.name + "' is used twice");
        s.options.push_back(std::move(o));
    }
    const QJsonArray claims = r.array("claims", false);
    for (int i = 0; i < claims.size(); ++i) {
        const JsonReader c(claims[i].toObject(), indexPath("claims", i));
        Claim claim;
        claim.text = c.text("text", "");
        claim.option = c.text("option");
        claim.workload = c.text("workload", "");
        const std::string metric = c.text("metric");
        const auto m = claimMetricFromName(metric);
        if (!m)
            throw InputError(c.key("metric"), "'" + metric +
                                                  "' is not one of monthly_cost, run_days, cost_per_run, runs_per_month, utilization");
        claim.metric = *m;
        claim.value = c.number("value", 0, 1e15);
        claim.source = c.text("source", "");
        s.claims.push_back(claim);
    }
    return s;
}

QJsonObject readScenarioFile(const QString& path) {
    const QJsonDocument doc = readJsonFile(path);
    if (!doc.isObject()) throw InputError("file", path.toStdString() + ": a scenario must be a JSON object");
    return doc.object();
}

QByteArray scenarioToBytes(const QJsonObject& doc) { return QJsonDocument(doc).toJson(QJsonDocument::Indented); }

namespace {
QJsonObject linesJson(const CostLines& c) {
    return QJsonObject{{"total", c.total()},           {"depreciation", c.depreciation}, {"power", c.power},
                       {"colocation", c.colocation},   {"maintenance", c.maintenance},   {"staff", c.staff},
                       {"interest", c.interest},       {"rent", c.rent},                 {"storage", c.storage},
                       {"egress", c.egress}};
}
QJsonValue optionalJson(const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); }
} // namespace

QJsonObject scenarioResultToJson(const Scenario& s, const ScenarioResult& r) {
    const QString currency = QString::fromLatin1(currencyCode(r.currency).data(), 3);
    QJsonArray options;
    QJsonObject horizon;
    for (const OptionResult& o : r.options) {
        QJsonArray workloads;
        for (const WorkloadOnOption& w : o.workloads) {
            QJsonObject x{{"workload", QString::fromStdString(w.workload)}, {"feasible", w.feasible}};
            if (w.feasible) {
                x["run_days"] = w.runDays;
                x["cost_per_run"] = w.costPerRun;
                x["cost_per_million_tokens"] = w.costPerMillionTokens;
                x["runs_per_month_capacity"] = w.runsPerMonthCapacity;
                x["mfu"] = w.mfu;
                x["gpu_hours_per_run"] = w.training.gpuHours;
            } else {
                x["run_days"] = QJsonValue(QJsonValue::Null);
                x["cost_per_run"] = QJsonValue(QJsonValue::Null);
                x["reason"] = QString::fromStdString(w.reason);
            }
            workloads.append(x);
        }
        QJsonArray monthly;
        for (const CostLines& c : o.months) monthly.append(c.total());
        QJsonArray cumulative;
        for (double c : o.cumulativeCash) cumulative.append(c);
        options.append(QJsonObject{{"name", QString::fromStdString(o.name)},
                                   {"kind", o.own ? QStringLiteral("own") : QStringLiteral("rent")},
                                   {"gpu", QString::fromStdString(o.gpuId)},
                                   {"gpus", o.gpus},
                                   {"currency", currency},
                                   {"capex", o.capex},
                                   {"monthly_cost", linesJson(o.firstMonth)},
                                   {"average_monthly_cost", linesJson(o.averageMonth)},
                                   {"horizon_cost", o.horizonCost},
                                   {"npv", o.npv},
                                   {"utilization", o.utilization},
                                   {"over_capacity", o.overCapacity},
                                   {"workloads", workloads},
                                   {"monthly_totals", monthly},
                                   {"cumulative_cash", cumulative}});
        horizon[QString::fromStdString(o.name)] = o.horizonCost;
    }
    QJsonArray breakEvens;
    for (const BreakEven& b : r.breakEvens)
        breakEvens.append(QJsonObject{{"own", QString::fromStdString(b.own)},
                                      {"rent", QString::fromStdString(b.rent)},
                                      {"break_even_month", b.month ? QJsonValue(*b.month) : QJsonValue(QJsonValue::Null)},
                                      {"break_even_utilization", optionalJson(b.utilization)}});
    QJsonArray claims;
    for (const ClaimCheck& c : r.claims)
        claims.append(QJsonObject{{"text", QString::fromStdString(c.claim.text)},
                                  {"option", QString::fromStdString(c.claim.option)},
                                  {"workload", QString::fromStdString(c.claim.workload)},
                                  {"metric", QString::fromLatin1(claimMetricName(c.claim.metric).data())},
                                  {"claimed", c.claim.value},
                                  {"computed", optionalJson(c.computed)},
                                  {"ratio", c.computed ? QJsonValue(c.ratio) : QJsonValue(QJsonValue::Null)},
                                  {"flagged", c.flagged},
                                  {"note", QString::fromStdString(c.note)},
                                  {"source", QString::fromStdString(c.claim.source)}});
    QJsonArray rates;
    for (const ExchangeRate& x : s.exchangeRates)
        rates.append(QJsonObject{{"from", QString::fromLatin1(currencyCode(x.from).data(), 3)},
                                 {"to", QString::fromLatin1(currencyCode(x.to).data(), 3)},
                                 {"rate", x.rate},
                                 {"date", QString::fromStdString(x.date)}});
    // A single break-even figure for the common one-own, one-rent case.
    QJsonValue month(QJsonValue::Null), utilization(QJsonValue::Null);
    if (!r.breakEvens.empty()) {
        if (r.breakEvens.front().month) month = *r.breakEvens.front().month;
        utilization = optionalJson(r.breakEvens.front().utilization);
    }
    return QJsonObject{{"scenario", QString::fromStdString(s.name)},
                       {"currency", currency},
                       {"exchange_rates", rates},
                       {"horizon_months", r.horizonMonths},
                       {"options", options},
                       {"break_even", breakEvens},
                       {"break_even_month", month},
                       {"break_even_utilization", utilization},
                       {"horizon_cost", horizon},
                       {"cheapest", r.cheapest.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(QString::fromStdString(r.cheapest))},
                       {"claims", claims}};
}

} // namespace gputco::data
