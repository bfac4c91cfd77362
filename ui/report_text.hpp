#pragma once
// The PDF report's translated texts (context "GpuTcoReport" in the .ts) and its number formats,
// shared by the files that build its pages.

#include "core/cost/tco_model.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <string>

struct GpuTcoReport {
    Q_DECLARE_TR_FUNCTIONS(GpuTcoReport)
};

namespace gputco::ui::report_text {

inline QString cur(const ScenarioResult& r) { return QString::fromLatin1(currencyCode(r.currency).data(), 3); }
inline QString money(double v) { return QLocale(QLocale::English).toString(v, 'f', 0); }
inline QString num(double v, int d = 1) { return QLocale(QLocale::English).toString(v, 'f', d); }
inline QString s(const std::string& x) { return QString::fromStdString(x); }

} // namespace gputco::ui::report_text
