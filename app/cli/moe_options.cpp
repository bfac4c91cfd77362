#include "app/cli/moe_options.hpp"

#include "app/cli/training_options.hpp"
#include "core/training/model_presets.hpp"
#include "core/validation.hpp"

namespace gputco::cli {

namespace {
QCommandLineOption opt(const char* name, const char* help, const char* value) {
    return QCommandLineOption(QString::fromLatin1(name), QString::fromLatin1(help), QString::fromLatin1(value));
}

constexpr const char* kIntFlags[] = {"experts",     "active-experts",     "shared-experts", "expert-ffn",
                                     "moe-every",   "first-dense-layers", "kv-lora-rank",   "q-lora-rank",
                                     "qk-rope-dim", "qk-nope-dim",        "v-head-dim",     "head-dim"};
} // namespace

void addMoeShapeOptions(QCommandLineParser& p) {
    p.addOptions({
        opt("preset",
            "Published model shape (deepseek-v3, kimi-k2, qwen3-235b-a22b, ...); shape flags override its fields.",
            "NAME"),
        opt("experts", "Mixture of experts: routed experts per MoE layer.", "E"),
        opt("active-experts", "Mixture of experts: routed experts per token (top-k).", "K"),
        opt("shared-experts", "Mixture of experts: always-active shared experts per MoE layer (default 0).", "S"),
        opt("expert-ffn", "Mixture of experts: one expert's MLP inner size (default the --ffn size).", "F"),
        opt("moe-every", "Mixture of experts: every k-th layer is MoE (default 1, Llama 4 Maverick 2).", "K"),
        opt("first-dense-layers", "Mixture of experts: leading dense layers (DeepSeek-V3: 3).", "N"),
        opt("attention", "Attention kind: standard (MHA/GQA/MQA) or mla (multi-head latent attention).", "KIND"),
        opt("kv-lora-rank", "MLA: compressed KV dimension (DeepSeek-V3: 512).", "R"),
        opt("q-lora-rank", "MLA: compressed query dimension (DeepSeek-V3: 1536; 0 = none).", "R"),
        opt("qk-rope-dim", "MLA: decoupled RoPE key dimension per head (DeepSeek-V3: 64).", "D"),
        opt("qk-nope-dim", "MLA: query/key dimension per head without RoPE (default head size).", "D"),
        opt("v-head-dim", "MLA: value dimension per head (default head size).", "D"),
        opt("head-dim", "Per-head size when it is not hidden / heads (Qwen3: 128).", "D"),
    });
}

bool moeShapeOptionSet(const QCommandLineParser& p) {
    for (const char* f : kIntFlags)
        if (p.isSet(QLatin1String(f))) return true;
    return p.isSet(QStringLiteral("attention"));
}

ModelShape presetShape(const QCommandLineParser& p) {
    const std::string name = p.value(QStringLiteral("preset")).toStdString();
    try {
        return modelPreset(name).shape;
    } catch (const InputError&) {
        throw InputError("--preset", "unknown preset '" + name + "'; presets: " + modelPresetNames());
    }
}

void applyMoeShapeOptions(const QCommandLineParser& p, ModelShape& s) {
    auto set = [&](const char* flag, int& field) { setIntOption(p, flag, field); };
    set("experts", s.experts);
    set("active-experts", s.activeExperts);
    set("shared-experts", s.sharedExperts);
    set("expert-ffn", s.expertFfn);
    set("moe-every", s.moeEvery);
    set("first-dense-layers", s.firstDenseLayers);
    set("head-dim", s.headSize);
    if (s.isMoe() && s.expertFfn == 0) s.expertFfn = s.ffn; // Mixtral-style: experts as large as the dense MLP
    if (s.isMoe() && s.activeExperts == 0)
        throw InputError("--active-experts",
                         "is required with --experts (top-k, 1 to " + std::to_string(s.experts) + ")");
    if (p.isSet(QStringLiteral("attention"))) {
        const QString kind = p.value(QStringLiteral("attention"));
        if (kind != u"standard" && kind != u"mla")
            throw InputError("--attention", "'" + kind.toStdString() + "' must be standard or mla");
        s.attention = kind == u"mla" ? ModelShape::Attention::Mla : ModelShape::Attention::Standard;
    }
    set("kv-lora-rank", s.kvLoraRank);
    set("q-lora-rank", s.qLoraRank);
    set("qk-rope-dim", s.qkRopeDim);
    set("qk-nope-dim", s.qkNopeDim);
    set("v-head-dim", s.vHeadDim);
    for (const char* mlaOnly : {"kv-lora-rank", "q-lora-rank", "qk-rope-dim", "qk-nope-dim", "v-head-dim"})
        if (p.isSet(QLatin1String(mlaOnly)) && !s.isMla())
            throw InputError(std::string("--") + mlaOnly, "applies only with --attention mla");
    if (s.isMla() && s.kvLoraRank == 0) throw InputError("--kv-lora-rank", "is required with --attention mla");
    for (const char* moeOnly : {"active-experts", "shared-experts", "expert-ffn", "moe-every", "first-dense-layers"})
        if (p.isSet(QLatin1String(moeOnly)) && !s.isMoe())
            throw InputError(std::string("--") + moeOnly, "applies only with --experts E (a mixture of experts)");
}

} // namespace gputco::cli
