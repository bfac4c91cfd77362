#include "core/cost/option_costs.hpp"

#include "core/cost/depreciation.hpp"
#include "core/cost/rent_mix.hpp"
#include "core/cost/resale.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

namespace gputco {

namespace {

// One purchase of the servers (the first at month 0, refreshes every depreciation life).
struct Purchase {
    int start = 0;      // month bought
    double servers = 0; // server capex (resold)
    double total = 0;   // all capex of this purchase
    double payment = 0; // monthly loan payment (financed)
};

double discount(double monthlyRate, int m) { return std::pow(1.0 + monthlyRate, -m); }

// Opex of month m (1-based) with hardware of age `ageYears` bought for `capex`.
CostLines ownOpex(const Option& o, const ToScenario& money, double utilization, int m, double ageYears, double capex) {
    const OwnTerms& t = o.ownTerms;
    const double kw = t.servers * t.serverPowerKw;
    const int year = (m - 1) / 12;
    const double draw = t.idleLoad + (t.averageLoad - t.idleLoad) * std::clamp(utilization, 0.0, 1.0);
    CostLines c;
    c.power = kw * draw * t.pue * kHoursPerMonth * money(t.electricityPerKwh, "electricity_per_kwh") *
              std::pow(1.0 + t.electricityEscalation, year);
    c.colocation = t.buildCostPerMw > 0 ? kw * t.pue / 1000.0 * money(t.buildCostPerMw, "build_cost_per_mw") /
                                              (t.buildAmortisationYears * 12.0)
                                        : kw * money(t.colocationPerKwMonth, "colocation_per_kw_month");
    c.maintenance = capex * (t.maintenanceFractionPerYear + t.maintenanceRisePerYear * ageYears) / 12.0;
    c.insurance = capex * t.insuranceFractionPerYear / 12.0;
    c.staff = money(t.staffPerMonth, "staff_per_month") +
              t.servers / t.serversPerStaff * money(t.staffCostPerYear, "staff_cost_per_year") / 12.0;
    c.licences = o.gpus() * money(t.licencePerGpuYear, "licence_per_gpu_year") / 12.0;
    c.storage = money(t.storagePerMonth, "storage_per_month");
    c.egress = money(t.egressPerMonth, "egress_per_month");
    return c;
}

std::vector<Purchase> purchases(const Scenario& s, const Option& o, const ToScenario& money, int life) {
    const OwnTerms& t = o.ownTerms;
    const double servers = money(t.servers * t.serverPrice, "server_price");
    const double other = money(t.networkCapex + t.storageCapex, "network_capex");
    const double install = money(t.installCapex, "install_capex");
    const double d = t.interestRate / 12.0;
    std::vector<Purchase> list;
    for (int start = 0; start == 0 || start < s.horizonMonths; start += life) {
        const double trend = std::pow(1.0 + s.hardwarePriceTrend, start / 12.0);
        Purchase p{start, servers * trend, (servers + other) * trend + (start == 0 ? install : 0.0), 0.0};
        if (t.interestRate > 0) p.payment = annuityPayment(p.total, d, life);
        list.push_back(p);
    }
    return list;
}

} // namespace

ToScenario optionMoney(const Scenario& s, const Option& o) {
    if (o.currency == s.currency) return [](double amount, const char*) { return amount; };
    return [&s, &o, rate = std::optional<ExchangeRate>()](double amount, const char* field) mutable {
        if (!rate) rate = scenarioRate(s, o.currency, "options." + o.name + "." + field);
        return convert(Money(amount, o.currency), s.currency, *rate).amount();
    };
}

void ownCashFlows(const Scenario& s, const Option& o, double modelAge, const ToScenario& money, OptionResult& r) {
    const OwnTerms& t = o.ownTerms;
    const int H = s.horizonMonths;
    const int life = std::max(1, int(std::lround(t.depreciationYears * 12.0)));
    const bool financed = t.interestRate > 0;
    const double loanRate = t.interestRate / 12.0, d = s.discountRate / 12.0;
    const std::vector<Purchase> buys = purchases(s, o, money, life);
    r.capex = buys.front().total;
    r.capexUpfront = financed ? 0.0 : r.capex;
    r.refreshes = int(buys.size()) - 1;

    std::vector<double> flows(size_t(H) + 1, 0.0);
    for (size_t i = 0; i < buys.size(); ++i) {
        if (!financed) flows[size_t(buys[i].start)] += buys[i].total;
        if (i > 0) // the servers it replaces are sold
            flows[size_t(buys[i].start)] -=
                buys[i - 1].servers * resaleFraction(modelAge + buys[i - 1].start / 12.0, life / 12.0);
    }
    r.months.clear();
    r.months.reserve(size_t(std::max(0, H)));
    for (int m = 1; m <= H; ++m) {
        const Purchase& p = buys[size_t((m - 1) / life)];
        const int k = m - p.start; // month of this purchase's life, 1-based
        CostLines c = ownOpex(o, money, r.utilization, m, (k - 1) / 12.0, p.total);
        c.depreciation =
            depreciationInMonth(t.depreciation, p.total * (1.0 - t.residualFraction), t.depreciationYears, k);
        c.interest = financed ? annuityInterest(p.total, loanRate, life, k) : 0.0;
        flows[size_t(m)] += c.total() - c.depreciation - c.interest + (financed ? p.payment : 0.0);
        r.months.push_back(c);
    }
    // Stopping at month m: cash so far, plus the loan owed, less what the servers fetch.
    r.cumulativeCash.clear();
    double pv = 0;
    for (int m = 0; m <= H; ++m) {
        pv += flows[size_t(m)] * discount(d, m);
        const Purchase& current = buys[std::min(size_t(m / life), buys.size() - 1)];
        const double owed = financed ? loanBalance(current.total, loanRate, life, m - current.start) : 0.0;
        const double resale =
            current.servers * resaleFraction(modelAge + current.start / 12.0, (m - current.start) / 12.0);
        r.cumulativeCash.push_back(pv + (owed - resale) * discount(d, m));
        if (m == H) {
            r.loanOutstanding = owed;
            r.resaleValue = resale;
        }
    }
    r.horizonCost = r.cumulativeCash.back();
    r.npv = r.horizonCost;
}

namespace {

// One part of a rent option (all its GPUs, or its reserved GPUs and the others): what it pays a month.
struct RentPart {
    int gpus = 0;
    double price = 0; // month-1 price per GPU-hour
    double hours = 0; // billed per GPU a month (rent_mix.hpp)
    int term = 0;     // months a commitment binds (0: none)
    std::vector<double> rent;
    std::vector<double> hoursByMonth; // issue 45: billed per GPU in month m = 1.. (demand by month); else `hours`

    // Prices follow the cloud trend, fixed for each term (renewal) or for a year.
    void fill(const Scenario& s, int months) {
        const int lock = term > 0 ? term : 12;
        const int last = paidMonths(s.horizonMonths); // this part's own term ends; `months` may run past it
        rent.assign(size_t(months) + 1, 0.0);
        for (int m = 1; m <= last; ++m) {
            const int priceMonth = (m - 1) / lock * lock;
            const double billed = size_t(m) <= hoursByMonth.size() ? hoursByMonth[size_t(m) - 1] : hours;
            rent[size_t(m)] = gpus * price * std::pow(1.0 + s.cloudPriceTrend, priceMonth / 12.0) * billed;
        }
    }
    int paidMonths(int H) const { return term > 0 ? std::max(H, ((H + term - 1) / term) * term) : H; }
    // Stopping at month m: the committed rent still due in the current term, discounted.
    double dueAfter(int m, double d) const {
        const int termEnd = term == 0 ? m : m == 0 ? term : ((m + term - 1) / term) * term;
        double due = 0;
        for (int k = m + 1; k <= termEnd; ++k) due += rent[size_t(k)] * discount(d, k);
        return due;
    }
};

} // namespace

void rentCashFlows(const Scenario& s, const Option& o, const ToScenario& money, OptionResult& r) {
    const RentTerms& t = o.rentTerms;
    const int H = s.horizonMonths;
    const double d = s.discountRate / 12.0;
    const RentHours hours = rentHours(t, r.hoursNeeded);
    RentPart rest{t.gpus - t.reservedGpus,
                  money(t.pricePerGpuHour, "price_per_gpu_hour"),
                  hours.restPerGpu,
                  rentTermMonths(t.billing, t.minimumMonths),
                  {},
                  {}};
    RentPart reserved{t.reservedGpus, 0.0, hours.reservedPerGpu, 0, {}, {}};
    if (t.reservedGpus > 0) {
        reserved.price = money(t.reservedPricePerGpuHour, "reserved_price_per_gpu_hour");
        reserved.term = rentTermMonths(t.reservedBilling, t.minimumMonths);
    }
    // Issue 45: each month billed for that month's work (the demand timeline: growth, one-off runs in their
    // months; monthly_demand.hpp), not the horizon's mean
    for (double need : r.demandByMonth) {
        const RentHours month = rentHours(t, r.gpus > 0 ? need / r.gpus : 0.0);
        rest.hoursByMonth.push_back(month.restPerGpu);
        reserved.hoursByMonth.push_back(month.reservedPerGpu);
    }
    const int paidMonths = std::max(rest.paidMonths(H), reserved.paidMonths(H));
    rest.fill(s, paidMonths);
    reserved.fill(s, paidMonths);
    r.pricePerGpuHour = rest.price;
    r.reservedGpus = t.reservedGpus;
    r.reservedPricePerGpuHour = reserved.price;
    r.reservedRent = r.onDemandRent = 0;
    std::vector<double> pvTo(size_t(H) + 1, 0.0);
    r.months.clear();
    r.months.reserve(size_t(std::max(0, H)));
    for (int m = 1; m <= H; ++m) {
        CostLines c;
        c.rent = rest.rent[size_t(m)] + reserved.rent[size_t(m)];
        c.storage = money(t.storagePerMonth, "storage_per_month");
        c.egress = money(t.egressPerMonth, "egress_per_month");
        c.licences = t.gpus * money(t.licencePerGpuYear, "licence_per_gpu_year") / 12.0;
        pvTo[size_t(m)] = pvTo[size_t(m - 1)] + c.total() * discount(d, m);
        r.onDemandRent += rest.rent[size_t(m)];
        r.reservedRent += reserved.rent[size_t(m)];
        r.months.push_back(c);
    }
    // Stopping at month m: cash so far plus the committed rent still due in each part's current term.
    r.cumulativeCash.assign(size_t(H) + 1, 0.0);
    for (int m = 0; m <= H; ++m)
        r.cumulativeCash[size_t(m)] = pvTo[size_t(m)] + (rest.dueAfter(m, d) + reserved.dueAfter(m, d));
    r.horizonCost = r.cumulativeCash.back();
    r.npv = r.horizonCost;
    r.capexUpfront = 0;
}

} // namespace gputco
