// An own option's rows (data/workbook.hpp), also one part of a fleet plan (workbook_fleet.cpp): the purchases
// (the first at month 0, a refresh every depreciation life while the horizon lasts), each cost line, the cash
// paid, the discount factor, the loan still owed, the resale value and the cumulative discounted cost, as
// core/cost/option_costs.cpp ownCashFlows computes them.
#include "core/cost/depreciation.hpp"
#include "core/cost/resale.hpp"
#include "data/workbook_book.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace gputco::data {

std::string Book::OwnPart::name(const char* key) const {
    static constexpr std::array<std::string_view, 12> own{
        "servers",          "server_price", "network_storage_capex", "install_capex",   "capex",
        "server_capex",     "server_kw",    "utilization",           "staff_per_month", "storage_per_month",
        "egress_per_month", "gpus"};
    return (std::find(own.begin(), own.end(), std::string_view(key)) != own.end() ? p : site) + key;
}

void Book::writeOwn(size_t i, lxw_worksheet* ws, const std::string& p) {
    const Option& o = s.options[i];
    const GpuSpec* gpu = catalog.gpu(o.gpuId);
    if (!gpu) throw InputError("workbook", "option '" + o.name + "': GPU " + o.gpuId + " is not in the catalog");
    const OwnPart part{p, p, "Horizon_months", s.horizonMonths, modelAgeYears(s, *gpu)};
    ownPartInputs(o, part, r.options[i].utilization, q(o.name));
    siteInputs(o, p);
    ownRows(o, part, ws);
    options.back().cumulativeRow = 20;
    options.back().horizonCost = rangeOn(options.back().sheet, 20, s.horizonMonths + 1, s.horizonMonths + 1);
}

void Book::ownRows(const Option& o, const OwnPart& part, lxw_worksheet* ws) {
    ownLabels(ws);
    ownPurchases(o, part, ws);
    ownLines(part, ws);
    ownCash(part, ws);
}

// What one part buys and runs: its servers, their price and power, its share of the fixed lines, its GPUs'
// utilisation (`label` names it on the Inputs sheet).
void Book::ownPartInputs(const Option& o, const OwnPart& part, double utilization, const QString& label) {
    const OwnTerms& t = o.ownTerms;
    const std::string& p = part.p;
    const QString oc = QString::fromLatin1(currencyCode(o.currency).data()), typed = tr("typed");
    auto in = [&](const char* key, const char* what, double v, const QString& unit) {
        return input(p + key, tr("%1: %2").arg(label, text(what)), v, unit, typed);
    };
    in("servers", QT_TRANSLATE_NOOP("Workbook", "servers"), t.servers, tr("servers"));
    in("server_price", QT_TRANSLATE_NOOP("Workbook", "server price"), t.serverPrice, oc);
    in("network_storage_capex", QT_TRANSLATE_NOOP("Workbook", "network and storage capex"),
       t.networkCapex + t.storageCapex, oc);
    in("install_capex", QT_TRANSLATE_NOOP("Workbook", "installation capex"), t.installCapex, oc);
    partCapex(part, label);
    in("server_kw", QT_TRANSLATE_NOOP("Workbook", "server power, rated"), t.serverPowerKw, QStringLiteral("kW"));
    input(p + "utilization", tr("%1: GPU utilisation (from the performance model)").arg(label), utilization, QString(),
          tr("from the performance model"));
    in("staff_per_month", QT_TRANSLATE_NOOP("Workbook", "staff, fixed"), t.staffPerMonth, oc + tr("/month"));
    in("storage_per_month", QT_TRANSLATE_NOOP("Workbook", "storage"), t.storagePerMonth, oc + tr("/month"));
    in("egress_per_month", QT_TRANSLATE_NOOP("Workbook", "egress"), t.egressPerMonth, oc + tr("/month"));
}

void Book::partCapex(const OwnPart& part, const QString& label) {
    auto n = [&](const char* key) { return part.name(key); };
    derived(n("capex"), tr("%1: capex").arg(label),
            "(" + n("servers") + "*" + n("server_price") + "+" + n("network_storage_capex") + "+" + n("install_capex") +
                ")*" + n("fx"),
            currency);
    derived(n("server_capex"), tr("%1: servers' capex (resold)").arg(label),
            n("servers") + "*" + n("server_price") + "*" + n("fx"), currency);
}

// The option's site terms: what every part of it pays per unit (power, space, care, money).
void Book::siteInputs(const Option& o, const std::string& p) {
    const OwnTerms& t = o.ownTerms;
    const int life = std::max(1, int(std::lround(t.depreciationYears * 12.0)));
    const QString oc = QString::fromLatin1(currencyCode(o.currency).data()), typed = tr("typed");
    const QString name = q(o.name);
    auto in = [&](const char* key, const char* what, double v, const QString& unit) {
        return input(p + key, tr("%1: %2").arg(name, text(what)), v, unit, typed);
    };
    in("residual", QT_TRANSLATE_NOOP("Workbook", "residual value (share of capex)"), t.residualFraction, QString());
    in("average_load", QT_TRANSLATE_NOOP("Workbook", "busy draw (share of rated)"), t.averageLoad, QString());
    in("idle_load", QT_TRANSLATE_NOOP("Workbook", "idle draw (share of rated)"), t.idleLoad, QString());
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
    in("servers_per_staff", QT_TRANSLATE_NOOP("Workbook", "servers per staff"), t.serversPerStaff, QString());
    in("staff_cost_per_year", QT_TRANSLATE_NOOP("Workbook", "staff cost a year"), t.staffCostPerYear, oc);
    in("licence", QT_TRANSLATE_NOOP("Workbook", "licences a GPU a year"), t.licencePerGpuYear, oc);
    in("interest_rate", QT_TRANSLATE_NOOP("Workbook", "interest rate (financed when > 0)"), t.interestRate,
       tr("per year"));
    input(p + "life_months", tr("%1: depreciation life").arg(name), life, tr("months"), typed);
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
void Book::ownPurchases(const Option& o, const OwnPart& part, lxw_worksheet* ws) {
    const OwnTerms& t = o.ownTerms;
    const int H = part.months;
    const int life = std::max(1, int(std::lround(t.depreciationYears * 12.0)));
    auto n = [&](const char* key) { return part.name(key); };
    const double age = part.modelAge;
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
        return "MIN(INT(" + month(c) + "/" + n("life_months") + "),INT((" + part.horizon + "-1)/" + n("life_months") +
               "))*" + n("life_months");
    });
    formulaRow(ws, 25, 0, H, money, [&](int, int c) { return capexAt(at(24, c)); });
    formulaRow(ws, 26, 0, H, money, [&](int, int c) { return serversAt(at(24, c)); });
    formulaRow(ws, 27, 1, H, nullptr, [&](int, int c) {
        return "IF(AND(MOD(" + month(c) + "," + n("life_months") + ")=0," + month(c) + "<" + part.horizon + "),1,0)";
    });
    formulaRow(ws, 28, 1, H, money, [&](int, int c) { return at(27, c) + "*(" + capexAt(month(c)) + ")"; });
    formulaRow(ws, 29, 1, H, money, [&](int, int c) {
        return at(27, c) + "*" + serversAt(month(c) + "-" + n("life_months")) + "*" + at(30, c);
    });
}

void Book::ownLines(const OwnPart& part, lxw_worksheet* ws) {
    const int H = part.months;
    auto n = [&](const char* key) { return part.name(key); };
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

void Book::ownCash(const OwnPart& part, lxw_worksheet* ws) {
    const int H = part.months;
    auto n = [&](const char* key) { return part.name(key); };
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
}
} // namespace gputco::data
