#pragma once
// Numeric formats a GPU's tensor cores (or vector units, for FP64) can run.

#include <array>
#include <optional>
#include <string_view>

namespace gputco {

enum class Precision { FP64, TF32, FP16, BF16, FP8, FP4 };
inline constexpr std::array<Precision, 6> kAllPrecisions{Precision::FP64, Precision::TF32, Precision::FP16,
                                                         Precision::BF16, Precision::FP8,  Precision::FP4};

std::string_view precisionName(Precision p);                       // "bf16"
std::optional<Precision> precisionFromName(std::string_view name); // case-insensitive
double bytesPerValue(Precision p);                                 // 8, 4, 2, 2, 1, 0.5

} // namespace gputco
