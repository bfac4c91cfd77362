#pragma once
// An uncertain input's range: low / base / high and the distribution between them.
//   triangular (default): low and high are the ends, base the mode;
//   uniform: low and high are the ends (base only marks the point estimate);
//   normal: low and high are the P10 and P90, base the median; below the base the spread is
//           (base - low) / 1.2816, above it (high - base) / 1.2816 (a two-piece normal, so an
//           asymmetric band such as the training model's held-out P10 / P90 keeps its skew).

#include <optional>
#include <string>
#include <string_view>

namespace gputco {

enum class Distribution { Triangular, Normal, Uniform };
std::string_view distributionName(Distribution d);
std::optional<Distribution> distributionFromName(std::string_view name);

struct InputRange {
    double low = 0, base = 0, high = 0;
    Distribution distribution = Distribution::Triangular;
    bool zeroWidth() const { return low == base && base == high; }
};

// Throws InputError naming `field` when a bound is not finite, low > base or base > high; the
// message ends with `allowed` (default "need low <= base <= high").
void validateRange(const std::string& field, const InputRange& r, const std::string& allowed = {});

// The value at cumulative probability u (0 < u < 1) of the range's distribution.
double rangeQuantile(const InputRange& r, double u);

// Standard normal: inverse CDF (Acklam 2003, relative error < 1.15e-9) and CDF (via erfc).
double normalQuantile(double p);
double normalCdf(double z);

} // namespace gputco
