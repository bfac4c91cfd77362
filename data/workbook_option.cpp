// One sheet per option (data/workbook.hpp): months as columns (B = month 0, C = month 1, ...), each cost
// line a formula over the Inputs sheet, then the cash paid, the discount factor and the cumulative
// discounted cost if the plan stopped that month, whose last cell is the option's horizon cost. The
// same arithmetic as core/cost/option_costs.cpp, line by line.
#include "core/cost/depreciation.hpp"
#include "core/cost/rent_mix.hpp"
#include "core/cost/resale.hpp"
#include "data/workbook_book.hpp"

#include <cmath>

namespace gputco::data {

namespace {
// A row of formulas over months `from`..H: `formula(m, col)` gives the formula text for month m.
template <typename F>
void formulaRow(lxw_worksheet* ws, int row, int from, int H, lxw_format* format, F formula) {
    for (int m = from; m <= H; ++m)
        worksheet_write_formula(ws, lxw_row_t(row), lxw_col_t(m + 1), ("=" + formula(m, m + 1)).c_str(), format);
}

// A row of values (a lookup table or the performance model's output) over months `from`..H.
template <typename F>
void valueRow(lxw_worksheet* ws, int row, int from, int H, lxw_format* format, F value) {
    for (int m = from; m <= H; ++m) worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(m + 1), value(m), format);
}

std::string month(int col) { return cellName(0, col); } // the month number above
std::string at(int row, int col) { return cellName(row, col); }

QString q(const std::string& s) { return QString::fromStdString(s); }

// The option's money inputs convert to the scenario's currency at this rate.
double fxRate(const Scenario& s, const Option& o) {
    return toScenarioCurrency(s, Money(1.0, o.currency), "options." + o.name).amount();
}
} // namespace

void Book::writeOption(size_t i) {
    const Option& o = s.options[i];
    const std::string p = "Opt" + std::to_string(i + 1) + "_";
    const std::string sheet = sheetName(i);
    lxw_worksheet* ws = workbook_add_worksheet(wb, sheet.c_str());
    const int H = s.horizonMonths, last = lastMonth(i);
    worksheet_write_string(ws, 0, 0, tr("Month").toUtf8().constData(), header);
    for (int m = 0; m <= last; ++m) worksheet_write_number(ws, 0, lxw_col_t(m + 1), m, header);
    if (last > H)
        worksheet_write_comment(ws, 0, lxw_col_t(H + 2),
                                tr("Months after the horizon: the rent a commitment still binds").toUtf8().constData());
    worksheet_freeze_panes(ws, 1, 1);
    printable(ws, true);
    worksheet_set_column(ws, 0, 0, 62, nullptr);
    worksheet_set_column(ws, 1, lxw_col_t(H + 1), 18, nullptr);
    const QString oc = QString::fromLatin1(currencyCode(o.currency).data());
    input(p + "fx", tr("%1: exchange rate to the scenario's currency").arg(q(o.name)), fxRate(s, o),
          currency + "/" + oc, tr("the scenario's exchange rates"));
    input(p + "gpus", tr("%1: GPUs").arg(q(o.name)), o.gpus(), tr("GPUs"), tr("typed"));
    options.push_back({sheet, 0, {}});
    if (!o.api) modelOutputs(i, p);
    if (o.api)
        writeApi(i, ws, p);
    else if (o.own)
        writeOwn(i, ws, p);
    else
        writeRent(i, ws, p);
}

// What the training and serving models give this option, for each workload: shown as values, labelled as the
// performance model's, with the P10-P90 band of a training run beside it. The cost lines read the GPU
// utilisation and the GPU-hours billed (below), which come from these.
void Book::modelOutputs(size_t i, const std::string& p) {
    const OptionResult& res = r.options[i];
    const QString name = q(s.options[i].name), from = tr("from the performance model");
    for (size_t w = 0; w < res.workloads.size() && w < s.workloads.size(); ++w) {
        const WorkloadOnOption& x = res.workloads[w];
        const std::string k = p + "W" + std::to_string(w + 1) + "_";
        const QString wl = q(x.workload);
        if (!x.feasible) {
            input(k + "feasible", tr("%1, %2: runs (1) or not (0)").arg(name, wl), 0, QString(),
                  from + QStringLiteral(": ") + q(x.reason));
            continue;
        }
        if (s.workloads[w].isTraining()) {
            const ExpectedEstimate& e = x.training.expected;
            input(k + "days_per_run", tr("%1, %2: days per run").arg(name, wl), x.runDays, tr("days"),
                  from + tr(", P10-P90 %1-%2 days").arg(e.p10Days, 0, 'f', 1).arg(e.p90Days, 0, 'f', 1));
            input(k + "gpu_hours_per_run", tr("%1, %2: GPU-hours per run").arg(name, wl), x.runHours * res.gpus,
                  tr("GPU-hours"), from);
        } else {
            input(k + "gpus_at_peak", tr("%1, %2: GPUs needed at peak").arg(name, wl), x.gpusNeeded, q(x.unit), from);
        }
    }
}

int Book::lastMonth(size_t i) const {
    const Option& o = s.options[i];
    const int H = s.horizonMonths;
    if (o.own || o.api) return H;
    const RentTerms& t = o.rentTerms;
    int last = H;
    for (int term : {rentTermMonths(t.billing, t.minimumMonths),
                     t.reservedGpus > 0 ? rentTermMonths(t.reservedBilling, t.minimumMonths) : 0})
        if (term > 0) last = std::max(last, (H + term - 1) / term * term);
    return last;
}

void Book::writeOwn(size_t i, lxw_worksheet* ws, const std::string& p) {
    ownInputs(i, p);
    ownLines(i, ws, p);
    ownCash(ws, p);
}

void Book::ownInputs(size_t i, const std::string& p) {
    const Option& o = s.options[i];
    const OwnTerms& t = o.ownTerms;
    const OptionResult& res = r.options[i];
    const int life = std::max(1, int(std::lround(t.depreciationYears * 12.0)));
    const QString oc = QString::fromLatin1(currencyCode(o.currency).data()), typed = tr("typed");
    const QString name = q(o.name);
    auto n = [&](const char* key) { return p + key; };
    auto in = [&](const char* key, const char* what, double v, const QString& unit) {
        return input(p + key, tr("%1: %2").arg(name, text(what)), v, unit, typed);
    };
    in("servers", QT_TRANSLATE_NOOP("Workbook", "servers"), t.servers, tr("servers"));
    in("server_price", QT_TRANSLATE_NOOP("Workbook", "server price"), t.serverPrice, oc);
    in("network_storage_capex", QT_TRANSLATE_NOOP("Workbook", "network and storage capex"),
       t.networkCapex + t.storageCapex, oc);
    in("install_capex", QT_TRANSLATE_NOOP("Workbook", "installation capex"), t.installCapex, oc);
    derived(p + "capex", tr("%1: capex").arg(name),
            "(" + n("servers") + "*" + n("server_price") + "+" + n("network_storage_capex") + "+" + n("install_capex") +
                ")*" + n("fx"),
            currency);
    derived(p + "server_capex", tr("%1: servers' capex (resold)").arg(name),
            n("servers") + "*" + n("server_price") + "*" + n("fx"), currency);
    in("residual", QT_TRANSLATE_NOOP("Workbook", "residual value (share of capex)"), t.residualFraction, QString());
    in("server_kw", QT_TRANSLATE_NOOP("Workbook", "server power, rated"), t.serverPowerKw, QStringLiteral("kW"));
    in("average_load", QT_TRANSLATE_NOOP("Workbook", "busy draw (share of rated)"), t.averageLoad, QString());
    in("idle_load", QT_TRANSLATE_NOOP("Workbook", "idle draw (share of rated)"), t.idleLoad, QString());
    input(p + "utilization", tr("%1: GPU utilisation (from the performance model)").arg(name), res.utilization,
          QString(), tr("from the performance model"));
    in("pue", QT_TRANSLATE_NOOP("Workbook", "PUE"), t.pue, QString());
    in("electricity", QT_TRANSLATE_NOOP("Workbook", "electricity price"), t.electricityPerKwh, oc + "/kWh");
    in("electricity_escalation", QT_TRANSLATE_NOOP("Workbook", "electricity escalation"), t.electricityEscalation,
       tr("per year"));
    in("colocation", QT_TRANSLATE_NOOP("Workbook", "colocation"), t.colocationPerKwMonth, oc + "/kW-month");
    in("build_cost_per_mw", QT_TRANSLATE_NOOP("Workbook", "own facility build cost"), t.buildCostPerMw, oc + "/MW");
    in("build_years", QT_TRANSLATE_NOOP("Workbook", "facility amortisation"), t.buildAmortisationYears, tr("years"));
    in("maintenance", QT_TRANSLATE_NOOP("Workbook", "maintenance (share of capex a year)"),
       t.maintenanceFractionPerYear, QString());
    in("maintenance_rise", QT_TRANSLATE_NOOP("Workbook", "maintenance rise a year of age"), t.maintenanceRisePerYear,
       QString());
    in("insurance", QT_TRANSLATE_NOOP("Workbook", "insurance (share of capex a year)"), t.insuranceFractionPerYear,
       QString());
    in("staff_per_month", QT_TRANSLATE_NOOP("Workbook", "staff, fixed"), t.staffPerMonth, oc + tr("/month"));
    in("servers_per_staff", QT_TRANSLATE_NOOP("Workbook", "servers per staff"), t.serversPerStaff, QString());
    in("staff_cost_per_year", QT_TRANSLATE_NOOP("Workbook", "staff cost a year"), t.staffCostPerYear, oc);
    in("licence", QT_TRANSLATE_NOOP("Workbook", "licences a GPU a year"), t.licencePerGpuYear, oc);
    in("storage_per_month", QT_TRANSLATE_NOOP("Workbook", "storage"), t.storagePerMonth, oc + tr("/month"));
    in("egress_per_month", QT_TRANSLATE_NOOP("Workbook", "egress"), t.egressPerMonth, oc + tr("/month"));
    in("interest_rate", QT_TRANSLATE_NOOP("Workbook", "interest rate (financed when > 0)"), t.interestRate,
       tr("per year"));
    input(p + "life_months", tr("%1: depreciation life").arg(name), life, tr("months"), typed);
    p + "gpus";
}

void Book::ownLabels(lxw_worksheet* ws) {
    struct RowText {
        int row;
        const char* label;
    };
    const RowText rows[] = {
        {1, QT_TRANSLATE_NOOP("Workbook", "Depreciation share of the base (schedule, lookup)")},
        {2, QT_TRANSLATE_NOOP("Workbook", "Resale share of the servers' price (market curve, lookup)")},
        {3, QT_TRANSLATE_NOOP("Workbook", "Depreciation")},
        {4, QT_TRANSLATE_NOOP("Workbook", "Interest")},
        {5, QT_TRANSLATE_NOOP("Workbook", "Power")},
        {6, QT_TRANSLATE_NOOP("Workbook", "Colocation or facility")},
        {7, QT_TRANSLATE_NOOP("Workbook", "Maintenance")},
        {8, QT_TRANSLATE_NOOP("Workbook", "Insurance")},
        {9, QT_TRANSLATE_NOOP("Workbook", "Staff")},
        {10, QT_TRANSLATE_NOOP("Workbook", "Licences")},
        {11, QT_TRANSLATE_NOOP("Workbook", "Storage")},
        {12, QT_TRANSLATE_NOOP("Workbook", "Egress")},
        {13, QT_TRANSLATE_NOOP("Workbook", "Monthly cost (all lines)")},
        {14, QT_TRANSLATE_NOOP("Workbook", "Loan payment")},
        {15, QT_TRANSLATE_NOOP("Workbook", "Cash paid")},
        {16, QT_TRANSLATE_NOOP("Workbook", "Discount factor")},
        {17, QT_TRANSLATE_NOOP("Workbook", "Discounted cash")},
        {18, QT_TRANSLATE_NOOP("Workbook", "Loan still owed")},
        {19, QT_TRANSLATE_NOOP("Workbook", "Resale value of the servers")},
        {20, QT_TRANSLATE_NOOP("Workbook", "Discounted cost if stopped this month (cumulative)")},
        {21, QT_TRANSLATE_NOOP("Workbook", "Purchase in use (month bought)")},
        {22, QT_TRANSLATE_NOOP("Workbook", "Month of its depreciation life")},
        {23, QT_TRANSLATE_NOOP("Workbook", "Its capex")},
        {24, QT_TRANSLATE_NOOP("Workbook", "Purchase owned at the end of the month (month bought)")},
        {25, QT_TRANSLATE_NOOP("Workbook", "Its capex (owned)")},
        {26, QT_TRANSLATE_NOOP("Workbook", "Its servers' capex (owned)")},
        {27, QT_TRANSLATE_NOOP("Workbook", "A refresh purchase this month (1 or 0)")},
        {28, QT_TRANSLATE_NOOP("Workbook", "Refresh capex")},
        {29, QT_TRANSLATE_NOOP("Workbook", "Resale of the servers replaced")},
        {30, QT_TRANSLATE_NOOP("Workbook", "Resale share of the servers replaced (market curve, lookup)")}};
    for (const RowText& rt : rows)
        worksheet_write_string(ws, lxw_row_t(rt.row), 0, text(rt.label).toUtf8().constData(), nullptr);
}

// The purchases (core/cost/option_costs.cpp): the first at month 0, another every depreciation life while
// the horizon lasts, each at the hardware price trend; rows 21-29 say which purchase a month uses and what
// it cost, rows 1-2 and 30 are the lookup rows of the depreciation schedule and the resale curve.
void Book::ownPurchases(size_t i, lxw_worksheet* ws, const std::string& p) {
    const Option& o = s.options[i];
    const OwnTerms& t = o.ownTerms;
    const int H = s.horizonMonths;
    const int life = std::max(1, int(std::lround(t.depreciationYears * 12.0)));
    auto n = [&](const char* key) { return p + key; };
    const GpuSpec* gpu = catalog.gpu(o.gpuId);
    if (!gpu) throw InputError("workbook", "option '" + o.name + "': GPU " + o.gpuId + " is not in the catalog");
    const double age = modelAgeYears(s, *gpu);
    const int lastStart = (H - 1) / life * life;
    auto held = [&](int m) { return std::min(m / life * life, lastStart); }; // the purchase owned at the end of m
    valueRow(ws, 1, 1, H, factor,
             [&](int k) { return depreciationInMonth(t.depreciation, 1.0, t.depreciationYears, k); });
    valueRow(ws, 2, 0, H, factor, [&](int m) { return resaleFraction(age + held(m) / 12.0, (m - held(m)) / 12.0); });
    valueRow(ws, 30, 1, H, factor, [&](int m) {
        return m % life == 0 && m < H ? resaleFraction(age + (m - life) / 12.0, life / 12.0) : 0.0;
    });
    // A purchase's capex and its servers' part, for the purchase bought in the month in cell `start`.
    auto capexAt = [&](const std::string& start) {
        return "(" + n("servers") + "*" + n("server_price") + "+" + n("network_storage_capex") + ")*" + n("fx") +
               "*(1+Hardware_price_trend)^((" + start + ")/12)+IF((" + start + ")=0," + n("install_capex") + "*" +
               n("fx") + ",0)";
    };
    auto serversAt = [&](const std::string& start) {
        return n("servers") + "*" + n("server_price") + "*" + n("fx") + "*(1+Hardware_price_trend)^((" + start +
               ")/12)";
    };
    formulaRow(ws, 21, 1, H, nullptr,
               [&](int, int c) { return "INT((" + month(c) + "-1)/" + n("life_months") + ")*" + n("life_months"); });
    formulaRow(ws, 22, 1, H, nullptr, [&](int, int c) { return month(c) + "-" + at(21, c); });
    formulaRow(ws, 23, 1, H, money, [&](int, int c) { return capexAt(at(21, c)); });
    formulaRow(ws, 24, 0, H, nullptr, [&](int, int c) {
        return "MIN(INT(" + month(c) + "/" + n("life_months") + "),INT((Horizon_months-1)/" + n("life_months") + "))*" +
               n("life_months");
    });
    formulaRow(ws, 25, 0, H, money, [&](int, int c) { return capexAt(at(24, c)); });
    formulaRow(ws, 26, 0, H, money, [&](int, int c) { return serversAt(at(24, c)); });
    formulaRow(ws, 27, 1, H, nullptr, [&](int, int c) {
        return "IF(AND(MOD(" + month(c) + "," + n("life_months") + ")=0," + month(c) + "<Horizon_months),1,0)";
    });
    formulaRow(ws, 28, 1, H, money, [&](int, int c) { return at(27, c) + "*(" + capexAt(month(c)) + ")"; });
    formulaRow(ws, 29, 1, H, money, [&](int, int c) {
        return at(27, c) + "*" + serversAt(month(c) + "-" + n("life_months")) + "*" + at(30, c);
    });
}

void Book::ownLines(size_t i, lxw_worksheet* ws, const std::string& p) {
    const int H = s.horizonMonths;
    auto n = [&](const char* key) { return p + key; };
    ownLabels(ws);
    ownPurchases(i, ws, p);
    const std::string shares = cellName(1, 2, true) + ":" + cellName(1, H + 1, true);
    const std::string drawn = "(" + n("idle_load") + "+(" + n("average_load") + "-" + n("idle_load") + ")*MIN(MAX(" +
                              n("utilization") + ",0),1))";
    formulaRow(ws, 3, 1, H, money, [&](int, int c) {
        return at(23, c) + "*(1-" + n("residual") + ")*INDEX(" + shares + "," + at(22, c) + ")";
    });
    formulaRow(ws, 4, 1, H, money, [&](int, int c) {
        return "IF(" + n("interest_rate") + ">0,IPMT(" + n("interest_rate") + "/12," + at(22, c) + "," +
               n("life_months") + ",-" + at(23, c) + "),0)";
    });
    formulaRow(ws, 5, 1, H, money, [&](int, int c) {
        return n("servers") + "*" + n("server_kw") + "*" + drawn + "*" + n("pue") + "*Hours_per_month*" +
               n("electricity") + "*" + n("fx") + "*(1+" + n("electricity_escalation") + ")^INT((" + month(c) +
               "-1)/12)";
    });
    formulaRow(ws, 6, 1, H, money, [&](int, int) {
        return "IF(" + n("build_cost_per_mw") + ">0," + n("servers") + "*" + n("server_kw") + "*" + n("pue") +
               "/1000*" + n("build_cost_per_mw") + "*" + n("fx") + "/(" + n("build_years") + "*12)," + n("servers") +
               "*" + n("server_kw") + "*" + n("colocation") + "*" + n("fx") + ")";
    });
    formulaRow(ws, 7, 1, H, money, [&](int, int c) {
        return at(23, c) + "*(" + n("maintenance") + "+" + n("maintenance_rise") + "*(" + at(22, c) + "-1)/12)/12";
    });
    formulaRow(ws, 8, 1, H, money, [&](int, int c) { return at(23, c) + "*" + n("insurance") + "/12"; });
    formulaRow(ws, 9, 1, H, money, [&](int, int) {
        return "(" + n("staff_per_month") + "+" + n("servers") + "/" + n("servers_per_staff") + "*" +
               n("staff_cost_per_year") + "/12)*" + n("fx");
    });
    formulaRow(ws, 10, 1, H, money, [&](int, int) { return n("gpus") + "*" + n("licence") + "*" + n("fx") + "/12"; });
    formulaRow(ws, 11, 1, H, money, [&](int, int) { return n("storage_per_month") + "*" + n("fx"); });
    formulaRow(ws, 12, 1, H, money, [&](int, int) { return n("egress_per_month") + "*" + n("fx"); });
    formulaRow(ws, 13, 1, H, money, [&](int, int c) { return "SUM(" + at(3, c) + ":" + at(12, c) + ")"; });
}

void Book::ownCash(lxw_worksheet* ws, const std::string& p) {
    const int H = s.horizonMonths;
    auto n = [&](const char* key) { return p + key; };
    const std::string rate = n("interest_rate");
    formulaRow(ws, 14, 1, H, money, [&](int, int c) {
        return "IF(" + rate + ">0,PMT(" + rate + "/12," + n("life_months") + ",-" + at(23, c) + "),0)";
    });
    worksheet_write_formula(ws, 15, 1, ("=IF(" + rate + ">0,0," + n("capex") + ")").c_str(), money);
    formulaRow(ws, 15, 1, H, money, [&](int, int c) {
        return at(13, c) + "-" + at(3, c) + "-" + at(4, c) + "+" + at(14, c) + "+IF(" + rate + ">0,0," + at(28, c) +
               ")-" + at(29, c);
    });
    formulaRow(ws, 16, 0, H, factor, [&](int, int c) { return "(1+Discount_rate/12)^(-" + month(c) + ")"; });
    formulaRow(ws, 17, 0, H, money, [&](int, int c) { return at(15, c) + "*" + at(16, c); });
    formulaRow(ws, 18, 0, H, money, [&](int, int c) {
        const std::string g = "(1+" + rate + "/12)^(" + month(c) + "-" + at(24, c) + ")";
        return "IF(" + rate + ">0," + at(25, c) + "*" + g + "-PMT(" + rate + "/12," + n("life_months") + ",-" +
               at(25, c) + ")*(" + g + "-1)/(" + rate + "/12),0)";
    });
    formulaRow(ws, 19, 0, H, money, [&](int, int c) { return at(26, c) + "*" + at(2, c); });
    formulaRow(ws, 20, 0, H, money, [&](int, int c) {
        return "SUM(" + cellName(17, 1, true) + ":" + at(17, c) + ")+(" + at(18, c) + "-" + at(19, c) + ")*" +
               at(16, c);
    });
    options.back().cumulativeRow = 20;
    options.back().horizonCost = rangeOn(options.back().sheet, 20, H + 1, H + 1);
}

void Book::writeRent(size_t i, lxw_worksheet* ws, const std::string& p) {
    rentInputs(i, p);
    rentLines(i, ws, p);
}

void Book::rentInputs(size_t i, const std::string& p) {
    const Option& o = s.options[i];
    const RentTerms& t = o.rentTerms;
    const QString oc = QString::fromLatin1(currencyCode(o.currency).data()), name = q(o.name), typed = tr("typed");
    const int term = rentTermMonths(t.billing, t.minimumMonths);
    const int reservedTerm = t.reservedGpus > 0 ? rentTermMonths(t.reservedBilling, t.minimumMonths) : 0;
    input(p + "price", tr("%1: price per GPU-hour").arg(name), t.pricePerGpuHour, oc,
          t.priceFromCatalog ? tr("catalog: %1, %2 (%3)").arg(q(t.provider), q(t.priceDate), q(t.priceSource)) : typed);
    input(p + "price_lock_months", tr("%1: months a price holds (the term, else a year)").arg(name),
          term > 0 ? term : 12, tr("months"),
          tr("billing: %1").arg(QString::fromLatin1(billingName(t.billing).data())));
    input(p + "term_months", tr("%1: months a commitment binds (0: none)").arg(name), term, tr("months"), typed);
    input(p + "reserved_gpus", tr("%1: reserved GPUs").arg(name), t.reservedGpus, tr("GPUs"), typed);
    input(p + "reserved_price", tr("%1: reserved price per GPU-hour").arg(name), t.reservedPricePerGpuHour, oc, typed);
    input(p + "reserved_lock_months", tr("%1: months a reserved price holds").arg(name),
          reservedTerm > 0 ? reservedTerm : 12, tr("months"),
          tr("billing: %1").arg(QString::fromLatin1(billingName(t.reservedBilling).data())));
    input(p + "reserved_term_months", tr("%1: months the reservation binds").arg(name), reservedTerm, tr("months"),
          typed);
    input(p + "storage_per_month", tr("%1: storage").arg(name), t.storagePerMonth, oc, typed);
    input(p + "egress_per_month", tr("%1: egress").arg(name), t.egressPerMonth, oc, typed);
    input(p + "licence", tr("%1: licences a GPU a year").arg(name), t.licencePerGpuYear, oc, typed);
}

// One part of a rent option (the GPUs beyond the reserved ones, or the reserved ones): the GPU-hours each
// is billed a month (a value row), the price factor of the cloud trend, and the rent, from `row` on.
void Book::rentPart(lxw_worksheet* ws, int row, const RentPartNames& part, const std::function<double(int)>& hours,
                    int H) {
    valueRow(ws, row, 1, H, nullptr, hours);
    formulaRow(ws, row + 1, 1, H, factor, [&](int, int c) {
        return "(1+Cloud_price_trend)^(INT((" + month(c) + "-1)/" + part.lock + ")*" + part.lock + "/12)";
    });
    formulaRow(ws, row + 2, 1, H, money, [&](int, int c) {
        return part.gpus + "*" + part.price + "*" + part.fx + "*" + at(row + 1, c) + "*" + at(row, c);
    });
}

// Committed rent still due at the end of month m: the part's rent (row `rentRow`) over the rest of its term.
std::string Book::rentDue(int rentRow, const std::string& term, const std::string& m, int H) const {
    const std::string months = cellName(0, 2, true) + ":" + cellName(0, H + 1, true);
    const std::string rent = cellName(rentRow, 2, true) + ":" + cellName(rentRow, H + 1, true);
    const std::string disc = cellName(11, 2, true) + ":" + cellName(11, H + 1, true);
    const std::string end = "IF(" + m + "=0," + term + ",CEILING(" + m + "/" + term + ",1)*" + term + ")";
    return "IF(" + term + "=0,0,SUMPRODUCT((" + months + ">" + m + ")*(" + months + "<=" + end + ")*" + rent + "*" +
           disc + "))";
}

void Book::rentLines(size_t i, lxw_worksheet* ws, const std::string& p) {
    const RentTerms& t = s.options[i].rentTerms;
    const OptionResult& res = r.options[i];
    const char* labels[] = {
        QT_TRANSLATE_NOOP("Workbook", "GPU-hours billed per GPU (from the performance model and the billing)"),
        QT_TRANSLATE_NOOP("Workbook", "Price factor (cloud price trend, fixed for a term or a year)"),
        QT_TRANSLATE_NOOP("Workbook", "Rent"),
        QT_TRANSLATE_NOOP("Workbook", "Reserved GPUs: GPU-hours billed per GPU"),
        QT_TRANSLATE_NOOP("Workbook", "Reserved GPUs: price factor"),
        QT_TRANSLATE_NOOP("Workbook", "Reserved GPUs: rent"),
        QT_TRANSLATE_NOOP("Workbook", "Storage"),
        QT_TRANSLATE_NOOP("Workbook", "Egress"),
        QT_TRANSLATE_NOOP("Workbook", "Licences"),
        QT_TRANSLATE_NOOP("Workbook", "Monthly cost (all lines)"),
        QT_TRANSLATE_NOOP("Workbook", "Discount factor"),
        QT_TRANSLATE_NOOP("Workbook", "Discounted cash"),
        QT_TRANSLATE_NOOP("Workbook", "Committed rent still due (discounted)"),
        QT_TRANSLATE_NOOP("Workbook", "Discounted cost if stopped this month (cumulative)")};
    for (int k = 0; k < 14; ++k)
        worksheet_write_string(ws, lxw_row_t(k + 1), 0, text(labels[k]).toUtf8().constData(), nullptr);
    // GPU-hours billed per GPU of each part in month m (core/cost/rent_mix.cpp, the month's demand).
    auto billed = [&](int m, bool reserved) {
        const size_t k = size_t(m - 1);
        const double need =
            k < res.demandByMonth.size() ? (res.gpus > 0 ? res.demandByMonth[k] / res.gpus : 0.0) : res.hoursNeeded;
        const RentHours h = rentHours(t, need);
        return reserved ? h.reservedPerGpu : h.restPerGpu;
    };
    const std::string fx = p + "fx";
    const int last = lastMonth(i); // past the horizon: rent a commitment still binds
    rentPart(
        ws, 1, {"(" + p + "gpus-" + p + "reserved_gpus)", p + "price", p + "price_lock_months", fx},
        [&](int m) { return billed(m, false); }, last);
    rentPart(
        ws, 4, {p + "reserved_gpus", p + "reserved_price", p + "reserved_lock_months", fx},
        [&](int m) { return billed(m, true); }, last);
    rentTotals(ws, p, last);
}

void Book::rentTotals(lxw_worksheet* ws, const std::string& p, int last) {
    const int H = s.horizonMonths;
    const std::string fx = p + "fx";
    formulaRow(ws, 7, 1, H, money, [&](int, int) { return p + "storage_per_month*" + fx; });
    formulaRow(ws, 8, 1, H, money, [&](int, int) { return p + "egress_per_month*" + fx; });
    formulaRow(ws, 9, 1, H, money, [&](int, int) { return p + "gpus*" + p + "licence*" + fx + "/12"; });
    formulaRow(ws, 10, 1, H, money,
               [&](int, int c) { return at(3, c) + "+" + at(6, c) + "+SUM(" + at(7, c) + ":" + at(9, c) + ")"; });
    formulaRow(ws, 11, 0, last, factor, [&](int, int c) { return "(1+Discount_rate/12)^(-" + month(c) + ")"; });
    formulaRow(ws, 12, 1, H, money, [&](int, int c) { return at(10, c) + "*" + at(11, c); });
    formulaRow(ws, 13, 0, H, money, [&](int, int c) {
        return rentDue(3, p + "term_months", month(c), last) + "+" +
               rentDue(6, p + "reserved_term_months", month(c), last);
    });
    worksheet_write_formula(ws, 14, 1, ("=" + at(13, 1)).c_str(), money);
    formulaRow(ws, 14, 1, H, money,
               [&](int, int c) { return "SUM(" + cellName(12, 2, true) + ":" + at(12, c) + ")+" + at(13, c); });
    options.back().cumulativeRow = 14;
    options.back().horizonCost = rangeOn(options.back().sheet, 14, H + 1, H + 1);
}

} // namespace gputco::data
