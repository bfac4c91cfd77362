#include "app/cli/flag_ranges.hpp"

#include "core/training/model_shape.hpp"
#include "core/validation.hpp"

#include <QRegularExpression>
#include <QStringList>

#include <array>
#include <cmath>
#include <string>

namespace gputco::cli {

namespace {
// Ranges: wide enough for any real cluster or model, narrow enough to refuse
// nonsense (0 or negative counts, a 1e-300 token count) before the model runs.
constexpr std::array kFlags{
    // model shape
    FlagRange{"params", kMinLlamaParams, kMaxLlamaParams, false, "parameters"}, // what llamaShapeForParams takes
    FlagRange{"layers", 1, 1000, true, "layers"},
    FlagRange{"hidden", 1, 1048576, true, ""},
    FlagRange{"heads", 1, 4096, true, "heads"},
    FlagRange{"kv-heads", 1, 4096, true, "heads"},
    FlagRange{"ffn", 1, 4194304, true, ""},
    FlagRange{"vocab", 1, 16777216, true, "tokens"},
    FlagRange{"head-dim", 1, 1024, true, ""},
    FlagRange{"experts", 1, 4096, true, "experts"},
    FlagRange{"active-experts", 1, 4096, true, "experts"},
    FlagRange{"shared-experts", 0, 64, true, "experts"},
    FlagRange{"expert-ffn", 1, 4194304, true, ""},
    FlagRange{"moe-every", 1, 1000, true, "layers"},
    FlagRange{"first-dense-layers", 0, 999, true, "layers"},
    FlagRange{"kv-lora-rank", 1, 1048576, true, ""},
    FlagRange{"q-lora-rank", 0, 1048576, true, ""},
    FlagRange{"qk-rope-dim", 0, 1024, true, ""},
    FlagRange{"qk-nope-dim", 0, 1024, true, ""},
    FlagRange{"v-head-dim", 0, 1024, true, ""},
    // cluster and training run
    FlagRange{"gpus", 1, 1048576, true, "GPUs"},
    FlagRange{"plan-gpus", 1, 1048576, true, "GPUs"},
    FlagRange{"gpus-per-node", 1, 1024, true, "GPUs"},
    FlagRange{"max-servers", 0, 4096, true, "servers"}, // plan: most servers per tranche
    FlagRange{"deadline-days", 0.01, 3650, false, "days"},
    FlagRange{"tokens", 1, 1e16, false, "tokens"},
    FlagRange{"seq", 1, 16777216, true, "tokens"},
    FlagRange{"global-batch-tokens", 1, 1e12, false, "tokens"},
    FlagRange{"bytes-per-token", 0.01, 1e6, false, "bytes"},
    FlagRange{"tp", 1, 1024, true, ""},
    FlagRange{"pp", 1, 1024, true, ""},
    FlagRange{"interleave", 1, 1024, true, ""},
    FlagRange{"micro-batch", 1, 1048576, true, "sequences"},
    FlagRange{"zero", 0, 3, true, ""},
    FlagRange{"ep", 1, 4096, true, ""},
    FlagRange{"cp", 1, 1024, true, ""},
    FlagRange{"etp", 1, 8, true, ""},
    FlagRange{"moe-imbalance", 1, 8, false, ""},
    FlagRange{"lora-rank", 1, 65536, true, ""},
    FlagRange{"failure-rate", 0, 1, false, "per GPU-hour"},
    FlagRange{"restart-minutes", 0, 10080, false, "minutes"},
    FlagRange{"checkpoint-minutes", 0.1, 1e6, false, "minutes"},
    FlagRange{"checkpoint-minutes-late", 0.1, 1e6, false, "minutes"},
    FlagRange{"checkpoint-early-fraction", 0, 1, false, ""},
    FlagRange{"gpu-load", 0.01, 1.5, false, "of TDP"},
    // serving
    FlagRange{"prompt-tokens", 1, 16777216, true, "tokens"},
    FlagRange{"output-tokens", 1, 16777216, true, "tokens"},
    FlagRange{"batch", 1, 1048576, true, "sequences"},
    FlagRange{"qps", 1e-6, 1e9, false, "requests/s"},
    FlagRange{"p99-ms", 1e-3, 1e9, false, "ms"},
    FlagRange{"ttft-ms", 1e-3, 1e9, false, "ms"},
    FlagRange{"tpot-ms", 1e-3, 1e9, false, "ms"},
};
// Whole numbers in full ("1048576", not "1.04858e+06"); others as formatNumber does.
std::string show(double v) {
    if (std::isfinite(v) && std::floor(v) == v && std::abs(v) < 1e15) return std::to_string((long long)v);
    return formatNumber(v);
}
} // namespace

const FlagRange* findFlagRange(std::string_view name) {
    for (const FlagRange& f : kFlags)
        if (f.name == name) return &f;
    return nullptr;
}

std::string rangeText(const FlagRange& f) {
    return show(f.lo) + " to " + show(f.hi) + (f.unit.empty() ? "" : " " + std::string(f.unit));
}

QString helpWithRanges(const QString& help) {
    static const QRegularExpression option(QStringLiteral("^  (?:-\\w, )?--([a-z0-9-]+) <([^>]+)>( +)"));
    const QStringList lines = help.split(u'\n');
    QStringList out;
    for (int i = 0; i < lines.size(); ++i) {
        out << lines[i];
        const QRegularExpressionMatch m = option.match(lines[i]);
        // a flag of the same name that takes names, not a number (plan --gpus <IDS>), has no range
        const bool names = m.hasMatch() && m.captured(2) == QLatin1String("IDS");
        const FlagRange* f = m.hasMatch() && !names ? findFlagRange(m.captured(1).toStdString()) : nullptr;
        if (!f) continue;
        const qsizetype indent = m.capturedEnd(3);
        // The description's continuation lines, indented as far as it starts.
        while (i + 1 < lines.size() && lines[i + 1].size() > indent && lines[i + 1].left(indent).trimmed().isEmpty())
            out << lines[++i];
        out << QString(indent, u' ') + QStringLiteral("Allowed: %1%2.")
                                           .arg(QString::fromStdString(rangeText(*f)),
                                                f->integer ? QStringLiteral(", whole numbers") : QString());
    }
    return out.join(u'\n');
}

void checkFlag(std::string_view name, double v) {
    const FlagRange* f = findFlagRange(name);
    if (!f) return;
    const std::string flag = "--" + std::string(name);
    const std::string range = rangeText(*f);
    if (!std::isfinite(v) || v < f->lo || v > f->hi)
        throw InputError(flag, formatNumber(v) + " is out of range; allowed " + range);
    if (f->integer && std::floor(v) != v) throw InputError(flag, show(v) + " must be a whole number from " + range);
}

} // namespace gputco::cli
