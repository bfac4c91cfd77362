// gpu-tco infer: serving throughput, latency and the GPUs a QPS target needs.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/text_table.hpp"
#include "app/cli/training_options.hpp"
#include "core/inference/disaggregation.hpp"
#include "core/inference/inference_model.hpp"
#include "data/catalog_repository.hpp"
#include "data/envelope_json.hpp"
#include "services/serving_evidence.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace gputco::cli {

namespace {
Precision precisionOption(const QCommandLineParser& p, const QString& name, Precision fallback) {
    if (!p.isSet(name)) return fallback;
    const auto v = precisionFromName(p.value(name).toStdString());
    if (!v || *v == Precision::FP64 || *v == Precision::TF32)
        throw InputError("--" + name.toStdString(),
                         "'" + p.value(name).toStdString() + "' is not one of bf16, fp16, fp8, fp4");
    return *v;
}

QJsonObject pointJson(const ServingPoint& p) {
    return QJsonObject{{"batch", p.batch},
                       {"tokens_per_s", p.tokensPerSecond},
                       {"ttft_ms", p.ttftMs},
                       {"tpot_ms", p.tpotMs},
                       {"e2e_ms", p.e2eMs}};
}
QJsonObject disaggregatedJson(const DisaggregatedResult& d) {
    return QJsonObject{{"tp", d.tp},
                       {"prefill_gpus", d.prefillGpus},
                       {"decode_gpus", d.decodeGpus},
                       {"prefill_replicas", d.prefillReplicas},
                       {"decode_replicas", d.decodeReplicas},
                       {"gpus_needed", d.gpusNeeded},
                       {"ttft_ms", d.decode.ttftMs},
                       {"kv_transfer_ms", d.kvTransferMs},
                       {"decode_batch", d.decode.batch},
                       {"tpot_ms", d.decode.tpotMs},
                       {"decode_tokens_per_s_per_replica", d.decode.tokensPerSecond},
                       {"p99_ttft_ms", d.p99TtftMs},
                       {"p99_ms", d.p99Ms}};
}
void describeInferCommand(QCommandLineParser& parser) {
    parser.setApplicationDescription(QStringLiteral(
        "Predict LLM serving: prefill and decode time, the largest batch the KV cache allows, throughput against\n"
        "latency under continuous batching, and with --qps the GPUs (or MIG slices) a peak load needs at a p99 "
        "target.\n\n"
        "Example: gpu-tco infer --gpu H100-SXM5-80GB --gpus 8 --params 70B --prompt-tokens 1024 --output-tokens 256 "
        "\\\n"
        "           --qps 20 --p99-ms 20000 --precision fp8"));
    addShapeOptions(parser);
    const auto opt = [&](const char* n, const char* help, const char* value = nullptr, const char* def = nullptr) {
        QCommandLineOption o(QString::fromLatin1(n), QString::fromLatin1(help));
        if (value) o.setValueName(QString::fromLatin1(value));
        if (def) o.setDefaultValue(QString::fromLatin1(def));
        parser.addOption(o);
    };
    opt("gpu", "GPU id from the catalog.", "ID");
    opt("gpus", "GPUs available.", "N", "8");
    opt("prompt-tokens", "Input tokens per request.", "I", "512");
    opt("output-tokens", "Output tokens per request.", "O", "256");
    opt("batch",
        "Most concurrent sequences per replica (an upper bound like vLLM's max_num_seqs: the KV cache may hold fewer).",
        "B");
    opt("engine", "Serving engine whose scheduler and overhead apply: vllm (default) or trtllm.", "E");
    opt("ep",
        "Expert parallelism for MoE: spread the experts over this many GPUs (the replica). Any count: where it "
        "does not divide the experts, the spare slots hold redundant experts (EP 144 with 256: 2 per GPU, "
        "32 redundant). With --tp 1 attention runs data-parallel, each GPU scheduling its own sequences.",
        "N");
    opt("balanced-prefill",
        "With --ep and --tp 1: the engine holds prompts back until every attention rank has one to prefill "
        "(TensorRT-LLM attention_dp_config enable_balance). Without it each rank prefills alone and the others "
        "wait for it at every MoE layer.");
    opt("qps", "Peak requests per second to size for.", "Q");
    opt("p99-ms", "End-to-end p99 latency target.", "MS");
    opt("ttft-ms", "Time-to-first-token target.", "MS");
    opt("tpot-ms", "Time-per-output-token target.", "MS");
    opt("precision", "Weights: bf16, fp16, fp8 or fp4.", "P");
    opt("kv-precision", "KV cache: bf16, fp16 or fp8 (default: fp8 with fp8/fp4 weights, else bf16).", "P");
    opt("tp", "Fix the tensor-parallel degree.", "T");
    opt("mig", "Serve from MIG slices of this profile (e.g. 2g).", "PROFILE");
    opt("disaggregate", "Also plan prefill/decode disaggregation: separate pools sized for TTFT and TPOT.");
    opt("json", "Print JSON.");
}

InferenceJob inferenceJobFromOptions(const QCommandLineParser& parser, const GpuSpec* gpu) {
    InferenceJob job;
    job.gpu = *gpu;
    job.shape = shapeFromOptions(parser);
    job.gpus = intOption(parser, QStringLiteral("gpus"));
    job.promptTokens = scaledOption(parser, QStringLiteral("prompt-tokens"));
    job.outputTokens = scaledOption(parser, QStringLiteral("output-tokens"));
    job.weights = precisionOption(parser, QStringLiteral("precision"),
                                  gpu->supports(Precision::BF16) ? Precision::BF16 : Precision::FP16);
    const bool narrow = job.weights == Precision::FP8 || job.weights == Precision::FP4;
    job.kvCache =
        precisionOption(parser, QStringLiteral("kv-precision"),
                        narrow ? Precision::FP8 : (gpu->supports(Precision::BF16) ? Precision::BF16 : Precision::FP16));
    if (parser.isSet(QStringLiteral("batch"))) job.batch = intOption(parser, QStringLiteral("batch"));
    if (parser.isSet(QStringLiteral("tp"))) job.tp = intOption(parser, QStringLiteral("tp"));
    if (parser.isSet(QStringLiteral("ep"))) job.ep = intOption(parser, QStringLiteral("ep"));
    if (parser.isSet(QStringLiteral("engine"))) {
        const QString e = parser.value(QStringLiteral("engine")).toLower();
        if (e != QLatin1String("vllm") && e != QLatin1String("trtllm"))
            throw InputError("--engine", "'" + e.toStdString() + "' is not one of vllm, trtllm");
        job.engine = e == QLatin1String("vllm") ? ServingEngine::Vllm : ServingEngine::TensorRtLlm;
    }
    job.balancedPrefill = parser.isSet(QStringLiteral("balanced-prefill"));
    if (job.balancedPrefill && !dataParallelAttention(job))
        throw InputError("--balanced-prefill", "applies to data-parallel attention ranks: give --ep N (2 or more) with "
                                               "--tp 1");
    if (parser.isSet(QStringLiteral("mig"))) job.mig = parser.value(QStringLiteral("mig")).toStdString();
    if (parser.isSet(QStringLiteral("qps"))) job.qps = scaledOption(parser, QStringLiteral("qps"));
    if (parser.isSet(QStringLiteral("p99-ms"))) job.p99Ms = scaledOption(parser, QStringLiteral("p99-ms"));
    if (parser.isSet(QStringLiteral("ttft-ms"))) job.ttftMs = scaledOption(parser, QStringLiteral("ttft-ms"));
    if (parser.isSet(QStringLiteral("tpot-ms"))) job.tpotMs = scaledOption(parser, QStringLiteral("tpot-ms"));
    if (job.qps && *job.qps <= 0) throw InputError("--qps", "must be more than 0");
    return job;
}

// How close the held-out serving rows are, and the model's error on the nearest (issue 46).
void printServingEnvelope(QTextStream& o, const Envelope& e) {
    if (!e.assessed) return;
    o << "Envelope:     " << QString::fromStdString(e.summary) << '\n';
    for (const ValidatedRun& r : e.nearest)
        o << "              nearest: " << QString::fromStdString(describeRun(r)) << '\n';
}

// Attention ranks that schedule their own sequences: each GPU of an EP replica served with --tp 1, else 1.
int dataParallelRanks(const InferenceJob& job, const InferenceResult& r) {
    return dataParallelAttention(job) ? r.ep : 1;
}

QJsonObject inferenceJson(const InferenceJob& job, const InferenceResult& r, const GpuSpec* gpu) {
    QJsonArray curve;
    for (const ServingPoint& p : r.curve) curve.append(pointJson(p));
    return QJsonObject{{"gpu", QString::fromStdString(gpu->id)},
                       {"tp", r.tp},
                       {"max_batch", r.maxBatch},
                       {"ep", r.ep},
                       {"attention_ranks", dataParallelRanks(job, r)},
                       {"balanced_prefill", job.balancedPrefill},
                       {"engine", QString::fromLatin1(servingEngineName(job.engine))},
                       {"batch", r.chosen.batch},
                       {"batch_requested", r.requestedBatch ? QJsonValue(*r.requestedBatch) : QJsonValue()},
                       {"batch_limited_by", QString::fromStdString(r.batchLimitedBy)},
                       {"total_params", r.totalParams},
                       {"active_params", r.activeParams},
                       {"expert_weights_gb_per_gpu", r.expertWeightsGbPerGpu},
                       {"experts_per_gpu", r.expertsPerGpu},
                       {"redundant_experts", r.redundantExperts},
                       {"weight_only", r.weightOnly},
                       {"tokens_per_s", r.chosen.tokensPerSecond * r.replicas},
                       {"tokens_per_s_per_replica", r.chosen.tokensPerSecond},
                       {"tokens_per_s_per_gpu", r.tokensPerSecondPerGpu},
                       {"ttft_ms", r.chosen.ttftMs},
                       {"tpot_ms", r.chosen.tpotMs},
                       {"e2e_ms", r.chosen.e2eMs},
                       {"floor_ms", r.floorMs},
                       {"kv_cache_gb", r.kvCacheGb},
                       {"kv_bytes_per_token", r.kvBytesPerToken},
                       {"weights_gb_per_gpu", r.weightsGbPerGpu},
                       {"replicas", r.replicas},
                       {"gpus_needed", r.gpusNeeded},
                       {"unit", QString::fromStdString(r.unit)},
                       {"p99_ms", job.qps ? QJsonValue(r.p99Ms) : QJsonValue(QJsonValue::Null)},
                       {"curve", curve},
                       {"envelope", data::servingEnvelopeToJson(r.envelope)}};
}

void printCurve(QTextStream& o, const InferenceResult& r) {
    o << '\n';
    TextTable t;
    for (const char* h : {"batch", "tokens/s", "TTFT ms", "TPOT ms", "end-to-end ms"})
        t.addColumn(QString::fromLatin1(h), TextTable::Right);
    for (const ServingPoint& p : r.curve)
        t.addRow({QString::number(p.batch), QString::number(p.tokensPerSecond, 'f', 0),
                  QString::number(p.ttftMs, 'f', 0), QString::number(p.tpotMs, 'f', 1),
                  QString::number(p.e2eMs, 'f', 0)});
    t.print(o);
}

void printInference(QTextStream& o, const QCommandLineParser& parser, const InferenceJob& job, const InferenceResult& r,
                    const GpuSpec* gpu, const std::optional<DisaggregatedResult>& split) {
    o << "Model:        " << QString::fromStdString(describeShape(job.shape)) << ", "
      << QString::number(r.totalParams / 1e9, 'f', 1) << "B"
      << (job.shape.isMoe() ? QStringLiteral(" (%1B active)").arg(r.activeParams / 1e9, 0, 'f', 1) : QString())
      << ", weights " << QString::fromLatin1(precisionName(job.weights).data())
      << (r.weightOnly ? QStringLiteral(" (weight-only: no FP4 tensor cores, computed in BF16)") : QString())
      << ", KV cache " << QString::fromLatin1(precisionName(job.kvCache).data()) << '\n';
    o << "Replica:      " << r.tp << " x " << QString::fromStdString(gpu->id)
      << (job.mig ? QStringLiteral(" MIG %1").arg(parser.value(QStringLiteral("mig"))) : QString()) << ", weights "
      << QString::number(r.weightsGbPerGpu, 'f', 1) << " GiB per " << (job.mig ? "slice" : "GPU") << ", KV "
      << QString::number(r.kvBytesPerToken / 1024, 'f', 0) << " KiB per token, at most " << r.maxBatch << " sequences"
      << (r.ep > 1
              ? QStringLiteral(", experts over %1 GPUs (EP), %2 per GPU%3")
                    .arg(r.ep)
                    .arg(r.expertsPerGpu)
                    .arg(r.redundantExperts > 0 ? QStringLiteral(", %1 redundant").arg(r.redundantExperts) : QString())
              : QString())
      << (dataParallelRanks(job, r) > 1
              ? QStringLiteral(", attention data-parallel over %1 ranks, %2")
                    .arg(dataParallelRanks(job, r))
                    .arg(job.balancedPrefill ? QStringLiteral("prefills balanced")
                                             : QStringLiteral("each rank prefilling alone (--balanced-prefill)"))
              : QString())
      << '\n';
    if (r.requestedBatch && r.batchLimitedBy != "requested")
        o << "Batch:        " << *r.requestedBatch << " requested, running " << r.chosen.batch
          << (r.batchLimitedBy == "kv_cache"
                  ? QStringLiteral(": the KV cache holds no more (the scheduler runs what fits)")
              : r.batchLimitedBy == "latency" ? QStringLiteral(": the latency targets allow no more")
                                              : QStringLiteral(": the engine's batch cap"))
          << '\n';
    o << "Operating at: batch " << r.chosen.batch << ": " << QString::number(r.chosen.tokensPerSecond, 'f', 0)
      << " output tokens/s per replica (" << QString::number(r.tokensPerSecondPerGpu, 'f', 0) << " per "
      << (job.mig ? "slice" : "GPU") << "), TTFT " << QString::number(r.chosen.ttftMs, 'f', 0) << " ms, TPOT "
      << QString::number(r.chosen.tpotMs, 'f', 1) << " ms, end to end " << QString::number(r.chosen.e2eMs, 'f', 0)
      << " ms\n";
    if (job.qps)
        o << "Sizing:       " << r.gpusNeeded << ' ' << QString::fromStdString(r.unit) << " (" << r.replicas
          << " replicas) for " << *job.qps << " requests/s at p99 " << QString::number(r.p99Ms, 'f', 0)
          << " ms (M/M/c, one server per batch slot)\n";
    if (split)
        o << "Disaggregated: " << split->prefillGpus << " prefill + " << split->decodeGpus << " decode GPUs ("
          << split->prefillReplicas << " + " << split->decodeReplicas << " replicas of " << split->tp << "), TTFT "
          << QString::number(split->decode.ttftMs, 'f', 0) << " ms (KV transfer "
          << QString::number(split->kvTransferMs, 'f', 1) << " ms), decode batch " << split->decode.batch << ", TPOT "
          << QString::number(split->decode.tpotMs, 'f', 1) << " ms"
          << (job.qps ? QStringLiteral(", p99 %1 ms").arg(split->p99Ms, 0, 'f', 0) : QString()) << '\n';
    printServingEnvelope(o, r.envelope);
    printCurve(o, r);
}

} // namespace

int runInfer(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    describeInferCommand(parser);
    if (int rc = parseCommand(ctx, parser, QStringLiteral("infer"), args); rc >= 0) return rc;

    const Catalog catalog = data::CatalogRepository(ctx.database().sql()).load();
    if (!parser.isSet(QStringLiteral("gpu"))) throw InputError("--gpu", "is required");
    const GpuSpec* gpu = catalog.gpu(parser.value(QStringLiteral("gpu")).toStdString());
    if (!gpu)
        throw InputError("--gpu", "unknown GPU '" + parser.value(QStringLiteral("gpu")).toStdString() +
                                      "'; valid ids: " + catalog.gpuIdList());
    const InferenceJob job = inferenceJobFromOptions(parser, gpu);
    const InferenceResult r = services::estimateInferenceWithEnvelope(job);
    std::optional<DisaggregatedResult> split;
    if (parser.isSet(QStringLiteral("disaggregate"))) split = planDisaggregated(job);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject o = inferenceJson(job, r, gpu);
        if (split) o.insert("disaggregated", disaggregatedJson(*split));
        ctx.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return Ok;
    }
    printInference(ctx.out, parser, job, r, gpu, split);
    return Ok;
}

} // namespace gputco::cli
