#pragma once
// A calibration profile fitted to a team's own measured step times (gpu-tco calibrate):
// it replaces the model's global "kernel efficiency in practice" and communication
// factors for one GPU (and fabric) in the expected estimate. Fitted by least squares
// on t_measured = computeSeconds / computeScale + commSeconds / commScale, where the
// two parts are the best-case model's exposed compute and communication per iteration.

#include <string>

namespace gputco {

struct EfficiencyCalibration {
    std::string name;          // the profile's name, shown in outputs
    double computeScale = 1.0; // measured / best-case compute speed (0.05 .. 2)
    double commScale = 1.0;    // measured / best-case communication speed (0.05 .. 2)
};

} // namespace gputco
