#include "core/capacity/fleet_optimiser.hpp"

#include "core/validation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <set>

namespace gputco {

namespace {
struct Choice { // one tranche choice (servers of each type) at one purchase month
    double work = 0, cost = 0;
    std::vector<int> servers;
};

struct State { // a partial plan: capacity, cost so far, and how it was reached
    double work = 0, cost = 0;
    int parent = -1, choice = -1;
};

struct Search {
    const PlanProblem& p;
    int top;
    double bound = std::numeric_limits<double>::infinity(); // the top-th cost of a known plan
    std::vector<std::vector<Choice>> choices;               // per stage
    std::vector<std::vector<State>> layers;                 // layers[k]: after stage k - 1
    std::int64_t evaluated = 0;
};

// Keeps the items that fewer than k others match or beat: no less work (capacity above `cap`
// is worth nothing more) for no more cost.
template <class T>
void keepUndominated(std::vector<T>& items, int k, double cap) {
    auto work = [cap](const T& x) { return std::min(x.work, cap); };
    std::sort(items.begin(), items.end(),
              [&](const T& a, const T& b) { return work(a) != work(b) ? work(a) > work(b) : a.cost < b.cost; });
    std::vector<double> cheapest; // the k lowest costs among items with at least this much work
    std::vector<T> kept;
    for (T& it : items) {
        if (int(cheapest.size()) == k && cheapest.back() <= it.cost) continue;
        cheapest.insert(std::upper_bound(cheapest.begin(), cheapest.end(), it.cost), it.cost);
        if (int(cheapest.size()) > k) cheapest.pop_back();
        kept.push_back(std::move(it));
    }
    items = std::move(kept);
}

// The most work worth owning from `month` on: demand, or the owned floor where it is higher.
double maxDemandFrom(const PlanProblem& p, int month) {
    double m = 0;
    for (int i = month; i < p.horizonMonths; ++i) {
        m = std::max(m, p.demand[size_t(i)]);
        if (size_t(i) < p.ownedFloor.size()) m = std::max(m, p.ownedFloor[size_t(i)]);
    }
    return m;
}

std::vector<Choice> choicesAt(Search& s, size_t stage) {
    const PlanProblem& p = s.p;
    std::vector<Choice> out;
    std::vector<int> n(p.types.size(), 0);
    for (;;) {
        Choice c{0, 0, n};
        for (size_t t = 0; t < n.size(); ++t) {
            c.work += n[t] * p.types[t].workPerServerMonth;
            c.cost += p.trancheCost[t][stage][size_t(n[t])];
        }
        if (c.cost <= s.bound) out.push_back(std::move(c));
        ++s.evaluated;
        size_t t = 0; // next combination, odometer style
        while (t < n.size() && ++n[t] > p.maxServers) n[t++] = 0;
        if (t == n.size()) break;
    }
    keepUndominated(out, s.top, maxDemandFrom(p, p.purchaseMonths[stage]));
    return out;
}

// Burst cost of months [from, to) with owned capacity `work`; infinite when demand is unmet without burst.
double segmentCost(const PlanProblem& p, int from, int to, double work) {
    double cost = 0;
    for (int m = from; m < to; ++m) {
        const double shortfall = p.demand[size_t(m)] - work;
        if (shortfall <= 1e-9) continue;
        if (!p.burst) return INFINITY;
        cost += shortfall * p.burstCostPerWork[size_t(m)];
    }
    return cost;
}

// The least a unit of work in month m can cost after stage k: burst, or a server bought at a later
// purchase month j <= m, its cost spread evenly over every month it could work (never less).
std::vector<double> unitRates(const PlanProblem& p, size_t k) {
    std::vector<double> rate(size_t(p.horizonMonths), INFINITY);
    for (int m = 0; m < p.horizonMonths; ++m) {
        if (p.burst) rate[size_t(m)] = p.burstCostPerWork[size_t(m)];
        for (size_t j = k + 1; j < p.purchaseMonths.size() && p.purchaseMonths[j] <= m; ++j)
            for (size_t t = 0; t < p.types.size(); ++t)
                for (int n = 1; n <= p.maxServers; ++n)
                    rate[size_t(m)] = std::min(rate[size_t(m)], p.trancheCost[t][j][size_t(n)] /
                                                                    (n * p.types[t].workPerServerMonth *
                                                                     (p.horizonMonths - p.purchaseMonths[j])));
    }
    return rate;
}

// F(W) = sum over months m in [from, to) of rate_m x max(0, demand_m - W): convex and piecewise
// linear in W, evaluated in O(log months) from prefix sums over the months sorted by demand.
class ShortfallCost {
public:
    ShortfallCost(const PlanProblem& p, int from, int to, const std::vector<double>& rate) {
        for (int m = from; m < to; ++m) items_.push_back({p.demand[size_t(m)], rate[size_t(m)]});
        std::sort(items_.begin(), items_.end(), [](const Item& a, const Item& b) { return a.demand > b.demand; });
        rd_.push_back(0);
        r_.push_back(0);
        inf_.push_back(0);
        for (const Item& i : items_) {
            const bool infinite = !std::isfinite(i.rate);
            rd_.push_back(rd_.back() + (infinite ? 0 : i.rate * i.demand));
            r_.push_back(r_.back() + (infinite ? 0 : i.rate));
            inf_.push_back(inf_.back() + (infinite ? 1 : 0));
        }
    }
    double operator()(double work) const {
        // months whose demand exceeds the work (by more than rounding): a prefix of the sorted list
        size_t lo = 0, hi = items_.size();
        while (lo < hi) {
            const size_t mid = (lo + hi) / 2;
            if (items_[mid].demand - work > 1e-9)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (inf_[lo] > 0) return INFINITY;
        return rd_[lo] - work * r_[lo];
    }

private:
    struct Item {
        double demand, rate;
    };
    std::vector<Item> items_;
    std::vector<double> rd_, r_;
    std::vector<int> inf_;
};

std::vector<double> burstRates(const PlanProblem& p) {
    return p.burst ? p.burstCostPerWork : std::vector<double>(size_t(p.horizonMonths), INFINITY);
}

// After a compression: for the kept items (by work, descending), the top-th lowest cost among the
// first i + 1; a new item is cut when `top` kept ones have at least its work for no more cost.
struct Frontier {
    std::vector<double> work, kth;
    void rebuild(const std::vector<State>& kept, int top, double cap) {
        work.clear();
        kth.clear();
        std::vector<double> cheapest;
        for (const State& x : kept) {
            cheapest.insert(std::upper_bound(cheapest.begin(), cheapest.end(), x.cost), x.cost);
            if (int(cheapest.size()) > top) cheapest.pop_back();
            work.push_back(std::min(x.work, cap));
            kth.push_back(int(cheapest.size()) == top ? cheapest.back() : INFINITY);
        }
    }
    bool dominated(double w, double cost) const { // the last kept item with work >= w
        const auto it = std::lower_bound(work.begin(), work.end(), w, std::greater<double>());
        const size_t n = size_t(it - work.begin()) + (it != work.end() && *it == w ? 1 : 0);
        if (n == 0) return false;
        size_t last = n - 1;
        while (last + 1 < work.size() && work[last + 1] >= w) ++last; // equal work values
        return kth[last] <= cost;
    }
};

// The most work owned servers must hold in months [from, to) (PlanProblem::ownedFloor).
double floorIn(const PlanProblem& p, int from, int to) {
    double f = 0;
    for (int m = from; m < to && size_t(m) < p.ownedFloor.size(); ++m) f = std::max(f, p.ownedFloor[size_t(m)]);
    return f;
}

void advance(Search& s, size_t stage) {
    const PlanProblem& p = s.p;
    s.choices.push_back(choicesAt(s, stage));
    const int from = p.purchaseMonths[stage];
    const int to = stage + 1 < p.purchaseMonths.size() ? p.purchaseMonths[stage + 1] : p.horizonMonths;
    const double floor = floorIn(p, from, to);
    const ShortfallCost segment(p, from, to, burstRates(p));
    const ShortfallCost future(p, to, p.horizonMonths, unitRates(p, stage));
    const std::vector<State>& states = s.layers.back();
    std::vector<State> next;
    const double cap = maxDemandFrom(p, to);
    size_t limit = 100000;
    Frontier frontier;
    for (size_t i = 0; i < states.size(); ++i)
        for (size_t c = 0; c < s.choices.back().size(); ++c) {
            ++s.evaluated;
            const Choice& ch = s.choices.back()[c];
            const double work = states[i].work + ch.work;
            if (work < floor - 1e-9) continue; // too few owned GPUs for these months' busiest hour
            double cost = states[i].cost + ch.cost;
            if (cost > s.bound) continue;
            cost += segment(work);
            if (!(cost + future(work) <= s.bound)) continue; // bound (also drops unmet months without burst)
            if (frontier.dominated(std::min(work, cap), cost)) continue;
            next.push_back({work, cost, int(i), int(c)});
            if (next.size() >= limit) { // compress as we go: memory and sorting stay small
                keepUndominated(next, s.top, cap);
                frontier.rebuild(next, s.top, cap);
                limit = std::max<size_t>(100000, 4 * next.size());
            }
        }
    keepUndominated(next, s.top, cap);
    s.layers.push_back(std::move(next));
}

std::vector<Tranche> tranchesOf(const Search& s, size_t layer, int index) {
    std::vector<Tranche> out;
    for (size_t k = layer; k > 0; --k) {
        const State& st = s.layers[k][size_t(index)];
        const Choice& c = s.choices[k - 1][size_t(st.choice)];
        for (size_t t = 0; t < c.servers.size(); ++t)
            if (c.servers[t] > 0) out.push_back({s.p.purchaseMonths[k - 1], s.p.types[t].gpuId, c.servers[t]});
        index = st.parent;
    }
    return out;
}

std::vector<FleetPlan> run(const PlanProblem& p, int top, double bound, std::int64_t& evaluated) {
    Search s{p, top, bound, {}, {}, 0};
    const int first = p.purchaseMonths.front();
    const double before = floorIn(p, 0, first) > 1e-9 ? INFINITY : 0.0; // nothing owned before the first purchase
    s.layers.push_back({State{0, p.fixedCost + segmentCost(p, 0, first, 0) + before, -1, -1}});
    std::vector<FleetPlan> plans;
    if (std::isfinite(s.layers.front().front().cost))
        for (size_t k = 0; k < p.purchaseMonths.size(); ++k) advance(s, k);
    evaluated += s.evaluated;
    if (s.layers.size() <= p.purchaseMonths.size()) return plans;
    std::vector<State>& last = s.layers.back();
    std::vector<size_t> order(last.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return last[a].cost < last[b].cost; });
    for (size_t i = 0; i < order.size() && int(i) < top; ++i)
        plans.push_back(evaluatePlan(p, tranchesOf(s, s.layers.size() - 1, int(order[i]))));
    return plans;
}

// An upper bound on the top-th best cost: the best plans that buy one GPU type only.
double incumbentBound(const PlanProblem& p, int top, std::int64_t& evaluated) {
    if (p.types.size() < 2) return INFINITY;
    std::set<std::string> seen;
    std::vector<double> costs;
    for (size_t t = 0; t < p.types.size(); ++t) {
        PlanProblem one = p;
        one.types = {p.types[t]};
        one.trancheCost = {p.trancheCost[t]};
        for (const FleetPlan& plan : run(one, top, INFINITY, evaluated)) {
            std::string key;
            for (const Tranche& x : plan.purchases)
                key += x.gpuId + std::to_string(x.month) + "x" + std::to_string(x.servers) + ";";
            if (seen.insert(key).second) costs.push_back(plan.horizonCost);
        }
    }
    std::sort(costs.begin(), costs.end());
    return int(costs.size()) >= top ? costs[size_t(top - 1)] : INFINITY;
}
} // namespace

double planSearchSpace(const PlanProblem& p) {
    return std::pow(double(p.maxServers + 1), double(p.types.size())) * double(p.purchaseMonths.size());
}

void requireSearchable(int maxServers, size_t types, size_t months) {
    const double space = std::pow(double(maxServers + 1), double(types)) * double(months);
    if (space <= kMaxPlanSearchSpace) return;
    char buf[320];
    std::snprintf(buf, sizeof buf,
                  "the search space is %.3g tranche choices ((%d + 1)^%zu GPU types x %zu purchase months), "
                  "over the limit of 1e8; narrow it with fewer --gpus, fewer --purchase-months or a lower "
                  "--max-servers",
                  space, maxServers, types, months);
    throw InputError("plan", buf);
}

PlanSearch optimiseFleet(const PlanProblem& p, int top) {
    PlanSearch out;
    out.searchSpace = planSearchSpace(p);
    requireSearchable(p.maxServers, p.types.size(), p.purchaseMonths.size());
    if (p.purchaseMonths.empty()) return out;
    const double bound = incumbentBound(p, top, out.evaluated);
    out.plans = run(p, top, bound * (1 + 1e-9) + 1e-9, out.evaluated);
    return out;
}

} // namespace gputco
