#include "core/uncertainty/monte_carlo.hpp"

#include "core/validation.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <numbers>
#include <random>
#include <thread>

namespace gputco {

namespace {

// A uniform double in (0, 1) from the generator's top 53 bits.
double uniform01(std::mt19937_64& g) { return (double(g() >> 11) + 0.5) * 0x1.0p-53; }

// Box-Muller (1958): one standard normal from two uniforms.
double standardNormal(std::mt19937_64& g) {
    const double u1 = uniform01(g), u2 = uniform01(g);
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

struct SampleOutcome {
    std::vector<double> horizon, perRun, days;
    int cheapest = -1;
    bool ownBeatsRent = false;
    int breakEvenMonth = 0;
};

double cheapestOf(const ScenarioResult& r, const Scenario& s, bool own) {
    double best = INFINITY;
    for (size_t i = 0; i < r.options.size(); ++i)
        if (s.options[i].own == own && r.options[i].feasibility.feasible())
            best = std::min(best, r.options[i].horizonCost);
    return best;
}

SampleOutcome outcome(const UncertaintyModel& model, const OutputTarget& pair, const ScenarioResult& r) {
    SampleOutcome o;
    for (size_t i = 0; i < r.options.size(); ++i) {
        const OptionResult& x = r.options[i];
        o.horizon.push_back(x.horizonCost);
        const bool has = pair.workload < x.workloads.size() && x.workloads[pair.workload].feasible;
        o.perRun.push_back(has ? x.workloads[pair.workload].costPerRun : 0.0);
        o.days.push_back(has ? x.workloads[pair.workload].runDays : 0.0);
        if (x.name == r.cheapest) o.cheapest = int(i);
    }
    o.ownBeatsRent = cheapestOf(r, model.scenario(), true) < cheapestOf(r, model.scenario(), false);
    OutputTarget be = pair;
    be.key = OutputKey::BreakEvenMonth;
    o.breakEvenMonth = int(outputValue(be, r));
    return o;
}

} // namespace

void validateSampleCount(long long samples) {
    if (samples < kMinSamples || samples > kMaxSamples)
        throw InputError("--samples", "must be " + std::to_string(kMinSamples) + " .. " + std::to_string(kMaxSamples) +
                                          " (got " + std::to_string(samples) + ")");
}

double groupCorrelation(const std::string& group) {
    if (group.rfind("price:", 0) == 0 || group.rfind("hardware:", 0) == 0) return 0.8; // estimate
    if (group == "facility") return 0.6; // estimate: power prices feed colocation rents
    return 0.0;
}

std::vector<double> drawSamples(const std::vector<UncertainInput>& inputs, long long samples, std::uint64_t seed) {
    std::mt19937_64 g(seed);
    std::vector<double> out(size_t(samples) * inputs.size());
    std::map<std::string, double> latent;
    for (long long n = 0; n < samples; ++n) {
        latent.clear();
        for (size_t i = 0; i < inputs.size(); ++i) {
            const UncertainInput& in = inputs[i];
            const double e = standardNormal(g);
            double z = e;
            if (const double rho = groupCorrelation(in.group); rho > 0) {
                auto it = latent.find(in.group);
                if (it == latent.end()) it = latent.emplace(in.group, standardNormal(g)).first;
                z = std::sqrt(rho) * it->second + std::sqrt(1.0 - rho) * e;
            }
            out[size_t(n) * inputs.size() + i] = rangeQuantile(in.range, normalCdf(z));
        }
    }
    return out;
}

double samplePercentile(std::vector<double> v, double p) {
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    const double pos = p * double(v.size() - 1);
    const size_t lo = size_t(std::floor(pos)), hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (pos - double(lo)) * (v[hi] - v[lo]);
}

namespace {
Percentiles percentiles(const std::vector<double>& v) {
    return {samplePercentile(v, 0.10), samplePercentile(v, 0.50), samplePercentile(v, 0.90)};
}

// Evaluates samples [from, to) of `values` into `out`, in chunks; false when cancelled.
void evaluateRange(const UncertaintyModel& model, const OutputTarget& pair, const std::vector<double>& values,
                   long long from, long long to, std::vector<SampleOutcome>& out, std::atomic<long long>& done,
                   std::atomic<bool>& cancel, const MonteCarloSettings& settings) {
    const size_t k = model.inputs().size();
    std::vector<double> v(k);
    for (long long n = from; n < to && !cancel; ++n) {
        std::copy_n(values.begin() + std::ptrdiff_t(size_t(n) * k), k, v.begin());
        out[size_t(n)] = outcome(model, pair, model.evaluate(v));
        const long long d = ++done;
        if (settings.progress && d % 256 == 0 && !settings.progress(d)) cancel = true;
    }
}
} // namespace

namespace {
// Percentiles, P(cheapest), P(own beats rent) and the break-even months of the evaluated samples.
void summarise(const Scenario& s, const std::vector<SampleOutcome>& out, bool pairs, MonteCarloResult& r) {
    r.samples = (long long)out.size();
    for (size_t i = 0; i < s.options.size(); ++i) {
        MonteCarloOption o;
        o.name = s.options[i].name;
        std::vector<double> perRun, days;
        long long cheapest = 0;
        for (const SampleOutcome& x : out) {
            o.horizonCosts.push_back(x.horizon[i]);
            perRun.push_back(x.perRun[i]);
            days.push_back(x.days[i]);
            cheapest += x.cheapest == int(i);
        }
        o.horizonCost = percentiles(o.horizonCosts);
        o.costPerRun = percentiles(perRun);
        o.timeToTrainDays = percentiles(days);
        o.pCheapest = double(cheapest) / double(r.samples);
        r.options.push_back(std::move(o));
    }
    r.pNoFeasible =
        double(std::count_if(out.begin(), out.end(), [](const SampleOutcome& x) { return x.cheapest < 0; })) /
        double(r.samples);
    if (pairs) {
        long long own = 0;
        std::vector<double> months;
        r.breakEvenMonthCounts.assign(size_t(s.horizonMonths) + 2, 0);
        for (const SampleOutcome& x : out) {
            own += x.ownBeatsRent;
            months.push_back(x.breakEvenMonth);
            ++r.breakEvenMonthCounts[size_t(std::clamp(x.breakEvenMonth, 0, s.horizonMonths + 1))];
        }
        r.pOwnBeatsRent = double(own) / double(r.samples);
        r.breakEvenMonth = percentiles(months);
    }
}
} // namespace

MonteCarloResult monteCarlo(const UncertaintyModel& model, const MonteCarloSettings& settings) {
    validateSampleCount(settings.samples);
    const Scenario& s = model.scenario();
    const bool pairs = std::any_of(s.options.begin(), s.options.end(), [](const Option& o) { return o.own; }) &&
                       std::any_of(s.options.begin(), s.options.end(), [](const Option& o) { return !o.own; });
    const OutputTarget pair = resolveOutput(s, pairs ? OutputKey::OwnMinusRent : OutputKey::HorizonCost, "");
    const std::vector<double> values = drawSamples(model.inputs(), settings.samples, settings.seed);
    std::vector<SampleOutcome> out(size_t(settings.samples));
    std::atomic<long long> done{0};
    std::atomic<bool> cancel{false};
    const int threads = std::max(1, settings.threads > 0 ? settings.threads : int(std::thread::hardware_concurrency()));
    std::vector<std::thread> pool;
    const long long per = (settings.samples + threads - 1) / threads;
    for (int t = 0; t < threads; ++t) {
        const long long from = t * per, to = std::min(settings.samples, from + per);
        if (from < to)
            pool.emplace_back(
                [&, from, to] { evaluateRange(model, pair, values, from, to, out, done, cancel, settings); });
    }
    for (std::thread& t : pool) t.join();
    MonteCarloResult r;
    r.seed = settings.seed;
    r.cancelled = cancel;
    if (!r.cancelled) summarise(s, out, pairs, r);
    return r;
}

} // namespace gputco
