#include "core/cost/feasibility.hpp"

#include "core/capacity/goal_seek.hpp"
#include "core/cost/serving_break_even.hpp"
#include "core/cost/tco_model.hpp"

#include <algorithm>
#include <cstdio>

namespace gputco {

namespace {

std::string fixed(double v, int decimals = 1) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string percentText(Confidence c) { return c == Confidence::P90 ? "P90" : "P50"; }

void add(Feasibility& f, RequirementKind kind, RequirementState state, const std::string& workload, double value,
         double limit, const std::string& text) {
    f.failures.push_back({kind, state, workload, value, limit, workload.empty() ? text : workload + ": " + text, -1});
}

// The tightest deadline of the workload's runs (0: none).
double tightestDeadline(const Workload& w) {
    double d = w.deadlineDays;
    for (const OneOffRun& run : w.oneOffRuns)
        if (run.deadlineDays > 0) d = d > 0 ? std::min(d, run.deadlineDays) : run.deadlineDays;
    return d;
}

void checkTraining(const Scenario& s, const Workload& w, const WorkloadOnOption& x, Feasibility& f) {
    const double days = daysAt(x.training, s.deadlineConfidence);
    const double deadline = tightestDeadline(w);
    if (deadline > 0 && days > deadline)
        add(f, RequirementKind::Deadline, RequirementState::Missed, w.name, days, deadline,
            "takes " + fixed(days) + " days at " + percentText(s.deadlineConfidence) + " and misses the " +
                fixed(deadline, deadline == double(int(deadline)) ? 0 : 1) + "-day deadline by " +
                fixed(days - deadline) + " days");
    const double horizonDays = s.horizonMonths * kFeasibilityDaysPerMonth;
    for (const OneOffRun& run : w.oneOffRuns) {
        const double end = run.month * kFeasibilityDaysPerMonth + days;
        if (end > horizonDays)
            add(f, RequirementKind::BeforeHorizon, RequirementState::Missed, w.name, end, horizonDays,
                "the run starting in month " + std::to_string(run.month) + " ends " +
                    fixed((end - horizonDays) / kFeasibilityDaysPerMonth) + " months after the " +
                    std::to_string(s.horizonMonths) + "-month horizon");
    }
}

void checkLatency(Feasibility& f, RequirementKind kind, const char* name, const Workload& w,
                  std::optional<double> target, double reached) {
    if (!target || reached <= *target * (1.0 + 1e-9)) return;
    add(f, kind, RequirementState::Missed, w.name, reached, *target,
        std::string(name) + " " + fixed(reached, 0) + " ms at peak misses the " + fixed(*target, 0) + " ms target by " +
            fixed(reached - *target, 0) + " ms");
}

void checkApiLatency(const Option& o, const Workload& w, Feasibility& f) {
    for (const SloCheck& c : apiSloChecks(o.apiTerms, w)) {
        if (c.met) continue;
        const RequirementKind kind = c.target == "ttft"   ? RequirementKind::Ttft
                                     : c.target == "tpot" ? RequirementKind::Tpot
                                                          : RequirementKind::P99;
        if (!c.publishedMs)
            add(f, kind, RequirementState::Unknown, w.name, 0, c.targetMs,
                c.target + " target " + fixed(c.targetMs, 0) + " ms: unknown, the provider publishes no latency");
        else
            add(f, kind, RequirementState::Missed, w.name, *c.publishedMs, c.targetMs,
                c.target + " " + fixed(*c.publishedMs, 0) + " ms (published) misses the " + fixed(c.targetMs, 0) +
                    " ms target by " + fixed(*c.publishedMs - c.targetMs, 0) + " ms");
    }
}

// Issue 45: month by month, from the demand the capacity chart draws (monthly_demand.hpp): the busiest
// month's GPU-hours against the option's, and the busiest hour's serving GPUs against its GPUs.
void checkMonths(const OptionResult& r, Feasibility& f) {
    const std::vector<double>& d = r.demandByMonth;
    if (d.empty() || r.gpus <= 0) return;
    const size_t worst = size_t(std::max_element(d.begin(), d.end()) - d.begin());
    const double share = d[worst] / (r.gpus * kHoursPerMonth);
    const bool even = *std::min_element(d.begin(), d.end()) >= d[worst] * (1 - 1e-9);
    if (share > 1.0 + 1e-9) {
        add(f, RequirementKind::Capacity, RequirementState::Missed, "", share, 1.0,
            "needs " + fixed(100 * share, 0) + " % of " +
                (even ? std::string("the month") : "month " + std::to_string(worst)) + ": over capacity by " +
                fixed(100 * (share - 1), 0) + " %");
        f.failures.back().month = even ? -1 : int(worst);
    }
    const std::vector<double>& p = r.peakServingGpusByMonth;
    if (p.empty()) return;
    const size_t busiest = size_t(std::max_element(p.begin(), p.end()) - p.begin());
    if (p[busiest] > r.gpus * (1 + 1e-9)) {
        add(f, RequirementKind::ServingPeak, RequirementState::Missed, "", p[busiest], r.gpus,
            "serving needs " + fixed(p[busiest], 0) + " GPUs at peak in month " + std::to_string(busiest) +
                ", the option has " + std::to_string(r.gpus));
        f.failures.back().month = int(busiest);
    }
}

void checkCapacity(const Option& o, const OptionResult& r, Feasibility& f) {
    if (!o.isFleetPlan()) checkMonths(r, f); // a fleet plan's tranches and burst carry it, or it is over capacity
    for (const std::string& p : r.scheduleProblems)
        add(f, RequirementKind::Capacity, RequirementState::Missed, "", 0, 0, p);
    if (r.overCapacity && f.failures.empty())
        add(f, RequirementKind::Capacity, RequirementState::Missed, "", 0, 0, "cannot carry the demand of every month");
}

} // namespace

std::string_view requirementKindName(RequirementKind k) {
    switch (k) {
    case RequirementKind::Deadline: return "deadline";
    case RequirementKind::BeforeHorizon: return "before_horizon";
    case RequirementKind::Ttft: return "ttft";
    case RequirementKind::Tpot: return "tpot";
    case RequirementKind::P99: return "p99";
    case RequirementKind::Capacity: return "capacity";
    case RequirementKind::ServingPeak: return "serving_peak";
    case RequirementKind::Runnable: return "runnable";
    }
    return "capacity";
}

std::string Feasibility::summary() const {
    std::string out;
    for (const RequirementFailure& x : failures) out += (out.empty() ? "" : "; ") + x.text;
    return out;
}

Feasibility assessFeasibility(const Scenario& s, const Option& o, const OptionResult& r) {
    Feasibility f;
    for (size_t i = 0; i < s.workloads.size() && i < r.workloads.size(); ++i) {
        const Workload& w = s.workloads[i];
        const WorkloadOnOption& x = r.workloads[i];
        if (!x.feasible) {
            add(f, RequirementKind::Runnable, RequirementState::Missed, w.name, 0, 0, "cannot run: " + x.reason);
        } else if (w.isTraining() && !o.isFleetPlan()) {
            // (a fleet plan's runs use the GPUs of every tranche: its plan meets the deadlines or is
            // over capacity, plan_builder.cpp, so they are checked by checkCapacity)
            checkTraining(s, w, x, f);
        } else if (w.kind == WorkloadKind::Inference && o.api) {
            checkApiLatency(o, w, f);
        } else if (w.kind == WorkloadKind::Inference) {
            checkLatency(f, RequirementKind::Ttft, "TTFT", w, w.ttftMs, x.ttftMs);
            checkLatency(f, RequirementKind::Tpot, "TPOT", w, w.tpotMs, x.tpotMs);
            checkLatency(f, RequirementKind::P99, "p99", w, w.p99Ms, x.p99Ms);
        }
    }
    if (!o.api)
        checkCapacity(o, r, f);
    else if (r.overCapacity && f.failures.empty())
        add(f, RequirementKind::Capacity, RequirementState::Missed, "", 0, 0, "cannot run every workload");
    return f;
}

} // namespace gputco
