#include "core/catalog/precision.hpp"

#include <algorithm>
#include <cctype>

namespace gputco {

std::string_view precisionName(Precision p) {
    switch (p) {
    case Precision::FP64: return "fp64";
    case Precision::TF32: return "tf32";
    case Precision::FP16: return "fp16";
    case Precision::BF16: return "bf16";
    case Precision::FP8: return "fp8";
    case Precision::FP4: return "fp4";
    }
    return "?";
}

std::optional<Precision> precisionFromName(std::string_view name) {
    for (Precision p : kAllPrecisions) {
        std::string_view known = precisionName(p);
        if (known.size() == name.size() && std::equal(known.begin(), known.end(), name.begin(), [](char a, char b) {
                return a == std::tolower(static_cast<unsigned char>(b));
            }))
            return p;
    }
    return std::nullopt;
}

double bytesPerValue(Precision p) {
    switch (p) {
    case Precision::FP64: return 8.0;
    case Precision::TF32: return 4.0;
    case Precision::FP16:
    case Precision::BF16: return 2.0;
    case Precision::FP8: return 1.0;
    case Precision::FP4: return 0.5;
    }
    return 2.0;
}

} // namespace gputco
