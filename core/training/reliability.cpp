#include "core/training/reliability.hpp"

#include <cmath>

namespace gputco {

double youngInterval(double delta, double mtbf) { return std::sqrt(2.0 * delta * mtbf); }

double dalyInterval(double delta, double mtbf) {
    if (delta >= 2.0 * mtbf) return mtbf;
    const double x = delta / (2.0 * mtbf);
    return std::sqrt(2.0 * delta * mtbf) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - delta;
}

CheckpointPlan planCheckpoints(double delta, double mtbf, double restart, double fixedInterval) {
    CheckpointPlan p;
    p.writeSeconds = delta;
    p.mtbfSeconds = mtbf;
    p.restartSeconds = restart;
    p.intervalSeconds = fixedInterval > 0 ? fixedInterval : dalyInterval(delta, mtbf);
    if (!(p.intervalSeconds > 0)) p.intervalSeconds = mtbf;
    const double lossPerFailure = p.intervalSeconds / 2.0 + restart;
    const double denominator = 1.0 - lossPerFailure / mtbf;
    if (!(denominator > 0.02)) {
        p.feasible = false;
        p.goodput = 0;
        return p;
    }
    const double stretch = (1.0 + delta / p.intervalSeconds) / denominator;
    p.goodput = 1.0 / stretch;
    return p;
}

} // namespace gputco
