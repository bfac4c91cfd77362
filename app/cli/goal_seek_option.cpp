#include "app/cli/goal_seek_option.hpp"

#include "app/cli/text_table.hpp"
#include "app/cli/training_options.hpp"
#include "core/capacity/goal_seek.hpp"
#include "data/capacity_json.hpp"

namespace gputco::cli {

void addGoalSeekOptions(QCommandLineParser& p) {
    p.addOption(QCommandLineOption(QStringLiteral("deadline-days"),
                                   QStringLiteral("Goal seek: the smallest whole-node GPU count of every catalog GPU "
                                                  "that trains within D days (JSON key gpus_needed)."),
                                   QStringLiteral("D")));
    p.addOption(QCommandLineOption(QStringLiteral("confidence"),
                                   QStringLiteral("p50 (expected time, default) or p90 (the band's pessimistic end) "
                                                  "for --deadline-days."),
                                   QStringLiteral("P"), QStringLiteral("p50")));
}

namespace {
void printGoalSeek(Context& ctx, const std::vector<GoalSeekResult>& results, double deadline, Confidence c) {
    ctx.out << "\nGPUs needed for " << deadline << " days at " << QString::fromLatin1(confidenceName(c).data())
            << " (whole nodes):\n";
    TextTable t;
    t.addColumn(QStringLiteral("GPU"));
    for (const char* h : {"GPUs", "days", "GPU-hours"}) t.addColumn(QString::fromLatin1(h), TextTable::Right);
    t.addColumn(QStringLiteral("note"));
    for (const GoalSeekResult& r : results) {
        if (r.reachable)
            t.addRow({QString::fromStdString(r.gpuId), QString::number(r.gpus), QString::number(r.days, 'f', 1),
                      QString::number(r.gpuHours, 'f', 0), QString()});
        else
            t.addRow({QString::fromStdString(r.gpuId), QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-"),
                      QString::fromStdString(unreachableText(r))});
    }
    t.print(ctx.out);
}
} // namespace

void applyGoalSeek(Context& ctx, const QCommandLineParser& p, const TrainingJob& job, const Catalog& catalog,
                   QJsonObject* json) {
    if (!p.isSet(QStringLiteral("deadline-days"))) {
        if (p.isSet(QStringLiteral("confidence"))) throw InputError("--confidence", "needs --deadline-days");
        return;
    }
    const double deadline = scaledOption(p, QStringLiteral("deadline-days"));
    const auto c = confidenceFromName(p.value(QStringLiteral("confidence")).toStdString());
    if (!c) throw InputError("--confidence", "must be p50 or p90");
    const std::vector<GoalSeekResult> results = seekAllGpus(job, catalog, deadline, *c);
    if (json)
        data::addGoalSeekJson(*json, results, deadline, QString::fromLatin1(confidenceName(*c).data()));
    else
        printGoalSeek(ctx, results, deadline, *c);
}

} // namespace gputco::cli
