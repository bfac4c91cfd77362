#pragma once
// The confidence a deadline is met at: the expected time to train (P50) or the pessimistic end
// of its band (P90, core/training/realism.hpp). Definitions in goal_seek.cpp.

#include <optional>
#include <string_view>

namespace gputco {

enum class Confidence { P50, P90 };
std::optional<Confidence> confidenceFromName(std::string_view name); // "p50", "p90"
std::string_view confidenceName(Confidence c);

} // namespace gputco
