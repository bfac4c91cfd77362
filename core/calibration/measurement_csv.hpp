#pragma once
// Measured throughputs as CSV text, one measurement per row (the caller reads the file):
//   gpu,gpus,params,seq,global_batch_tokens,tokens_per_s
//   H100-SXM5-80GB,8,7B,4096,4M,29500
// The model is given by `params` or by the shape columns layers, hidden, heads
// (optional kv_heads, ffn, vocab, mlp), as on the command line; tokens_per_s is the
// whole cluster's steady-state throughput. Blank lines and lines starting with '#'
// are skipped. Each column except tokens_per_s maps to the training option of the
// same name (underscores as dashes), so the CLI checks the values as it does its own.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gputco {

struct CsvMeasurement {
    int line = 0;                                            // in the file, from 1
    std::vector<std::pair<std::string, std::string>> fields; // column -> text, without tokens_per_s
    double tokensPerSecond = 0;
};

// Throws InputError naming the line and column: unknown or missing columns, a row
// with the wrong number of cells, tokens_per_s not a positive number, no rows.
std::vector<CsvMeasurement> parseMeasurementCsv(std::string_view text);

} // namespace gputco
