#include "data/json_reader.hpp"

#include "data/limits.hpp"

#include <cstring>

#include <cmath>

namespace gputco::data {

bool JsonReader::has(const char* k) const {
    const QJsonValue v = o_.value(QLatin1String(k));
    return !v.isUndefined() && !v.isNull();
}

std::string JsonReader::key(const char* k) const { return path_.empty() ? std::string(k) : path_ + "." + k; }

void JsonReader::fail(const char* k, const std::string& message) const { throw InputError(key(k), message); }

std::string JsonReader::text(const char* k) const {
    const QJsonValue v = o_.value(QLatin1String(k));
    if (v.isUndefined() || v.isNull()) fail(k, "is missing (a text value is required)");
    if (!v.isString()) fail(k, "must be a text value");
    std::string s = v.toString().toStdString();
    if (s.empty()) fail(k, "must not be empty");
    const bool prose = !std::strcmp(k, "text") || !std::strcmp(k, "source") || !std::strcmp(k, "notes");
    checkText(key(k), v.toString(), prose ? kMaxTextChars : kMaxNameChars);
    return s;
}

std::string JsonReader::text(const char* k, const std::string& fallback) const { return has(k) ? text(k) : fallback; }

double JsonReader::checked(const char* k, double v, double lo, double hi, const char* unit) const {
    if (!(std::isfinite(v) && v >= lo && v <= hi))
        fail(k, formatNumber(v) + " is out of range; allowed " + formatNumber(lo) + " to " + formatNumber(hi) +
                    (*unit ? std::string(" ") + unit : std::string()));
    return v;
}

double JsonReader::number(const char* k, double lo, double hi, const char* unit) const {
    const QJsonValue v = o_.value(QLatin1String(k));
    if (v.isUndefined() || v.isNull())
        fail(k, "is missing (a number from " + formatNumber(lo) + " to " + formatNumber(hi) + " is required)");
    if (!v.isDouble()) fail(k, "must be a number from " + formatNumber(lo) + " to " + formatNumber(hi));
    return checked(k, v.toDouble(), lo, hi, unit);
}

double JsonReader::numberOr(const char* k, double lo, double hi, double fallback, const char* unit) const {
    return has(k) ? number(k, lo, hi, unit) : fallback;
}

std::optional<double> JsonReader::optionalNumber(const char* k, double lo, double hi, const char* unit) const {
    if (!has(k)) return std::nullopt;
    return number(k, lo, hi, unit);
}

int JsonReader::integer(const char* k, int lo, int hi) const {
    const double v = number(k, lo, hi);
    if (std::floor(v) != v) fail(k, formatNumber(v) + " must be a whole number");
    return int(v);
}

int JsonReader::integer(const char* k, int lo, int hi, int fallback) const {
    return has(k) ? integer(k, lo, hi) : fallback;
}

QJsonArray JsonReader::array(const char* k, bool required) const {
    const QJsonValue v = o_.value(QLatin1String(k));
    if (v.isUndefined() || v.isNull()) {
        if (required) fail(k, "is missing (an array is required)");
        return {};
    }
    if (!v.isArray()) fail(k, "must be an array");
    return v.toArray();
}

JsonReader JsonReader::child(const char* k) const {
    const QJsonValue v = o_.value(QLatin1String(k));
    if (!v.isObject()) fail(k, "must be an object");
    return JsonReader(v.toObject(), key(k));
}

} // namespace gputco::data
