// gpu-tco calibrate import: fit a calibration profile to measured step times and store it.
#include "app/cli/calibrate_import.hpp"

#include "app/cli/cli.hpp"
#include "app/cli/if_revision_option.hpp"
#include "app/cli/text_table.hpp"
#include "app/cli/training_options.hpp"
#include "core/calibration/megatron_flops.hpp"
#include "core/training/training_model.hpp"
#include "data/calibration_json.hpp"
#include "data/catalog_repository.hpp"

#include <QJsonDocument>

namespace gputco::cli {

namespace {
const QStringList kImportOptions{QStringLiteral("name"),       QStringLiteral("format"), QStringLiteral("plan-gpus"),
                                 QStringLiteral("json"),       QStringLiteral("help"),   QStringLiteral("replace"),
                                 QStringLiteral("if-revision")};

QString fmt(double v, int decimals = 3) { return QString::number(v, 'f', decimals); }
QString pct(double v) { return QString::asprintf("%+.1f %%", 100.0 * v); }

// The training options as given, to rebuild jobs from (CSV rows append their own).
QStringList jobArgs(const QCommandLineParser& p) {
    QStringList out;
    for (const QString& name : p.optionNames()) {
        if (kImportOptions.contains(name) || out.contains(QStringLiteral("--") + name)) continue;
        const QStringList values = p.values(name);
        out << QStringLiteral("--") + name;
        if (!values.isEmpty() && !values.last().isEmpty()) out << values.last();
    }
    return out;
}

// The measurements' logged Megatron throughput next to the calibrated model's (same FLOP count).
std::optional<std::pair<double, double>> loggedThroughput(const std::vector<Measurement>& ms,
                                                          const CalibrationFit& fit) {
    const Measurement& m = ms.front();
    if (ms.size() != 1 || !m.loggedTflopsPerGpu) return std::nullopt;
    const double seconds = m.secondsPerIteration * (1.0 + fit.errorAfter.front());
    return std::pair{*m.loggedTflopsPerGpu,
                     megatronTflopsPerGpu(m.job.shape, m.job.seqLen, *m.job.globalBatchTokens, m.job.gpus, seconds)};
}

struct Plan {
    TrainingJob job;
    std::optional<TrainingResult> result;
    double calibrated = 0; // seconds per iteration
    std::string why;       // when no layout fits
};

// The planned scale: the largest measured job at --plan-gpus with the default global batch.
Plan planAt(const std::vector<Measurement>& ms, int gpus, const EfficiencyCalibration& c) {
    Plan p{ms.front().job, std::nullopt, 0, {}};
    for (const Measurement& m : ms)
        if (m.job.gpus > p.job.gpus) p.job = m.job;
    p.job.gpus = gpus;
    p.job.globalBatchTokens.reset();
    p.job.constraints = {};
    try {
        p.result = estimateTraining(p.job, 0);
        p.calibrated = calibratedSeconds(p.result->best.time, c);
    } catch (const InputError& e) {
        p.why = e.what();
    }
    return p;
}

void printFit(QTextStream& o, const CalibrationFit& fit) {
    TextTable t;
    for (const char* h : {"Measurement", "GPUs", "measured s/it", "best case", "error", "calibrated", "error", "MFU"})
        t.addColumn(QString::fromLatin1(h), *h == 'M' && h[1] == 'e' ? TextTable::Left : TextTable::Right);
    for (std::size_t i = 0; i < fit.rows.size(); ++i) {
        const CalibrationRow& r = fit.rows[i];
        t.addRow({QString::fromStdString(r.label), QString::number(r.gpus), fmt(r.measuredSeconds),
                  fmt(r.bestCaseSeconds()), pct(fit.errorBefore[i]), fmt(r.measuredSeconds * (1 + fit.errorAfter[i])),
                  pct(fit.errorAfter[i]), QString::asprintf("%.1f %%", 100.0 * r.impliedMfu)});
    }
    t.print(o);
    o << "\nFitted: compute x" << fmt(fit.profile.computeScale) << ", communication x" << fmt(fit.profile.commScale)
      << (fit.note.empty() ? QString() : QStringLiteral(" (") + QString::fromStdString(fit.note) + u')') << '\n';
}

void printPlan(QTextStream& o, const Plan& p) {
    o << "Planned scale:  " << p.job.gpus << " x " << QString::fromStdString(p.job.gpu.id);
    if (!p.result) {
        o << ": " << QString::fromStdString(p.why) << '\n';
        return;
    }
    const TrainingResult& r = *p.result;
    const double days = 86400.0;
    o << ", batch " << QString::number(r.globalBatchTokens / 1e6, 'f', 2) << "M tokens: best case "
      << fmt(r.iterationSeconds) << " s/iteration (MFU " << QString::asprintf("%.1f %%", 100 * r.best.mfu)
      << "), calibrated " << fmt(p.calibrated) << " s (MFU "
      << QString::asprintf("%.1f %%", 100 * r.best.mfu * r.iterationSeconds / p.calibrated) << ", "
      << pct(p.calibrated / r.iterationSeconds - 1) << ")\n"
      << "Time to train " << QString::number(p.job.tokens / 1e9, 'g', 4)
      << "B tokens (steady state): " << fmt(r.iterations * r.iterationSeconds / days, 1) << " -> "
      << fmt(r.iterations * p.calibrated / days, 1) << " days\n";
}

QJsonObject importJson(const data::CalibrationProfile& stored, const CalibrationFit& fit, const Plan& plan,
                       const std::optional<std::pair<double, double>>& logged) {
    QJsonObject o = data::calibrationProfileJson(stored);
    o[QStringLiteral("comm_fitted")] = fit.commFitted;
    if (!fit.note.empty()) o[QStringLiteral("note")] = QString::fromStdString(fit.note);
    QJsonObject pl{{QStringLiteral("gpus"), plan.job.gpus}};
    if (plan.result) {
        pl[QStringLiteral("best_case_s_per_iteration")] = plan.result->iterationSeconds;
        pl[QStringLiteral("calibrated_s_per_iteration")] = plan.calibrated;
    } else {
        pl[QStringLiteral("reason")] = QString::fromStdString(plan.why);
    }
    o[QStringLiteral("planned")] = pl;
    if (logged) {
        o[QStringLiteral("log_tflops_per_gpu")] = logged->first;
        o[QStringLiteral("calibrated_tflops_per_gpu")] = logged->second;
    }
    return o;
}

void describe(QCommandLineParser& parser) {
    parser.setApplicationDescription(QStringLiteral(
        "Fit a calibration profile to measured step times and store it under NAME.\n\n"
        "FILE is a Megatron-LM / NeMo log ('elapsed time per iteration (ms): ...'), a torchtitan log ('tps: ...')\n"
        "or a CSV (columns gpu, gpus, params or layers/hidden/heads, seq, global_batch_tokens, tokens_per_s;\n"
        "one measurement per row). The training options describe the measured job (a CSV's rows override them).\n"
        "Logs: the first logged line and the first 10 % of the logged iterations are skipped as warm-up; the\n"
        "median of the rest is used. Several GPU counts (CSV) fit communication too; one fits compute only.\n\n"
        "Example: gpu-tco calibrate import run.log --name poc-h100 --gpu H100-SXM5-80GB --gpus 8 --params 7B\n"
        "         --seq 4096 --global-batch-tokens 524288"));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The log or CSV file."));
    addTrainingOptions(parser);
    parser.addOption(QCommandLineOption(QStringLiteral("name"), QStringLiteral("The profile's name (required)."),
                                        QStringLiteral("NAME")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("format"),
        QStringLiteral("megatron, torchtitan or csv; default: .csv by name, logs by content."), QStringLiteral("F")));
    parser.addOption(QCommandLineOption(QStringLiteral("plan-gpus"),
                                        QStringLiteral("The planned cluster size to show the change at."),
                                        QStringLiteral("N"), QStringLiteral("1024")));
    parser.addOption(QCommandLineOption(QStringLiteral("json"), QStringLiteral("Print JSON.")));
    parser.addOption(QCommandLineOption(QStringLiteral("replace"),
                                        QStringLiteral("Store the new fit over the profile NAME (it must exist).")));
    parser.addOption(ifRevisionFlag(QStringLiteral("--replace")));
}

// --replace [--if-revision N] (issue 18): checked before any work.
std::optional<int> checkTarget(const data::CalibrationRepository& repo, const QCommandLineParser& parser) {
    const QString name = parser.value(QStringLiteral("name"));
    const std::optional<int> ifRevision = ifRevisionValue(parser);
    if (!parser.isSet(QStringLiteral("replace"))) {
        if (ifRevision) throw InputError("--if-revision", "applies to 'calibrate import --replace' only");
        repo.checkNewName(name);
    } else if (!repo.find(name)) {
        throw InputError("--replace",
                         "no calibration named '" + name.toStdString() + "' is stored to replace" +
                             (ifRevision ? ", so there is no revision " + std::to_string(*ifRevision) : std::string()));
    }
    return ifRevision;
}

// A profile is fitted to one GPU model: every measurement must use the first one's.
void requireOneGpu(const std::vector<Measurement>& ms) {
    for (const Measurement& m : ms)
        if (m.job.gpu.id != ms.front().job.gpu.id)
            throw InputError("csv", "a profile is for one GPU; " + m.label + " uses " + m.job.gpu.id +
                                        ", the first row " + ms.front().job.gpu.id);
}

void printImport(QTextStream& o, const CalibrationFit& fit, const Plan& plan,
                 const std::optional<std::pair<double, double>>& logged) {
    printFit(o, fit);
    if (logged)
        o << "Throughput:     log " << fmt(logged->first, 1) << " TFLOP/s/GPU, calibrated model "
          << fmt(logged->second, 1) << " (" << pct(logged->second / logged->first - 1) << ", Megatron's FLOP count)\n";
    printPlan(o, plan);
    o << "Stored calibration '" << QString::fromStdString(fit.profile.name)
      << "'; use it with gpu-tco train ... --calibration " << QString::fromStdString(fit.profile.name) << '\n';
}

} // namespace

int runCalibrateImport(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    describe(parser);
    if (int rc = parseCommand(ctx, parser, QStringLiteral("calibrate import"), args); rc >= 0) return rc;
    if (parser.positionalArguments().size() != 1)
        throw InputError("arguments", "expected 'gpu-tco calibrate import FILE --name NAME ...'");
    if (!parser.isSet(QStringLiteral("name"))) throw InputError("--name", "is required");
    const QString file = parser.positionalArguments().first();
    const int planGpus = intOption(parser, QStringLiteral("plan-gpus"));
    if (planGpus < 1 || planGpus > 1048576) throw InputError("--plan-gpus", "allowed 1 to 1048576");

    data::CalibrationRepository repo(ctx.database().sql());
    const std::optional<int> ifRevision = checkTarget(repo, parser); // before any work
    const Catalog catalog = data::CatalogRepository(ctx.database().sql()).load();
    const std::vector<Measurement> ms =
        readMeasurements(file, parser.value(QStringLiteral("format")), jobArgs(parser), catalog, ctx.err);
    requireOneGpu(ms);
    std::vector<CalibrationRow> rows;
    rows.reserve(ms.size());
    for (const Measurement& m : ms) rows.push_back(calibrationRow(m));
    const CalibrationFit fit = fitCalibration(std::move(rows), parser.value(QStringLiteral("name")).toStdString());
    const Plan plan = planAt(ms, planGpus, fit.profile);
    const auto logged = loggedThroughput(ms, fit);

    data::CalibrationProfile stored{
        fit.profile, QString::fromStdString(ms.front().job.gpu.id), QString::fromStdString(ms.front().job.fabric.id),
        {},          data::calibrationMeasurementsJson(ms, fit),    data::calibrationResidualsJson(fit)};
    if (parser.isSet(QStringLiteral("replace")))
        repo.replace(stored, ifRevision);
    else
        repo.add(stored);
    stored = repo.load(QString::fromStdString(fit.profile.name));
    if (parser.isSet(QStringLiteral("json"))) {
        ctx.out << QString::fromUtf8(
            QJsonDocument(importJson(stored, fit, plan, logged)).toJson(QJsonDocument::Indented));
        return Ok;
    }
    printImport(ctx.out, fit, plan, logged);
    return Ok;
}

} // namespace gputco::cli
