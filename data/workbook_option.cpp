// One sheet per option (data/workbook.hpp): months as columns (B = month 0, C = month 1, ...), each cost
// line a formula over the Inputs sheet, then the discount factor and the cumulative discounted cost if the
// plan stopped that month, whose last cell is the option's horizon cost. The same arithmetic as
// core/cost/option_costs.cpp, line by line; here the sheet's head, the performance model's outputs and rent
// (own options: workbook_own.cpp, fleet plans: workbook_fleet.cpp, model APIs: workbook_api.cpp).
#include "core/cost/rent_mix.hpp"
#include "data/workbook_book.hpp"

#include <cmath>

namespace gputco::data {

namespace {
// The option's money inputs convert to the scenario's currency at this rate.
double fxRate(const Scenario& s, const Option& o) {
    return toScenarioCurrency(s, Money(1.0, o.currency), "options." + o.name).amount();
}
} // namespace

void Book::writeOption(size_t i) {
    const Option& o = s.options[i];
    const std::string p = "Opt" + std::to_string(i + 1) + "_";
    const std::string sheet = sheetName(i);
    const int H = s.horizonMonths, last = lastMonth(i);
    lxw_worksheet* ws = monthSheet(sheet, last);
    if (last > H)
        worksheet_write_comment(ws, 0, lxw_col_t(H + 2),
                                tr("Months after the horizon: the rent a commitment still binds").toUtf8().constData());
    const QString oc = QString::fromLatin1(currencyCode(o.currency).data());
    input(p + "fx", tr("%1: exchange rate to the scenario's currency").arg(q(o.name)), fxRate(s, o),
          currency + "/" + oc, tr("the scenario's exchange rates"));
    input(p + "gpus", tr("%1: GPUs").arg(q(o.name)), o.gpus(), tr("GPUs"), tr("typed"));
    options.push_back({sheet, 0, {}});
    if (!o.api) modelOutputs(i, p);
    if (o.api)
        writeApi(i, ws, p);
    else if (o.own && o.isFleetPlan())
        writeFleet(i, ws, p);
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
