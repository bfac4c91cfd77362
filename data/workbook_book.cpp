#include "data/workbook_book.hpp"

#include <QCoreApplication>

namespace gputco::data {

std::string cellName(int row, int col, bool absolute) {
    std::string letters;
    for (int c = col + 1; c > 0; c = (c - 1) / 26) letters.insert(letters.begin(), char('A' + (c - 1) % 26));
    const std::string dollar = absolute ? "$" : "";
    return dollar + letters + dollar + std::to_string(row + 1);
}

std::string onSheet(const std::string& sheet) {
    std::string quoted;
    for (char c : sheet) quoted += c == '\'' ? std::string("''") : std::string(1, c);
    return "'" + quoted + "'!";
}

std::string rangeOn(const std::string& sheet, int row, int firstCol, int lastCol) {
    return onSheet(sheet) + cellName(row, firstCol, true) + ":" + cellName(row, lastCol, true);
}

Book::Book(const QString& path, const Scenario& scenario, const ScenarioResult& result, const Catalog& cat,
           FleetPlanOf fleetPlans)
    : s(scenario), r(result), catalog(cat), plans(std::move(fleetPlans)) {
    lxw_workbook_options bookOptions{};
    bookOptions.constant_memory = LXW_FALSE;
    wb = workbook_new_opt(path.toLocal8Bit().constData(), &bookOptions);
    if (!wb) throw InputError("file", "cannot start the workbook");
    currency = QString::fromLatin1(currencyCode(s.currency).data());
    header = workbook_add_format(wb);
    format_set_bold(header);
    format_set_bottom(header, LXW_BORDER_THIN);
    money = workbook_add_format(wb);
    format_set_num_format(money, ("#,##0.00 \"" + currency.toStdString() + "\"").c_str());
    work = workbook_add_format(wb);
    format_set_num_format(work, "#,##0.0");
    factor = workbook_add_format(wb);
    format_set_num_format(factor, "0.000000");
    note = workbook_add_format(wb);
    format_set_italic(note);
    format_set_font_color(note, LXW_COLOR_GRAY);
    inputs_ = workbook_add_worksheet(wb, tr("Inputs").toUtf8().constData());
    const char* heads[] = {QT_TRANSLATE_NOOP("Workbook", "Name"), QT_TRANSLATE_NOOP("Workbook", "Input"),
                           QT_TRANSLATE_NOOP("Workbook", "Value"), QT_TRANSLATE_NOOP("Workbook", "Unit"),
                           QT_TRANSLATE_NOOP("Workbook", "Source and date, or typed")};
    for (int c = 0; c < 5; ++c)
        worksheet_write_string(inputs_, 0, lxw_col_t(c), text(heads[c]).toUtf8().constData(), header);
    worksheet_freeze_panes(inputs_, 1, 0);
    printable(inputs_);
    // One line per input (a wrapped cell would need a row height libxlsxwriter does not work out).
    worksheet_set_column(inputs_, 0, 0, 30, nullptr);
    worksheet_set_column(inputs_, 1, 1, 80, nullptr);
    worksheet_set_column(inputs_, 2, 2, 18, nullptr);
    worksheet_set_column(inputs_, 3, 3, 14, nullptr);
    worksheet_set_column(inputs_, 4, 4, 70, nullptr);
}

void printable(lxw_worksheet* ws, bool byMonth) {
    worksheet_set_landscape(ws);
    worksheet_repeat_rows(ws, 0, 0);
    if (byMonth) // months run across pages at a readable size, each page with the line names
        worksheet_repeat_columns(ws, 0, 0);
    else
        worksheet_fit_to_pages(ws, 1, 0); // as wide as one page, as many pages down as it takes
}

Book::~Book() {
    if (!closed_ && wb) workbook_close(wb); // an error already thrown: the temporary file is dropped
}

void Book::close() {
    closed_ = true;
    const lxw_error e = workbook_close(wb);
    if (e != LXW_NO_ERROR)
        throw InputError("file", std::string("the workbook could not be written: ") + lxw_strerror(e));
}

std::string Book::input(const std::string& name, const QString& labelText, double value, const QString& unit,
                        const QString& source) {
    const int row = inputRow_++;
    worksheet_write_string(inputs_, lxw_row_t(row), 0, name.c_str(), nullptr);
    worksheet_write_string(inputs_, lxw_row_t(row), 1, labelText.toUtf8().constData(), nullptr);
    worksheet_write_number(inputs_, lxw_row_t(row), 2, value, nullptr);
    worksheet_write_string(inputs_, lxw_row_t(row), 3, unit.toUtf8().constData(), nullptr);
    worksheet_write_string(inputs_, lxw_row_t(row), 4, source.toUtf8().constData(), nullptr);
    workbook_define_name(wb, name.c_str(), ("=" + rangeOn(tr("Inputs").toStdString(), row, 2, 2)).c_str());
    return name;
}

std::string Book::derived(const std::string& name, const QString& labelText, const std::string& formula,
                          const QString& unit) {
    const int row = inputRow_++;
    worksheet_write_string(inputs_, lxw_row_t(row), 0, name.c_str(), nullptr);
    worksheet_write_string(inputs_, lxw_row_t(row), 1, labelText.toUtf8().constData(), nullptr);
    worksheet_write_formula(inputs_, lxw_row_t(row), 2, ("=" + formula).c_str(), nullptr);
    worksheet_write_string(inputs_, lxw_row_t(row), 3, unit.toUtf8().constData(), nullptr);
    worksheet_write_string(inputs_, lxw_row_t(row), 4, tr("formula").toUtf8().constData(), note);
    workbook_define_name(wb, name.c_str(), ("=" + rangeOn(tr("Inputs").toStdString(), row, 2, 2)).c_str());
    return name;
}

void Book::writeScenarioInputs() {
    const QString typed = tr("typed");
    input("Discount_rate", tr("Discount rate (per year)"), s.discountRate, tr("per year"), typed);
    input("Horizon_months", tr("Horizon"), s.horizonMonths, tr("months"), typed);
    input("Cloud_price_trend", tr("Cloud price trend"), s.cloudPriceTrend, tr("per year"), typed);
    input("Hardware_price_trend", tr("Hardware price trend"), s.hardwarePriceTrend, tr("per year"), typed);
    input("Hours_per_month", tr("Hours in a month"), kHoursPerMonth, tr("hours"), tr("8,760 / 12"));
}

lxw_worksheet* Book::monthSheet(const std::string& name, int last) {
    lxw_worksheet* ws = workbook_add_worksheet(wb, name.c_str());
    worksheet_write_string(ws, 0, 0, tr("Month").toUtf8().constData(), header);
    for (int m = 0; m <= last; ++m) worksheet_write_number(ws, 0, lxw_col_t(m + 1), m, header);
    worksheet_freeze_panes(ws, 1, 1);
    printable(ws, true);
    worksheet_set_column(ws, 0, 0, 62, nullptr);
    worksheet_set_column(ws, 1, lxw_col_t(last + 1), 18, nullptr);
    return ws;
}

std::string Book::sheetName(size_t i, int part) const {
    const QString number = part < 0 ? QString::number(i + 1) : QStringLiteral("%1.%2").arg(i + 1).arg(part);
    QString name = QStringLiteral("%1 %2").arg(number, QString::fromStdString(s.options[i].name));
    for (const QChar bad : {u'[', u']', u':', u'*', u'?', u'/', u'\\'}) name.replace(bad, u' ');
    if (name.startsWith(u'\'')) name[0] = u' ';
    name = name.left(31).trimmed();
    while (name.endsWith(u'\'')) name.chop(1);
    return name.toStdString();
}

} // namespace gputco::data
