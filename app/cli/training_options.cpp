#include "app/cli/training_options.hpp"

#include "app/cli/flag_ranges.hpp"
#include "app/cli/moe_options.hpp"
#include "core/parse_number.hpp"
#include "core/training/training_rules.hpp"
#include "core/validation.hpp"

#include <cmath>
#include <utility>

namespace gputco::cli {

namespace {
QCommandLineOption opt(const char* name, const char* help, const char* value = nullptr, const char* def = nullptr) {
    if (!value) return QCommandLineOption(QString::fromLatin1(name), QString::fromLatin1(help));
    QCommandLineOption o(QString::fromLatin1(name), QString::fromLatin1(help), QString::fromLatin1(value));
    if (def) o.setDefaultValue(QString::fromLatin1(def));
    return o;
}

std::string key(const QString& name) { return "--" + name.toStdString(); }
} // namespace

void addShapeOptions(QCommandLineParser& p) {
    p.addOptions({
        opt("params", "Parameter count (7e9, 7B); picks a Llama-style shape.", "P"),
        opt("layers", "Explicit shape: transformer layers.", "L"),
        opt("hidden", "Explicit shape: hidden size.", "H"),
        opt("heads", "Explicit shape: attention heads.", "A"),
        opt("kv-heads", "Explicit shape: KV heads (GQA/MQA); default = heads.", "K"),
        opt("ffn", "Explicit shape: MLP inner size; default 4 x hidden.", "F"),
        opt("vocab", "Explicit shape: vocabulary size (default 32000 with swiglu, 51200 with gelu).", "V"),
        opt("mlp", "Explicit shape: gelu (two matrices, tied embeddings) or swiglu (three, untied).", "KIND", "gelu"),
    });
    addMoeShapeOptions(p);
}

namespace {
// How the job runs: its dispatcher, dropout, overlap, precisions of its states, schedule and framework.
void addRecipeOptions(QCommandLineParser& p) {
    p.addOptions({
        opt("moe-dispatcher",
            "MoE: alltoall (Megatron's default), deepep, hybridep (fused permute and dispatch: less host time) or "
            "hybridep-sync-free (HybridEP with a static expert capacity, --moe-expert-rank-capacity-factor: no host "
            "time, the whole iteration one CUDA graph).",
            "NAME", "alltoall"),
        opt("dropout", "Dropout on (Megatron's GPT default 0.1): its masks are kept for the backward pass. Off by "
                       "default, as Llama 3, DeepSeek-V3 and Qwen3 pre-train."),
        opt("no-moe-overlap", "MoE: the expert all-to-all is not overlapped with another micro-batch's compute "
                              "(Megatron-Core without --overlap-moe-expert-parallel-comm)."),
        opt("grad-reduce",
            "Gradient accumulation and reduce precision: fp32 (Megatron's default) or bf16 (half the gradient "
            "memory and traffic; what Megatron-Bridge's performance recipes run).",
            "P", "fp32"),
        opt("optimizer-moments",
            "AdamW's two moments: fp32 (default) or bf16 (Megatron's precision-aware optimizer, DeepSeek-V3: 8 "
            "instead of 12 bytes of optimizer state per parameter).",
            "P", "fp32"),
        opt("expert-activations",
            "MoE: what each routed copy keeps for the backward pass: bf16 (Megatron: the permuted input and output) or "
            "fp8 (DeepSeek-V3's recipe: the FP8 expert and SwiGLU inputs).",
            "P", "bf16"),
        opt("pipeline-schedule", "1f1b (Megatron; interleaved with --interleave) or dualpipe (DeepSeek-V3).", "NAME",
            "1f1b"),
        opt("moe-imbalance", "MoE: slowest expert rank's tokens / mean (default 1.25, Switch/GShard capacity factor).",
            "F"),
        opt("no-flash-attention", "Model unfused attention (as Megatron in 2022)."),
        opt("framework", "megatron (Megatron-Core/NeMo: fused kernels, TP overlap) or pytorch (FSDP/DeepSpeed, eager).",
            "NAME", "megatron"),
    });
}

void addReliabilityOptions(QCommandLineParser& p) {
    p.addOptions({
        opt("failure-rate", "Interruptions per GPU-hour; default 1.97e-5 (Llama 3: 419 in 54 days on 16,384 GPUs).",
            "R"),
        opt("restart-minutes", "Minutes to detect a failure and restart, before reloading.", "M", "5"),
        opt("checkpoint-minutes", "Fixed checkpoint interval; default: the Young/Daly optimum.", "M"),
        opt("checkpoint-minutes-late", "Interval after the early phase (e.g. 15 early, 60 late).", "M"),
        opt("checkpoint-early-fraction", "Share of the run that uses --checkpoint-minutes before the late interval.",
            "F", "0.2"),
        opt("async-checkpoint", "Checkpoints written in the background (only the snapshot blocks)."),
        opt("gpu-load", "Average GPU power as a share of TDP, for energy.", "F", "1.0"),
    });
}
} // namespace

void addTrainingOptions(QCommandLineParser& p) {
    addShapeOptions(p);
    p.addOptions({
        opt("gpu", "GPU id from the catalog (gpu-tco catalog).", "ID"),
        opt("gpus", "Number of GPUs.", "N"),
        opt("tokens", "Training tokens (3e11, 300B).", "T"),
        opt("seq", "Sequence length.", "S", "2048"),
        opt("global-batch-tokens", "Tokens per optimizer step; default max(4M, GPUs/8 sequences).", "B"),
        opt("precision", "bf16, fp16, fp8 or fp4; default bf16 (fp16 where the GPU has no BF16).", "P"),
        opt("fabric", "Scale-out fabric id.", "ID", defaultFabricId()),
        opt("gpus-per-node", "GPUs per server.", "G", "8"),
        opt("storage", "Storage tier id.", "ID", defaultStorageId()),
        opt("bytes-per-token", "Training data bytes per token (4 for tokenized text).", "B", "4"),
        opt("tp", "Fix the tensor-parallel degree.", "T"),
        opt("pp", "Fix the pipeline-parallel degree.", "P"),
        opt("interleave", "Fix the virtual pipeline chunks per stage.", "V"),
        opt("micro-batch", "Fix the micro-batch size (sequences).", "M"),
        opt("recompute",
            "Fix activation recomputation: none, light (norms, MoE activation, MLA up-projections), selective or full.",
            "MODE"),
        opt("sequence-parallel", "Fix sequence parallelism on."),
        opt("no-sequence-parallel", "Fix sequence parallelism off."),
        opt("zero", "Fix the ZeRO stage: 0, 1, 2 or 3.", "Z"),
        opt("ep", "Fix the expert-parallel degree (MoE; divides the experts).", "E"),
        opt("cp", "Fix the context-parallel degree (ring attention over long sequences).", "C"),
        opt("etp", "Fix the expert tensor-parallel degree (MoE: each expert split over 1 to 8 GPUs).", "E"),
    });
    addRecipeOptions(p);
    addReliabilityOptions(p);
}

double scaledOption(const QCommandLineParser& p, const QString& name) {
    const QString text = p.value(name);
    const auto v = parseScaledNumber(text.toStdString());
    if (!v) throw InputError(key(name), "'" + text.toStdString() + "' is not a number (forms: 7e9, 7B, 2T, 1.5M)");
    checkFlag(name.toStdString(), *v); // the flag's range and, for counts, whole numbers (flag_ranges.cpp)
    return *v;
}

int intOption(const QCommandLineParser& p, const QString& name) {
    const double v = scaledOption(p, name);
    if (std::floor(v) != v || std::abs(v) > 2e9)
        throw InputError(key(name), "'" + p.value(name).toStdString() + "' is not a whole number");
    return int(v);
}

namespace {
// --mlp: true for swiglu, false for gelu (the default); anything else is refused.
bool swigluOption(const QCommandLineParser& p) {
    const QString mlp = p.value(QStringLiteral("mlp"));
    if (mlp != u"gelu" && mlp != u"swiglu")
        throw InputError("--mlp", "'" + mlp.toStdString() + "' must be gelu or swiglu");
    return mlp == u"swiglu";
}

// A preset's shape with the explicit-shape flags given beside it (a Kimi-K2-class model is DeepSeek-V3's
// shape with --heads 64 --vocab 163840 --first-dense-layers 1 --experts 384): each flag replaces its field.
void applyPresetOverrides(const QCommandLineParser& p, ModelShape& s) {
    const bool multiHead = s.kvHeads == s.heads; // MHA (and MLA) presets: one KV head per query head
    const std::pair<const char*, int*> fields[] = {{"layers", &s.layers}, {"hidden", &s.hidden},
                                                   {"heads", &s.heads},   {"ffn", &s.ffn},
                                                   {"vocab", &s.vocab},   {"kv-heads", &s.kvHeads}};
    for (const auto& [flag, field] : fields) setIntOption(p, flag, *field);
    if (multiHead && !p.isSet(QStringLiteral("kv-heads"))) s.kvHeads = s.heads;
    if (p.isSet(QStringLiteral("mlp"))) {
        s.gatedMlp = swigluOption(p);
        s.tiedEmbeddings = !s.gatedMlp;
    }
}
} // namespace

void setIntOption(const QCommandLineParser& p, const char* flag, int& field) {
    if (p.isSet(QLatin1String(flag))) field = intOption(p, QLatin1String(flag));
}

ModelShape shapeFromOptions(const QCommandLineParser& p) {
    auto require = [&](const char* name) {
        if (!p.isSet(QString::fromLatin1(name))) throw InputError(std::string("--") + name, "is required");
    };
    ModelShape shape;
    const bool explicitShape =
        p.isSet(QStringLiteral("layers")) || p.isSet(QStringLiteral("hidden")) || p.isSet(QStringLiteral("heads"));
    if (p.isSet(QStringLiteral("params")) && explicitShape)
        throw InputError("--params", "give either --params or an explicit shape (--layers --hidden --heads), not both");
    if (p.isSet(QStringLiteral("preset"))) {
        if (p.isSet(QStringLiteral("params")))
            throw InputError("--preset", "give either --preset or --params, not both");
        shape = presetShape(p);
        applyPresetOverrides(p, shape);
        applyMoeShapeOptions(p, shape);
        return shape;
    }
    if (p.isSet(QStringLiteral("params")) && moeShapeOptionSet(p))
        throw InputError("--experts", "MoE and MLA options apply to an explicit shape or a --preset, not to --params");
    for (const char* shapeOnly : {"ffn", "kv-heads", "vocab", "mlp"})
        if (p.isSet(QLatin1String(shapeOnly)) && !explicitShape)
            throw InputError(std::string("--") + shapeOnly,
                             "applies only to an explicit shape (--layers --hidden --heads)");
    const bool swiglu = swigluOption(p);
    if (p.isSet(QStringLiteral("params"))) {
        shape = llamaShapeForParams(scaledOption(p, QStringLiteral("params")));
    } else if (explicitShape) {
        require("layers");
        require("hidden");
        require("heads");
        auto optional = [&](const char* name) {
            return p.isSet(QLatin1String(name)) ? std::optional<int>(intOption(p, QLatin1String(name))) : std::nullopt;
        };
        shape = gputco::explicitShape(intOption(p, QStringLiteral("layers")), intOption(p, QStringLiteral("hidden")),
                                      intOption(p, QStringLiteral("heads")), swiglu, optional("vocab"), optional("ffn"),
                                      optional("kv-heads"));
        applyMoeShapeOptions(p, shape);
    } else {
        throw InputError("--params",
                         "give the model as --params P, as --layers L --hidden H --heads A, or as --preset NAME");
    }

    return shape;
}

namespace {
// --precision (default the GPU's BF16 or FP16), --no-flash-attention and --framework.
void applyPrecisionOptions(const QCommandLineParser& p, const GpuSpec& gpu, TrainingJob& job) {
    if (p.isSet(QStringLiteral("precision"))) {
        const auto prec = precisionFromName(p.value(QStringLiteral("precision")).toStdString());
        if (!prec || *prec == Precision::FP64 || *prec == Precision::TF32)
            throw InputError("--precision", "'" + p.value(QStringLiteral("precision")).toStdString() +
                                                "' is not one of bf16, fp16, fp8, fp4");
        job.precision = *prec;
    } else {
        job.precision = effectivePrecision(gpu, Precision::BF16);
    }
    job.flashAttention = !p.isSet(QStringLiteral("no-flash-attention"));
    const auto framework = frameworkFromName(p.value(QStringLiteral("framework")).toStdString());
    if (!framework) throw InputError("--framework", "must be megatron or pytorch");
    job.framework = *framework;
}

// --fabric and --storage, each an id in the catalog.
void applyClusterOptions(const QCommandLineParser& p, const Catalog& catalog, TrainingJob& job) {
    const std::string fabricId = p.value(QStringLiteral("fabric")).toStdString();
    const Fabric* fabric = catalog.fabric(fabricId);
    if (!fabric)
        throw InputError("--fabric", "unknown fabric '" + fabricId + "'; valid ids: " + catalog.fabricIdList());
    job.fabric = *fabric;
    const std::string storageId = p.value(QStringLiteral("storage")).toStdString();
    const StorageTier* storage = catalog.storageTier(storageId);
    if (!storage)
        throw InputError("--storage",
                         "unknown storage tier '" + storageId + "'; valid ids: " + catalog.storageIdList());
    job.storage = *storage;
}

// Batch size, data rate, failures and checkpoints, GPU load.
void applyRunOptions(const QCommandLineParser& p, TrainingJob& job) {
    if (p.isSet(QStringLiteral("global-batch-tokens")))
        job.globalBatchTokens = scaledOption(p, QStringLiteral("global-batch-tokens"));
    job.data.bytesPerToken = scaledOption(p, QStringLiteral("bytes-per-token"));
    if (p.isSet(QStringLiteral("failure-rate")))
        job.reliability.failuresPerGpuHour = scaledOption(p, QStringLiteral("failure-rate"));
    job.reliability.restartMinutes = scaledOption(p, QStringLiteral("restart-minutes"));
    if (p.isSet(QStringLiteral("checkpoint-minutes")))
        job.reliability.checkpointMinutes = scaledOption(p, QStringLiteral("checkpoint-minutes"));
    if (p.isSet(QStringLiteral("checkpoint-minutes-late")))
        job.reliability.checkpointMinutesLate = scaledOption(p, QStringLiteral("checkpoint-minutes-late"));
    job.reliability.earlyFraction = scaledOption(p, QStringLiteral("checkpoint-early-fraction"));
    job.reliability.asyncCheckpoint = p.isSet(QStringLiteral("async-checkpoint"));
    job.gpuLoad = scaledOption(p, QStringLiteral("gpu-load"));
}

// Layout constraints the user fixed: --tp --pp --interleave --micro-batch --zero --ep --cp, recompute, SP.
void applyLayoutOptions(const QCommandLineParser& p, TrainingJob& job) {
    LayoutConstraints& c = job.constraints;
    if (p.isSet(QStringLiteral("tp"))) c.tp = intOption(p, QStringLiteral("tp"));
    if (p.isSet(QStringLiteral("pp"))) c.pp = intOption(p, QStringLiteral("pp"));
    if (p.isSet(QStringLiteral("interleave"))) c.interleave = intOption(p, QStringLiteral("interleave"));
    if (p.isSet(QStringLiteral("micro-batch"))) c.microBatch = intOption(p, QStringLiteral("micro-batch"));
    if (p.isSet(QStringLiteral("zero"))) c.zero = intOption(p, QStringLiteral("zero"));
    if (p.isSet(QStringLiteral("ep"))) c.ep = intOption(p, QStringLiteral("ep"));
    if (p.isSet(QStringLiteral("cp"))) c.cp = intOption(p, QStringLiteral("cp"));
    if (p.isSet(QStringLiteral("etp"))) c.etp = intOption(p, QStringLiteral("etp"));
    if (p.isSet(QStringLiteral("moe-imbalance")))
        job.moeLoadImbalance = scaledOption(p, QStringLiteral("moe-imbalance"));
    const auto dispatcher = moeDispatcherFromName(p.value(QStringLiteral("moe-dispatcher")).toStdString());
    if (!dispatcher) throw InputError("--moe-dispatcher", "must be alltoall, deepep, hybridep or hybridep-sync-free");
    job.moeDispatcher = *dispatcher;
    if (p.isSet(QStringLiteral("no-moe-overlap"))) job.moeA2aOverlap = false;
    job.dropout = p.isSet(QStringLiteral("dropout"));
    const QString grads = p.value(QStringLiteral("grad-reduce"));
    if (grads != QLatin1String("fp32") && grads != QLatin1String("bf16"))
        throw InputError("--grad-reduce", "must be fp32 or bf16");
    job.bf16GradientReduce = grads == QLatin1String("bf16");
    const QString moments = p.value(QStringLiteral("optimizer-moments"));
    if (moments != QLatin1String("fp32") && moments != QLatin1String("bf16"))
        throw InputError("--optimizer-moments", "must be fp32 or bf16");
    job.bf16OptimizerMoments = moments == QLatin1String("bf16");
    const QString experts = p.value(QStringLiteral("expert-activations"));
    if (experts != QLatin1String("bf16") && experts != QLatin1String("fp8"))
        throw InputError("--expert-activations", "must be bf16 or fp8");
    job.fp8ExpertActivations = experts == QLatin1String("fp8");
    const auto schedule = pipelineScheduleFromName(p.value(QStringLiteral("pipeline-schedule")).toStdString());
    if (!schedule) throw InputError("--pipeline-schedule", "must be 1f1b or dualpipe");
    job.pipelineSchedule = *schedule;
    if (p.isSet(QStringLiteral("recompute"))) {
        const auto r = recomputeFromName(p.value(QStringLiteral("recompute")).toStdString());
        if (!r) throw InputError("--recompute", "must be none, light, selective or full");
        c.recompute = *r;
    }
    if (p.isSet(QStringLiteral("sequence-parallel")) && p.isSet(QStringLiteral("no-sequence-parallel")))
        throw InputError("--sequence-parallel", "cannot be combined with --no-sequence-parallel");
    if (p.isSet(QStringLiteral("sequence-parallel"))) c.sequenceParallel = true;
    if (p.isSet(QStringLiteral("no-sequence-parallel"))) c.sequenceParallel = false;
}
} // namespace

TrainingJob trainingJobFromOptions(const QCommandLineParser& p, const Catalog& catalog) {
    TrainingJob job;
    auto require = [&](const char* name) {
        if (!p.isSet(QString::fromLatin1(name))) throw InputError(std::string("--") + name, "is required");
    };
    require("gpu");
    const std::string gpuId = p.value(QStringLiteral("gpu")).toStdString();
    const GpuSpec* gpu = catalog.gpu(gpuId);
    if (!gpu) throw InputError("--gpu", "unknown GPU '" + gpuId + "'; valid ids: " + catalog.gpuIdList());
    job.gpu = *gpu;
    require("gpus");
    job.gpus = intOption(p, QStringLiteral("gpus"));
    if (job.gpus < 1) throw InputError("--gpus", std::to_string(job.gpus) + " is out of range; allowed 1 to 1048576");
    require("tokens");
    job.tokens = scaledOption(p, QStringLiteral("tokens"));
    if (!(job.tokens > 0)) throw InputError("--tokens", "must be more than 0");
    job.seqLen = intOption(p, QStringLiteral("seq"));
    job.gpusPerNode = intOption(p, QStringLiteral("gpus-per-node"));

    job.shape = shapeFromOptions(p);
    applyPrecisionOptions(p, *gpu, job);
    applyClusterOptions(p, catalog, job);
    applyRunOptions(p, job);
    applyLayoutOptions(p, job);
    return job;
}

} // namespace gputco::cli
