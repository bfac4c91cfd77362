#include "services/readable_number.hpp"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gputco::services {

namespace {
const QLocale& english() {
    static const QLocale l(QLocale::English, QLocale::UnitedStates); // grouped with commas
    return l;
}

// At most `digits` significant digits after the point, trailing zeros dropped: 2.950 -> 2.95.
QString significant(double v, int digits) {
    const double a = std::abs(v);
    const int decimals =
        a >= std::pow(10.0, digits - 1) || a == 0 ? 0 : std::clamp(digits - 1 - int(std::floor(std::log10(a))), 0, 6);
    QString text = english().toString(v, 'f', decimals);
    if (decimals > 0) {
        while (text.endsWith(u'0')) text.chop(1);
        if (text.endsWith(u'.')) text.chop(1);
    }
    return text == QStringLiteral("-0") ? QStringLiteral("0") : text;
}
} // namespace

QString readableNumber(double v) {
    if (!std::isfinite(v)) return QStringLiteral("-");
    return std::abs(v) >= 1000 ? english().toString(std::round(v), 'f', 0) : significant(v, 4);
}

QString readableCount(double v) {
    if (!std::isfinite(v)) return QStringLiteral("-");
    const double a = std::abs(v);
    if (a >= 1e12) return significant(v / 1e12, 3) + QStringLiteral(" trillion");
    if (a >= 1e9) return significant(v / 1e9, 3) + QStringLiteral(" billion");
    if (a >= 1e6) return significant(v / 1e6, 3) + QStringLiteral(" million");
    return readableNumber(v);
}

} // namespace gputco::services
