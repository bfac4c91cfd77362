#include "core/validation.hpp"

#include <cstdio>

namespace gputco {

std::string formatNumber(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

} // namespace gputco
