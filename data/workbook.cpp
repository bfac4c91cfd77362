// The auditable workbook (data/workbook.hpp): the Inputs sheet and the book's shared parts.
#include "data/workbook.hpp"

#include "data/output_file.hpp"
#include "data/workbook_book.hpp"

#include <QFile>
#include <QTemporaryDir>

namespace gputco::data {

namespace {
// What the workbook cannot say yet, as the message for the option that needs it.
void requireExpressible(const Scenario& s, const FleetPlanOf& plans) {
    for (const Option& o : s.options) {
        if (o.isFleetPlan() && !plans)
            throw InputError("workbook", "option '" + o.name +
                                             "': a fleet plan (tranches or burst) cannot be written without its plan");
    }
}
} // namespace

void writeWorkbook(const QString& path, const Scenario& s, const ScenarioResult& r, const Catalog& catalog,
                   const FleetPlanOf& plans) {
    requireExpressible(s, plans);
    QTemporaryDir scratch;
    if (!scratch.isValid()) throw InputError("file", "cannot create a temporary folder for the workbook");
    const QString temp = scratch.filePath(QStringLiteral("book.xlsx"));
    {
        Book book(temp, s, r, catalog, plans);
        book.writeScenarioInputs();
        book.workloadInputs();
        for (size_t i = 0; i < s.options.size(); ++i) book.writeOption(i);
        book.writeSummary();
        book.close();
    }
    QFile f(temp);
    if (!f.open(QIODevice::ReadOnly)) throw InputError("file", "the workbook was not written");
    writeOutputFile(path, f.readAll());
}

} // namespace gputco::data
