#pragma once
// Step times read from a training framework's log text (the caller reads the file;
// core does no I/O). The line formats are the tools' own, taken from their source:
//  - Megatron-LM (and NeMo 2 / Megatron-Bridge, which print through it):
//    megatron/training/training.py, training_log():
//      " [2026-01-05 10:00:00.000000] iteration      100/    5000 | consumed samples: ... |
//        elapsed time per iteration (ms): 6512.3 | throughput per GPU (TFLOP/s/GPU): 402.1 |
//        ... | global batch size:   128 | lm loss: ... |"
//    (the throughput part only with --log-throughput);
//  - torchtitan: torchtitan/components/metrics.py, MetricsProcessor.log():
//      "[titan] ... - INFO - step: 100  loss:  3.21  grad_norm: ... memory: ...GiB(...%)
//        tps: 3,456  tflops: 201.35  mfu: 20.36%"
//    with ANSI colour codes around each field (torchtitan/tools/utils.py, Color),
//    "tps" the tokens per second per GPU, thousands separated by ','. Its
//    "validate step:" lines are evaluation, not training, and are ignored.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

enum class LogFormat { Megatron, Torchtitan };
std::optional<LogFormat> logFormatFromName(std::string_view name); // "megatron", "torchtitan"
std::string_view logFormatName(LogFormat f);
// One line the parser recognises, for the "no iteration lines found" message.
std::string_view exampleLogLine(LogFormat f);

// One logged training step (Megatron: the average over the log interval ending at it).
struct LogStep {
    long step = 0;
    std::optional<double> seconds;            // Megatron: elapsed time per iteration
    std::optional<double> tokensPerGpuSecond; // torchtitan: tps
    std::optional<double> tflopsPerGpu;       // Megatron throughput per GPU; torchtitan tflops
    std::optional<long> globalBatchSequences; // Megatron: global batch size
};

std::vector<LogStep> parseLog(LogFormat f, std::string_view text);
std::vector<LogStep> parseMegatronLog(std::string_view text);
std::vector<LogStep> parseTorchtitanLog(std::string_view text);

// Steady state of a log. Warm-up rule: the first logged line (Megatron logs its first
// iteration on its own "to document initialization overhead"; torchtitan's first step
// includes compilation) and every line within the first 10 % of the logged iterations
// (step <= first + 0.1 x (last - first), so a resumed run warms up again) are skipped;
// the median of the rest is used, so that one slow interval (a checkpoint, an
// evaluation) does not move it.
struct LogSummary {
    std::size_t lines = 0;  // iteration lines found
    std::size_t warmup = 0; // of them skipped
    long firstStep = 0, lastStep = 0;
    std::optional<double> seconds;            // median elapsed seconds per iteration
    std::optional<double> tokensPerGpuSecond; // median tps
    std::optional<double> tflopsPerGpu;       // median throughput per GPU
    std::optional<long> globalBatchSequences; // the last one logged
};

// Throws InputError("log", ...) when every line is warm-up or `steps` is empty.
LogSummary summarizeLog(const std::vector<LogStep>& steps);

} // namespace gputco
