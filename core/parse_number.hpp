#pragma once
// Numbers as users type them on the command line: "7e9", "7B", "175b", "2T",
// "1.5M", "4096". Suffixes K, M, B or G, T, P multiply by 1e3 ... 1e15.

#include <optional>
#include <string_view>

namespace gputco {

std::optional<double> parseScaledNumber(std::string_view text);

} // namespace gputco
