// gpu-tco train: time-to-train, layout, memory and time breakdowns for one job.
#include "app/cli/calibration_option.hpp"
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/goal_seek_option.hpp"
#include "app/cli/scenario_source.hpp"
#include "app/cli/text_table.hpp"
#include "app/cli/training_options.hpp"
#include "core/training/training_model.hpp"
#include "data/catalog_repository.hpp"
#include "data/scenario_json.hpp"
#include "data/site_profile_repository.hpp"
#include "data/training_json.hpp"
#include "services/validation_evidence.hpp"

#include <QJsonDocument>

#include <optional>

namespace gputco::cli {

namespace {
constexpr double kGiB = units::gibi;

QString fmt(double v, int decimals = 2) { return QString::number(v, 'f', decimals); }
QString pct(double v) { return QString::number(100.0 * v, 'f', 1) + u'%'; }

QString layoutText(const Layout& l) {
    return QStringLiteral("TP %1 x PP %2 x DP %3%4, micro-batch %5 x %6, recompute %7%8, ZeRO-%9")
               .arg(l.tp)
               .arg(l.pp)
               .arg(l.dp)
               .arg(l.interleave > 1 ? QStringLiteral(" (interleave %1)").arg(l.interleave) : QString())
               .arg(l.microBatch)
               .arg(l.microBatches)
               .arg(
                   QString::fromLatin1(recomputeName(l.recompute).data(), qsizetype(recomputeName(l.recompute).size())))
               .arg(l.sequenceParallel ? QStringLiteral(", sequence parallel") : QString())
               .arg(l.zero) +
           (l.cp > 1 ? QStringLiteral(", CP %1").arg(l.cp) : QString()) +
           (l.ep > 1 ? QStringLiteral(", EP %1").arg(l.ep) : QString()) +
           (l.etp > 1 ? QStringLiteral(", expert-TP %1").arg(l.etp) : QString());
}

// Issue 28: how close the validated runs are, and the band's rule where none is.
void printEnvelope(QTextStream& o, const Envelope& e) {
    if (!e.assessed) return;
    o << "Envelope:       " << QString::fromStdString(e.summary);
    if (e.extrapolated)
        o << "; P10-P90 widened to x" << fmt(e.bandP10, 2) << "-x" << fmt(e.bandP90, 2)
          << " of expected (docs/validation-envelope.md)";
    o << '\n';
    for (const ValidatedRun& r : e.nearest)
        o << "                nearest: " << QString::fromStdString(describeRun(r)) << '\n';
}

void printSummary(QTextStream& o, const TrainingJob& job, const TrainingResult& r) {
    o << "Model:          " << QString::fromStdString(describeShape(job.shape)) << ", " << fmt(r.params / 1e9, 1)
      << "B parameters, sequence " << job.seqLen << '\n';
    o << "Cluster:        " << job.gpus << " x " << QString::fromStdString(job.gpu.id) << ", "
      << QString::fromStdString(job.fabric.id) << ", " << QString::fromStdString(job.storage.id) << ", "
      << QString::fromLatin1(precisionName(job.precision).data()) << '\n';
    o << "Layout:         " << layoutText(r.best.layout)
      << (job.pipelineSchedule == PipelineSchedule::DualPipe && r.best.layout.pp > 1 ? ", DualPipe" : "")
      << (job.shape.isMoe() ? QStringLiteral(", %1 dispatcher").arg(QLatin1String(moeDispatcherName(job.moeDispatcher)))
                            : QString())
      << '\n';
    const ExpectedEstimate& e = r.expected;
    o << "Time to train:  expected " << fmt(r.timeToTrainDays, 1) << " days (P10-P90: " << fmt(e.p10Days, 1) << "-"
      << fmt(e.p90Days, 1) << "), best case " << fmt(r.bestCaseDays, 1) << " days, for "
      << QString::number(job.tokens, 'g', 4) << " tokens (" << QString::number(r.iterations, 'f', 0)
      << " iterations of " << QString::number(r.globalBatchTokens, 'g', 4) << " tokens)\n";
    printEnvelope(o, r.envelope);
    if (r.bestCaseEnvelope.assessed)
        o << "Best case:      " << QString::fromStdString(r.bestCaseEnvelope.summary) << '\n';
    o << "GPU-hours:      expected " << QString::number(r.gpuHours, 'f', 0) << ", best case "
      << QString::number(r.bestCaseGpuHours, 'f', 0) << ", energy " << fmt(r.energyMwh, 1) << " MWh (GPU TDP x load)\n";
    o << "Throughput:     expected " << QString::number(e.tokensPerSecond, 'f', 0) << " tokens/s ("
      << QString::number(e.tokensPerSecond / job.gpus, 'f', 0) << " per GPU), MFU " << pct(e.mfu) << "; best case "
      << QString::number(r.tokensPerSecond / job.gpus, 'f', 0) << " per GPU, MFU " << pct(r.best.mfu) << ", HFU "
      << pct(r.best.hfu) << '\n';
    o << "End to end:     "
      << (e.kernelPracticeApplied
              ? QStringLiteral("kernels in practice +%1 s").arg(fmt(e.kernelSeconds, 3))
              : QStringLiteral("kernels in practice not applied (fitted on dense 16-bit runs on NVIDIA V100-H100)"))
      << ", stragglers +" << fmt(e.stragglerSeconds, 3) << " s per iteration; goodput " << pct(e.goodput)
      << "; evaluation, data stalls, "
      << "rollbacks and ramp +" << pct(e.lossFraction) << "\n";
    o << "Best-case goodput: " << pct(r.goodput) << " (job MTBF " << fmt(r.jobMtbfHours, 1) << " h, checkpoint every "
      << fmt(r.checkpointIntervalSeconds / 60.0, 1) << " min, " << fmt(r.checkpointWriteSeconds, 1) << " s each)\n\n";
}

void printIterationTable(QTextStream& o, const TrainingResult& r) {
    TextTable t;
    t.addColumn(QStringLiteral("Per iteration (best case)"));
    t.addColumn(QStringLiteral("seconds"), TextTable::Right);
    t.addColumn(QStringLiteral("share"), TextTable::Right);
    const TimeBreakdown& b = r.best.time;
    const double total = r.iterationSeconds + r.failureSecondsPerIteration;
    auto row = [&](const char* name, double v) { t.addRow({QString::fromLatin1(name), fmt(v, 3), pct(v / total)}); };
    row("compute", b.compute);
    row("exposed TP communication", b.tpComm);
    row("pipeline bubble", b.ppBubble);
    row("exposed DP communication", b.dpComm);
    if (b.epComm > 0) row("exposed EP all-to-all", b.epComm);
    if (b.cpComm > 0) row("exposed CP ring", b.cpComm);
    row("I/O stall", b.ioStall);
    row("failures and checkpoints", r.failureSecondsPerIteration);
    row("total", total);
    t.print(o);
    o << '\n';
}

void printMemoryTable(QTextStream& o, const TrainingJob& job, const TrainingResult& r) {
    const double capacity = units::inBytes(job.gpu.hbmCapacity);
    TextTable m;
    m.addColumn(QStringLiteral("Memory per GPU"));
    m.addColumn(QStringLiteral("GiB"), TextTable::Right);
    const MemoryBreakdown& mem = r.best.memory;
    auto mrow = [&](const char* name, double v) { m.addRow({QString::fromLatin1(name), fmt(v / kGiB, 1)}); };
    mrow("weights", mem.weights);
    mrow("gradients", mem.gradients);
    mrow("optimizer states", mem.optimizer);
    mrow("activations", mem.activations);
    mrow(mem.tightReserve ? "reserve (context, NCCL, fragmentation): tight, 5 % (fits only so)"
                          : "reserve (context, NCCL, fragmentation)",
         mem.reserve);
    mrow("total", mem.total());
    mrow("HBM capacity", capacity);
    m.print(o);
}

void printText(Context& ctx, const TrainingJob& job, const TrainingResult& r) {
    QTextStream& o = ctx.out;
    printSummary(o, job, r);
    printIterationTable(o, r);
    printMemoryTable(o, job, r);
    if (!r.alternatives.empty()) {
        o << "\nNext fastest layouts:\n";
        for (const LayoutEstimate& alt : r.alternatives)
            o << "  " << layoutText(alt.layout) << ": " << fmt(alt.time.total(), 3) << " s/iteration, MFU "
              << pct(alt.mfu) << ", " << fmt(alt.memory.total() / kGiB, 1) << " GiB\n";
    }
}

void printSweep(Context& ctx, const std::vector<SweepPoint>& points) {
    TextTable t;
    for (const char* h : {"GPUs", "days", "P10-P90", "best case", "GPU-hours", "MFU", "tokens/s", "layout"})
        t.addColumn(QString::fromLatin1(h), *h == 'l' ? TextTable::Left : TextTable::Right);
    for (const SweepPoint& p : points) {
        if (!p.feasible) {
            t.addRow({QString::number(p.gpus), QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"),
                      QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"), QString::fromStdString(p.reason)});
            continue;
        }
        const TrainingResult& r = p.result;
        t.addRow({QString::number(p.gpus), fmt(r.timeToTrainDays),
                  fmt(r.expected.p10Days) + u'-' + fmt(r.expected.p90Days), fmt(r.bestCaseDays),
                  QString::number(r.gpuHours, 'f', 0), pct(r.expected.mfu),
                  QString::number(r.expected.tokensPerSecond, 'f', 0), layoutText(r.best.layout)});
    }
    t.print(ctx.out);
}
} // namespace

namespace {
// The estimate at the given --gpus; none when the job does not fit them and a deadline is set
// (the goal seek then answers on its own). Other errors, and a misfit without a deadline, throw.
std::optional<TrainingResult> estimateAsGiven(const TrainingJob& job, int alternatives, bool deadline) {
    try {
        return services::estimateWithEnvelope(job, alternatives);
    } catch (const InputError& e) {
        if (!deadline || e.field() != "gpus") throw;
        return std::nullopt;
    }
}

void describeTrainingCommand(QCommandLineParser& parser, bool finetune) {
    if (finetune)
        parser.setApplicationDescription(QStringLiteral("Predict fine-tuning: full (the training model on the "
                                                        "fine-tuning tokens) or, with --lora-rank, LoRA/QLoRA\n"
                                                        "(frozen base weights, rank-r adapters, optimizer state only "
                                                        "for them, no weight gradients for the base).\n\n"
                                                        "Example: gpu-tco finetune --gpu H100-SXM5-80GB --gpus 8 "
                                                        "--params 13B --tokens 100M --lora-rank 16 --qlora"));
    else
        parser.setApplicationDescription(QStringLiteral(
            "Predict pre-training (or full fine-tuning) of a dense transformer: the fastest parallel layout that "
            "fits,\n"
            "time-to-train, GPU-hours, energy, MFU/HFU, memory per GPU and where the time goes.\n\n"
            "Example: gpu-tco train --gpu H100-SXM5-80GB --gpus 1024 --params 70B --tokens 2T --fabric IB-NDR\n\n"
            "With --json: one object; 'breakdown' values are seconds per iteration (failure_s is the time lost to\n"
            "checkpoints and failures per iteration); memory in GiB per GPU. With --sweep: GPU counts 8 to 16,384."));
    addTrainingOptions(parser);
    if (finetune) {
        parser.addOption(QCommandLineOption(QStringLiteral("lora-rank"),
                                            QStringLiteral("LoRA rank (omit for full fine-tuning)."),
                                            QStringLiteral("R")));
        parser.addOption(QCommandLineOption(QStringLiteral("lora-targets"),
                                            QStringLiteral("attention (Q, K, V, O) or all linear layers."),
                                            QStringLiteral("T"), QStringLiteral("attention")));
        parser.addOption(QCommandLineOption(QStringLiteral("qlora"), QStringLiteral("4-bit base weights (QLoRA).")));
    }
    addCalibrationOption(parser);
    addGoalSeekOptions(parser);
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    parser.addOption(
        QCommandLineOption(QStringLiteral("sweep"), QStringLiteral("Scaling curve over GPU counts 8..16384.")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("scenario"),
        QStringLiteral("With --sweep: the job of a scenario's workload on one of its options, as the window's\n"
                       "scaling chart draws it (issue 32); --workload and --option pick them (default: the\n"
                       "first training workload, the first option), --gpu another GPU type."),
        QStringLiteral("FILE|NAME")));
    parser.addOption(QCommandLineOption(QStringLiteral("workload"), QStringLiteral("With --scenario: workload name."),
                                        QStringLiteral("NAME")));
    parser.addOption(QCommandLineOption(QStringLiteral("option"), QStringLiteral("With --scenario: option name."),
                                        QStringLiteral("NAME")));
    parser.addOption(QCommandLineOption(QStringLiteral("alternatives"),
                                        QStringLiteral("How many runner-up layouts to list."), QStringLiteral("N"),
                                        QStringLiteral("3")));
}

// finetune --lora-rank, --lora-targets, --qlora.
void applyLoraOptions(const QCommandLineParser& parser, bool finetune, TrainingJob& job) {
    if (finetune && parser.isSet(QStringLiteral("lora-rank"))) {
        LoraConfig lora;
        lora.rank = intOption(parser, QStringLiteral("lora-rank"));
        const QString targets = parser.value(QStringLiteral("lora-targets"));
        if (targets != u"attention" && targets != u"all")
            throw InputError("--lora-targets", "must be attention or all");
        lora.allLinear = targets == u"all";
        lora.qlora = parser.isSet(QStringLiteral("qlora"));
        job.lora = lora;
    } else if (finetune && (parser.isSet(QStringLiteral("qlora")))) {
        throw InputError("--qlora", "needs --lora-rank");
    }
}

// One estimate in text or JSON, then the goal seek when asked.
void printTrainingResult(Context& ctx, const QCommandLineParser& parser, const TrainingJob& job, const Catalog& catalog,
                         const TrainingResult& r, bool json) {
    if (json) {
        QJsonObject o = data::trainingResultToJson(job, r);
        if (job.lora) o[QStringLiteral("lora_adapter_params")] = job.lora->adapterParams(job.shape);
        if (job.calibration) o[QStringLiteral("calibration")] = calibrationJson(*job.calibration);
        applyGoalSeek(ctx, parser, job, catalog, &o);
        ctx.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return;
    }
    if (job.lora)
        ctx.out << "LoRA:           rank " << job.lora->rank << " on "
                << (job.lora->allLinear ? "all linear layers" : "attention") << ", "
                << QString::number(job.lora->adapterParams(job.shape) / 1e6, 'f', 1) << "M trainable parameters"
                << (job.lora->qlora ? ", 4-bit base (QLoRA)" : "") << '\n';
    if (job.calibration) ctx.out << "Calibration:    " << calibrationText(*job.calibration) << '\n';
    printText(ctx, job, r);
    applyGoalSeek(ctx, parser, job, catalog, nullptr);
}

// train --scenario S --sweep: the sweep of the scenario's workload on its option, the window's scaling chart
// (services::scalingSweep) for one GPU type.
int runScenarioSweep(Context& ctx, const QCommandLineParser& parser, const Catalog& catalog) {
    if (!parser.isSet(QStringLiteral("sweep"))) throw InputError("--scenario", "is used with --sweep");
    const Scenario s = data::scenarioFromJson(loadScenario(ctx, parser.value(QStringLiteral("scenario"))), catalog,
                                              data::SiteProfileRepository(ctx.database().sql()).list());
    const QString wName = parser.value(QStringLiteral("workload")), oName = parser.value(QStringLiteral("option"));
    const auto w = std::find_if(s.workloads.begin(), s.workloads.end(), [&](const Workload& x) {
        return wName.isEmpty() ? x.isTraining() : QString::fromStdString(x.name) == wName;
    });
    if (w == s.workloads.end()) throw InputError("--workload", "no such training workload in the scenario");
    const auto o = std::find_if(s.options.begin(), s.options.end(), [&](const Option& x) {
        return oName.isEmpty() ? !x.api : QString::fromStdString(x.name) == oName;
    });
    if (o == s.options.end()) throw InputError("--option", "no such option with GPUs in the scenario");
    Option variant = *o;
    if (parser.isSet(QStringLiteral("gpu"))) variant.gpuId = parser.value(QStringLiteral("gpu")).toStdString();
    const auto points = sweepGpuCounts(trainingJobFor(*w, variant, catalog), defaultSweepCounts());
    if (parser.isSet(QStringLiteral("json")))
        ctx.out << QString::fromUtf8(QJsonDocument(data::sweepToJson(points)).toJson(QJsonDocument::Indented));
    else
        printSweep(ctx, points);
    return Ok;
}

int runTraining(Context& ctx, const QStringList& args, bool finetune) {
    QCommandLineParser parser;
    describeTrainingCommand(parser, finetune);
    if (int rc = parseCommand(ctx, parser, finetune ? QStringLiteral("finetune") : QStringLiteral("train"), args);
        rc >= 0)
        return rc;
    if (!parser.positionalArguments().isEmpty())
        throw InputError("arguments", "unexpected '" + parser.positionalArguments().first().toStdString() + "'");

    const Catalog catalog = data::CatalogRepository(ctx.database().sql()).load();
    if (parser.isSet(QStringLiteral("scenario"))) return runScenarioSweep(ctx, parser, catalog);
    TrainingJob job = trainingJobFromOptions(parser, catalog);
    applyLoraOptions(parser, finetune, job);
    applyCalibrationOption(ctx, parser, job);
    const bool json = parser.isSet(QStringLiteral("json"));
    if (parser.isSet(QStringLiteral("sweep"))) {
        validateJob(job);
        const auto points = sweepGpuCounts(job, defaultSweepCounts());
        if (json)
            ctx.out << QString::fromUtf8(QJsonDocument(data::sweepToJson(points)).toJson(QJsonDocument::Indented));
        else
            printSweep(ctx, points);
        return Ok;
    }
    const int alternatives = intOption(parser, QStringLiteral("alternatives"));
    if (alternatives < 0 || alternatives > 20) throw InputError("--alternatives", "allowed 0 to 20");
    // With --deadline-days the question is how many GPUs: a --gpus count the model does not fit
    // does not stop the goal seek, which tries every count itself (issue 14).
    const std::optional<TrainingResult> estimate =
        estimateAsGiven(job, alternatives, parser.isSet(QStringLiteral("deadline-days")));
    if (!estimate) {
        ctx.err << "note: --gpus " << job.gpus << " cannot run this job; only the goal seek is shown\n";
        QJsonObject o;
        applyGoalSeek(ctx, parser, job, catalog, json ? &o : nullptr);
        if (json) ctx.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return Ok;
    }
    printTrainingResult(ctx, parser, job, catalog, *estimate, json);
    return Ok;
}
} // namespace

int runTrain(Context& ctx, const QStringList& args) { return runTraining(ctx, args, false); }
int runFinetune(Context& ctx, const QStringList& args) { return runTraining(ctx, args, true); }

} // namespace gputco::cli
