#include "data/capacity_json.hpp"

#include <QJsonArray>

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

QJsonObject withCapacityJson(QJsonObject o, const Scenario& s, const ScenarioResult& r) {
    QJsonArray list;
    for (const BreakEvenPrice& p : breakEvenPrices(s, r))
        list.append(QJsonObject{{"own", QString::fromStdString(p.own)},
                                {"rent", QString::fromStdString(p.rent)},
                                {"current_price", p.currentPrice},
                                {"price", p.price ? QJsonValue(*p.price) : QJsonValue(QJsonValue::Null)}});
    o[QStringLiteral("break_even_price")] = list;
    o[QStringLiteral("break_even_rent_price")] =
        list.isEmpty() ? QJsonValue(QJsonValue::Null) : list.first().toObject().value(QStringLiteral("price"));
    return o;
}

} // namespace gputco::data
