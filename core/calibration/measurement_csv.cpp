#include "core/calibration/measurement_csv.hpp"

#include "core/parse_number.hpp"
#include "core/validation.hpp"

#include <algorithm>
#include <array>

namespace gputco {

namespace {
constexpr std::array<std::string_view, 13> kColumns{"gpu",         "gpus",  "params",   "layers",
                                                    "hidden",      "heads", "kv_heads", "ffn",
                                                    "vocab",       "mlp",   "seq",      "global_batch_tokens",
                                                    "tokens_per_s"};

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

std::vector<std::string> cells(std::string_view line) {
    std::vector<std::string> out;
    for (;;) {
        const auto comma = line.find(',');
        out.emplace_back(trim(line.substr(0, comma)));
        if (comma == std::string_view::npos) return out;
        line.remove_prefix(comma + 1);
    }
}

void checkHeader(const std::vector<std::string>& header) {
    std::string allowed;
    for (std::string_view c : kColumns) allowed += (allowed.empty() ? "" : ", ") + std::string(c);
    for (const std::string& h : header)
        if (std::find(kColumns.begin(), kColumns.end(), h) == kColumns.end())
            throw InputError("csv",
                             std::string("line 1: unknown column '").append(h).append("'; columns: ").append(allowed));
    auto has = [&](std::string_view c) { return std::find(header.begin(), header.end(), c) != header.end(); };
    for (std::string_view c : {"gpu", "gpus", "seq", "global_batch_tokens", "tokens_per_s"})
        if (!has(c)) throw InputError("csv", "line 1: missing column '" + std::string(c) + "'; columns: " + allowed);
    if (!has("params") && !(has("layers") && has("hidden") && has("heads")))
        throw InputError("csv", "line 1: give the model as a 'params' column or as 'layers', 'hidden' and 'heads'");
}
} // namespace

std::vector<CsvMeasurement> parseMeasurementCsv(std::string_view text) {
    std::vector<std::string> header;
    std::vector<CsvMeasurement> rows;
    int lineNo = 0;
    while (!text.empty()) {
        const auto nl = text.find('\n');
        const std::string_view line = trim(text.substr(0, nl));
        text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
        ++lineNo;
        if (line.empty() || line.front() == '#') continue;
        std::vector<std::string> c = cells(line);
        if (header.empty()) {
            header = std::move(c);
            checkHeader(header);
            continue;
        }
        const std::string where = "line " + std::to_string(lineNo);
        if (c.size() != header.size())
            throw InputError("csv", where + ": " + std::to_string(c.size()) + " cells, the header has " +
                                        std::to_string(header.size()));
        CsvMeasurement row;
        row.line = lineNo;
        for (std::size_t i = 0; i < c.size(); ++i) {
            if (header[i] != "tokens_per_s") {
                if (!c[i].empty()) row.fields.emplace_back(header[i], c[i]);
                continue;
            }
            const auto v = parseScaledNumber(c[i]);
            if (!v || !(*v > 0))
                throw InputError("csv", where + ": tokens_per_s '" + c[i] + "' is not a positive number");
            row.tokensPerSecond = *v;
        }
        rows.push_back(std::move(row));
    }
    if (rows.empty())
        throw InputError("csv", "no measurement rows (expected a header line and one row per measurement)");
    return rows;
}

} // namespace gputco
