#include "app/cli/calibration_option.hpp"

#include "data/calibration_repository.hpp"

namespace gputco::cli {

void addCalibrationOption(QCommandLineParser& parser) {
    parser.addOption(
        QCommandLineOption(QStringLiteral("calibration"),
                           QStringLiteral("A calibration profile fitted to your measurements (gpu-tco calibrate)."),
                           QStringLiteral("NAME")));
}

void applyCalibrationOption(Context& ctx, const QCommandLineParser& parser, TrainingJob& job) {
    if (!parser.isSet(QStringLiteral("calibration"))) return;
    const data::CalibrationProfile p =
        data::CalibrationRepository(ctx.database().sql()).load(parser.value(QStringLiteral("calibration")));
    job.calibration = p.calibration;
    if (p.gpuId.toStdString() != job.gpu.id)
        ctx.err << "warning: calibration '" << QString::fromStdString(p.calibration.name) << "' was measured on "
                << p.gpuId << "; this job runs on " << QString::fromStdString(job.gpu.id) << '\n';
}

QString calibrationText(const EfficiencyCalibration& c) {
    return QStringLiteral("%1 (compute x%2, comm x%3)")
        .arg(QString::fromStdString(c.name), QString::number(c.computeScale, 'f', 3),
             QString::number(c.commScale, 'f', 3));
}

QJsonObject calibrationJson(const EfficiencyCalibration& c) {
    return QJsonObject{{QStringLiteral("name"), QString::fromStdString(c.name)},
                       {QStringLiteral("compute_scale"), c.computeScale},
                       {QStringLiteral("comm_scale"), c.commScale}};
}

} // namespace gputco::cli
