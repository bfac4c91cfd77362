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
// Does the option meet every requirement (core/cost/feasibility.hpp: deadlines, one-off runs
// within the horizon, serving targets at peak, capacity)?
bool canDoTheWork(const OptionResult& o);

// One requirement the option misses, as a translated sentence with its margin.
QString requirementText(const RequirementFailure& f);
// All of them, joined with "; ".
QString requirementsText(const Feasibility& f);

struct Ranking {
    QString cheapest;       // empty: no option meets every requirement
    double cash = 0;        // its cash at the horizon
    QString warning;        // e.g. a cheaper option that misses a requirement; empty when none
    QStringList infeasible; // "name: reasons" of every option considered that misses a requirement
};

// `subset` limits the options considered (empty: all).
Ranking rankOptions(const ScenarioResult& r, const QStringList& subset = {});

} // namespace gputco::services
