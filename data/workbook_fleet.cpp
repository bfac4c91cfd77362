// An own option with tranches or burst in the workbook (data/workbook.hpp), priced as the fleet plan evaluate
// priced it (core/capacity/option_tranches.cpp). Sheet "3.0" holds the plan's fixed costs (storage and
// installation capex, fixed staff, storage and egress: plan_builder's fixedCashFlows), "3.1" the servers
// bought in month 0 and "3.2"... each tranche: an own option's rows over its own months (a tranche's months
// count from its purchase to the horizon; its price and network capex follow the hardware trend to its
// month: trancheCashFlows). The option's sheet adds them up shifted to their purchase months (INDEX by the
// month input), rents the work the owned servers do not carry (burst, addBurst and optionPlanCashFlows), and
// discounts each tranche's cumulative cost from its purchase month to month 0.
#include "data/workbook_book.hpp"

#include <algorithm>
#include <optional>

namespace gputco::data {

namespace {
std::string partNames(const std::string& p, size_t part) {
    return part == 0 ? p + "F_" : p + "T" + std::to_string(part) + "_";
}
} // namespace

void Book::writeFleet(size_t i, lxw_worksheet* ws, const std::string& p) {
    const Option& o = s.options[i];
    std::optional<OptionPlan> plan;
    try {
        // The plan evaluate priced the option by, else solved again with its inputs (plans: FleetPlanOf).
        plan = r.options[i].fleetPlan ? *r.options[i].fleetPlan : plans(o);
    } catch (const InputError& e) { // evaluate prices it as its servers alone, and says why (fleetPlanOptionCashFlows)
        writeOwn(i, ws, p);
        worksheet_write_string(ws, 32, 0,
                               tr("No fleet plan: %1. Priced as its servers alone, as evaluate does.")
                                   .arg(QString::fromUtf8(e.what()))
                                   .toUtf8()
                                   .constData(),
                               note);
        return;
    }
    const OptionPlan& op = *plan;
    const PlanType& first = op.types.front();
    const QString oc = QString::fromLatin1(currencyCode(o.currency).data());
    siteInputs(o, p);
    input(p + "network_per_server", tr("%1: network capex per server").arg(q(o.name)),
          first.option.ownTerms.networkCapex / std::max(1, first.option.ownTerms.servers), oc, tr("typed"));
    Option fixed = first.option; // fixedCashFlows: the template without servers
    fixed.ownTerms.servers = 0;
    fixed.ownTerms.serverPrice = fixed.ownTerms.networkCapex = 0;
    const OwnPart f{partNames(p, 0), p, "Horizon_months", s.horizonMonths, 0.0};
    ownPartInputs(fixed, f, first.utilization, tr("%1, fixed costs").arg(q(o.name)));
    input(f.p + "gpus", tr("%1, fixed costs: GPUs").arg(q(o.name)), 0, tr("GPUs"), tr("typed"));
    lxw_worksheet* fs = monthSheet(sheetName(i, 0), s.horizonMonths);
    ownRows(fixed, f, fs);
    worksheet_write_string(
        fs, 32, 0,
        tr("What the plan of %1 pays whatever it buys: storage and installation capex, fixed staff, storage, egress")
            .arg(q(o.name))
            .toUtf8()
            .constData(),
        note);
    for (size_t t = 0; t < op.tranches.size(); ++t) fleetTranche(i, op, t, p);
    int row = 1 + int(op.tranches.size()) + 1;
    if (op.problem.burst) fleetBurst(i, op, ws, p, row);
    fleetTotals(i, op, ws, p, op.problem.burst ? row : -1);
}

// Tranche t's inputs (its month, servers, price at its month, power, utilisation, the work a server carries)
// and its sheet.
void Book::fleetTranche(size_t i, const OptionPlan& op, size_t t, const std::string& p) {
    const Option& o = s.options[i];
    const Tranche& tranche = op.tranches[t];
    const size_t ti = op.typeIndex(tranche.gpuId);
    const PlanType& type = op.types[ti];
    const OwnTerms& terms = type.option.ownTerms;
    const std::string k = partNames(p, t + 1);
    const QString oc = QString::fromLatin1(currencyCode(o.currency).data()), typed = tr("typed");
    const QString label = tr("%1, tranche %2 (%3 x %4, month %5)")
                              .arg(q(o.name))
                              .arg(t + 1)
                              .arg(tranche.servers)
                              .arg(q(tranche.gpuId))
                              .arg(tranche.month);
    const QString own = tranche.gpuId == o.gpuId ? typed : tr("scaled from the option's by the catalog's");
    auto in = [&](const char* key, const char* what, double v, const QString& unit, const QString& source) {
        return input(k + key, tr("%1: %2").arg(label, text(what)), v, unit, source);
    };
    in("month", QT_TRANSLATE_NOOP("Workbook", "purchase month"), tranche.month, tr("months"), typed);
    in("servers", QT_TRANSLATE_NOOP("Workbook", "servers"), tranche.servers, tr("servers"), typed);
    const std::string trend = "*(1+Hardware_price_trend)^(" + k + "month/12)";
    if (op.prices[t]) {
        in("server_price", QT_TRANSLATE_NOOP("Workbook", "server price"), *op.prices[t], oc, typed);
    } else {
        in("list_price", QT_TRANSLATE_NOOP("Workbook", "server price at month 0"), terms.serverPrice, oc, own);
        derived(k + "server_price", tr("%1: server price in its month (hardware price trend)").arg(label),
                k + "list_price" + trend, oc);
    }
    derived(k + "network_storage_capex", tr("%1: network capex (hardware price trend)").arg(label),
            p + "network_per_server*" + k + "servers" + trend, oc);
    const QString fixedSheet = tr("in the plan's fixed costs (sheet %1)").arg(q(sheetName(i, 0)));
    in("install_capex", QT_TRANSLATE_NOOP("Workbook", "installation capex"), 0, oc, fixedSheet);
    in("staff_per_month", QT_TRANSLATE_NOOP("Workbook", "staff, fixed"), 0, oc + tr("/month"), fixedSheet);
    in("storage_per_month", QT_TRANSLATE_NOOP("Workbook", "storage"), 0, oc + tr("/month"), fixedSheet);
    in("egress_per_month", QT_TRANSLATE_NOOP("Workbook", "egress"), 0, oc + tr("/month"), fixedSheet);
    partCapex({k, p, {}, 0, 0}, label);
    in("server_kw", QT_TRANSLATE_NOOP("Workbook", "server power, rated"), terms.serverPowerKw, QStringLiteral("kW"),
       own);
    const QString model = tr("from the performance model");
    in("utilization", QT_TRANSLATE_NOOP("Workbook", "GPU utilisation"), type.utilization, QString(), model);
    derived(k + "gpus", tr("%1: GPUs").arg(label), k + "servers*" + std::to_string(terms.gpusPerServer), tr("GPUs"));
    in("work_per_server", QT_TRANSLATE_NOOP("Workbook", "work a server carries a month (reference GPU-hours)"),
       op.problem.types[ti].workPerServerMonth, tr("GPU-hours"), model);
    derived(k + "horizon", tr("%1: months from its purchase to the horizon").arg(label),
            "Horizon_months-" + k + "month", tr("months"));
    const int months = s.horizonMonths - tranche.month;
    lxw_worksheet* ts = monthSheet(sheetName(i, int(t + 1)), months);
    ownRows(type.option, {k, p, k + "horizon", months, type.modelAge + tranche.month / 12.0}, ts);
    worksheet_write_string(
        ts, 32, 0,
        tr("%1: its months count from its purchase; the option's sheet shifts them").arg(label).toUtf8().constData(),
        note);
}

namespace {
// The cell of part `part`'s row `row` (its sheet `sheet`, `months` long) for the option's month in column
// `col`: the same month for the fixed costs, the month counted from the purchase (input `k`month) for a
// tranche; 0 before it is bought (`from`: 1 for a month's cost, 0 for the cost so far).
std::string shifted(const std::string& sheet, size_t part, const std::string& k, int row, int months, int col,
                    int from) {
    const std::string range = rangeOn(sheet, row, 1, months + 1);
    if (part == 0) return onSheet(sheet) + at(row, col);
    const std::string local = month(col) + "-" + k + "month";
    return "IF(" + local + ">=" + std::to_string(from) + ",INDEX(" + range + ",1," + local + "+1),0)";
}
} // namespace

// Burst (plan_builder's addBurst): the work the owned servers do not carry in month m, rented at the burst
// price x the rented GPU-hours per unit of work, the price stepping with the cloud trend by year.
void Book::fleetBurst(size_t i, const OptionPlan& op, lxw_worksheet* ws, const std::string& p, int row) {
    const Option& o = s.options[i];
    const RentTerms& t = o.burst->terms;
    const int H = s.horizonMonths;
    const QString oc = QString::fromLatin1(currencyCode(o.currency).data()), name = q(o.name);
    input(p + "burst_price", tr("%1: burst price per GPU-hour (%2)").arg(name, q(op.problem.burstGpuId)),
          t.pricePerGpuHour, oc,
          t.priceFromCatalog ? tr("catalog: %1, %2 (%3)").arg(q(t.provider), q(t.priceDate), q(t.priceSource))
                             : tr("typed"));
    input(p + "burst_gpu_hours_per_work", tr("%1: rented GPU-hours per unit of work").arg(name),
          op.problem.burstGpuHoursPerWork, QString(), tr("from the performance model"));
    const char* labels[] = {
        QT_TRANSLATE_NOOP("Workbook", "Work needed (GPU-hours of the option's GPU, from the performance model)"),
        QT_TRANSLATE_NOOP("Workbook", "Work the servers owned carry"),
        QT_TRANSLATE_NOOP("Workbook", "Burst: work rented"),
        QT_TRANSLATE_NOOP("Workbook", "Burst: price factor (cloud price trend, by year)"),
        QT_TRANSLATE_NOOP("Workbook", "Burst rent")};
    for (int k = 0; k < 5; ++k)
        worksheet_write_string(ws, lxw_row_t(row + k), 0, text(labels[k]).toUtf8().constData(), nullptr);
    valueRow(ws, row, 1, H, work, [&](int m) { return op.problem.demand[size_t(m - 1)]; });
    formulaRow(ws, row + 1, 1, H, work, [&](int, int c) {
        std::string sum = "0";
        for (size_t n = 0; n < op.tranches.size(); ++n) {
            const std::string k = partNames(p, n + 1);
            sum.append("+IF(").append(month(c)).append("-1>=").append(k).append("month,");
            sum.append(k).append("servers*").append(k).append("work_per_server,0)");
        }
        return sum;
    });
    formulaRow(ws, row + 2, 1, H, work, [&](int, int c) { return "MAX(0," + at(row, c) + "-" + at(row + 1, c) + ")"; });
    formulaRow(ws, row + 3, 1, H, factor,
               [&](int, int c) { return "(1+Cloud_price_trend)^INT((" + month(c) + "-1)/12)"; });
    formulaRow(ws, row + 4, 1, H, money, [&](int, int c) {
        return at(row + 2, c) + "*" + p + "burst_price*" + p + "fx*" + p + "burst_gpu_hours_per_work*" + at(row + 3, c);
    });
}

// Each part's monthly cost shifted to the option's months, their sum with burst, and the cost so far: each
// part's discounted to month 0 from its purchase month (optionPlanCashFlows), and the burst rent paid.
void Book::fleetTotals(size_t i, const OptionPlan& op, lxw_worksheet* ws, const std::string& p, int burstRow) {
    const int H = s.horizonMonths, parts = int(op.tranches.size()) + 1;
    auto partSheet = [&](int j) { return sheetName(i, j); };
    auto part = [&](int j) { // "Fixed costs (sheet 3.0)", "Tranche 2 (sheet 3.2)"
        const QString number = QStringLiteral("%1.%2").arg(i + 1).arg(j);
        return j == 0 ? tr("Fixed costs (sheet %1)").arg(number) : tr("Tranche %1 (sheet %2)").arg(j).arg(number);
    };
    auto months = [&](int j) { return j == 0 ? H : H - op.tranches[size_t(j - 1)].month; };
    for (int j = 0; j < parts; ++j) {
        worksheet_write_string(ws, lxw_row_t(1 + j), 0, tr("%1: monthly cost").arg(part(j)).toUtf8().constData(),
                               nullptr);
        formulaRow(ws, 1 + j, 1, H, money, [&](int, int c) {
            return shifted(partSheet(j), size_t(j), partNames(p, size_t(j)), 13, months(j), c, 1);
        });
    }
    const int total = burstRow >= 0 ? burstRow + 5 : parts + 1;
    const int cost = total + 2 + parts + (burstRow >= 0 ? 1 : 0);
    const char* labels[] = {QT_TRANSLATE_NOOP("Workbook", "Monthly cost (all lines)"),
                            QT_TRANSLATE_NOOP("Workbook", "Discount factor"),
                            QT_TRANSLATE_NOOP("Workbook", "Burst rent, discounted"),
                            QT_TRANSLATE_NOOP("Workbook", "Discounted cost if stopped this month (cumulative)")};
    worksheet_write_string(ws, lxw_row_t(total), 0, text(labels[0]).toUtf8().constData(), nullptr);
    worksheet_write_string(ws, lxw_row_t(total + 1), 0, text(labels[1]).toUtf8().constData(), nullptr);
    worksheet_write_string(ws, lxw_row_t(cost), 0, text(labels[3]).toUtf8().constData(), nullptr);
    formulaRow(ws, total, 1, H, money, [&](int, int c) {
        return "SUM(" + at(1, c) + ":" + at(parts, c) + ")" + (burstRow >= 0 ? "+" + at(burstRow + 4, c) : "");
    });
    formulaRow(ws, total + 1, 0, H, factor, [&](int, int c) { return "(1+Discount_rate/12)^(-" + month(c) + ")"; });
    for (int j = 0; j < parts; ++j) {
        const std::string k = partNames(p, size_t(j));
        worksheet_write_string(
            ws, lxw_row_t(total + 2 + j), 0,
            tr("%1: cost if stopped this month, discounted to month 0").arg(part(j)).toUtf8().constData(), nullptr);
        formulaRow(ws, total + 2 + j, 0, H, money, [&](int, int c) {
            std::string sofar = shifted(partSheet(j), size_t(j), k, 20, months(j), c, 0);
            if (j > 0) sofar += "*(1+Discount_rate/12)^(-" + k + "month)";
            return sofar;
        });
    }
    const int discounted = total + 2 + parts;
    if (burstRow >= 0) {
        worksheet_write_string(ws, lxw_row_t(discounted), 0, text(labels[2]).toUtf8().constData(), nullptr);
        formulaRow(ws, discounted, 1, H, money,
                   [&](int, int c) { return at(burstRow + 4, c) + "*" + at(total + 1, c); });
    }
    formulaRow(ws, cost, 0, H, money, [&](int, int c) {
        std::string owned = "SUM(" + at(total + 2, c) + ":" + at(total + 1 + parts, c) + ")";
        if (burstRow >= 0 && c > 1) owned += "+SUM(" + cellName(discounted, 2, true) + ":" + at(discounted, c) + ")";
        return owned;
    });
    options.back().cumulativeRow = cost;
    options.back().horizonCost = rangeOn(options.back().sheet, cost, H + 1, H + 1);
}

} // namespace gputco::data
