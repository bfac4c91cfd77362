#include "data/capacity_json.hpp"

#include "core/validation.hpp"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

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

namespace {
std::vector<double> numbers(const QJsonValue& v, const std::string& path) {
    std::vector<double> out;
    if (v.isUndefined()) return out;
    if (!v.isArray()) throw InputError(path, "must be an array of numbers");
    for (const auto& x : v.toArray()) {
        if (!x.isDouble()) throw InputError(path, "must be an array of numbers");
        out.push_back(x.toDouble());
    }
    return out;
}

int wholeMonth(const QJsonObject& o, const char* key, int fallback, const std::string& path) {
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined()) return fallback;
    const double d = v.toDouble(-1e9);
    if (!v.isDouble() || d != std::floor(d)) throw InputError(path + "." + key, "must be a whole month number");
    return int(std::clamp(d, -1e6, 1e6));
}

DemandTimeline timelineOf(const QJsonObject& w, int horizon, const std::string& path) {
    const bool serving = w.value(QStringLiteral("kind")).toString() == u"inference";
    const std::string quarterKey = serving ? "peak_qps_by_quarter" : "runs_per_month_by_quarter";
    const std::string growthKey = serving ? "qps_growth_per_year" : "runs_growth_per_year";
    DemandTimeline t;
    t.startMonth = wholeMonth(w, "start_month", 0, path);
    t.endMonth = wholeMonth(w, "end_month", -1, path);
    t.byQuarter = numbers(w.value(QString::fromStdString(quarterKey)), path + "." + quarterKey);
    t.growthPerYear = w.value(QString::fromStdString(growthKey)).toDouble(0);
    const QJsonArray runs = w.value(QStringLiteral("one_off_runs")).toArray();
    for (int i = 0; i < runs.size(); ++i) {
        const QJsonObject r = runs[i].toObject();
        const std::string at = path + ".one_off_runs[" + std::to_string(i) + "]";
        t.oneOff.push_back({wholeMonth(r, "month", 0, at), r.value(QStringLiteral("deadline_days")).toDouble(0)});
    }
    validateTimeline(t, horizon, path, quarterKey, growthKey);
    return t;
}
} // namespace

std::vector<DemandTimeline> demandTimelinesFromJson(const QJsonObject& doc, int horizonMonths) {
    std::vector<DemandTimeline> out;
    const QJsonArray ws = doc.value(QStringLiteral("workloads")).toArray();
    out.reserve(std::size_t(ws.size()));
    for (int i = 0; i < ws.size(); ++i)
        out.push_back(timelineOf(ws[i].toObject(), horizonMonths, "workloads[" + std::to_string(i) + "]"));
    return out;
}

QJsonObject planSearchJson(const PlanSearch& search) {
    QJsonArray plans;
    for (const FleetPlan& p : search.plans) {
        QJsonArray purchases;
        for (const Tranche& t : p.purchases)
            purchases.append(
                QJsonObject{{"month", t.month}, {"gpu", QString::fromStdString(t.gpuId)}, {"servers", t.servers}});
        plans.append(QJsonObject{{"horizon_cost", p.horizonCost},
                                 {"purchases", purchases},
                                 {"burst_gpu_hours", p.burstGpuHours},
                                 {"burst_cost", p.burstCost}});
    }
    return QJsonObject{{"plans", plans}, {"evaluated", double(search.evaluated)}, {"search_space", search.searchSpace}};
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
