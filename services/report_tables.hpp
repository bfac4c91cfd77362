#pragma once
// The report's CSV tables in one file with sections (docs/scenario-format.md): key
// figures, monthly cost lines per option, run times per workload and option, the
// time-to-train sweep. No widgets: `gpu-tco report --csv` runs without a QApplication.

#include "services/scenario_evaluator.hpp"

#include <QList>
#include <QString>
#include <QStringList>

namespace gputco::services {

QList<QStringList> reportCsvRows(const Evaluation& e, const Catalog& catalog);
// Throws InputError naming the file when it cannot be written (the old file stays).
void writeTablesCsv(const QString& path, const Evaluation& e, const Catalog& catalog, bool bom);

} // namespace gputco::services
