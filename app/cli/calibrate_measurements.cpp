// Reading measured step times for gpu-tco calibrate import: logs and CSV.
#include "app/cli/calibrate_import.hpp"
#include "app/cli/training_options.hpp"
#include "core/calibration/measurement_csv.hpp"
#include "core/calibration/megatron_flops.hpp"
#include "core/calibration/training_log.hpp"
#include "data/limits.hpp"

#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace gputco::cli {

namespace {
QString readText(const QString& path) {
    return QString::fromUtf8(data::readFileLimited(path)); // at most 16 MB
}

// A training job from options as typed ("--gpu", "H100-SXM5-80GB", ...); --tokens defaults to 1T.
TrainingJob jobFromArgs(const QStringList& args, const Catalog& catalog) {
    QCommandLineParser p;
    addTrainingOptions(p);
    QStringList argv{QStringLiteral("gpu-tco"), QStringLiteral("--tokens"), QStringLiteral("1T")};
    argv << args;
    if (!p.parse(argv)) throw InputError("arguments", p.errorText().toStdString());
    return trainingJobFromOptions(p, catalog);
}

std::vector<Measurement> csvMeasurements(const std::string& text, const QStringList& jobArgs, const Catalog& catalog) {
    std::vector<Measurement> out;
    for (const CsvMeasurement& row : parseMeasurementCsv(text)) {
        QStringList args = jobArgs;
        for (const auto& [column, value] : row.fields)
            args << QStringLiteral("--") + QString::fromStdString(column).replace(u'_', u'-')
                 << QString::fromStdString(value);
        const std::string label = "line " + std::to_string(row.line);
        try {
            Measurement m{label, jobFromArgs(args, catalog), 0, std::nullopt};
            m.secondsPerIteration = *m.job.globalBatchTokens / row.tokensPerSecond;
            out.push_back(std::move(m));
        } catch (const InputError& e) {
            throw InputError("csv", label + ": " + e.what());
        }
    }
    return out;
}

void checkMegatronBatch(const LogSummary& s, TrainingJob& job) {
    if (!s.globalBatchSequences) return;
    const double logged = double(*s.globalBatchSequences) * job.seqLen;
    if (!job.globalBatchTokens)
        job.globalBatchTokens = logged;
    else if (std::abs(*job.globalBatchTokens / logged - 1.0) > 1e-6)
        throw InputError("--global-batch-tokens", formatNumber(*job.globalBatchTokens) +
                                                      " tokens, but the log's global batch size " +
                                                      std::to_string(*s.globalBatchSequences) + " x sequence " +
                                                      std::to_string(job.seqLen) + " = " + formatNumber(logged));
}

// The log's FLOPs per iteration (throughput x GPUs x time) against Megatron's count for
// the job as described: a mismatch means the options describe another model or batch.
void checkMegatronFlops(const LogSummary& s, const TrainingJob& job, QTextStream& warnings) {
    if (!s.tflopsPerGpu || !s.seconds || !job.globalBatchTokens) return;
    const double described = megatronTflopsPerGpu(job.shape, job.seqLen, *job.globalBatchTokens, job.gpus, *s.seconds);
    if (std::abs(described / *s.tflopsPerGpu - 1.0) > 0.15)
        warnings << "warning: the log's throughput (" << *s.tflopsPerGpu
                 << " TFLOP/s/GPU) differs from Megatron's FLOP count"
                 << " for the job described (" << QString::number(described, 'f', 1)
                 << "): check the model, --seq, --global-batch-tokens and --gpus\n";
}

Measurement logMeasurement(const QString& file, const std::string& text, LogFormat format, const QStringList& jobArgs,
                           const Catalog& catalog, QTextStream& warnings) {
    const std::vector<LogStep> steps = parseLog(format, text);
    if (steps.empty())
        throw InputError("", "no iteration lines found in " + file.toStdString() + " (expected lines like '" +
                                 std::string(exampleLogLine(format)) + "')");
    const LogSummary s = summarizeLog(steps);
    Measurement m{QFileInfo(file).fileName().toStdString(), jobFromArgs(jobArgs, catalog), 0, std::nullopt};
    if (format == LogFormat::Megatron) {
        checkMegatronBatch(s, m.job);
        if (!m.job.globalBatchTokens)
            throw InputError("--global-batch-tokens", "is required (the log does not give it)");
        checkMegatronFlops(s, m.job, warnings);
        m.secondsPerIteration = *s.seconds;
        m.loggedTflopsPerGpu = s.tflopsPerGpu;
    } else {
        if (!m.job.globalBatchTokens) throw InputError("--global-batch-tokens", "is required");
        m.secondsPerIteration = *m.job.globalBatchTokens / (*s.tokensPerGpuSecond * m.job.gpus); // tps is per GPU
    }
    warnings << "read " << s.lines << " iteration lines from " << file << ", skipped " << s.warmup
             << " as warm-up, median of steps " << s.firstStep << " to " << s.lastStep << '\n';
    return m;
}
} // namespace

std::vector<Measurement> readMeasurements(const QString& file, const QString& format, const QStringList& jobArgs,
                                          const Catalog& catalog, QTextStream& warnings) {
    const std::string text = readText(file).toStdString();
    if (format == u"csv" || (format.isEmpty() && file.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive)))
        return csvMeasurements(text, jobArgs, catalog);
    if (!format.isEmpty()) {
        const auto f = logFormatFromName(format.toStdString());
        if (!f) throw InputError("--format", "'" + format.toStdString() + "' is not one of megatron, torchtitan, csv");
        return {logMeasurement(file, text, *f, jobArgs, catalog, warnings)};
    }
    // By content: Megatron's lines first, then torchtitan's.
    if (parseMegatronLog(text).empty() && parseTorchtitanLog(text).empty())
        throw InputError("", "no iteration lines found in " + file.toStdString() + " (expected lines like '" +
                                 std::string(exampleLogLine(LogFormat::Megatron)) + "' or '" +
                                 std::string(exampleLogLine(LogFormat::Torchtitan)) + "')");
    const LogFormat f =
        parseTorchtitanLog(text).size() > parseMegatronLog(text).size() ? LogFormat::Torchtitan : LogFormat::Megatron;
    return {logMeasurement(file, text, f, jobArgs, catalog, warnings)};
}

} // namespace gputco::cli
