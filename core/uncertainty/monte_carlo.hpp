#pragma once
// Monte Carlo over the uncertain inputs: reproducible with a seed on any standard library
// (std::mt19937_64 is specified bit for bit; the distributions are implemented here from its
// raw output, since std:: distributions differ between libraries). Correlations through a
// Gaussian copula with one latent factor per group: z = sqrt(rho) Z_group + sqrt(1 - rho) e,
// then value = the range's quantile at Phi(z) (the Cholesky factor of an equicorrelation matrix).

#include "core/uncertainty/sensitivity.hpp"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gputco {

inline constexpr int kDefaultSamples = 10000;
inline constexpr int kMinSamples = 100, kMaxSamples = 1000000;

struct Percentiles {
    double p10 = 0, p50 = 0, p90 = 0;
};

struct MonteCarloOption {
    std::string name;
    Percentiles horizonCost, costPerRun, timeToTrainDays; // cost per run / time of the first training workload
    double pCheapest = 0;
    std::vector<double> horizonCosts; // every sample, in draw order (histograms)
};

struct MonteCarloSettings {
    long long samples = kDefaultSamples;
    std::uint64_t seed = 1;
    int threads = 0; // 0: the hardware's
    // Called from worker threads with the samples done so far; return false to cancel.
    std::function<bool(long long done)> progress;
};

struct MonteCarloResult {
    long long samples = 0;
    std::uint64_t seed = 0;
    bool cancelled = false;
    std::vector<MonteCarloOption> options;
    // Samples in which no option meets every requirement (issue 45): with the options' pCheapest it sums to 1.
    double pNoFeasible = 0;
    std::optional<double> pOwnBeatsRent;         // cheapest own option below the cheapest rent option
    std::vector<long long> breakEvenMonthCounts; // [m] samples whose break-even month is m (1..H); [H + 1]: never
    Percentiles breakEvenMonth;                  // never = H + 1
};

// Throws InputError naming "--samples" outside kMinSamples..kMaxSamples.
void validateSampleCount(long long samples);

// Correlation of the inputs within one group (uncertain_inputs.cpp names the groups).
double groupCorrelation(const std::string& group);

// The sampled input values, samples x inputs (row-major), from the seed alone.
std::vector<double> drawSamples(const std::vector<UncertainInput>& inputs, long long samples, std::uint64_t seed);

MonteCarloResult monteCarlo(const UncertaintyModel& model, const MonteCarloSettings& settings);

// Linear interpolation between order statistics (p in 0..1) of an unsorted sample.
double samplePercentile(std::vector<double> v, double p);

} // namespace gputco
