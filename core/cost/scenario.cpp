#include "core/cost/scenario.hpp"

#include "core/validation.hpp"

namespace gputco {

namespace {
template <typename E, std::size_t N>
std::optional<E> lookup(const std::pair<E, std::string_view> (&table)[N], std::string_view name) {
    for (const auto& [e, n] : table)
        if (n == name) return e;
    return std::nullopt;
}
template <typename E, std::size_t N>
std::string_view nameOf(const std::pair<E, std::string_view> (&table)[N], E e) {
    for (const auto& [x, n] : table)
        if (x == e) return n;
    return "?";
}

const std::pair<WorkloadKind, std::string_view> kKinds[] = {{WorkloadKind::Pretrain, "pretrain"},
                                                            {WorkloadKind::Finetune, "finetune"},
                                                            {WorkloadKind::Lora, "lora"},
                                                            {WorkloadKind::Inference, "inference"},
                                                            {WorkloadKind::Preprocess, "preprocess"}};
const std::pair<DepreciationMethod, std::string_view> kMethods[] = {
    {DepreciationMethod::StraightLine, "straight-line"},
    {DepreciationMethod::DecliningBalance, "declining-balance"},
    {DepreciationMethod::Macrs5, "macrs-5"}};
const std::pair<Billing, std::string_view> kBillings[] = {{Billing::Committed, "committed"},
                                                          {Billing::OnDemand, "on-demand"},
                                                          {Billing::Commit1y, "commit-1y"},
                                                          {Billing::Commit3y, "commit-3y"},
                                                          {Billing::Spot, "spot"}};
const std::pair<ClaimMetric, std::string_view> kMetrics[] = {{ClaimMetric::MonthlyCost, "monthly_cost"},
                                                             {ClaimMetric::RunDays, "run_days"},
                                                             {ClaimMetric::CostPerRun, "cost_per_run"},
                                                             {ClaimMetric::RunsPerMonth, "runs_per_month"},
                                                             {ClaimMetric::Utilization, "utilization"},
                                                             {ClaimMetric::MigConcurrency, "mig_concurrency"},
                                                             {ClaimMetric::TtftMs, "ttft_ms"}};
} // namespace

std::string_view workloadKindName(WorkloadKind k) { return nameOf(kKinds, k); }

double averageQps(const Workload& w) { return w.averageQps.value_or(w.peakQps / 2.0); }
std::optional<WorkloadKind> workloadKindFromName(std::string_view n) { return lookup(kKinds, n); }
std::string_view depreciationName(DepreciationMethod m) { return nameOf(kMethods, m); }
std::optional<DepreciationMethod> depreciationFromName(std::string_view n) { return lookup(kMethods, n); }
std::string_view claimMetricName(ClaimMetric m) { return nameOf(kMetrics, m); }
std::optional<ClaimMetric> claimMetricFromName(std::string_view n) { return lookup(kMetrics, n); }

std::string_view billingName(Billing b) { return nameOf(kBillings, b); }
std::optional<Billing> billingFromName(std::string_view n) { return lookup(kBillings, n); }
int billingMinimumMonths(Billing b) { return b == Billing::Commit1y ? 12 : b == Billing::Commit3y ? 36 : 0; }
bool billingPaysIdleHours(Billing b) {
    return b == Billing::Committed || b == Billing::Commit1y || b == Billing::Commit3y;
}

Scenario currencyView(const Scenario& s, Currency c) {
    Scenario v;
    v.currency = c;
    v.asOf = s.asOf;
    v.exchangeRates = s.exchangeRates;
    return v;
}

ExchangeRate scenarioRate(const Scenario& s, Currency from, const std::string& where) {
    const std::string asOf = s.asOf.empty() ? todayIso() : s.asOf;
    const auto rate = findRate(s.exchangeRates, from, s.currency, asOf);
    if (!rate && findRate(s.exchangeRates, from, s.currency))
        throw InputError(where, "exchange_rates has no " + std::string(currencyCode(from)) + " -> " +
                                    std::string(currencyCode(s.currency)) + " rate dated on or before " + asOf +
                                    " (as_of, or today); add one with an earlier date or set as_of");
    if (!rate)
        throw InputError(where, "prices are in " + std::string(currencyCode(from)) + " but exchange_rates has no " +
                                    std::string(currencyCode(from)) + " -> " + std::string(currencyCode(s.currency)) +
                                    " rate; add one with its date");
    return *rate;
}

Money toScenarioCurrency(const Scenario& s, Money m, const std::string& where) {
    if (m.currency() == s.currency) return m;
    return convert(m, s.currency, scenarioRate(s, m.currency(), where));
}

} // namespace gputco
