#pragma once
// The PDF report's translated texts (context "GpuTcoReport" in the .ts) and its number formats,
// shared by the files that build its pages.

#include "core/cost/tco_model.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <cmath>
#include <string>

struct GpuTcoReport {
    Q_DECLARE_TR_FUNCTIONS(GpuTcoReport)
};

namespace gputco::ui::report_text {

inline QString cur(const ScenarioResult& r) { return QString::fromLatin1(currencyCode(r.currency).data(), 3); }
inline QString money(double v) { return QLocale(QLocale::English).toString(v, 'f', 0); }
inline QString num(double v, int d = 1) { return QLocale(QLocale::English).toString(v, 'f', d); }
inline QString s(const std::string& x) { return QString::fromStdString(x); }
// A relative error as whole signed per cent without the sign's space: "+55", "-20", "0".
inline QString signedPercent(double fraction) {
    const long pct = std::lround(100.0 * fraction);
    return (pct > 0 ? QStringLiteral("+") : QString()) + QString::number(pct);
}

} // namespace gputco::ui::report_text
