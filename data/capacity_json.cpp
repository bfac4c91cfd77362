#include "data/capacity_json.hpp"

namespace gputco::data {

QJsonObject gpusNeededJson(const std::vector<GoalSeekResult>& results) {
    QJsonObject o;
    for (const GoalSeekResult& r : results) {
        const QString id = QString::fromStdString(r.gpuId);
        if (!r.reachable) {
            o[id] = QJsonValue::Null;
            continue;
        }
        o[id] = QJsonObject{{"gpus", r.gpus}, {"days", r.days}, {"gpu_hours", r.gpuHours}};
    }
    return o;
}

void addGoalSeekJson(QJsonObject& o, const std::vector<GoalSeekResult>& results, double deadlineDays,
                     const QString& confidence) {
    o[QStringLiteral("gpus_needed")] = gpusNeededJson(results);
    o[QStringLiteral("deadline_days")] = deadlineDays;
    o[QStringLiteral("confidence")] = confidence;
    QJsonObject notes;
    for (const GoalSeekResult& r : results)
        if (!r.reachable) notes[QString::fromStdString(r.gpuId)] = QString::fromStdString(unreachableText(r));
    if (!notes.isEmpty()) o[QStringLiteral("gpus_needed_notes")] = notes;
}

} // namespace gputco::data
