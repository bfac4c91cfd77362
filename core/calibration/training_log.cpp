#include "core/calibration/training_log.hpp"

#include "core/statistics.hpp"

#include "core/validation.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace gputco {

namespace {
// A number right after `key` (spaces skipped); thousands separators ',' allowed.
std::optional<double> numberAfter(std::string_view line, std::string_view key) {
    const auto at = line.find(key);
    if (at == std::string_view::npos) return std::nullopt;
    std::string_view rest = line.substr(at + key.size());
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    std::string digits;
    for (char c : rest) {
        if ((c >= '0' && c <= '9') || c == '.' || c == '-' || c == '+' || c == 'e' || c == 'E')
            digits += c;
        else if (c != ',')
            break;
    }
    double v = 0;
    const auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (ec != std::errc() || ptr == digits.data() || !std::isfinite(v)) return std::nullopt;
    return v;
}

// A step number or batch size after `key`: a whole number from 0 to 1e15 (both tools print
// them as integers). Anything else is not one, so the line is not an iteration line (found by
// fuzz_calibration_logs: "iteration 7e98/" overflowed the conversion to long).
std::optional<long> countAfter(std::string_view line, std::string_view key) {
    const auto v = numberAfter(line, key);
    if (!v || *v < 0 || *v > 1e15 || *v != std::floor(*v)) return std::nullopt;
    return long(*v);
}

// Removes ANSI colour sequences (ESC '[' ... 'm').
std::string stripColours(std::string_view line) {
    std::string out;
    out.reserve(line.size());
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '\x1b' && i + 1 < line.size() && line[i + 1] == '[') {
            const auto end = line.find('m', i);
            if (end == std::string_view::npos) break;
            i = end;
            continue;
        }
        out += line[i];
    }
    return out;
}

template <typename F>
void forEachLine(std::string_view text, F f) {
    while (!text.empty()) {
        const auto nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        f(line);
        if (nl == std::string_view::npos) break;
        text.remove_prefix(nl + 1);
    }
}
} // namespace

std::optional<LogFormat> logFormatFromName(std::string_view name) {
    if (name == "megatron" || name == "nemo") return LogFormat::Megatron;
    if (name == "torchtitan") return LogFormat::Torchtitan;
    return std::nullopt;
}

std::string_view logFormatName(LogFormat f) { return f == LogFormat::Megatron ? "megatron" : "torchtitan"; }

std::string_view exampleLogLine(LogFormat f) {
    if (f == LogFormat::Megatron)
        return " iteration      100/    5000 | ... | elapsed time per iteration (ms): 6512.3 | "
               "throughput per GPU (TFLOP/s/GPU): 402.1 |";
    return "step: 100  loss:  3.2100  ...  tps: 3,456  tflops: 201.35  mfu: 20.36%";
}

std::vector<LogStep> parseMegatronLog(std::string_view text) {
    std::vector<LogStep> out;
    forEachLine(text, [&](std::string_view line) {
        // training_log(): ' iteration {:8d}/{:8d} |' then ' elapsed time per iteration (ms): {:.1f} |'
        const auto step = countAfter(line, " iteration ");
        const auto ms = numberAfter(line, "elapsed time per iteration (ms):");
        if (!step || !ms || line.find('/', line.find(" iteration ")) == std::string_view::npos) return;
        LogStep s;
        s.step = *step;
        s.seconds = *ms / 1000.0;
        s.tflopsPerGpu = numberAfter(line, "throughput per GPU (TFLOP/s/GPU):");
        s.globalBatchSequences = countAfter(line, "global batch size:");
        out.push_back(s);
    });
    return out;
}

std::vector<LogStep> parseTorchtitanLog(std::string_view text) {
    std::vector<LogStep> out;
    forEachLine(text, [&](std::string_view raw) {
        const std::string line = stripColours(raw);
        if (line.find("validate step:") != std::string::npos) return; // log_validation(), not training
        const auto step = countAfter(line, "step:");
        const auto tps = numberAfter(line, "tps:");
        if (!step || !tps) return;
        LogStep s;
        s.step = *step;
        s.tokensPerGpuSecond = *tps;
        s.tflopsPerGpu = numberAfter(line, "tflops:");
        out.push_back(s);
    });
    return out;
}

std::vector<LogStep> parseLog(LogFormat f, std::string_view text) {
    return f == LogFormat::Megatron ? parseMegatronLog(text) : parseTorchtitanLog(text);
}

LogSummary summarizeLog(const std::vector<LogStep>& steps) {
    if (steps.empty()) throw InputError("log", "no iteration lines");
    LogSummary out;
    out.lines = steps.size();
    out.lastStep = steps.back().step;
    const double warmupEnd = double(steps.front().step) + 0.1 * double(out.lastStep - steps.front().step);
    std::vector<double> seconds, tps, tflops;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const LogStep& s = steps[i];
        if (i == 0 || double(s.step) <= warmupEnd) {
            ++out.warmup;
            continue;
        }
        if (seconds.empty() && tps.empty()) out.firstStep = s.step;
        if (s.seconds) seconds.push_back(*s.seconds);
        if (s.tokensPerGpuSecond) tps.push_back(*s.tokensPerGpuSecond);
        if (s.tflopsPerGpu) tflops.push_back(*s.tflopsPerGpu);
        if (s.globalBatchSequences) out.globalBatchSequences = s.globalBatchSequences;
    }
    if (seconds.empty() && tps.empty())
        throw InputError("log", "all " + std::to_string(steps.size()) +
                                    " iteration lines are warm-up (the first logged line and the first 10 % of the "
                                    "logged iterations are skipped); log a longer run");
    if (!seconds.empty()) out.seconds = median(seconds);
    if (!tps.empty()) out.tokensPerGpuSecond = median(tps);
    if (!tflops.empty()) out.tflopsPerGpu = median(tflops);
    return out;
}

} // namespace gputco
