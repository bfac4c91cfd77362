#pragma once
// Depreciation schedules and financing arithmetic for owned hardware.

#include "core/cost/scenario.hpp"

namespace gputco {

// Depreciation charged in month `month` (1-based) of a depreciable base
// (capex x (1 - residual)):
//  - straight-line: base / (years x 12) for months 1 .. years x 12, then 0;
//  - declining balance (double declining, rate 2/years per year, switching to
//    straight-line when that is larger, so the base is fully used in `years`);
//  - MACRS 5-year (IRS Pub. 946, Table A-1, half-year convention):
//    20 %, 32 %, 19.2 %, 11.52 %, 11.52 %, 5.76 % over six years, each year spread evenly.
double depreciationInMonth(DepreciationMethod method, double base, double years, int month);

// Level payment per period of an annuity: P r / (1 - (1 + r)^-n); P / n when r = 0.
double annuityPayment(double principal, double ratePerPeriod, int periods);
// Interest part of annuity payment number k (1-based).
double annuityInterest(double principal, double ratePerPeriod, int periods, int k);

// Net present value of cash flows at t = 0, 1, 2, ... discounted at `ratePerPeriod`.
double netPresentValue(const std::vector<double>& cashFlows, double ratePerPeriod);

} // namespace gputco
