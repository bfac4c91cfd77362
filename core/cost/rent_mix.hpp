#pragma once
// A rent option that mixes reserved and on-demand GPUs (issue 14; docs/cost-model.md,
// "Reserved and on-demand mix"): the GPU-hours each part bills in a month.

#include "core/cost/scenario.hpp"

namespace gputco {

struct RentHours {
    double reservedPerGpu = 0; // per reserved GPU: 730 h, whatever runs
    double restPerGpu = 0;     // per GPU beyond reserved_gpus, at the option's own billing
};

// Reserved GPUs are paid 730 h a month; the work's GPU-hours (gpus x hoursNeeded) go onto them
// first, and only what is left is billed to the other GPUs (at most 730 h each), unless their own
// billing pays idle hours too (committed, commit-1y/3y: 730 h). `hoursNeeded` is per GPU of the option.
RentHours rentHours(const RentTerms& t, double hoursNeeded);

// Months a committed part binds the renter to: the term's own (12, 36) or minimum_months if longer;
// 0 for billing that pays only the hours used.
int rentTermMonths(Billing b, int minimumMonths);

} // namespace gputco
