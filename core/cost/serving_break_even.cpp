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

// The scenario with only its inference workloads and no options: the base of every GPU curve.
// Built once, so that a scenario of many options is not copied for each evaluation.
Scenario servingBase(const Scenario& s) {
    Scenario base = s;
    base.options.clear();
    base.claims.clear();
    base.workloads.clear();
    for (const Workload& w : s.workloads)
        if (w.kind == WorkloadKind::Inference) base.workloads.push_back(w);
    return base;
}

// Level monthly cost of the GPU option serving k x the inference load; nullopt when it cannot.
std::optional<double> gpuCostAt(const Scenario& base, const Option& gpu, double k, const Catalog& catalog,
                                const TrainingEstimator& estimate) {
    Scenario sub = base;
    sub.options = {gpu};
    for (Workload& w : sub.workloads) {
        w.peakQps *= k;
        if (w.averageQps) *w.averageQps *= k;
    }
    const ScenarioResult r = evaluateScenario(sub, catalog, estimate);
    if (r.options.empty() || r.options.front().overCapacity) return std::nullopt;
    return levelMonthlyCost(r.options.front().horizonCost, base.discountRate, base.horizonMonths);
}

// The largest load factor the option serves (bisection on its feasibility), 0 when none.
double capacityFactor(const Scenario& base, const Option& gpu, const Catalog& catalog, const TrainingEstimator& est) {
    auto ok = [&](double k) { return gpuCostAt(base, gpu, k, catalog, est).has_value(); };
    double lo = 1.0, hi = 1.0;
    if (ok(1.0)) {
        while (hi < 1e6 && ok(hi * 2.0)) hi *= 2.0;
        lo = hi;
        hi *= 2.0;
    } else {
        lo = 1.0 / 1024;
        if (!ok(lo)) return 0.0;
    }
    while (hi > lo * 1.001) { // to 0.1 %: 10 halvings of a factor-2 bracket, 14 of the 1/1,024 one
        const double mid = std::sqrt(lo * hi);
        (ok(mid) ? lo : hi) = mid;
    }
    return lo;
}

// A GPU option's level monthly cost as a line in the load: the same for every API it is set
// against, so it is computed once per GPU option (a scenario of many options stays linear).
struct GpuCurve {
    std::string name;
    double capacityFactor = 0, k1 = 0, k2 = 0, c1 = 0, c2 = 0;
};

GpuCurve gpuCurve(const Scenario& base, const Option& gpu, const Catalog& catalog, const TrainingEstimator& est) {
    GpuCurve g;
    g.name = gpu.name;
    g.capacityFactor = capacityFactor(base, gpu, catalog, est);
    if (g.capacityFactor <= 0) return g;
    g.k1 = std::min(1.0, g.capacityFactor);
    g.k2 = g.k1 / 2.0;
    g.c1 = gpuCostAt(base, gpu, g.k1, catalog, est).value_or(0);
    g.c2 = gpuCostAt(base, gpu, g.k2, catalog, est).value_or(0);
    return g;
}

ServingBreakEven versus(const GpuCurve& g, const ServingComparison& api) {
    ServingBreakEven b;
    b.gpuOption = g.name;
    const double cap = g.capacityFactor;
    b.capacityQps = cap * api.averageQps;
    if (cap <= 0) {
        b.note = g.name + " cannot serve the inference load even at 1/1024 of it";
        return b;
    }
    b.gpuPerQps = (g.c1 - g.c2) / ((g.k1 - g.k2) * api.averageQps);
    b.gpuFixed = g.c1 - b.gpuPerQps * g.k1 * api.averageQps;
    b.gpuMonthlyCost = b.gpuFixed + b.gpuPerQps * api.averageQps;
    if (api.monthlyOutputTokens > 0) b.gpuCostPerMillionOutputTokens = b.gpuMonthlyCost / api.monthlyOutputTokens * 1e6;
    if (cap < 1.0) b.note = g.name + " serves at most " + formatNumber(b.capacityQps) + " QPS of the scenario's load";
    b.qps = breakEvenQps(api.perQps, b.gpuFixed, b.gpuPerQps, b.capacityQps);
    if (b.qps && api.averageQps > 0) b.monthlyTokens = *b.qps / api.averageQps * api.monthlyTokens;
    if (!b.qps && b.note.empty())
        b.note =
            "the API costs less at every load " + g.name + " can serve (up to " + formatNumber(b.capacityQps) + " QPS)";
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
    std::optional<Scenario> base;
    std::vector<std::optional<GpuCurve>> curves(s.options.size());
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
            c.note = "serving only: " + o.name +
                     " covers the inference workloads; the other workloads need a GPU "
                     "option beside it" +
                     (result.cheapest.empty() ? "" : " (cheapest here: " + result.cheapest + ")");
        if (c.averageQps > 0) {
            if (!base) base = servingBase(s);
            for (size_t j = 0; j < s.options.size(); ++j) {
                if (s.options[j].api) continue;
                if (!curves[j]) curves[j] = gpuCurve(*base, s.options[j], catalog, estimate);
                c.breakEvens.push_back(versus(*curves[j], c));
            }
        }
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace gputco
