#include "data/scenario_fields.hpp"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>
#include <limits>
#include <stdexcept>

namespace gputco::data {

namespace {
constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
using K = FieldKind;

const ScenarioField kTop[] = {
    {"name", QT_TRANSLATE_NOOP("ScenarioField", "Name"), "", K::Text, 1, 200, kNone, nullptr,
     "Unique in the database; any characters."},
    {"currency", QT_TRANSLATE_NOOP("ScenarioField", "Currency"), "", K::Currency, 0, 0, kNone, "CNY|USD|EUR",
     "The currency of all results."},
    {"horizon_months", QT_TRANSLATE_NOOP("ScenarioField", "Horizon"), QT_TRANSLATE_NOOP("ScenarioField", "months"),
     K::Integer, 1, 240, 36, nullptr, "Period of the horizon cost, break-even and the recommendation."},
    {"discount_rate", QT_TRANSLATE_NOOP("ScenarioField", "Discount rate"),
     QT_TRANSLATE_NOOP("ScenarioField", "per year"), K::Number, 0, 1, 0.08, nullptr,
     "One rate for every option: monthly cash flows discounted at rate / 12 (docs/cost-model.md)."},
    {"hardware_price_trend", QT_TRANSLATE_NOOP("ScenarioField", "Hardware price trend"),
     QT_TRANSLATE_NOOP("ScenarioField", "per year"), K::Number, -0.5, 0.5, -0.15, nullptr,
     "A refresh (horizon longer than the depreciation life) buys the same servers at this trend. -15 %/year: "
     "GPU price-performance doubles every ~2.5 years (Epoch AI 2022, [EPOCH-PP])."},
    {"cloud_price_trend", QT_TRANSLATE_NOOP("ScenarioField", "Cloud price trend"),
     QT_TRANSLATE_NOOP("ScenarioField", "per year"), K::Number, -0.5, 0.5, -0.10, nullptr,
     "Rent prices change by this each year (each renewal for 1- and 3-year terms). -10 %/year: Lambda H100 "
     "3.49 (Jan 2024) -> 2.99 (Sep 2024) [EPOCH-HWP]; H100 specialty clouds 2.50-3.50 (May 2026) [MERCATUS]."},
};

const ScenarioField kWorkload[] = {
    {"name", QT_TRANSLATE_NOOP("ScenarioField", "Name"), "", K::Text, 1, 200, kNone, nullptr, ""},
    {"kind", QT_TRANSLATE_NOOP("ScenarioField", "Kind"), "", K::Choice, 0, 0, kNone,
     "pretrain|finetune|lora|inference|preprocess",
     "Full fine-tuning is the training model on the fine-tuning tokens; LoRA trains adapters on a frozen base."},
    {"model", QT_TRANSLATE_NOOP("ScenarioField", "Model"), "", K::ModelPreset, 0, 0, kNone, nullptr,
     "A published model (its experts, attention and sizes: docs/training-model.md), or a Llama-style shape sized by "
     "Parameters."},
    {"params", QT_TRANSLATE_NOOP("ScenarioField", "Parameters"), "", K::Number, 1e7, 1e13, kNone, nullptr,
     "Picks a Llama-style shape: layers = hidden/128, SwiGLU, untied embeddings (docs/training-model.md)."},
    {"tokens", QT_TRANSLATE_NOOP("ScenarioField", "Tokens per run"), QT_TRANSLATE_NOOP("ScenarioField", "tokens"),
     K::Number, 1, 1e16, kNone, nullptr,
     "Training tokens of one run; compute = 6 x parameters x tokens FLOPs (Kaplan et al. 2020), plus attention."},
    {"seq", QT_TRANSLATE_NOOP("ScenarioField", "Sequence length"), QT_TRANSLATE_NOOP("ScenarioField", "tokens"),
     K::Integer, 16, 1048576, 2048, nullptr,
     "Attention FLOPs grow with it (4 s^2 h per layer, Narayanan et al. 2021); activations too (Korthikanti et al. "
     "2022)."},
    {"precision", QT_TRANSLATE_NOOP("ScenarioField", "Precision"), "", K::Choice, 0, 0, kNone, "bf16|fp16|fp8|fp4",
     "FP8 from Hopper, FP4 on Blackwell; bf16 runs as fp16 on V100."},
    {"pipeline_schedule", QT_TRANSLATE_NOOP("ScenarioField", "Pipeline schedule"), "", K::Choice, 0, 0, kNone,
     "1f1b|dualpipe",
     "1f1b: Megatron's (p - 1) micro-batch bubble. dualpipe: DeepSeek-V3's (arXiv:2412.19437 sec. 3.2.1), a smaller "
     "bubble for two stages' weights per GPU and an even pipeline degree."},
    {"moe_dispatcher", QT_TRANSLATE_NOOP("ScenarioField", "MoE dispatcher"), "", K::Choice, 0, 0, kNone,
     "alltoall|deepep|hybridep|hybridep-sync-free",
     "MoE models only. alltoall (Megatron's default) and deepep leave ~6 ms of host time per MoE layer and "
     "micro-batch; hybridep fuses permute and dispatch; hybridep-sync-free also sizes the expert buffers statically "
     "(a capacity factor), so no host time is left (docs/training-model.md)."},
    {"grad_reduce", QT_TRANSLATE_NOOP("ScenarioField", "Gradient reduce"), "", K::Choice, 0, 0, kNone, "fp32|bf16",
     "fp32: Megatron's default. bf16: half the gradient memory and traffic, as Megatron-Bridge's performance "
     "recipes run (grad_reduce_in_fp32 = False)."},
    {"runs_per_month", QT_TRANSLATE_NOOP("ScenarioField", "Runs per month"), QT_TRANSLATE_NOOP("ScenarioField", "runs"),
     K::Number, 0, 10000, 1, nullptr,
     "How often the team runs it; hours needed a month = runs x hours per run (0.5: one run in two months)."},
};

const ScenarioField kLora[] = {
    {"name", QT_TRANSLATE_NOOP("ScenarioField", "Name"), "", K::Text, 1, 200, kNone, nullptr, ""},
    {"kind", QT_TRANSLATE_NOOP("ScenarioField", "Kind"), "", K::Choice, 0, 0, kNone,
     "pretrain|finetune|lora|inference|preprocess", ""},
    {"model", QT_TRANSLATE_NOOP("ScenarioField", "Model"), "", K::ModelPreset, 0, 0, kNone, nullptr,
     "A published model (its experts, attention and sizes: docs/training-model.md), or a Llama-style shape sized by "
     "Parameters."},
    {"params", QT_TRANSLATE_NOOP("ScenarioField", "Parameters"), "", K::Number, 1e7, 1e13, kNone, nullptr,
     "The base model's size (Llama-style shape)."},
    {"tokens", QT_TRANSLATE_NOOP("ScenarioField", "Tokens per run"), QT_TRANSLATE_NOOP("ScenarioField", "tokens"),
     K::Number, 1, 1e16, kNone, nullptr, ""},
    {"seq", QT_TRANSLATE_NOOP("ScenarioField", "Sequence length"), QT_TRANSLATE_NOOP("ScenarioField", "tokens"),
     K::Integer, 16, 1048576, 2048, nullptr, ""},
    {"lora_rank", QT_TRANSLATE_NOOP("ScenarioField", "LoRA rank"), "", K::Integer, 1, 4096, 16, nullptr,
     "Adapters r x (d_in + d_out) per adapted matrix (Hu et al. 2021)."},
    {"lora_targets", QT_TRANSLATE_NOOP("ScenarioField", "Adapted matrices"), "", K::Choice, 0, 0, kNone,
     "attention|all", "Attention Q, K, V, O, or all linear layers."},
    {"qlora", QT_TRANSLATE_NOOP("ScenarioField", "QLoRA (4-bit base)"), "", K::Choice, 0, 0, kNone, "no|yes",
     "Base weights in 4 bits, dequantised per GEMM."},
    {"precision", QT_TRANSLATE_NOOP("ScenarioField", "Precision"), "", K::Choice, 0, 0, kNone, "bf16|fp16|fp8|fp4", ""},
    {"runs_per_month", QT_TRANSLATE_NOOP("ScenarioField", "Runs per month"), QT_TRANSLATE_NOOP("ScenarioField", "runs"),
     K::Number, 0, 10000, 1, nullptr, ""},
};

const ScenarioField kInference[] = {
    {"name", QT_TRANSLATE_NOOP("ScenarioField", "Name"), "", K::Text, 1, 200, kNone, nullptr, ""},
    {"kind", QT_TRANSLATE_NOOP("ScenarioField", "Kind"), "", K::Choice, 0, 0, kNone,
     "pretrain|finetune|lora|inference|preprocess", ""},
    {"model", QT_TRANSLATE_NOOP("ScenarioField", "Model"), "", K::ModelPreset, 0, 0, kNone, nullptr,
     "A published model (its experts, attention and sizes: docs/training-model.md), or a Llama-style shape sized by "
     "Parameters."},
    {"params", QT_TRANSLATE_NOOP("ScenarioField", "Parameters"), "", K::Number, 1e7, 1e13, kNone, nullptr,
     "The served model (Llama-style shape)."},
    {"prompt_tokens", QT_TRANSLATE_NOOP("ScenarioField", "Prompt"), QT_TRANSLATE_NOOP("ScenarioField", "tokens"),
     K::Number, 1, 1e7, 512, nullptr, ""},
    {"output_tokens", QT_TRANSLATE_NOOP("ScenarioField", "Answer"), QT_TRANSLATE_NOOP("ScenarioField", "tokens"),
     K::Number, 1, 1e7, 256, nullptr, ""},
    {"peak_qps", QT_TRANSLATE_NOOP("ScenarioField", "Peak load"), QT_TRANSLATE_NOOP("ScenarioField", "requests/s"),
     K::Number, 0.001, 1e7, kNone, nullptr, "GPUs are sized for this with an M/M/c queue."},
    {"average_qps", QT_TRANSLATE_NOOP("ScenarioField", "Average load"),
     QT_TRANSLATE_NOOP("ScenarioField", "requests/s"), K::Number, 0.001, 1e7, kNone, nullptr,
     "Default: half the peak; sets GPU-hours a day."},
    {"p99_ms", QT_TRANSLATE_NOOP("ScenarioField", "p99 end to end"), QT_TRANSLATE_NOOP("ScenarioField", "ms"),
     K::Number, 1, 1e9, kNone, nullptr, "Optional latency target."},
    {"ttft_ms", QT_TRANSLATE_NOOP("ScenarioField", "Time to first token"), QT_TRANSLATE_NOOP("ScenarioField", "ms"),
     K::Number, 1, 1e9, kNone, nullptr, "Optional latency target."},
    {"tpot_ms", QT_TRANSLATE_NOOP("ScenarioField", "Time per output token"), QT_TRANSLATE_NOOP("ScenarioField", "ms"),
     K::Number, 0.1, 1e6, kNone, nullptr, "Optional latency target."},
    {"hours_per_day", QT_TRANSLATE_NOOP("ScenarioField", "Hours a day"), QT_TRANSLATE_NOOP("ScenarioField", "h"),
     K::Number, 0.1, 24, 24, nullptr, ""},
    {"cached_prompt_share", QT_TRANSLATE_NOOP("ScenarioField", "Cached prompt share"),
     QT_TRANSLATE_NOOP("ScenarioField", "of prompt tokens"), K::Number, 0, 1, 0, nullptr,
     "API options: the share of prompt tokens billed at the provider's cache-hit price (a shared system prompt)."},
    {"precision", QT_TRANSLATE_NOOP("ScenarioField", "Weights"), "", K::Choice, 0, 0, kNone, "bf16|fp16|fp8|fp4",
     "KV cache in FP8 with FP8/FP4 weights."},
};

const ScenarioField kPreprocess[] = {
    {"name", QT_TRANSLATE_NOOP("ScenarioField", "Name"), "", K::Text, 1, 200, kNone, nullptr, ""},
    {"kind", QT_TRANSLATE_NOOP("ScenarioField", "Kind"), "", K::Choice, 0, 0, kNone,
     "pretrain|finetune|lora|inference|preprocess", ""},
    {"items_per_day", QT_TRANSLATE_NOOP("ScenarioField", "Items a day"), QT_TRANSLATE_NOOP("ScenarioField", "items"),
     K::Number, 0, 1e12, kNone, nullptr, "E.g. videos to transcribe (OCR + ASR)."},
    {"gpu_seconds_per_item", QT_TRANSLATE_NOOP("ScenarioField", "GPU time per item"),
     QT_TRANSLATE_NOOP("ScenarioField", "s on the reference GPU"), K::Number, 0, 1e7, kNone, nullptr,
     "Measured once on the reference GPU; other GPUs scale by the geometric mean of compute and bandwidth ratios."},
    {"reference_gpu", QT_TRANSLATE_NOOP("ScenarioField", "Reference GPU"), "", K::GpuId, 0, 0, kNone, nullptr, ""},
};

// Own and rent options alike may name a calibration profile (issue 11).
const ScenarioField kCalibrationField = {
    "calibration",
    "Calibration profile",
    "",
    K::Text,
    0,
    64,
    kNone,
    nullptr,
    "A profile from gpu-tco calibrate (your measured step times): it replaces the model's kernel-efficiency factors "
    "for this option's training. Empty: none."};

const ScenarioField kOwn[] = {
    {"name", QT_TRANSLATE_NOOP("ScenarioField", "Name"), "", K::Text, 1, 200, kNone, nullptr, ""},
    {"gpu", QT_TRANSLATE_NOOP("ScenarioField", "GPU"), "", K::GpuId, 0, 0, kNone, nullptr, "A GPU from the catalog."},
    {"servers", QT_TRANSLATE_NOOP("ScenarioField", "Servers"), QT_TRANSLATE_NOOP("ScenarioField", "servers"),
     K::Integer, 1, 100000, kNone, nullptr, "Capex = servers x server price + network + storage + installation."},
    {"gpus_per_server", QT_TRANSLATE_NOOP("ScenarioField", "GPUs per server"),
     QT_TRANSLATE_NOOP("ScenarioField", "GPUs"), K::Integer, 1, 72, kNone, nullptr,
     "Default: the catalog's typical server (8)."},
    {"server_price", QT_TRANSLATE_NOOP("ScenarioField", "Server price"), QT_TRANSLATE_NOOP("ScenarioField", "{cur}"),
     K::Number, 0, 1e12, kNone, nullptr, "Default: the catalog's typical 8-GPU server price, converted from USD."},
    {"network_capex", QT_TRANSLATE_NOOP("ScenarioField", "Network capex"), QT_TRANSLATE_NOOP("ScenarioField", "{cur}"),
     K::Number, 0, 1e13, kNone, nullptr,
     "Default: fat tree of the fabric for the cluster size: (2 tiers - 1) switch ports + tiers x (2 optics + cable) "
     "per GPU."},
    {"storage_capex", QT_TRANSLATE_NOOP("ScenarioField", "Storage capex"), QT_TRANSLATE_NOOP("ScenarioField", "{cur}"),
     K::Number, 0, 1e13, kNone, nullptr, "Default: site storage TB per GPU x price per TB."},
    {"install_capex", QT_TRANSLATE_NOOP("ScenarioField", "Installation capex"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}"), K::Number, 0, 1e13, kNone, nullptr,
     "Default: site install cost per server."},
    {"depreciation_years", QT_TRANSLATE_NOOP("ScenarioField", "Depreciation"),
     QT_TRANSLATE_NOOP("ScenarioField", "years"), K::Number, 0.5, 30, 5, nullptr,
     "Default 5 years: GPU clouds and analysts model GPU servers over 4-5 years (hyperscalers 5-6)."},
    {"residual_fraction", QT_TRANSLATE_NOOP("ScenarioField", "Residual value"),
     QT_TRANSLATE_NOOP("ScenarioField", "of capex"), K::Number, 0, 0.95, 0, nullptr,
     "Depreciation = capex x (1 - residual) / (years x 12) a month (straight-line)."},
    {"depreciation", QT_TRANSLATE_NOOP("ScenarioField", "Schedule"), "", K::Choice, 0, 0, kNone,
     "straight-line|declining-balance|macrs-5", "Straight-line: capex x (1 - residual) / (years x 12) a month."},
    {"server_power_kw", QT_TRANSLATE_NOOP("ScenarioField", "Server power"), QT_TRANSLATE_NOOP("ScenarioField", "kW"),
     K::Number, 0.1, 200, kNone, nullptr, "Default: the catalog's rated maximum of the typical server."},
    {"busy_load", QT_TRANSLATE_NOOP("ScenarioField", "Busy draw"), QT_TRANSLATE_NOOP("ScenarioField", "of rated power"),
     K::Number, 0, 1, 0.8, nullptr,
     "Draw while training: ~0.8 of the rated maximum (DGX H100 10.2 kW max; GPUs at TDP, CPUs and fans below max)."},
    {"idle_load", QT_TRANSLATE_NOOP("ScenarioField", "Idle draw"), QT_TRANSLATE_NOOP("ScenarioField", "of rated power"),
     K::Number, 0, 1, 0.25, nullptr, "Idle servers: GPUs ~10 % of TDP, CPUs, fans, NICs (estimate)."},
    {"utilization", QT_TRANSLATE_NOOP("ScenarioField", "Planned utilisation"),
     QT_TRANSLATE_NOOP("ScenarioField", "share of hours"), K::Number, 0, 1, kNone, nullptr,
     "Default: the hours the scenario's workloads need / 730."},
    {"site", QT_TRANSLATE_NOOP("ScenarioField", "Site profile"), "", K::Text, 1, 64, kNone, nullptr,
     "Data-centre costs the blanks default to (gpu-tco site list)."},
    {"pue", QT_TRANSLATE_NOOP("ScenarioField", "PUE"), "", K::Number, 1.0, 3.0, kNone, nullptr,
     "Power = servers x kW x (idle + (busy - idle) x utilisation) x PUE x 730 h x price. Default: site profile."},
    {"electricity_per_kwh", QT_TRANSLATE_NOOP("ScenarioField", "Electricity"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/kWh"), K::Number, 0, 100, kNone, nullptr,
     "Default: site profile. US industrial ~0.08 USD (EIA 2024); China 0.3-0.8 CNY."},
    {"electricity_escalation", QT_TRANSLATE_NOOP("ScenarioField", "Electricity escalation"),
     QT_TRANSLATE_NOOP("ScenarioField", "per year"), K::Number, -0.5, 1, kNone, nullptr, "Default: site profile."},
    {"colocation_per_kw_month", QT_TRANSLATE_NOOP("ScenarioField", "Colocation"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/kW-month"), K::Number, 0, 1e6, kNone, nullptr,
     "Billed on provisioned kW; default: site profile (US: $184/kW-month, CBRE H2 2024)."},
    {"build_cost_per_mw", QT_TRANSLATE_NOOP("ScenarioField", "Facility build cost"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/MW"), K::Number, 0, 1e10, kNone, nullptr,
     "Own facility instead of colocation (> 0): amortised over build_amortisation_years."},
    {"build_amortisation_years", QT_TRANSLATE_NOOP("ScenarioField", "Facility amortisation"),
     QT_TRANSLATE_NOOP("ScenarioField", "years"), K::Number, 1, 50, kNone, nullptr, ""},
    {"maintenance_fraction_per_year", QT_TRANSLATE_NOOP("ScenarioField", "Maintenance"),
     QT_TRANSLATE_NOOP("ScenarioField", "of capex per year"), K::Number, 0, 1, kNone, nullptr,
     "Default: site profile."},
    {"maintenance_rise_per_year", QT_TRANSLATE_NOOP("ScenarioField", "Maintenance rise"),
     QT_TRANSLATE_NOOP("ScenarioField", "per year of age"), K::Number, 0, 0.5, kNone, nullptr,
     "Default: site profile."},
    {"insurance_fraction_per_year", QT_TRANSLATE_NOOP("ScenarioField", "Insurance"),
     QT_TRANSLATE_NOOP("ScenarioField", "of capex per year"), K::Number, 0, 0.2, kNone, nullptr,
     "Default: site profile."},
    {"servers_per_staff", QT_TRANSLATE_NOOP("ScenarioField", "Servers per engineer"),
     QT_TRANSLATE_NOOP("ScenarioField", "servers"), K::Number, 1, 100000, kNone, nullptr, "Default: site profile."},
    {"staff_cost_per_year", QT_TRANSLATE_NOOP("ScenarioField", "Engineer cost"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/year"), K::Number, 0, 1e9, kNone, nullptr,
     "Fully loaded; default: site profile."},
    {"staff_per_month", QT_TRANSLATE_NOOP("ScenarioField", "Other staff"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/month"), K::Number, 0, 1e9, 0, nullptr,
     "A fixed amount besides the engineers."},
    {"licence_per_gpu_year", QT_TRANSLATE_NOOP("ScenarioField", "Software licences"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/GPU-year"), K::Number, 0, 1e7, 0, nullptr,
     "E.g. NVIDIA AI Enterprise, about $4,500 per GPU-year list."},
    {"storage_tb", QT_TRANSLATE_NOOP("ScenarioField", "Storage used"), QT_TRANSLATE_NOOP("ScenarioField", "TB"),
     K::Number, 0, 1e9, 0, nullptr, "With storage_per_tb_month: a monthly line."},
    {"storage_per_tb_month", QT_TRANSLATE_NOOP("ScenarioField", "Storage price"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/TB-month"), K::Number, 0, 1e6, 0, nullptr, ""},
    {"egress_gb_per_month", QT_TRANSLATE_NOOP("ScenarioField", "Egress"),
     QT_TRANSLATE_NOOP("ScenarioField", "GB/month"), K::Number, 0, 1e12, 0, nullptr,
     "With egress_per_gb: a monthly line."},
    {"egress_per_gb", QT_TRANSLATE_NOOP("ScenarioField", "Egress price"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/GB"), K::Number, 0, 1e4, 0, nullptr, ""},
    {"storage_per_month", QT_TRANSLATE_NOOP("ScenarioField", "Storage (fixed)"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/month"), K::Number, 0, 1e10, 0, nullptr, ""},
    {"egress_per_month", QT_TRANSLATE_NOOP("ScenarioField", "Egress (fixed)"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/month"), K::Number, 0, 1e10, 0, nullptr, ""},
    {"interest_rate", QT_TRANSLATE_NOOP("ScenarioField", "Interest rate"),
     QT_TRANSLATE_NOOP("ScenarioField", "per year"), K::Number, 0, 1, 0, nullptr,
     "Above 0 the capex is paid as an annuity over the depreciation years; the principal still owed at the horizon "
     "counts."},
    {"fabric", QT_TRANSLATE_NOOP("ScenarioField", "Fabric"), "", K::FabricId, 0, 0, kNone, nullptr,
     "Scale-out network between servers."},
    kCalibrationField,
    {"storage", QT_TRANSLATE_NOOP("ScenarioField", "Storage"), "", K::StorageId, 0, 0, kNone, nullptr,
     "Feeds training data; takes checkpoints."},
};

const ScenarioField kRent[] = {
    {"name", QT_TRANSLATE_NOOP("ScenarioField", "Name"), "", K::Text, 1, 200, kNone, nullptr, ""},
    {"gpu", QT_TRANSLATE_NOOP("ScenarioField", "GPU"), "", K::GpuId, 0, 0, kNone, nullptr, "A GPU from the catalog."},
    {"gpus", QT_TRANSLATE_NOOP("ScenarioField", "GPUs"), QT_TRANSLATE_NOOP("ScenarioField", "GPUs"), K::Integer, 1,
     1048576, kNone, nullptr, "Rent = GPUs x price x 730 h (committed) or x the hours needed (on demand)."},
    {"gpus_per_node", QT_TRANSLATE_NOOP("ScenarioField", "GPUs per node"), QT_TRANSLATE_NOOP("ScenarioField", "GPUs"),
     K::Integer, 1, 72, 8, nullptr, ""},
    {"provider", QT_TRANSLATE_NOOP("ScenarioField", "Provider"), "", K::Text, 1, 200, kNone, nullptr,
     "A provider of the catalog's cloud prices for this GPU."},
    {"price_per_gpu_hour", QT_TRANSLATE_NOOP("ScenarioField", "Price"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/GPU-hour"), K::Number, 0.001, 10000, kNone, nullptr,
     "Default: the catalog price of the GPU, provider and billing term (gpu-tco catalog --table cloud)."},
    {"billing", QT_TRANSLATE_NOOP("ScenarioField", "Billing"), "", K::Choice, 0, 0, kNone,
     "committed|on-demand|commit-1y|commit-3y|spot",
     "committed: 730 h a month; on-demand and spot: the hours the work needs; commit-1y/3y: 730 h a month for 12/36 "
     "months."},
    {"minimum_months", QT_TRANSLATE_NOOP("ScenarioField", "Minimum commitment"),
     QT_TRANSLATE_NOOP("ScenarioField", "months"), K::Integer, 0, 120, 0, nullptr,
     "Committed terms: months paid at least, even past the horizon (commit-1y/3y: at least 12/36)."},
    {"reserved_gpus", QT_TRANSLATE_NOOP("ScenarioField", "Reserved GPUs"), QT_TRANSLATE_NOOP("ScenarioField", "GPUs"),
     K::Integer, 0, 1048576, 0, nullptr,
     "0 to gpus: these GPUs are paid 730 h a month on reserved_billing and take the work first; the rest of the "
     "work is billed to the other GPUs at price_per_gpu_hour and billing (normally on-demand or spot)."},
    {"reserved_billing", QT_TRANSLATE_NOOP("ScenarioField", "Reserved billing"), "", K::Choice, 0, 0, kNone,
     "commit-1y|commit-3y|committed", "The term of the reserved GPUs; default commit-1y."},
    {"reserved_price_per_gpu_hour", QT_TRANSLATE_NOOP("ScenarioField", "Reserved price"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/GPU-hour"), K::Number, 0.001, 10000, kNone, nullptr,
     "Default: the catalog price of reserved_billing from the option's provider."},
    {"spot_preemptions_per_gpu_hour", QT_TRANSLATE_NOOP("ScenarioField", "Spot reclaims"),
     QT_TRANSLATE_NOOP("ScenarioField", "per GPU-hour"), K::Number, 0, 1, 0.002, nullptr,
     "Spot only: each reclaim restarts training from a checkpoint (training model). 0.002: an 8-GPU node reclaimed "
     "every ~2.6 days (estimate)."},
    {"licence_per_gpu_year", QT_TRANSLATE_NOOP("ScenarioField", "Software licences"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/GPU-year"), K::Number, 0, 1e7, 0, nullptr, ""},
    {"storage_tb", QT_TRANSLATE_NOOP("ScenarioField", "Storage used"), QT_TRANSLATE_NOOP("ScenarioField", "TB"),
     K::Number, 0, 1e9, 0, nullptr, ""},
    {"storage_per_tb_month", QT_TRANSLATE_NOOP("ScenarioField", "Storage price"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/TB-month"), K::Number, 0, 1e6, 0, nullptr, ""},
    {"egress_gb_per_month", QT_TRANSLATE_NOOP("ScenarioField", "Egress"),
     QT_TRANSLATE_NOOP("ScenarioField", "GB/month"), K::Number, 0, 1e12, 0, nullptr, ""},
    {"egress_per_gb", QT_TRANSLATE_NOOP("ScenarioField", "Egress price"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/GB"), K::Number, 0, 1e4, 0, nullptr, ""},
    {"storage_per_month", QT_TRANSLATE_NOOP("ScenarioField", "Storage"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/month"), K::Number, 0, 1e10, 0, nullptr, ""},
    {"egress_per_month", QT_TRANSLATE_NOOP("ScenarioField", "Egress"),
     QT_TRANSLATE_NOOP("ScenarioField", "{cur}/month"), K::Number, 0, 1e10, 0, nullptr, ""},
    {"fabric", QT_TRANSLATE_NOOP("ScenarioField", "Fabric"), "", K::FabricId, 0, 0, kNone, nullptr, ""},
    kCalibrationField,
    {"storage", QT_TRANSLATE_NOOP("ScenarioField", "Storage tier"), "", K::StorageId, 0, 0, kNone, nullptr, ""},
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

// Label and unit in the language of the installed translator (English without one: the command line).
QString labelText(const ScenarioField& f) { return QCoreApplication::translate("ScenarioField", f.label); }

QString unitText(const ScenarioField& f, const QString& currency) {
    return QCoreApplication::translate("ScenarioField", f.unit).replace(QStringLiteral("{cur}"), currency);
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
        if (!v.isDouble())
            return QStringLiteral("%1: a number is required (allowed %2)").arg(name, rangeText(f, currency));
        const double x = v.toDouble();
        if (!std::isfinite(x) || x < f.min || x > f.max || (f.kind == FieldKind::Integer && std::floor(x) != x))
            return QStringLiteral("%1: %2 is out of range; allowed %3%4")
                .arg(name, number(x), rangeText(f, currency),
                     f.kind == FieldKind::Integer ? QStringLiteral(" (whole number)") : QString());
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
        return v.toString().isEmpty() ? std::optional<QString>(QStringLiteral("%1: choose one").arg(name))
                                      : std::nullopt;
    }
}

} // namespace gputco::data
