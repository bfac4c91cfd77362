#include "core/cost/api_option_cost.hpp"

#include <cmath>

namespace gputco {

double monthlyRequests(const Workload& w, double scale) {
    return averageQps(w) * scale * w.hoursPerDay * 3600.0 * kApiDaysPerMonth;
}

double monthlyTokens(const Workload& w, double scale) {
    return monthlyRequests(w, scale) * (w.promptTokens + w.outputTokens);
}

double monthlyOutputTokens(const Workload& w, double scale) { return monthlyRequests(w, scale) * w.outputTokens; }

double apiMonthlyCost(const ApiTerms& t, const Workload& w, double scale) {
    const double c = w.cachedPromptShare;
    const double perRequest = w.promptTokens * ((1.0 - c) * t.inputPerMillion + c * t.cachedInputPerMillion) +
                              w.outputTokens * t.outputPerMillion;
    return monthlyRequests(w, scale) * perRequest / 1e6 * (1.0 - t.discountFraction);
}

std::string servingOnlyReason(const Workload& w) {
    return "serving only: an api option buys tokens for inference workloads; '" + w.name + "' (" +
           std::string(workloadKindName(w.kind)) + ") needs a GPU option (own or rent) beside it";
}

OptionResult evaluateApiOption(const Scenario& s, const Option& o) {
    OptionResult r;
    r.name = o.name;
    r.own = false;
    r.api = true;
    r.gpus = 0;
    const std::string where = "options." + o.name + ".api_price";
    double month1 = 0;
    for (const Workload& w : s.workloads) {
        WorkloadOnOption x;
        x.workload = w.name;
        x.kind = w.kind;
        if (w.kind != WorkloadKind::Inference) {
            x.reason = servingOnlyReason(w);
            r.overCapacity = true; // cannot run every workload: never the cheapest on its own
        } else {
            const double cost = toScenarioCurrency(s, Money(apiMonthlyCost(o.apiTerms, w), o.currency), where).amount();
            month1 += cost;
            x.feasible = true;
            x.costPerRun = cost / kApiDaysPerMonth; // a day's tokens
            const double out = monthlyOutputTokens(w), all = monthlyTokens(w);
            if (out > 0) x.costPerMillionOutputTokens = cost / out * 1e6;
            if (all > 0) x.costPerMillionTokens = cost / all * 1e6;
            x.ttftMs = o.apiTerms.ttftMs.value_or(0);
        }
        r.workloads.push_back(std::move(x));
    }
    const double d = s.discountRate / 12.0;
    r.cumulativeCash.assign(size_t(s.horizonMonths) + 1, 0.0);
    for (int m = 1; m <= s.horizonMonths; ++m) {
        CostLines c;
        c.rent = month1 * std::pow(1.0 + s.cloudPriceTrend, std::floor((m - 1) / 12.0)); // token charges
        r.months.push_back(c);
        r.averageMonth += c;
        r.cumulativeCash[size_t(m)] = r.cumulativeCash[size_t(m - 1)] + c.rent * std::pow(1.0 + d, -m);
    }
    r.firstMonth = r.months.empty() ? CostLines{} : r.months.front();
    r.accountingCost = r.averageMonth.total();
    r.averageMonth = r.averageMonth.scaled(1.0 / std::max(1, s.horizonMonths));
    r.horizonCost = r.cumulativeCash.back();
    r.npv = r.horizonCost;
    return r;
}

} // namespace gputco
