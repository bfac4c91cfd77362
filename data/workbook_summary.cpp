// The Summary sheet (data/workbook.hpp): each option's horizon cost read from its sheet, whether it
// meets the requirements (the performance model's verdict), the cheapest option that does (the product's
// rule: the lowest horizon cost among the feasible options), each own / rent pair's break-even month
// (the first month the own option's cumulative discounted cost is no more than the rent option's), and a
// chart of the cumulative cost the workbook draws itself.
#include "data/workbook_book.hpp"

namespace gputco::data {

namespace {
void writeText(lxw_worksheet* ws, int row, int col, const QString& t, lxw_format* f = nullptr) {
    worksheet_write_string(ws, lxw_row_t(row), lxw_col_t(col), t.toUtf8().constData(), f);
}
} // namespace

void Book::writeSummary() {
    lxw_worksheet* ws = workbook_add_worksheet(wb, tr("Summary").toUtf8().constData());
    worksheet_activate(ws);
    cumulativeChart(ws, breakEvenRows(ws, summaryTable(ws)));
}

int Book::summaryTable(lxw_worksheet* ws) {
    worksheet_set_column(ws, 0, 0, 48, nullptr);
    worksheet_set_column(ws, 1, 4, 22, nullptr);
    const char* heads[] = {QT_TRANSLATE_NOOP("Workbook", "Option"), QT_TRANSLATE_NOOP("Workbook", "Kind"),
                           QT_TRANSLATE_NOOP("Workbook", "Meets the requirements (performance model)"),
                           QT_TRANSLATE_NOOP("Workbook", "Horizon cost (discounted)")};
    for (int c = 0; c < 4; ++c) writeText(ws, 0, c, text(heads[c]), header);
    worksheet_freeze_panes(ws, 1, 0);
    printable(ws);
    const int n = int(s.options.size());
    for (int i = 0; i < n; ++i) {
        const Option& o = s.options[size_t(i)];
        writeText(ws, i + 1, 0, QString::fromStdString(o.name)); // names are text, never formulas
        writeText(ws, i + 1, 1, o.own ? tr("own") : tr("rent"));
        writeText(ws, i + 1, 2,
                  r.options[size_t(i)].feasibility.feasible() ? QStringLiteral("yes") : QStringLiteral("no"));
        worksheet_write_formula(ws, lxw_row_t(i + 1), 3, ("=" + options[size_t(i)].horizonCost).c_str(), money);
    }
    const std::string names = cellName(1, 0, true) + ":" + cellName(n, 0, true);
    const std::string ok = cellName(1, 2, true) + ":" + cellName(n, 2, true);
    const std::string cost = cellName(1, 3, true) + ":" + cellName(n, 3, true);
    int row = n + 2;
    writeText(ws, row, 0, tr("Cheapest option that meets the requirements"), header);
    worksheet_write_formula(
        ws, lxw_row_t(row), 1,
        ("=IFERROR(INDEX(" + names + ",MATCH(_xlfn.MINIFS(" + cost + "," + ok + ",\"yes\")," + cost + ",0)),\"-\")")
            .c_str(),
        nullptr);
    worksheet_write_formula(ws, lxw_row_t(row), 3,
                            ("=IFERROR(_xlfn.MINIFS(" + cost + "," + ok + ",\"yes\"),0)").c_str(), money);
    return row + 2;
}

int Book::breakEvenRows(lxw_worksheet* ws, int row) {
    const int n = int(s.options.size());
    writeText(ws, row, 0, tr("Break-even (own against rent)"), header);
    writeText(ws, row, 1, tr("Month"), header);
    const int H = s.horizonMonths;
    for (int i = 0; i < n; ++i) {
        if (!s.options[size_t(i)].own) continue;
        for (int j = 0; j < n; ++j) {
            if (s.options[size_t(j)].own || s.options[size_t(j)].api) continue;
            ++row;
            writeText(ws, row, 0,
                      QString::fromStdString(s.options[size_t(i)].name) + QStringLiteral(" / ") +
                          QString::fromStdString(s.options[size_t(j)].name));
            if (!r.options[size_t(i)].feasibility.feasible() || !r.options[size_t(j)].feasibility.feasible()) {
                writeText(ws, row, 1, tr("no break-even: an option does not meet the requirements"));
                continue;
            }
            const std::string own = rangeOn(options[size_t(i)].sheet, options[size_t(i)].cumulativeRow, 2, H + 1);
            const std::string rent = rangeOn(options[size_t(j)].sheet, options[size_t(j)].cumulativeRow, 2, H + 1);
            std::string f = "=IFERROR(MATCH(1,(" + own;
            f += "<=" + rent + "*(1+1E-9))*1,0),\"";
            f += tr("never").toStdString() + "\")";
            worksheet_write_array_formula(ws, lxw_row_t(row), 1, lxw_row_t(row), 1, f.c_str(), nullptr);
        }
    }
    return row + 2;
}

void Book::cumulativeChart(lxw_worksheet* ws, int row) {
    const int n = int(s.options.size()), H = s.horizonMonths;
    lxw_chart* chart = workbook_add_chart(wb, LXW_CHART_LINE);
    for (int i = 0; i < n; ++i) {
        const OptionCells& c = options[size_t(i)];
        lxw_chart_series* series = chart_add_series(chart, rangeOn(c.sheet, 0, 1, H + 1).c_str(),
                                                    rangeOn(c.sheet, c.cumulativeRow, 1, H + 1).c_str());
        // The name from the Summary's cell (a name is text: "=..." must not be read as a reference).
        chart_series_set_name_range(series, tr("Summary").toUtf8().constData(), lxw_row_t(i + 1), 0);
    }
    chart_title_set_name(chart, tr("Cumulative discounted cost").toUtf8().constData());
    chart_axis_set_name(chart->x_axis, tr("Month").toUtf8().constData());
    chart_axis_set_name(chart->y_axis, currency.toUtf8().constData());
    lxw_chart_options place{};
    place.x_scale = 1.6;
    place.y_scale = 1.4;
    worksheet_insert_chart_opt(ws, lxw_row_t(row), 0, chart, &place);
}

} // namespace gputco::data
