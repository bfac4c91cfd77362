#include "data/workload_json.hpp"

#include "core/training/model_presets.hpp"
#include "core/training/training_rules.hpp"
#include "core/validation.hpp"
#include "data/field_number.hpp"
#include "data/scenario_fields.hpp"

namespace gputco::data {

namespace {

// MoE and MLA keys of a shape object (issue 16), over a preset or an explicit shape.
void moeShapeFrom(const JsonReader& sh, ModelShape& s) {
    auto set = [&](const char* key, int& field, int lo, int hi) {
        if (sh.has(key)) field = sh.integer(key, lo, hi);
    };
    set("experts", s.experts, 1, 4096);
    set("active_experts", s.activeExperts, 1, 4096);
    set("shared_experts", s.sharedExperts, 0, 64);
    set("expert_ffn", s.expertFfn, 1, 1048576);
    set("moe_every", s.moeEvery, 1, 1000);
    set("first_dense_layers", s.firstDenseLayers, 0, 999);
    set("routed_node_limit", s.routedNodeLimit, 0, 4096);
    set("head_dim", s.headSize, 1, 1024);
    if (s.isMoe() && s.expertFfn == 0) s.expertFfn = s.ffn;
    if (s.isMoe() && s.activeExperts == 0) throw InputError(sh.key("active_experts"), "is required with experts");
    if (sh.has("attention")) {
        const std::string kind = sh.text("attention");
        if (kind != "standard" && kind != "mla") throw InputError(sh.key("attention"), "must be standard or mla");
        s.attention = kind == "mla" ? ModelShape::Attention::Mla : ModelShape::Attention::Standard;
    }
    set("kv_lora_rank", s.kvLoraRank, 1, 131072);
    set("q_lora_rank", s.qLoraRank, 0, 131072);
    set("qk_rope_dim", s.qkRopeDim, 0, 1024);
    set("qk_nope_dim", s.qkNopeDim, 0, 1024);
    set("v_head_dim", s.vHeadDim, 0, 1024);
    if (s.isMla() && s.kvLoraRank == 0) throw InputError(sh.key("kv_lora_rank"), "is required with attention mla");
}

ModelShape explicitShapeFrom(const JsonReader& sh) {
    const std::string mlp = sh.text("mlp", "gelu");
    if (mlp != "gelu" && mlp != "swiglu") throw InputError(sh.key("mlp"), "must be gelu or swiglu");
    const bool swiglu = mlp == "swiglu";
    auto optional = [&](const char* key, int lo, int hi) {
        return sh.has(key) ? std::optional<int>(sh.integer(key, lo, hi)) : std::nullopt;
    };
    return explicitShape(sh.integer("layers", 1, 1000), sh.integer("hidden", 64, 131072), sh.integer("heads", 1, 1024),
                         swiglu, optional("vocab", 2, 4000000), optional("ffn", 0, 1048576),
                         optional("kv_heads", 1, 1024));
}

ModelShape shapeFrom(const JsonReader& r, std::span<const ScenarioField> fields) {
    if (!r.has("shape")) return llamaShapeForParams(fieldNumber(r, fields, "params"));
    const JsonReader sh = r.child("shape");
    ModelShape shape;
    if (sh.has("preset")) {
        try {
            shape = modelPreset(sh.text("preset")).shape;
        } catch (const InputError& e) {
            throw InputError(sh.key("preset"), e.what());
        }
    } else {
        shape = explicitShapeFrom(sh);
    }
    moeShapeFrom(sh, shape);
    try {
        validateShape(shape);
    } catch (const InputError& e) {
        throw InputError(sh.key(e.field().c_str()), e.what());
    }
    return shape;
}

// A pretrain or finetune workload's pipeline schedule and MoE dispatcher (issue 16).
void scheduleFrom(const JsonReader& r, Workload& w) {
    const std::string schedule = r.text("pipeline_schedule", "1f1b");
    const auto s = pipelineScheduleFromName(schedule);
    if (!s) throw InputError(r.key("pipeline_schedule"), "'" + schedule + "' is not one of 1f1b, dualpipe");
    w.pipelineSchedule = *s;
    const std::string dispatcher = r.text("moe_dispatcher", "alltoall");
    const auto d = moeDispatcherFromName(dispatcher);
    if (!d)
        throw InputError(r.key("moe_dispatcher"),
                         "'" + dispatcher + "' is not one of alltoall, deepep, hybridep, hybridep-sync-free");
    w.moeDispatcher = *d;
    const std::string grads = r.text("grad_reduce", "fp32");
    if (grads != "fp32" && grads != "bf16")
        throw InputError(r.key("grad_reduce"), "'" + grads + "' is not one of fp32, bf16");
    w.bf16GradientReduce = grads == "bf16";
}

Precision precisionFrom(const JsonReader& r) {
    const std::string precision = r.text("precision", "bf16");
    const auto p = precisionFromName(precision);
    if (!p || *p == Precision::FP64 || *p == Precision::TF32)
        throw InputError(r.key("precision"), "'" + precision + "' is not one of bf16, fp16, fp8, fp4");
    return *p;
}

} // namespace

Workload workloadFrom(const JsonReader& r, const Catalog& catalog) {
    Workload w;
    w.name = r.text("name");
    const std::string kind = r.text("kind", "pretrain");
    const auto k = workloadKindFromName(kind);
    if (!k)
        throw InputError(r.key("kind"),
                         "'" + kind + "' is not supported; allowed: pretrain, finetune, lora, inference, preprocess");
    w.kind = *k;
    const auto fields = workloadFieldsFor(QString::fromStdString(kind));
    if (w.kind == WorkloadKind::Preprocess) {
        w.itemsPerDay = fieldNumber(r, fields, "items_per_day");
        w.gpuSecondsPerItem = fieldNumber(r, fields, "gpu_seconds_per_item");
        w.referenceGpu = r.text("reference_gpu", "A100-SXM4-80GB");
        if (!catalog.gpu(w.referenceGpu))
            throw InputError(r.key("reference_gpu"),
                             "unknown GPU '" + w.referenceGpu + "'; valid ids: " + catalog.gpuIdList());
        w.runsPerMonth = 0;
        return w;
    }
    if (w.kind == WorkloadKind::Inference) {
        w.shape = shapeFrom(r, fields);
        w.precision = precisionFrom(r);
        w.promptTokens = fieldNumber(r, fields, "prompt_tokens");
        w.outputTokens = fieldNumber(r, fields, "output_tokens");
        w.peakQps = fieldNumber(r, fields, "peak_qps");
        const ScenarioField& avg = scenarioField(fields, "average_qps");
        w.averageQps = r.optionalNumber("average_qps", avg.min, w.peakQps, "requests/s (at most the peak)");
        const ScenarioField& p99 = scenarioField(fields, "p99_ms");
        const ScenarioField& ttft = scenarioField(fields, "ttft_ms");
        const ScenarioField& tpot = scenarioField(fields, "tpot_ms");
        w.p99Ms = r.optionalNumber("p99_ms", p99.min, p99.max, "ms");
        w.ttftMs = r.optionalNumber("ttft_ms", ttft.min, ttft.max, "ms");
        w.tpotMs = r.optionalNumber("tpot_ms", tpot.min, tpot.max, "ms");
        w.hoursPerDay = fieldNumber(r, fields, "hours_per_day");
        w.cachedPromptShare = fieldNumber(r, fields, "cached_prompt_share"); // issue 19: API cache-hit share
        if (r.has("mig_profile")) w.migProfile = r.text("mig_profile");
        w.runsPerMonth = 0;
        return w;
    }
    w.shape = shapeFrom(r, fields);
    w.tokens = fieldNumber(r, fields, "tokens");
    w.seqLen = int(fieldNumber(r, fields, "seq"));
    w.precision = precisionFrom(r);
    w.runsPerMonth = fieldNumber(r, fields, "runs_per_month");
    w.globalBatchTokens = r.optionalNumber("global_batch_tokens", w.seqLen, 1e10, "tokens");
    w.deadlineDays = r.optionalNumber("deadline_days", 0, 3650, "days (0: no deadline)").value_or(0); // issue 29
    if (w.kind == WorkloadKind::Lora) {
        w.loraRank = int(fieldNumber(r, fields, "lora_rank"));
        const std::string targets = r.text("lora_targets", "attention");
        if (targets != "attention" && targets != "all")
            throw InputError(r.key("lora_targets"), "must be attention or all");
        w.loraAllLinear = targets == "all";
        const QJsonValue q = r.object().value(QStringLiteral("qlora"));
        w.qlora = q.isBool() ? q.toBool() : q.toString() == u"yes";
    } else {
        scheduleFrom(r, w);
    }
    return w;
}

} // namespace gputco::data
