#include "app/cli/capacity_bench.hpp"

#include "core/capacity/goal_seek.hpp"
#include "core/training/model_shape.hpp"

#include <QElapsedTimer>

namespace gputco::cli {

namespace {
// Goal seek of the example, 70B on 2T tokens within 60 days (P50), for every catalog GPU.
double goalSeekMs(const Catalog& c, int& evaluations) {
    TrainingJob job;
    job.shape = llamaShapeForParams(70e9);
    job.tokens = 2e12;
    job.fabric = *c.fabric("IB-NDR");
    job.storage = *c.storageTier("PFS");
    job.gpu = c.gpus.front();
    QElapsedTimer timer;
    timer.start();
    evaluations = 0;
    for (const GoalSeekResult& r : seekAllGpus(job, c, 60.0, Confidence::P50)) evaluations += r.evaluations;
    return double(timer.nsecsElapsed()) * 1e-6;
}
} // namespace

QJsonObject benchCapacity(const Catalog& catalog) {
    int evaluations = 0;
    const double ms = goalSeekMs(catalog, evaluations);
    return QJsonObject{{"goal_seek_ms", ms},
                       {"goal_seek_gpu_types", int(catalog.gpus.size())},
                       {"goal_seek_estimates", evaluations}};
}

void printCapacityBench(QTextStream& out, const QJsonObject& cap) {
    out << "goal seek:           " << QString::number(cap[QStringLiteral("goal_seek_ms")].toDouble(), 'f', 1)
        << " ms (70B, 2T tokens, 60 days, " << cap[QStringLiteral("goal_seek_gpu_types")].toInt() << " GPU types, "
        << cap[QStringLiteral("goal_seek_estimates")].toInt() << " estimates)\n";
    if (cap.contains(QStringLiteral("plan_ms")))
        out << "fleet plan:          " << QString::number(cap[QStringLiteral("plan_ms")].toDouble(), 'f', 1)
            << " ms (" << cap[QStringLiteral("plan_evaluated")].toDouble() << " plans evaluated)\n";
}

} // namespace gputco::cli
