#pragma once
// Reports for people who never open the planner: a PDF (summary, assumptions with
// sources, charts as vector graphics, cost tables by year, claim check, method) and
// CSV tables. Both are written to a temporary file and renamed into place.

#include "ui/scenario_evaluator.hpp"

#include <QPageSize>
#include <QString>

namespace gputco::ui {

struct ReportOptions {
    QPageSize::PageSizeId page = QPageSize::A4;
    QString language = QStringLiteral("en"); // "en" or "zh"
};

// Throws InputError naming the file when it cannot be written (nothing is left behind).
void writeReportPdf(const QString& path, const Evaluation& e, const Catalog& catalog, const ReportOptions& options);

// The CSV tables in one file with sections (docs/scenario-format.md): key figures,
// monthly cost lines per option, run times per workload and option, the time-to-train sweep.
QList<QStringList> reportCsvRows(const Evaluation& e, const Catalog& catalog);
void writeTablesCsv(const QString& path, const Evaluation& e, const Catalog& catalog, bool bom);

} // namespace gputco::ui
