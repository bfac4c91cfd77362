#pragma once
// The workbook being written (data/workbook.hpp): libxlsxwriter's workbook, its formats, the Inputs
// sheet with one defined name per input, and where each option sheet keeps its figures.

#include "core/catalog/catalog.hpp"
#include "core/cost/tco_model.hpp"

#include <xlsxwriter.h>

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <string>
#include <vector>

namespace gputco::data {

// "C5" for row 4, column 2 (0-based); "$C$5" with `absolute`.
std::string cellName(int row, int col, bool absolute = false);
// Landscape with the header row on every page; one page wide, or (`byMonth`, an option's sheet) its
// months across several pages with the line names on each.
void printable(lxw_worksheet* ws, bool byMonth = false);
// 'Sheet name'!$B$3:$F$3
std::string rangeOn(const std::string& sheet, int row, int firstCol, int lastCol);

class Book {
    Q_DECLARE_TR_FUNCTIONS(Workbook)

public:
    Book(const QString& path, const Scenario& s, const ScenarioResult& r, const Catalog& catalog);
    ~Book();
    Book(const Book&) = delete;
    Book& operator=(const Book&) = delete;

    void writeScenarioInputs();
    void workloadInputs();      // the serving workloads' load and tokens, read by model API options (workbook_api.cpp)
    void writeOption(size_t i); // workbook_option.cpp
    void writeSummary();        // workbook_summary.cpp
    void close();               // InputError when libxlsxwriter could not write the file

    // One row of the Inputs sheet with the defined name `name`; returns the name.
    std::string input(const std::string& name, const QString& label, double value, const QString& unit,
                      const QString& source);
    // The same with a formula over other inputs (a derived input, e.g. capex).
    std::string derived(const std::string& name, const QString& label, const std::string& formula, const QString& unit);
    // A label marked with QT_TRANSLATE_NOOP("Workbook", ...), in the workbook's language (the command's
    // LanguageScope installs the translator); tr("...") for literals.
    static QString text(const char* english) { return QCoreApplication::translate("Workbook", english); }

    // Per option: its sheet, and the cells the summary reads.
    struct OptionCells {
        std::string sheet;
        int cumulativeRow = 0; // months 0..H in columns 1..H+1
        std::string horizonCost;
    };
    std::vector<OptionCells> options;

    const Scenario& s;
    const ScenarioResult& r;
    const Catalog& catalog;
    lxw_workbook* wb = nullptr;
    lxw_format *header = nullptr, *money = nullptr, *factor = nullptr, *note = nullptr;
    QString currency; // the scenario's, for units

private:
    // workbook_option.cpp: `p` is the option's prefix of defined names ("Opt2_").
    void modelOutputs(size_t i, const std::string& p);
    void writeOwn(size_t i, lxw_worksheet* ws, const std::string& p);
    void ownInputs(size_t i, const std::string& p);
    void ownLabels(lxw_worksheet* ws);
    void ownPurchases(size_t i, lxw_worksheet* ws, const std::string& p);
    void ownLines(size_t i, lxw_worksheet* ws, const std::string& p);
    void ownCash(lxw_worksheet* ws, const std::string& p);
    void writeRent(size_t i, lxw_worksheet* ws, const std::string& p);
    void writeApi(size_t i, lxw_worksheet* ws, const std::string& p); // workbook_api.cpp
    void rentInputs(size_t i, const std::string& p);
    void rentLines(size_t i, lxw_worksheet* ws, const std::string& p);
    struct RentPartNames {
        std::string gpus, price, lock, fx; // formulas or defined names
    };
    // Rows over months 1..`last` (past the horizon when a commitment binds longer).
    void rentPart(lxw_worksheet* ws, int row, const RentPartNames& part, const std::function<double(int)>& hours,
                  int last);
    std::string rentDue(int rentRow, const std::string& term, const std::string& m, int last) const;
    void rentTotals(lxw_worksheet* ws, const std::string& p, int last);
    int lastMonth(size_t i) const; // the horizon, or the end of the longest commitment of a rent option
    // workbook_summary.cpp
    int summaryTable(lxw_worksheet* ws);           // returns the next free row
    int breakEvenRows(lxw_worksheet* ws, int row); // the same
    void cumulativeChart(lxw_worksheet* ws, int row);
    std::string sheetName(size_t i) const;
    lxw_worksheet* inputs_ = nullptr;
    int inputRow_ = 1;
    bool closed_ = false;
};

} // namespace gputco::data
