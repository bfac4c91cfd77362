#include "core/calibration/calibration_fit.hpp"

#include "core/training/training_model.hpp"
#include "core/validation.hpp"

#include <cmath>
#include <cstdio>
#include <set>

namespace gputco {

namespace {
double commPart(const TimeBreakdown& t) { return t.tpComm + t.ppBubble + t.dpComm + t.epComm + t.cpComm; }
double computePart(const TimeBreakdown& t) { return t.compute + t.ioStall; }
bool inRange(double s) { return std::isfinite(s) && s >= kMinScale && s <= kMaxScale; }

std::string percent(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f %%", 100.0 * v);
    return buf;
}

// Minimises sum_i (a_i x + b_i y - 1)^2 with a_i = c_i / t_i, b_i = m_i / t_i (normal equations).
bool fitBoth(const std::vector<CalibrationRow>& rows, double& x, double& y) {
    double saa = 0, sab = 0, sbb = 0, sa = 0, sb = 0;
    for (const CalibrationRow& r : rows) {
        const double a = r.computeSeconds / r.measuredSeconds, b = r.commSeconds / r.measuredSeconds;
        saa += a * a, sab += a * b, sbb += b * b, sa += a, sb += b;
    }
    const double det = saa * sbb - sab * sab;
    if (!(det > 1e-9 * saa * sbb)) return false; // communication proportional to compute in every row
    x = (sa * sbb - sb * sab) / det;
    y = (saa * sb - sab * sa) / det;
    return true;
}

// The same with y = 1 (commScale fixed): x = sum a (1 - b) / sum a^2.
double fitComputeOnly(const std::vector<CalibrationRow>& rows) {
    double num = 0, den = 0;
    for (const CalibrationRow& r : rows) {
        const double a = r.computeSeconds / r.measuredSeconds, b = r.commSeconds / r.measuredSeconds;
        num += a * (1.0 - b), den += a * a;
    }
    return num / den;
}
} // namespace

CalibrationRow calibrationRow(const Measurement& m) {
    if (!(m.secondsPerIteration > 0) || !std::isfinite(m.secondsPerIteration))
        throw InputError(m.label, "the measured time per iteration must be more than 0");
    TrainingJob job = m.job;
    job.calibration.reset();
    const TrainingResult r = estimateTraining(job, 0);
    CalibrationRow row;
    row.label = m.label;
    row.gpus = job.gpus;
    // The model rounds the batch to whole micro-batches per replica: compare per token.
    const double measuredBatch = job.globalBatchTokens ? *job.globalBatchTokens : r.globalBatchTokens;
    row.measuredSeconds = m.secondsPerIteration * r.globalBatchTokens / measuredBatch;
    row.computeSeconds = computePart(r.best.time);
    row.commSeconds = commPart(r.best.time);
    const double peak = job.gpu.peak(job.precision)->value(); // validateJob checked the precision exists
    row.impliedMfu = r.modelFlopsPerIteration / (double(job.gpus) * peak * row.measuredSeconds);
    if (row.impliedMfu > 1.0 || row.impliedMfu < 0.01)
        throw InputError(m.label, "the measured time implies an MFU of " + percent(row.impliedMfu) +
                                      "; allowed 1 % to 100 % (check the GPU, GPU count, model, sequence and batch)");
    return row;
}

CalibrationFit fitCalibration(std::vector<CalibrationRow> rows, std::string name) {
    if (rows.empty()) throw InputError("measurements", "nothing to fit");
    CalibrationFit fit;
    fit.profile.name = std::move(name);
    std::set<int> counts;
    for (const CalibrationRow& r : rows) counts.insert(r.gpus);
    double x = 0, y = 1;
    if (counts.size() < 2) {
        fit.note = "one GPU count measured: communication kept at the model's (x1)";
    } else if (!fitBoth(rows, x, y)) {
        fit.note = "the GPU counts do not separate compute from communication: communication kept at the model's (x1)";
    } else if (!inRange(1.0 / x) || !inRange(1.0 / y)) {
        char buf[160];
        std::snprintf(buf, sizeof buf,
                      "fitting communication too gives compute x%.3g, comm x%.3g, outside 0.05 to 2: "
                      "communication kept at the model's (x1)",
                      1.0 / x, 1.0 / y);
        fit.note = buf;
    } else {
        fit.commFitted = true;
    }
    if (!fit.commFitted) x = fitComputeOnly(rows), y = 1.0;
    fit.profile.computeScale = 1.0 / x;
    fit.profile.commScale = 1.0 / y;
    if (!(x > 0) || !inRange(fit.profile.computeScale))
        throw InputError("measurements", "the fitted compute speed is " + percent(1.0 / x) +
                                             " of the best case; allowed 5 % to 200 % (check the measurements' jobs)");
    for (const CalibrationRow& r : rows) {
        const double after = r.computeSeconds * x + r.commSeconds * y;
        fit.errorBefore.push_back(r.bestCaseSeconds() / r.measuredSeconds - 1.0);
        fit.errorAfter.push_back(after / r.measuredSeconds - 1.0);
    }
    fit.rows = std::move(rows);
    return fit;
}

double calibratedSeconds(const TimeBreakdown& best, const EfficiencyCalibration& c) {
    return computePart(best) / c.computeScale + commPart(best) / c.commScale;
}

} // namespace gputco
