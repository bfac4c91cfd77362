#pragma once
// The workbook being written (data/workbook.hpp): libxlsxwriter's workbook, its formats, the Inputs
// sheet with one defined name per input, and where each option sheet keeps its figures.

#include "core/catalog/catalog.hpp"
#include "core/cost/tco_model.hpp"
#include "data/workbook.hpp"

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
// 'Sheet name'!
std::string onSheet(const std::string& sheet);
// 'Sheet name'!$B$3:$F$3
std::string rangeOn(const std::string& sheet, int row, int firstCol, int lastCol);
// The cell of `row`, `col` (0-based), relative: "C5".
inline std::string at(int row, int col) { return cellName(row, col); }
// The month number above a column of an option's sheet (row 0).
inline std::string month(int col) { return cellName(0, col); }
inline QString q(const std::string& s) { return QString::fromStdString(s); }

// A row of formulas over months `from`..`last`: `formula(m, col)` gives the formula text for month m.
template <typename F>
void formulaRow(lxw_worksheet* ws, int row, int from, int last, lxw_format* format, F formula) {
    for (int m = from; m <= last; ++m)
        worksheet_write_formula(ws, lxw_row_t(row), lxw_col_t(m + 1), ("=" + formula(m, m + 1)).c_str(), format);
}

// A row of values (a lookup table or the performance model's output) over months `from`..`last`.
template <typename F>
void valueRow(lxw_worksheet* ws, int row, int from, int last, lxw_format* format, F value) {
    for (int m = from; m <= last; ++m) worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(m + 1), value(m), format);
}

class Book {
    Q_DECLARE_TR_FUNCTIONS(Workbook)

public:
    Book(const QString& path, const Scenario& s, const ScenarioResult& r, const Catalog& catalog, FleetPlanOf plans);
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
    const FleetPlanOf plans;
    lxw_workbook* wb = nullptr;
    lxw_format *header = nullptr, *money = nullptr, *factor = nullptr, *note = nullptr;
    lxw_format* work = nullptr; // GPU-hours
    QString currency;           // the scenario's, for units

private:
    // The rows of an own option, or of one part of a fleet plan (its fixed costs, or one tranche) on a sheet
    // of its own with its own months (workbook_own.cpp, workbook_fleet.cpp).
    struct OwnPart {
        std::string p;       // names of the part's own inputs (servers, prices, power, utilisation, GPUs)
        std::string site;    // names of the option's site terms, shared by its parts (an own option: p)
        std::string horizon; // the name of its horizon in months
        int months = 0;      // its horizon: columns for months 0..months
        double modelAge = 0; // the GPU model's age in years at its month 0 (the resale curve)
        std::string name(const char* key) const; // p + key for the part's inputs, else site + key
    };
    // workbook_option.cpp: `p` is the option's prefix of defined names ("Opt2_").
    void modelOutputs(size_t i, const std::string& p);
    // workbook_own.cpp
    void writeOwn(size_t i, lxw_worksheet* ws, const std::string& p);
    void ownPartInputs(const Option& o, const OwnPart& part, double utilization, const QString& label);
    void siteInputs(const Option& o, const std::string& p);
    void ownRows(const Option& o, const OwnPart& part, lxw_worksheet* ws);
    void ownLabels(lxw_worksheet* ws);
    void ownPurchases(const Option& o, const OwnPart& part, lxw_worksheet* ws);
    void ownLines(const OwnPart& part, lxw_worksheet* ws);
    void ownCash(const OwnPart& part, lxw_worksheet* ws);
    // workbook_fleet.cpp: an own option with tranches or burst
    void writeFleet(size_t i, lxw_worksheet* ws, const std::string& p);
    void fleetTranche(size_t i, const OptionPlan& op, size_t t, const std::string& p);
    void fleetBurst(size_t i, const OptionPlan& op, lxw_worksheet* ws, const std::string& p, int row);
    void fleetTotals(size_t i, const OptionPlan& op, lxw_worksheet* ws, const std::string& p, int burstRow);
    void partCapex(const OwnPart& part, const QString& label); // its capex and its servers' (derived inputs)
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
    // "3 Own B200" for option 3 (Excel's 31 characters, no []:*?/\\), "3.1 Own B200" for its part 1.
    std::string sheetName(size_t i, int part = -1) const;
    // A sheet with months 0..last as columns (row 0), the line names in column A.
    lxw_worksheet* monthSheet(const std::string& name, int last);
    lxw_worksheet* inputs_ = nullptr;
    int inputRow_ = 1;
    bool closed_ = false;
};

} // namespace gputco::data
