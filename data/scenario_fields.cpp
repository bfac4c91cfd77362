#include "data/scenario_fields.hpp"

#include <QStringList>

#include <cmath>
#include <limits>
#include <stdexcept>

namespace gputco::data {

namespace {
constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
using K = FieldKind;

const ScenarioField kTop[] = {
    {"name", "Name", "", K::Text, 1, 200, kNone, nullptr, "Unique in the database; any characters."},
    {"currency", "Currency", "", K::Currency, 0, 0, kNone, "CNY|USD|EUR", "The currency of all results."},
    {"horizon_months", "Horizon", "months", K::Integer, 1, 240, 36, nullptr,
     "Period of cumulative cost, break-even and NPV."},
};

const ScenarioField kWorkload[] = {
    {"name", "Name", "", K::Text, 1, 200, kNone, nullptr, ""},
    {"kind", "Kind", "", K::Choice, 0, 0, kNone, "pretrain|finetune|lora|inference|preprocess",
     "Full fine-tuning is the training model on the fine-tuning tokens; LoRA trains adapters on a frozen base."},
    {"params", "Parameters", "", K::Number, 1e7, 1e13, kNone, nullptr,
     "Picks a Llama-style shape: layers = hidden/128, SwiGLU, untied embeddings (docs/training-model.md)."},
    {"tokens", "Tokens per run", "tokens", K::Number, 1, 1e16, kNone, nullptr,
     "Training tokens of one run; compute = 6 x parameters x tokens FLOPs (Kaplan et al. 2020), plus attention."},
    {"seq", "Sequence length", "tokens", K::Integer, 16, 1048576, 2048, nullptr,
     "Attention FLOPs grow with it (4 s^2 h per layer, Narayanan et al. 2021); activations too (Korthikanti et al. 2022)."},
    {"precision", "Precision", "", K::Choice, 0, 0, kNone, "bf16|fp16|fp8|fp4",
     "FP8 from Hopper, FP4 on Blackwell; bf16 runs as fp16 on V100."},
    {"runs_per_month", "Runs per month", "runs", K::Number, 0, 10000, 1, nullptr,
     "How often the team runs it; hours needed a month = runs x hours per run (0.5: one run in two months)."},
};

const ScenarioField kLora[] = {
    {"name", "Name", "", K::Text, 1, 200, kNone, nullptr, ""},
    {"kind", "Kind", "", K::Choice, 0, 0, kNone, "pretrain|finetune|lora|inference|preprocess", ""},
    {"params", "Parameters", "", K::Number, 1e7, 1e13, kNone, nullptr, "The base model's size (Llama-style shape)."},
    {"tokens", "Tokens per run", "tokens", K::Number, 1, 1e16, kNone, nullptr, ""},
    {"seq", "Sequence length", "tokens", K::Integer, 16, 1048576, 2048, nullptr, ""},
    {"lora_rank", "LoRA rank", "", K::Integer, 1, 4096, 16, nullptr, "Adapters r x (d_in + d_out) per adapted matrix (Hu et al. 2021)."},
    {"lora_targets", "Adapted matrices", "", K::Choice, 0, 0, kNone, "attention|all", "Attention Q, K, V, O, or all linear layers."},
    {"qlora", "QLoRA (4-bit base)", "", K::Choice, 0, 0, kNone, "no|yes", "Base weights in 4 bits, dequantised per GEMM."},
    {"precision", "Precision", "", K::Choice, 0, 0, kNone, "bf16|fp16|fp8|fp4", ""},
    {"runs_per_month", "Runs per month", "runs", K::Number, 0, 10000, 1, nullptr, ""},
};

const ScenarioField kInference[] = {
    {"name", "Name", "", K::Text, 1, 200, kNone, nullptr, ""},
    {"kind", "Kind", "", K::Choice, 0, 0, kNone, "pretrain|finetune|lora|inference|preprocess", ""},
    {"params", "Parameters", "", K::Number, 1e7, 1e13, kNone, nullptr, "The served model (Llama-style shape)."},
    {"prompt_tokens", "Prompt", "tokens", K::Number, 1, 1e7, 512, nullptr, ""},
    {"output_tokens", "Answer", "tokens", K::Number, 1, 1e7, 256, nullptr, ""},
    {"peak_qps", "Peak load", "requests/s", K::Number, 0.001, 1e7, kNone, nullptr, "GPUs are sized for this with an M/M/c queue."},
    {"average_qps", "Average load", "requests/s", K::Number, 0.001, 1e7, kNone, nullptr, "Default: half the peak; sets GPU-hours a day."},
    {"p99_ms", "p99 end to end", "ms", K::Number, 1, 1e9, kNone, nullptr, "Optional latency target."},
    {"ttft_ms", "Time to first token", "ms", K::Number, 1, 1e9, kNone, nullptr, "Optional latency target."},
    {"tpot_ms", "Time per output token", "ms", K::Number, 0.1, 1e6, kNone, nullptr, "Optional latency target."},
    {"hours_per_day", "Hours a day", "h", K::Number, 0.1, 24, 24, nullptr, ""},
    {"precision", "Weights", "", K::Choice, 0, 0, kNone, "bf16|fp16|fp8|fp4", "KV cache in FP8 with FP8/FP4 weights."},
};

const ScenarioField kPreprocess[] = {
    {"name", "Name", "", K::Text, 1, 200, kNone, nullptr, ""},
    {"kind", "Kind", "", K::Choice, 0, 0, kNone, "pretrain|finetune|lora|inference|preprocess", ""},
    {"items_per_day", "Items a day", "items", K::Number, 0, 1e12, kNone, nullptr, "E.g. videos to transcribe (OCR + ASR)."},
    {"gpu_seconds_per_item", "GPU time per item", "s on the reference GPU", K::Number, 0, 1e7, kNone, nullptr,
     "Measured once on the reference GPU; other GPUs scale by the geometric mean of compute and bandwidth ratios."},
    {"reference_gpu", "Reference GPU", "", K::GpuId, 0, 0, kNone, nullptr, ""},
};

const ScenarioField kOwn[] = {
    {"name", "Name", "", K::Text, 1, 200, kNone, nullptr, ""},
    {"gpu", "GPU", "", K::GpuId, 0, 0, kNone, nullptr, "A GPU from the catalog."},
    {"servers", "Servers", "servers", K::Integer, 1, 100000, kNone, nullptr, "Capex = servers x server price + network + storage + installation."},
    {"gpus_per_server", "GPUs per server", "GPUs", K::Integer, 1, 72, kNone, nullptr, "Default: the catalog's typical server (8)."},
    {"server_price", "Server price", "{cur}", K::Number, 0, 1e12, kNone, nullptr,
     "Default: the catalog's typical 8-GPU server price, converted from USD."},
    {"network_capex", "Network capex", "{cur}", K::Number, 0, 1e13, 0, nullptr, "Switches, NICs, optics."},
    {"storage_capex", "Storage capex", "{cur}", K::Number, 0, 1e13, 0, nullptr, "Part of the capex; paid at month 0 unless financed."},
    {"install_capex", "Installation capex", "{cur}", K::Number, 0, 1e13, 0, nullptr, "Part of the capex; paid at month 0 unless financed."},
    {"depreciation_years", "Depreciation", "years", K::Number, 0.5, 30, 5, nullptr,
     "Default 5 years: GPU clouds and analysts model GPU servers over 4-5 years (hyperscalers 5-6)."},
    {"residual_fraction", "Residual value", "of capex", K::Number, 0, 0.95, 0, nullptr, "Depreciation = capex x (1 - residual) / (years x 12) a month (straight-line)."},
    {"depreciation", "Schedule", "", K::Choice, 0, 0, kNone, "straight-line|declining-balance|macrs-5",
     "Straight-line: capex x (1 - residual) / (years x 12) a month."},
    {"server_power_kw", "Server power", "kW", K::Number, 0.1, 200, kNone, nullptr,
     "Default: the catalog's rated maximum of the typical server."},
    {"average_load", "Average load", "of rated power", K::Number, 0, 1, 0.8, nullptr, "Power = servers x kW x load x PUE x 730 h x price; 0.8: planner default (servers rarely draw their rated maximum)."},
    {"pue", "PUE", "", K::Number, 1.0, 3.0, 1.3, nullptr,
     "Power = servers x kW x load x PUE x 730 h x price. 1.1 hyperscale, 1.3 China new-DC limit, 1.54 industry average."},
    {"electricity_per_kwh", "Electricity", "{cur}/kWh", K::Number, 0, 100, kNone, nullptr,
     "US industrial ~0.08 USD (EIA 2024); China 0.3-0.8 CNY."},
    {"colocation_per_kw_month", "Colocation", "{cur}/kW-month", K::Number, 0, 1e6, 0, nullptr,
     "Billed on provisioned kW; North America average asking rent $184/kW-month (CBRE H2 2024)."},
    {"maintenance_fraction_per_year", "Maintenance", "of capex per year", K::Number, 0, 1, 0, nullptr, "Maintenance = capex x fraction / 12 a month."},
    {"staff_per_month", "Staff", "{cur}/month", K::Number, 0, 1e9, 0, nullptr, "Added to every month of owning."},
    {"interest_rate", "Interest rate", "per year", K::Number, 0, 1, 0, nullptr,
     "Above 0 the capex is paid as an annuity over the depreciation years; interest is its own line."},
    {"discount_rate", "Discount rate", "per year", K::Number, 0, 1, 0, nullptr, "For the NPV."},
    {"fabric", "Fabric", "", K::FabricId, 0, 0, kNone, nullptr, "Scale-out network between servers."},
    {"storage", "Storage", "", K::StorageId, 0, 0, kNone, nullptr, "Feeds training data; takes checkpoints."},
};

const ScenarioField kRent[] = {
    {"name", "Name", "", K::Text, 1, 200, kNone, nullptr, ""},
    {"gpu", "GPU", "", K::GpuId, 0, 0, kNone, nullptr, "A GPU from the catalog."},
    {"gpus", "GPUs", "GPUs", K::Integer, 1, 1048576, kNone, nullptr, "Rent = GPUs x price x 730 h (committed) or x the hours needed (on demand)."},
    {"gpus_per_node", "GPUs per node", "GPUs", K::Integer, 1, 72, 8, nullptr, ""},
    {"price_per_gpu_hour", "Price", "{cur}/GPU-hour", K::Number, 0.001, 10000, kNone, nullptr,
     "Catalog prices: gpu-tco catalog --table cloud (e.g. H100 $3.29 Lambda, A100 10 CNY China clouds)."},
    {"billing", "Billing", "", K::Choice, 0, 0, kNone, "committed|on-demand",
     "Committed pays 730 h a month; on-demand the hours the workloads need."},
    {"storage_per_month", "Storage", "{cur}/month", K::Number, 0, 1e10, 0, nullptr, "Added to every month as its own cost line; from the provider's price list."},
    {"egress_per_month", "Egress", "{cur}/month", K::Number, 0, 1e10, 0, nullptr, "Data transfer out, added to every month; from the provider's price list."},
    {"fabric", "Fabric", "", K::FabricId, 0, 0, kNone, nullptr, ""},
    {"storage", "Storage tier", "", K::StorageId, 0, 0, kNone, nullptr, ""},
};

QString number(double v) { return QString::number(v, 'g', 6); }
} // namespace

std::span<const ScenarioField> scenarioTopFields() { return kTop; }
std::span<const ScenarioField> workloadFields() { return kWorkload; }
std::span<const ScenarioField> ownOptionFields() { return kOwn; }
std::span<const ScenarioField> loraWorkloadFields() { return kLora; }
std::span<const ScenarioField> inferenceWorkloadFields() { return kInference; }
std::span<const ScenarioField> preprocessWorkloadFields() { return kPreprocess; }
std::span<const ScenarioField> workloadFieldsFor(const QString& kind) {
    if (kind == u"lora") return kLora;
    if (kind == u"inference") return kInference;
    if (kind == u"preprocess") return kPreprocess;
    return kWorkload;
}
std::span<const ScenarioField> rentOptionFields() { return kRent; }

const ScenarioField& scenarioField(std::span<const ScenarioField> fields, const char* key) {
    for (const ScenarioField& f : fields)
        if (std::string_view(f.key) == key) return f;
    throw std::logic_error(std::string("no scenario field ") + key);
}

QString unitText(const ScenarioField& f, const QString& currency) {
    return QString::fromLatin1(f.unit).replace(QStringLiteral("{cur}"), currency);
}

QString rangeText(const ScenarioField& f, const QString& currency) {
    if (f.kind == FieldKind::Choice) return QString::fromLatin1(f.choices).replace(u'|', QStringLiteral(", "));
    if (f.kind != FieldKind::Number && f.kind != FieldKind::Integer) return {};
    const QString unit = unitText(f, currency);
    return QStringLiteral("%1 to %2%3").arg(number(f.min), number(f.max), unit.isEmpty() ? QString() : u' ' + unit);
}

std::optional<QString> checkFieldValue(const ScenarioField& f, const QJsonValue& v, const QString& currency) {
    const QString name = QString::fromLatin1(f.key);
    switch (f.kind) {
    case FieldKind::Number:
    case FieldKind::Integer: {
        if (!v.isDouble()) return QStringLiteral("%1: a number is required (allowed %2)").arg(name, rangeText(f, currency));
        const double x = v.toDouble();
        if (!std::isfinite(x) || x < f.min || x > f.max || (f.kind == FieldKind::Integer && std::floor(x) != x))
            return QStringLiteral("%1: %2 is out of range; allowed %3%4")
                .arg(name, number(x), rangeText(f, currency), f.kind == FieldKind::Integer ? QStringLiteral(" (whole number)") : QString());
        return std::nullopt;
    }
    case FieldKind::Text:
        if (v.toString().trimmed().isEmpty()) return QStringLiteral("%1: must not be empty").arg(name);
        if (v.toString().size() > f.max) return QStringLiteral("%1: at most %2 characters").arg(name).arg(f.max);
        return std::nullopt;
    case FieldKind::Choice:
    case FieldKind::Currency:
        if (!QString::fromLatin1(f.choices).split(u'|').contains(v.toString()))
            return QStringLiteral("%1: '%2' is not one of %3").arg(name, v.toString(), rangeText(f, currency));
        return std::nullopt;
    default:
        return v.toString().isEmpty() ? std::optional<QString>(QStringLiteral("%1: choose one").arg(name)) : std::nullopt;
    }
}

} // namespace gputco::data
