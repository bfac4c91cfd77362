#pragma once
// What owned GPU servers fetch on the secondary market, and what buying them again costs.

namespace gputco {

// Secondary-market value of a GPU model as a share of its launch list price, by the model's
// age in years (years since its launch year). Piecewise linear between published points:
//   age 0: 1.00 (list);
//   age 4: 0.68  used H100 SXM (2022) at $22-25k in Q1 2026 [RUNLOCALAI] and $15-28k [COMPUTEFORECAST]
//                against a $31-36k new price [EPOCH-HWP];
//   age 6: 0.55  used A100 80GB (2020) at $10-15k in early 2026 [AWESOMEAGENTS], $4-18k
//                [COMPUTEFORECAST], against the $17.5k list [EPOCH-HWP];
//   age 2: 0.85  H100 held its price until about two years of service (Silicon Data via [COMPUTEFORECAST]);
//   age 8: 0.20, age 10: 0.08, then 0.03 (estimate: V100-class cards two generations past A100).
double gpuMarketValueShare(double age);

// Resale of a whole server bought when its GPU model was `modelAgeAtPurchase` years old and
// sold `heldYears` later, as a share of the price paid:
//   0.85 x value(age at purchase + held) / value(age at purchase).
// 0.85: dealer margin and the non-GPU parts (CPUs, chassis, NICs) that resell for less (estimate).
double resaleFraction(double modelAgeAtPurchase, double heldYears);

// Level-payment loan: balance still owed after k of n monthly payments at rate r per month.
double loanBalance(double principal, double r, int n, int k);

} // namespace gputco
