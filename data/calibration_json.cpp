#include "data/calibration_json.hpp"

namespace gputco::data {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
} // namespace

QJsonArray calibrationMeasurementsJson(const std::vector<Measurement>& ms, const CalibrationFit& fit) {
    QJsonArray out;
    for (std::size_t i = 0; i < ms.size() && i < fit.rows.size(); ++i) {
        const TrainingJob& j = ms[i].job;
        const double batch = j.globalBatchTokens ? *j.globalBatchTokens : 0.0;
        out.append(QJsonObject{
            {QStringLiteral("label"), q(ms[i].label)},
            {QStringLiteral("gpu"), q(j.gpu.id)},
            {QStringLiteral("gpus"), j.gpus},
            {QStringLiteral("params"), j.shape.params()},
            {QStringLiteral("shape"), q(describeShape(j.shape))},
            {QStringLiteral("seq"), j.seqLen},
            {QStringLiteral("global_batch_tokens"), batch},
            {QStringLiteral("precision"), QString::fromLatin1(precisionName(j.precision).data())},
            {QStringLiteral("measured_s_per_iteration"), ms[i].secondsPerIteration},
            {QStringLiteral("tokens_per_s"), batch > 0 ? batch / ms[i].secondsPerIteration : 0.0},
            {QStringLiteral("implied_mfu"), fit.rows[i].impliedMfu},
        });
    }
    return out;
}

QJsonArray calibrationResidualsJson(const CalibrationFit& fit) {
    QJsonArray out;
    for (std::size_t i = 0; i < fit.rows.size(); ++i)
        out.append(QJsonObject{{QStringLiteral("label"), q(fit.rows[i].label)},
                               {QStringLiteral("error_before"), fit.errorBefore[i]},
                               {QStringLiteral("error_after"), fit.errorAfter[i]}});
    return out;
}

QJsonObject calibrationProfileJson(const CalibrationProfile& p) {
    return QJsonObject{{QStringLiteral("name"), q(p.calibration.name)},
                       {QStringLiteral("gpu"), p.gpuId},
                       {QStringLiteral("fabric"), p.fabricId},
                       {QStringLiteral("compute_scale"), p.calibration.computeScale},
                       {QStringLiteral("comm_scale"), p.calibration.commScale},
                       {QStringLiteral("created_at"), p.createdAt},
                       {QStringLiteral("measurements"), p.measurements},
                       {QStringLiteral("residuals"), p.residuals}};
}

} // namespace gputco::data
