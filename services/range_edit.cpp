#include "services/range_edit.hpp"

#include "core/parse_number.hpp"
#include "data/scenario_json.hpp"
#include "data/uncertainty_json.hpp"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace gputco::services {

const UncertainInput* RangeContext::input(const QString& key) const {
    const std::string k = key.toStdString();
    for (const UncertainInput& in : defaults)
        if (in.key == k) return &in;
    return nullptr;
}

RangeContext rangeContext(const QJsonObject& doc, const Catalog& catalog) {
    RangeContext c;
    c.stored = doc.value(QStringLiteral("uncertainty")).toObject();
    try {
        c.defaults = data::defaultInputsFor(data::scenarioFromJson(doc, catalog), catalog);
    } catch (const std::exception& e) {
        c.error = QString::fromStdString(e.what());
    }
    return c;
}

QString rangeKey(const QJsonObject& doc, const JsonPath& base, const QString& fieldKey) {
    QString field = fieldKey == u"utilization" ? QStringLiteral("planned_utilization") : fieldKey;
    if (base.isEmpty()) return field;
    if (base.size() != 2) return {};
    const QString section = base[0].toString();
    const QString name = jsonAt(doc, base).toObject().value(QStringLiteral("name")).toString();
    return section + u'.' + name + u'.' + field;
}

namespace {
QJsonValue number(const QString& text) {
    bool ok = false;
    const double v = QLocale().toDouble(text.trimmed(), &ok);
    if (ok && std::isfinite(v)) return v;
    if (const auto scaled = parseScaledNumber(text.trimmed().toStdString())) return *scaled;
    return text; // not a number: the import check says so, naming the field
}
} // namespace

QJsonObject rangeJson(const QString& low, const QString& high, const QString& distribution) {
    return {{"low", number(low)}, {"high", number(high)}, {"distribution", distribution}};
}

std::optional<QString> rangeError(const RangeContext& c, const QString& key, const QJsonObject& range) {
    std::vector<UncertainInput> inputs = c.defaults;
    try {
        const auto parsed = data::rangeOverridesFromJson(QJsonObject{{"uncertainty", QJsonObject{{key, range}}}});
        applyRangeOverrides(inputs, parsed);
    } catch (const std::exception& e) {
        QString why = QString::fromStdString(e.what());
        const UncertainInput* in = c.input(key);
        if (in && !why.contains(QStringLiteral("allowed:"))) // a bound that is not a number
            why += QStringLiteral("; ") + QString::fromStdString(allowedRangeText(*in, in->range.base));
        return why;
    }
    return std::nullopt;
}

QJsonObject documentWithRange(const QJsonObject& doc, const QString& key, const QJsonValue& range) {
    QJsonObject out = jsonWith(doc, {QStringLiteral("uncertainty"), key}, range);
    if (out.value(QStringLiteral("uncertainty")).toObject().isEmpty()) out.remove(QStringLiteral("uncertainty"));
    if (out.contains(QStringLiteral("uncertainty")) &&
        out.value(QStringLiteral("version")).toInt() < data::kScenarioFormatVersion)
        out[QStringLiteral("version")] = data::kScenarioFormatVersion; // ranges came with version 3
    return out;
}

namespace {
QStringList namesIn(const QJsonObject& doc, const QString& section) {
    QStringList names;
    for (const auto& v : doc.value(section).toArray()) names << v.toObject().value(QStringLiteral("name")).toString();
    return names;
}

// Moves the ranges keyed "<section>.<from>." to "<section>.<to>." (`to` empty: removes them).
void moveRanges(QJsonObject& ranges, const QString& section, const QString& from, const QString& to) {
    const QString prefix = section + u'.' + from + u'.';
    for (const QString& key : ranges.keys()) {
        if (!key.startsWith(prefix)) continue;
        if (!to.isEmpty()) ranges[section + u'.' + to + u'.' + key.mid(prefix.size())] = ranges.value(key);
        ranges.remove(key);
    }
}
} // namespace

QJsonObject rangesFollowNames(const QJsonObject& before, const QJsonObject& after) {
    QJsonObject ranges = after.value(QStringLiteral("uncertainty")).toObject();
    if (ranges.isEmpty()) return after;
    for (const char* part : {"options", "workloads"}) {
        const QString section = QString::fromLatin1(part);
        const QStringList was = namesIn(before, section), is = namesIn(after, section);
        if (was == is) continue;
        for (int i = 0; i < was.size(); ++i) {
            if (is.contains(was[i])) continue;
            if (was.size() != is.size()) // removed: its ranges go with it
                moveRanges(ranges, section, was[i], QString());
            else if (!was.contains(is[i])) // renamed in place (a name taken already: the ranges stay)
                moveRanges(ranges, section, was[i], is[i]);
        }
    }
    QJsonObject out = after;
    if (ranges.isEmpty())
        out.remove(QStringLiteral("uncertainty"));
    else
        out[QStringLiteral("uncertainty")] = ranges;
    return out;
}

} // namespace gputco::services
