// libFuzzer: the calibration inputs a user hands to `calibrate import` (the bytes of a
// file -> the Megatron-LM and torchtitan log parsers with summarizeLog, and the
// measurement CSV parser). Bad input must end in InputError or in no steps, never a
// crash, hang or sanitizer report; every summary value is finite.
#include "core/calibration/measurement_csv.hpp"
#include "core/calibration/training_log.hpp"
#include "core/validation.hpp"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string_view>

namespace {

constexpr std::size_t kMaxLogBytes = 16u << 20; // calibration logs are read within 16 MB

void requireFinite(const std::optional<double>& v) {
    if (v && !std::isfinite(*v)) std::abort();
}

void fuzzLog(gputco::LogFormat format, std::string_view text) {
    const std::vector<gputco::LogStep> steps = gputco::parseLog(format, text);
    if (steps.empty()) return;
    try {
        const gputco::LogSummary s = gputco::summarizeLog(steps);
        requireFinite(s.seconds);
        requireFinite(s.tokensPerGpuSecond);
        requireFinite(s.tflopsPerGpu);
    } catch (const gputco::InputError&) {
        // every line warm-up: refused with a message
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size > kMaxLogBytes) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fuzzLog(gputco::LogFormat::Megatron, text);
    fuzzLog(gputco::LogFormat::Torchtitan, text);
    try {
        for (const gputco::CsvMeasurement& row : gputco::parseMeasurementCsv(text))
            if (!std::isfinite(row.tokensPerSecond) || row.tokensPerSecond <= 0) std::abort();
    } catch (const gputco::InputError&) {
        // refused with a message naming the line and column
    }
    return 0;
}
