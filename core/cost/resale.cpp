#include "core/cost/resale.hpp"

#include "core/cost/depreciation.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace gputco {

double gpuMarketValueShare(double age) {
    // Sources: see resale.hpp.
    static const double kAge[] = {0, 2, 4, 6, 8, 10};
    static const double kValue[] = {1.00, 0.85, 0.68, 0.55, 0.20, 0.08};
    if (age <= 0) return kValue[0];
    for (size_t i = 1; i < std::size(kAge); ++i)
        if (age <= kAge[i]) {
            const double t = (age - kAge[i - 1]) / (kAge[i] - kAge[i - 1]);
            return kValue[i - 1] + t * (kValue[i] - kValue[i - 1]);
        }
    return std::max(0.03, kValue[std::size(kValue) - 1] - 0.025 * (age - kAge[std::size(kAge) - 1]));
}

double resaleFraction(double modelAgeAtPurchase, double heldYears) {
    const double start = std::max(0.0, modelAgeAtPurchase);
    return 0.85 * gpuMarketValueShare(start + std::max(0.0, heldYears)) / gpuMarketValueShare(start);
}

double loanBalance(double principal, double r, int n, int k) {
    if (k >= n) return 0;
    if (k <= 0) return principal;
    if (r == 0) return principal * double(n - k) / n;
    const double payment = annuityPayment(principal, r, n);
    const double g = std::pow(1.0 + r, k);
    return principal * g - payment * (g - 1.0) / r;
}

} // namespace gputco
