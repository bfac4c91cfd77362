#pragma once
// Which option is cheapest, by the measure the cumulative chart shows (cash paid by
// the end of the horizon, capex included), among the options that can do the work.
// The recommendation in the window, in Compare and on page 1 of the report all come
// from here, so none of them can contradict the chart beside it (issue 10).

#include "core/cost/tco_model.hpp"

#include <QString>
#include <QStringList>

namespace gputco::services {

// Cash paid up front (servers, network, storage, installation unless financed): the cost
// model's capex_upfront.
double upfrontCapex(const OptionResult& o);
double cashAtHorizon(const OptionResult& o); // the cumulative chart's last point = horizon_cost
// Can the option do every workload within the month (needs <= 100 % of it)?
bool canDoTheWork(const OptionResult& o);

struct Ranking {
    QString cheapest; // empty: no option can do the work
    double cash = 0;  // its cash at the horizon
    QString warning;  // e.g. a cheaper option that cannot do the work; empty when none
};

// `subset` limits the options considered (empty: all).
Ranking rankOptions(const ScenarioResult& r, const QStringList& subset = {});

} // namespace gputco::services
