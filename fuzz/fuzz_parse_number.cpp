// libFuzzer: the command-line number parser ("7e9", "7B", "1.5M"). Any text gives a
// finite number or nothing; never a crash or sanitizer report.
#include "core/parse_number.hpp"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto v = gputco::parseScaledNumber(text);
    if (v && std::isnan(*v)) std::abort(); // a NaN must never come out of the parser
    return 0;
}
