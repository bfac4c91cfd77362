#pragma once
// Demand over time for one workload: when it starts and ends, runs a month (training) or the
// peak load (serving) by quarter or by a yearly growth rate, and one-off runs with a deadline.

#include <string>
#include <vector>

namespace gputco {

struct OneOffRun {
    int month = 0;           // 0-based month the run starts
    double deadlineDays = 0; // it must finish within this many days
};

struct DemandTimeline {
    int startMonth = 0;            // first month with demand (0-based)
    int endMonth = -1;             // last month with demand; -1: the horizon's last
    std::vector<double> byQuarter; // the value in quarter q (months 3q..3q+2); the last repeats
    double growthPerYear = 0;      // or: the base value compounding monthly at this yearly rate
    std::vector<OneOffRun> oneOff; // runs besides the recurring ones
};

// The recurring value (runs a month, or peak QPS) in month m: 0 outside [start, end].
double demandInMonth(const DemandTimeline& t, double base, int month, int horizonMonths);

// Throws InputError naming `path` + key and the range: months within 0..horizon-1, end >= start,
// by-quarter values >= 0 and no more quarters than the horizon has, growth 0 to 10 a year and
// not together with by-quarter values (they would overlap), deadlines 0.01 to 3650 days.
// quarterKey / growthKey: the document's names ("runs_per_month_by_quarter", "runs_growth_per_year").
void validateTimeline(const DemandTimeline& t, int horizonMonths, const std::string& path,
                      const std::string& quarterKey = "by_quarter", const std::string& growthKey = "growth_per_year");

} // namespace gputco
