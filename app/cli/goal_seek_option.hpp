#pragma once
// --deadline-days D [--confidence p50|p90] on gpu-tco train: the smallest whole-node
// GPU count of every catalog GPU that meets the deadline (core/capacity/goal_seek).

#include "app/cli/context.hpp"
#include "core/catalog/catalog.hpp"
#include "core/training/training_job.hpp"

#include <QCommandLineParser>
#include <QJsonObject>

namespace gputco::cli {

void addGoalSeekOptions(QCommandLineParser& parser);
// Does nothing without --deadline-days. With it: adds "gpus_needed" to `json` (when given)
// or prints a table on ctx.out. InputError naming the flag for bad values.
void applyGoalSeek(Context& ctx, const QCommandLineParser& parser, const TrainingJob& job, const Catalog& catalog,
                   QJsonObject* json);

} // namespace gputco::cli
