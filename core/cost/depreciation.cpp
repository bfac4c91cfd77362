#include "core/cost/depreciation.hpp"

#include <algorithm>
#include <cmath>

namespace gputco {

double depreciationInMonth(DepreciationMethod method, double base, double years, int month) {
    if (month < 1 || base <= 0 || years <= 0) return 0;
    const int months = int(std::lround(years * 12.0));
    switch (method) {
    case DepreciationMethod::StraightLine: return month <= months ? base / months : 0.0;
    case DepreciationMethod::DecliningBalance: {
        // Monthly double-declining with a switch to straight-line over the remaining months.
        const double rate = 2.0 / months;
        double book = base, charge = 0;
        for (int m = 1; m <= std::min(month, months); ++m) {
            const double remaining = months - m + 1;
            charge = std::max(book * rate, book / remaining);
            charge = std::min(charge, book);
            book -= charge;
        }
        return month <= months ? charge : 0.0;
    }
    case DepreciationMethod::Macrs5: {
        static const double kRates[] = {0.20, 0.32, 0.192, 0.1152, 0.1152, 0.0576};
        const int year = (month - 1) / 12;
        return year < 6 ? base * kRates[year] / 12.0 : 0.0;
    }
    }
    return 0;
}

double annuityPayment(double principal, double r, int n) {
    if (n <= 0) return 0;
    if (r == 0) return principal / n;
    return principal * r / (1.0 - std::pow(1.0 + r, -n));
}

double annuityInterest(double principal, double r, int n, int k) {
    if (k < 1 || k > n || r == 0) return 0;
    const double payment = annuityPayment(principal, r, n);
    // Balance after k-1 payments: P (1+r)^(k-1) - A ((1+r)^(k-1) - 1) / r.
    const double g = std::pow(1.0 + r, k - 1);
    const double balance = principal * g - payment * (g - 1.0) / r;
    return balance * r;
}

double netPresentValue(const std::vector<double>& flows, double r) {
    double npv = 0, factor = 1;
    for (double f : flows) {
        npv += f / factor;
        factor *= 1.0 + r;
    }
    return npv;
}

} // namespace gputco
