#include "ui/uncertainty_words.hpp"

#include <QCoreApplication>
#include <QLocale>

namespace gputco::ui {

namespace {
// The scenario-wide inputs (core/uncertainty/uncertain_inputs.cpp), by key.
QString globalInput(const QString& key) {
    if (key == u"failure_rate_factor") return QObject::tr("failure rate");
    if (key == u"resale_factor") return QObject::tr("resale value");
    if (key == u"hardware_price_trend") return QObject::tr("hardware price trend");
    if (key == u"cloud_price_trend") return QObject::tr("cloud price trend");
    if (key == u"training_time_factor") return QObject::tr("time-to-train (model error)");
    return {};
}

// An option's or a workload's input, by the field its key ends in.
QString fieldInput(const QString& field) {
    if (field == u"server_price") return QObject::tr("server price");
    if (field == u"electricity_per_kwh") return QObject::tr("electricity");
    if (field == u"colocation_per_kw_month") return QObject::tr("colocation");
    if (field == u"price_per_gpu_hour") return QObject::tr("price per GPU-hour");
    if (field == u"planned_utilization") return QObject::tr("utilisation");
    if (field == u"runs_per_month") return QObject::tr("runs per month (utilisation)");
    return {};
}
} // namespace

QString outputWords(OutputKey key) {
    switch (key) {
    case OutputKey::HorizonCost: return QObject::tr("horizon cost");
    case OutputKey::OwnMinusRent: return QObject::tr("own minus rent");
    case OutputKey::CostPerRun: return QObject::tr("cost per run");
    case OutputKey::CostPerGpuHour: return QObject::tr("cost per GPU-hour");
    case OutputKey::BreakEvenMonth: return QObject::tr("break-even month");
    }
    return {};
}

QString breakEvenMonthWords(double month, int horizonMonths) {
    if (month > horizonMonths) return QObject::tr("not within %n months", nullptr, horizonMonths);
    return QObject::tr("month %1").arg(QLocale().toString(month, 'f', 0));
}

QString inputLabel(const std::string& key, const std::string& label) {
    const QString k = QString::fromStdString(key);
    if (QString words = globalInput(k); !words.isEmpty()) return words;
    // "options.NAME.field" or "workloads.NAME.field": NAME may hold dots, the field does not.
    for (const QString& prefix : {QStringLiteral("options."), QStringLiteral("workloads.")}) {
        if (!k.startsWith(prefix)) continue;
        const qsizetype dot = k.lastIndexOf(u'.');
        const QString words = fieldInput(k.mid(dot + 1));
        if (dot > prefix.size() && !words.isEmpty())
            return QStringLiteral("%1: %2").arg(k.mid(prefix.size(), dot - prefix.size()), words);
    }
    return QString::fromStdString(label);
}

} // namespace gputco::ui
