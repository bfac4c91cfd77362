#include "core/cost/rent_mix.hpp"

#include "core/cost/tco_model.hpp"

#include <algorithm>

namespace gputco {

// docs/cost-model.md, "Reserved and on-demand mix".
RentHours rentHours(const RentTerms& t, double hoursNeeded) {
    RentHours h;
    h.reservedPerGpu = t.reservedGpus > 0 ? kHoursPerMonth : 0.0;
    const int rest = t.gpus - t.reservedGpus;
    if (billingPaysIdleHours(t.billing)) {
        h.restPerGpu = kHoursPerMonth;
    } else if (t.reservedGpus == 0) { // the whole option on demand: the hours each GPU is needed
        h.restPerGpu = std::min(hoursNeeded, kHoursPerMonth);
    } else if (rest > 0) { // the GPU-hours the reserved GPUs cannot take, shared by the others
        const double left = std::max(0.0, t.gpus * hoursNeeded - t.reservedGpus * kHoursPerMonth);
        h.restPerGpu = std::min(left / rest, kHoursPerMonth);
    }
    return h;
}

int rentTermMonths(Billing b, int minimumMonths) {
    return billingPaysIdleHours(b) ? std::max(billingMinimumMonths(b), minimumMonths) : 0;
}

} // namespace gputco
