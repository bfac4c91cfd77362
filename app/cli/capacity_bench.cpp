#include "app/cli/capacity_bench.hpp"

#include "core/capacity/fleet_optimiser.hpp"
#include "core/capacity/goal_seek.hpp"
#include "core/training/model_shape.hpp"

#include <QElapsedTimer>

#include <cmath>

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
// The size: 36 months x 3 GPU types x 4 purchase months x up to 64 servers per tranche, with
// demand doubling a year from 40 servers' worth, tranche prices falling 10 % a year, burst at 2x own.
PlanProblem benchPlanProblem() {
    PlanProblem p;
    p.horizonMonths = 36;
    p.purchaseMonths = {0, 6, 12, 18};
    p.maxServers = 64;
    p.types = {{"B300", 8, 8 * 730 * 1.25}, {"B200", 8, 8 * 730.0}, {"H100", 8, 8 * 730 * 0.45}};
    const double unit[] = {500000, 380000, 200000};
    for (size_t t = 0; t < 3; ++t) {
        p.trancheCost.emplace_back();
        for (int month : p.purchaseMonths) {
            std::vector<double> row;
            for (int n = 0; n <= 64; ++n)
                row.push_back(n * unit[t] * std::pow(0.9, month / 12.0) * (36 - month) / 36.0);
            p.trancheCost.back().push_back(row);
        }
    }
    for (int m = 0; m < 36; ++m) {
        p.demand.push_back(40 * 8 * 730 * std::pow(2.0, m / 12.0));
        p.burstCostPerWork.push_back(2.0 * 380000 / (36 * 8 * 730.0));
    }
    p.burst = true;
    return p;
}

double planMs(double& evaluated) {
    const PlanProblem p = benchPlanProblem();
    QElapsedTimer timer;
    timer.start();
    evaluated = double(optimiseFleet(p, 5).evaluated);
    return double(timer.nsecsElapsed()) * 1e-6;
}
} // namespace

QJsonObject benchCapacity(const Catalog& catalog, bool quick) {
    int evaluations = 0;
    const double ms = goalSeekMs(catalog, evaluations);
    QJsonObject o{
        {"goal_seek_ms", ms}, {"goal_seek_gpu_types", int(catalog.gpus.size())}, {"goal_seek_estimates", evaluations}};
    if (quick) return o;
    double evaluated = 0;
    o[QStringLiteral("plan_ms")] = planMs(evaluated);
    o[QStringLiteral("plan_evaluated")] = evaluated;
    return o;
}

void printCapacityBench(QTextStream& out, const QJsonObject& cap) {
    out << "goal seek:           " << QString::number(cap[QStringLiteral("goal_seek_ms")].toDouble(), 'f', 1)
        << " ms (70B, 2T tokens, 60 days, " << cap[QStringLiteral("goal_seek_gpu_types")].toInt() << " GPU types, "
        << cap[QStringLiteral("goal_seek_estimates")].toInt() << " estimates)\n";
    if (cap.contains(QStringLiteral("plan_ms")))
        out << "fleet plan:          " << QString::number(cap[QStringLiteral("plan_ms")].toDouble(), 'f', 1) << " ms ("
            << cap[QStringLiteral("plan_evaluated")].toDouble() << " plans evaluated)\n";
}

} // namespace gputco::cli
