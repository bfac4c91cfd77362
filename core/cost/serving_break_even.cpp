#include "core/cost/serving_break_even.hpp"

#include "core/cost/api_option_cost.hpp"
#include "core/validation.hpp"

#include <cmath>

namespace gputco {

std::optional<double> breakEvenQps(double apiPerQps, double gpuFixed, double gpuPerQps, double capacityQps) {
    if (gpuFixed <= 0) return 0.0; // no fixed cost: cheaper from the first request when a > b
    if (apiPerQps <= gpuPerQps) return std::nullopt;
    const double q = gpuFixed / (apiPerQps - gpuPerQps);
    if (q > capacityQps) return std::nullopt;
    return q;
}

namespace {

std::string ms(double v) { return formatNumber(std::round(v)) + " ms"; }

SloCheck slo(const char* target, double targetMs, std::optional<double> published, const std::string& what) {
    SloCheck c{target, targetMs, published, false, {}};
    if (!published) {
        c.text = std::string(target) + " target " + ms(targetMs) + ": not published by the provider";
        return c;
    }
    c.met = *published <= targetMs;
    c.text = std::string(target) + " target " + ms(targetMs) + ": " + what + " " + ms(*published) +
             (c.met ? " meets it" : " misses it");
    return c;
}

// The inference workloads of the scenario, scaled by k (peak and average together).
Scenario servingOnly(const Scenario& s, const Option& gpu, double k) {
    Scenario sub = s;
    sub.options = {gpu};
    sub.claims.clear();
    sub.workloads.clear();
    for (Workload w : s.workloads) {
        if (w.kind != WorkloadKind::Inference) continue;
        w.peakQps *= k;
        if (w.averageQps) *w.averageQps *= k;
        sub.workloads.push_back(w);
    }
    return sub;
}

// Level monthly cost of the GPU option serving k x the load; nullopt when it cannot.
std::optional<double> gpuCostAt(const Scenario& s, const Option& gpu, double k, const Catalog& catalog,
                                const TrainingEstimator& estimate) {
    const ScenarioResult r = evaluateScenario(servingOnly(s, gpu, k), catalog, estimate);
    if (r.options.empty() || r.options.front().overCapacity) return std::nullopt;
    return levelMonthlyCost(r.options.front().horizonCost, s.discountRate, s.horizonMonths);
}

// The largest load factor the option serves (bisection on its feasibility), 0 when none.
double capacityFactor(const Scenario& s, const Option& gpu, const Catalog& catalog, const TrainingEstimator& est) {
    auto ok = [&](double k) { return gpuCostAt(s, gpu, k, catalog, est).has_value(); };
    double lo = 1.0, hi = 1.0;
    if (ok(1.0)) {
        while (hi < 1e6 && ok(hi * 2.0)) hi *= 2.0;
        lo = hi;
        hi *= 2.0;
    } else {
        lo = 1.0 / 1024;
        if (!ok(lo)) return 0.0;
    }
    for (int i = 0; i < 24; ++i) {
        const double mid = std::sqrt(lo * hi);
        (ok(mid) ? lo : hi) = mid;
    }
    return lo;
}

ServingBreakEven versus(const Scenario& s, const Option& gpu, const ServingComparison& api, const Catalog& catalog,
                        const TrainingEstimator& est) {
    ServingBreakEven b;
    b.gpuOption = gpu.name;
    const double cap = capacityFactor(s, gpu, catalog, est);
    b.capacityQps = cap * api.averageQps;
    if (cap <= 0) {
        b.note = gpu.name + " cannot serve the inference load even at 1/1024 of it";
        return b;
    }
    const double k1 = std::min(1.0, cap), k2 = k1 / 2.0;
    const double c1 = gpuCostAt(s, gpu, k1, catalog, est).value_or(0), c2 = gpuCostAt(s, gpu, k2, catalog, est).value_or(0);
    b.gpuPerQps = (c1 - c2) / ((k1 - k2) * api.averageQps);
    b.gpuFixed = c1 - b.gpuPerQps * k1 * api.averageQps;
    b.gpuMonthlyCost = b.gpuFixed + b.gpuPerQps * api.averageQps;
    if (api.monthlyOutputTokens > 0) b.gpuCostPerMillionOutputTokens = b.gpuMonthlyCost / api.monthlyOutputTokens * 1e6;
    if (cap < 1.0) b.note = gpu.name + " serves at most " + formatNumber(b.capacityQps) + " QPS of the scenario's load";
    b.qps = breakEvenQps(api.perQps, b.gpuFixed, b.gpuPerQps, b.capacityQps);
    if (b.qps && api.averageQps > 0) b.monthlyTokens = *b.qps / api.averageQps * api.monthlyTokens;
    if (!b.qps && b.note.empty())
        b.note = "the API costs less at every load " + gpu.name + " can serve (up to " + formatNumber(b.capacityQps) +
                 " QPS)";
    return b;
}

} // namespace

std::vector<SloCheck> apiSloChecks(const ApiTerms& t, const Workload& w) {
    std::vector<SloCheck> out;
    if (w.ttftMs) out.push_back(slo("ttft", *w.ttftMs, t.ttftMs, "published TTFT"));
    const std::optional<double> tpot =
        t.outputTokensPerSecond ? std::optional<double>(1000.0 / *t.outputTokensPerSecond) : std::nullopt;
    if (w.tpotMs) out.push_back(slo("tpot", *w.tpotMs, tpot, "published time per output token"));
    if (w.p99Ms) {
        std::optional<double> e2e;
        if (t.ttftMs && tpot) e2e = *t.ttftMs + w.outputTokens * *tpot;
        out.push_back(slo("p99", *w.p99Ms, e2e, "median end to end (published TTFT + answer at the published speed)"));
    }
    return out;
}

std::vector<ServingComparison> compareServing(const Scenario& s, const Catalog& catalog,
                                              const TrainingEstimator& estimate, const ScenarioResult& result) {
    std::vector<ServingComparison> out;
    for (size_t i = 0; i < s.options.size() && i < result.options.size(); ++i) {
        const Option& o = s.options[i];
        if (!o.api) continue;
        ServingComparison c;
        c.option = o.name;
        c.provider = o.apiTerms.provider;
        c.model = o.apiTerms.model;
        for (const Workload& w : s.workloads) {
            if (w.kind != WorkloadKind::Inference) {
                c.servingOnly = true;
                continue;
            }
            c.averageQps += averageQps(w);
            c.monthlyTokens += monthlyTokens(w);
            c.monthlyOutputTokens += monthlyOutputTokens(w);
            for (SloCheck& x : apiSloChecks(o.apiTerms, w)) c.slo.push_back(std::move(x));
        }
        const OptionResult& r = result.options[i];
        c.monthlyCost = r.firstMonth.total();
        c.levelMonthlyCost = levelMonthlyCost(r.horizonCost, s.discountRate, s.horizonMonths);
        if (c.averageQps > 0) c.perQps = c.levelMonthlyCost / c.averageQps;
        if (c.monthlyOutputTokens > 0) c.costPerMillionOutputTokens = c.levelMonthlyCost / c.monthlyOutputTokens * 1e6;
        if (c.servingOnly)
            c.note = "serving only: " + o.name + " covers the inference workloads; the other workloads need a GPU "
                     "option beside it" + (result.cheapest.empty() ? "" : " (cheapest here: " + result.cheapest + ")");
        if (c.averageQps > 0)
            for (const Option& g : s.options)
                if (!g.api) c.breakEvens.push_back(versus(s, g, c, catalog, estimate));
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace gputco
