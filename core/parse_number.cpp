#include "core/parse_number.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

namespace gputco {

std::optional<double> parseScaledNumber(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (text.empty()) return std::nullopt;
    double scale = 1.0;
    switch (std::toupper(static_cast<unsigned char>(text.back()))) {
    case 'K': scale = 1e3; break;
    case 'M': scale = 1e6; break;
    case 'B':
    case 'G': scale = 1e9; break;
    case 'T': scale = 1e12; break;
    case 'P': scale = 1e15; break;
    default: break;
    }
    if (scale != 1.0) text.remove_suffix(1);
    double value = 0;
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value)) return std::nullopt;
    const double out = value * scale;
    if (!std::isfinite(out)) return std::nullopt;
    return out;
}

} // namespace gputco
