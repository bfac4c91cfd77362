#include "data/training_json.hpp"

#include "data/envelope_json.hpp"

namespace gputco::data {

namespace {
constexpr double kGiB = units::gibi;
} // namespace

QJsonObject timeBreakdownToJson(const TimeBreakdown& t, double failurePerIteration) {
    return QJsonObject{{"compute_s", t.compute}, {"tp_comm_s", t.tpComm},           {"pp_bubble_s", t.ppBubble},
                       {"dp_comm_s", t.dpComm},  {"io_stall_s", t.ioStall},         {"ep_comm_s", t.epComm},
                       {"cp_comm_s", t.cpComm},  {"failure_s", failurePerIteration}};
}

QJsonObject memoryToJson(const MemoryBreakdown& m, double capacity) {
    QJsonObject out{{"weights_gb", m.weights / kGiB},
                    {"expert_weights_gb", m.expertWeights / kGiB},
                    {"gradients_gb", m.gradients / kGiB},
                    {"optimizer_gb", m.optimizer / kGiB},
                    {"activations_gb", m.activations / kGiB},
                    {"reserve_gb", m.reserve / kGiB},
                    {"total_gb", m.total() / kGiB}};
    if (capacity > 0) out["capacity_gb"] = capacity / kGiB;
    if (m.tightReserve) out["reserve_tight"] = true; // fits only with the reserve's low end (5 % instead of 7 %)
    return out;
}

QJsonObject layoutToJson(const Layout& l) {
    return QJsonObject{{"tp", l.tp},
                       {"pp", l.pp},
                       {"dp", l.dp},
                       {"interleave", l.interleave},
                       {"micro_batch", l.microBatch},
                       {"micro_batches", l.microBatches},
                       {"recompute", QString::fromLatin1(recomputeName(l.recompute).data(),
                                                         qsizetype(recomputeName(l.recompute).size()))},
                       {"sequence_parallel", l.sequenceParallel},
                       {"zero", l.zero},
                       {"ep", l.ep},
                       {"etp", l.etp},
                       {"cp", l.cp}};
}

QJsonObject layoutEstimateToJson(const LayoutEstimate& e) {
    return QJsonObject{{"layout", layoutToJson(e.layout)},
                       {"iteration_s", e.time.total()},
                       {"mfu", e.mfu},
                       {"hfu", e.hfu},
                       {"memory_per_gpu_gb", e.memory.total() / kGiB},
                       {"breakdown", timeBreakdownToJson(e.time, 0)}};
}

namespace {
void insertAll(QJsonObject& into, const QJsonObject& from) {
    for (auto it = from.begin(); it != from.end(); ++it) into.insert(it.key(), it.value());
}

QJsonObject shapeJson(const TrainingJob& job) {
    const ModelShape& s = job.shape;
    return QJsonObject{{"layers", s.layers}, {"hidden", s.hidden},      {"heads", s.heads}, {"kv_heads", s.kvHeads},
                       {"ffn", s.ffn},       {"gated_mlp", s.gatedMlp}, {"vocab", s.vocab}, {"seq", job.seqLen}};
}

// The expected (end-to-end) estimate, with its P10-P90 band.
QJsonObject expectedJson(const TrainingJob& job, const TrainingResult& r) {
    return QJsonObject{
        {"estimate", QStringLiteral("expected")},
        {"time_to_train_days", r.timeToTrainDays},
        {"time_to_train_days_p10", r.expected.p10Days},
        {"time_to_train_days_p50", r.expected.days},
        {"time_to_train_days_p90", r.expected.p90Days},
        {"gpu_hours", r.gpuHours},
        {"energy_mwh", r.energyMwh},
        {"mfu", r.expected.mfu},
        {"tokens_per_s", r.expected.tokensPerSecond},
        {"tokens_per_s_per_gpu", r.expected.tokensPerSecond / job.gpus},
        {"model_tflops_per_gpu", r.modelFlopsPerIteration / r.expected.iterationSeconds / job.gpus / 1e12},
        {"iteration_s", r.expected.iterationSeconds},
        {"expected", QJsonObject{{"kernel_practice_s", r.expected.kernelSeconds},
                                 {"kernel_practice_applied", r.expected.kernelPracticeApplied},
                                 {"calibration_comm_s", r.expected.commSeconds},
                                 {"overhead_s", r.expected.overheadSeconds},
                                 {"stragglers_s", r.expected.stragglerSeconds},
                                 {"goodput", r.expected.goodput},
                                 {"evaluation_data_rollback_ramp_share", r.expected.lossFraction},
                                 {"calibration", QString::fromStdString(r.expected.calibration)}}}};
}

// The best case (the layout search's fastest layout), with its memory and time breakdown.
QJsonObject bestCaseJson(const TrainingJob& job, const TrainingResult& r) {
    const double capacity = units::inBytes(job.gpu.hbmCapacity);
    return QJsonObject{
        {"best_case_days", r.bestCaseDays},
        {"best_case_gpu_hours", r.bestCaseGpuHours},
        {"best_case_mfu", r.best.mfu},
        {"best_case_hfu", r.best.hfu},
        {"best_case_tokens_per_s", r.tokensPerSecond},
        {"best_case_iteration_s", r.iterationSeconds},
        {"memory_per_gpu_gb", r.best.memory.total() / kGiB},
        {"memory", memoryToJson(r.best.memory, capacity)},
        {"layout", layoutToJson(r.best.layout)},
        {"pipeline_schedule", QString::fromLatin1(pipelineScheduleName(job.pipelineSchedule).data())},
        {"moe_dispatcher", QString::fromLatin1(moeDispatcherName(job.moeDispatcher).data())},
        {"grad_reduce", job.bf16GradientReduce ? QStringLiteral("bf16") : QStringLiteral("fp32")},
        {"optimizer_moments", job.bf16OptimizerMoments ? QStringLiteral("bf16") : QStringLiteral("fp32")},
        {"expert_activations", job.fp8ExpertActivations ? QStringLiteral("fp8") : QStringLiteral("bf16")},
        {"breakdown_unit", QStringLiteral("seconds per iteration")},
        {"breakdown", timeBreakdownToJson(r.best.time, r.failureSecondsPerIteration)}};
}

QJsonObject checkpointJson(const TrainingResult& r) {
    return QJsonObject{{"size_gb", r.checkpointBytes / 1e9},
                       {"write_s", r.checkpointWriteSeconds},
                       {"interval_min", r.checkpointIntervalSeconds / 60.0},
                       {"interval_late_min", r.checkpointIntervalLateSeconds / 60.0},
                       {"job_mtbf_h", r.jobMtbfHours}};
}
} // namespace

QJsonObject trainingResultToJson(const TrainingJob& job, const TrainingResult& r) {
    QJsonArray alternatives;
    for (const LayoutEstimate& e : r.alternatives) alternatives.append(layoutEstimateToJson(e));
    QJsonObject o{
        {"gpu", QString::fromStdString(job.gpu.id)},
        {"gpus", job.gpus},
        {"precision",
         QString::fromLatin1(precisionName(job.precision).data(), qsizetype(precisionName(job.precision).size()))},
        {"params", r.params},
        {"shape", shapeJson(job)},
        {"tokens", job.tokens},
        {"global_batch_tokens", r.globalBatchTokens},
        {"iterations", r.iterations},
        {"goodput", r.goodput},
        {"checkpoint", checkpointJson(r)},
        {"alternatives", alternatives},
        {"layouts_evaluated", double(r.layoutsEvaluated)},
        {"envelope", envelopeToJson(r.envelope)},
        {"best_case_envelope", envelopeToJson(r.bestCaseEnvelope)},
    };
    // The expected estimate and the best case beside it.
    insertAll(o, expectedJson(job, r));
    insertAll(o, bestCaseJson(job, r));
    return o;
}

QJsonArray sweepToJson(const std::vector<SweepPoint>& points) {
    QJsonArray out;
    for (const SweepPoint& p : points) {
        QJsonObject o{{"gpus", p.gpus}, {"feasible", p.feasible}};
        if (p.feasible) {
            o["time_to_train_days"] = p.result.timeToTrainDays;
            o["time_to_train_days_p10"] = p.result.expected.p10Days;
            o["time_to_train_days_p90"] = p.result.expected.p90Days;
            o["best_case_days"] = p.result.bestCaseDays;
            o["gpu_hours"] = p.result.gpuHours;
            o["mfu"] = p.result.expected.mfu;
            o["best_case_mfu"] = p.result.best.mfu;
            o["tokens_per_s"] = p.result.expected.tokensPerSecond;
            o["iteration_s"] = p.result.expected.iterationSeconds;
            o["memory_per_gpu_gb"] = p.result.best.memory.total() / kGiB;
            o["layout"] = layoutToJson(p.result.best.layout);
        } else {
            o["reason"] = QString::fromStdString(p.reason);
        }
        out.append(o);
    }
    return out;
}

} // namespace gputco::data
