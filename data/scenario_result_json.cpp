// A scenario's evaluation as JSON (gpu-tco evaluate --json): per option the cost lines,
// the one economic measure and its companions, per workload the run figures.
#include "data/scenario_result_json.hpp"

#include "data/envelope_json.hpp"
#include "data/serving_result_json.hpp"
#include "data/training_json.hpp"

#include <QJsonArray>

namespace gputco::data {

namespace {
QJsonObject linesJson(const CostLines& c) {
    return QJsonObject{{"total", c.total()},
                       {"depreciation", c.depreciation},
                       {"power", c.power},
                       {"colocation", c.colocation},
                       {"maintenance", c.maintenance},
                       {"staff", c.staff},
                       {"interest", c.interest},
                       {"rent", c.rent},
                       {"storage", c.storage},
                       {"egress", c.egress},
                       {"insurance", c.insurance},
                       {"licences", c.licences}};
}
QJsonValue optionalJson(const std::optional<double>& v) { return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null); }

// A feasible workload's run figures; the cost band follows the time band (issue 11).
void feasibleWorkloadJson(const WorkloadOnOption& w, QJsonObject& x) {
    x["run_days"] = w.runDays;
    x["cost_per_run"] = w.costPerRun;
    if (w.training.timeToTrainDays > 0) {
        // A run's cost is proportional to its hours: the time band carries over (issue 11).
        const double days = w.training.timeToTrainDays;
        x["run_days_p10"] = w.training.expected.p10Days;
        x["run_days_p90"] = w.training.expected.p90Days;
        x["best_case_run_days"] = w.training.bestCaseDays;
        x["cost_per_run_p10"] = w.costPerRun * w.training.expected.p10Days / days;
        x["cost_per_run_p90"] = w.costPerRun * w.training.expected.p90Days / days;
        x["envelope"] = envelopeToJson(w.training.envelope); // issue 28
        // What the window's time and memory charts draw (issue 32: the chart-truth test reads them here).
        x["breakdown"] = timeBreakdownToJson(w.training.best.time, w.training.failureSecondsPerIteration);
        x["memory"] = memoryToJson(w.training.best.memory, 0);
    }
    if (w.kind == WorkloadKind::Inference) {
        x["memory"] = QJsonObject{{"weights_gb", w.servingWeightsGib},
                                  {"expert_weights_gb", w.servingExpertWeightsGib},
                                  {"kv_cache_gb", w.servingKvCacheGib},
                                  {"capacity_gb", w.servingCapacityGib}};
        if (w.servingEnvelope.assessed) x["envelope"] = servingEnvelopeToJson(w.servingEnvelope); // issue 46
    }
    x["cost_per_million_tokens"] = w.costPerMillionTokens;
    x["runs_per_month_capacity"] = w.runsPerMonthCapacity;
    x["mfu"] = w.mfu;
    x["gpu_hours_per_run"] = w.training.gpuHours;
    x["gpus_needed"] = w.gpusNeeded;
    x["unit"] = QString::fromStdString(w.unit);
    x["gpu_hours_per_day"] = w.gpuHoursPerDay;
    x["tokens_per_s_per_gpu"] = w.tokensPerSecondPerGpu;
    x["ttft_ms"] = w.ttftMs;
    x["tpot_ms"] = w.tpotMs;
    x["p99_ms"] = w.p99Ms;
    x["cost_per_million_output_tokens"] = w.costPerMillionOutputTokens;
    x["mig_concurrency"] = w.migConcurrency;
}

QJsonArray workloadsJson(const OptionResult& o) {
    QJsonArray workloads;
    for (const WorkloadOnOption& w : o.workloads) {
        QJsonObject x{{"workload", QString::fromStdString(w.workload)}, {"feasible", w.feasible}};
        if (w.feasible) {
            feasibleWorkloadJson(w, x);
        } else {
            x["run_days"] = QJsonValue(QJsonValue::Null);
            x["cost_per_run"] = QJsonValue(QJsonValue::Null);
            x["reason"] = QString::fromStdString(w.reason);
        }
        workloads.append(x);
    }
    return workloads;
}

QJsonArray gpusByHourJson(const OptionResult& o) {
    QJsonArray hours;
    for (const auto& h : o.gpusByHour) {
        QJsonArray row;
        for (double g : h) row.append(g);
        hours.append(row);
    }
    return hours;
}

// Issue 29: each missed requirement, typed, with its margin.
QJsonArray infeasibleReasonsJson(const Feasibility& f) {
    QJsonArray out;
    for (const RequirementFailure& x : f.failures)
        out.append(QJsonObject{
            {"kind", QString::fromLatin1(requirementKindName(x.kind).data())},
            {"state", x.state == RequirementState::Unknown ? QStringLiteral("unknown") : QStringLiteral("missed")},
            {"workload", QString::fromStdString(x.workload)},
            {"value", x.value},
            {"limit", x.limit},
            {"margin", x.state == RequirementState::Unknown ? QJsonValue(QJsonValue::Null) : QJsonValue(x.margin())},
            {"text", QString::fromStdString(x.text)}});
    return out;
}

QJsonObject optionJson(const OptionResult& o, const QString& currency) {
    QJsonArray monthly;
    for (const CostLines& c : o.months) monthly.append(c.total());
    QJsonArray cumulative;
    for (double c : o.cumulativeCash) cumulative.append(c);
    QJsonArray problems;
    for (const std::string& p : o.scheduleProblems) problems.append(QString::fromStdString(p));
    QJsonObject json{{"name", QString::fromStdString(o.name)},
                     {"kind", o.own   ? QStringLiteral("own")
                              : o.api ? QStringLiteral("api")
                                      : QStringLiteral("rent")},
                     {"gpu", QString::fromStdString(o.gpuId)},
                     {"gpus", o.gpus},
                     {"feasible", o.feasibility.feasible()},
                     {"infeasible_reasons", infeasibleReasonsJson(o.feasibility)},
                     {"currency", currency},
                     {"capex", o.capex},
                     {"capex_upfront", o.capexUpfront},
                     {"cost_per_gpu_hour", o.costPerGpuHour},
                     {"horizon_cost", o.horizonCost},
                     {"resale_value", o.resaleValue},
                     {"loan_outstanding", o.loanOutstanding},
                     {"accounting_cost", o.accountingCost},
                     {"refreshes", o.refreshes},
                     {"price_per_gpu_hour", o.own ? QJsonValue(QJsonValue::Null) : QJsonValue(o.pricePerGpuHour)},
                     {"monthly_cost", linesJson(o.firstMonth)},
                     {"average_monthly_cost", linesJson(o.averageMonth)},
                     {"npv", o.npv},
                     {"utilization", o.utilization},
                     {"over_capacity", o.overCapacity},
                     {"workloads", workloadsJson(o)},
                     {"schedule_problems", problems},
                     {"gpus_by_hour", gpusByHourJson(o)},
                     {"monthly_totals", monthly},
                     {"cumulative_cash", cumulative}};
    if (o.reservedGpus > 0) { // a rent option mixing reserved and on-demand GPUs (issue 14)
        json.insert(QStringLiteral("reserved_gpus"), o.reservedGpus);
        json.insert(QStringLiteral("reserved_price_per_gpu_hour"), o.reservedPricePerGpuHour);
        json.insert(QStringLiteral("reserved_rent"), o.reservedRent);
        json.insert(QStringLiteral("on_demand_rent"), o.onDemandRent);
    }
    return json;
}

QJsonArray breakEvensJson(const ScenarioResult& r) {
    QJsonArray breakEvens;
    for (const BreakEven& b : r.breakEvens)
        breakEvens.append(
            QJsonObject{{"own", QString::fromStdString(b.own)},
                        {"rent", QString::fromStdString(b.rent)},
                        {"break_even_month", b.month ? QJsonValue(*b.month) : QJsonValue(QJsonValue::Null)},
                        {"break_even_utilization", optionalJson(b.utilization)},
                        {"note", QString::fromStdString(b.note)}});
    return breakEvens;
}

QJsonArray claimsJson(const ScenarioResult& r) {
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
    return claims;
}

QJsonArray exchangeRatesJson(const Scenario& s) {
    QJsonArray rates;
    for (const ExchangeRate& x : s.exchangeRates)
        rates.append(QJsonObject{{"from", QString::fromLatin1(currencyCode(x.from).data(), 3)},
                                 {"to", QString::fromLatin1(currencyCode(x.to).data(), 3)},
                                 {"rate", x.rate},
                                 {"date", QString::fromStdString(x.date)}});
    return rates;
}
} // namespace

QJsonObject scenarioResultToJson(const Scenario& s, const ScenarioResult& r) {
    const QString currency = QString::fromLatin1(currencyCode(r.currency).data(), 3);
    QJsonArray options;
    QJsonObject horizon;
    for (const OptionResult& o : r.options) {
        options.append(optionJson(o, currency));
        horizon[QString::fromStdString(o.name)] = o.horizonCost;
    }
    // A single break-even figure for the common one-own, one-rent case.
    QJsonValue month(QJsonValue::Null), utilization(QJsonValue::Null);
    if (!r.breakEvens.empty()) {
        if (r.breakEvens.front().month) month = *r.breakEvens.front().month;
        utilization = optionalJson(r.breakEvens.front().utilization);
    }
    return QJsonObject{{"scenario", QString::fromStdString(s.name)},
                       {"currency", currency},
                       {"exchange_rates", exchangeRatesJson(s)},
                       {"horizon_months", r.horizonMonths},
                       {"discount_rate", s.discountRate},
                       {"as_of", QString::fromStdString(s.asOf.empty() ? todayIso() : s.asOf)},
                       {"hardware_price_trend", s.hardwarePriceTrend},
                       {"cloud_price_trend", s.cloudPriceTrend},
                       {"options", options},
                       {"break_even", breakEvensJson(r)},
                       {"break_even_month", month},
                       {"break_even_utilization", utilization},
                       {"horizon_cost", horizon},
                       {"cheapest", r.cheapest.empty() ? QJsonValue(QJsonValue::Null)
                                                       : QJsonValue(QString::fromStdString(r.cheapest))},
                       // issue 29: the recommendation is the cheapest feasible option (null: none is feasible)
                       {"recommended", r.cheapest.empty() ? QJsonValue(QJsonValue::Null)
                                                          : QJsonValue(QString::fromStdString(r.cheapest))},
                       {"claims", claimsJson(r)},
                       {"api_options", servingComparisonsJson(r.serving)}}; // issue 19
}

} // namespace gputco::data
