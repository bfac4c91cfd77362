#include "core/uncertainty/input_range.hpp"

#include "core/validation.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

namespace {
constexpr double kZ90 = 1.2815515655446004; // standard normal P90
}

std::string_view distributionName(Distribution d) {
    switch (d) {
    case Distribution::Normal: return "normal";
    case Distribution::Uniform: return "uniform";
    default: return "triangular";
    }
}

std::optional<Distribution> distributionFromName(std::string_view name) {
    for (Distribution d : {Distribution::Triangular, Distribution::Normal, Distribution::Uniform})
        if (distributionName(d) == name) return d;
    return std::nullopt;
}

void validateRange(const std::string& field, const InputRange& r, const std::string& allowed) {
    const std::string need = allowed.empty() ? std::string("need low <= base <= high") : allowed;
    if (!std::isfinite(r.low) || !std::isfinite(r.base) || !std::isfinite(r.high))
        throw InputError(field, "low, base and high must be finite numbers; " + need);
    if (r.low > r.base)
        throw InputError(field,
                         "low (" + formatNumber(r.low) + ") is above base (" + formatNumber(r.base) + "); " + need);
    if (r.base > r.high)
        throw InputError(field,
                         "base (" + formatNumber(r.base) + ") is above high (" + formatNumber(r.high) + "); " + need);
}

double rangeQuantile(const InputRange& r, double u) {
    u = std::clamp(u, 1e-12, 1.0 - 1e-12);
    const double a = r.low, c = r.base, b = r.high;
    if (b <= a) return c;
    switch (r.distribution) {
    case Distribution::Uniform: return a + u * (b - a);
    case Distribution::Normal: {
        const double z = normalQuantile(u);
        return c + z * (z < 0 ? (c - a) : (b - c)) / kZ90;
    }
    default: { // triangular inverse CDF (e.g. Johnson & Kotz, Continuous Univariate Distributions)
        const double fc = (c - a) / (b - a);
        return u < fc ? a + std::sqrt(u * (b - a) * (c - a)) : b - std::sqrt((1 - u) * (b - a) * (b - c));
    }
    }
}

// Acklam's rational approximation of the inverse normal CDF (2003), lower tail, centre, upper tail.
double normalQuantile(double p) {
    static const double a[] = {-3.969683028665376e+01, 2.209460984245205e+02,  -2.759285104469687e+02,
                               1.383577518672690e+02,  -3.066479806614716e+01, 2.506628277459239e+00};
    static const double b[] = {-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                               6.680131188771972e+01, -1.328068155288572e+01};
    static const double c[] = {-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                               -2.549732539343734e+00, 4.374664141464968e+00,  2.938163982698783e+00};
    static const double d[] = {7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00,
                               3.754408661907416e+00};
    p = std::clamp(p, 1e-300, 1.0 - 1e-16);
    constexpr double low = 0.02425;
    if (p < low || p > 1 - low) {
        const double q = std::sqrt(-2 * std::log(p < low ? p : 1 - p));
        const double x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
                         ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
        return p < low ? x : -x;
    }
    const double q = p - 0.5, r = q * q;
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
           (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

double normalCdf(double z) { return 0.5 * std::erfc(-z / std::sqrt(2.0)); }

} // namespace gputco
