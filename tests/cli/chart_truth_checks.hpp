#pragma once
// Issue 32's chart-truth checks (tests/cli/test_cli_chart_truth.cpp): what a chart drew, read back from its
// CSV, against the command line's numbers for the same scenario.
#include "tests/support/cli_runner.hpp"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace gputco::test::chart_truth {

struct Drawn {
    QString chart, series, key;
    double from = 0, to = 0;
};

// The chart CSV (chart,series,key,from,to): fields may be quoted, with "" for a quote.
std::vector<Drawn> readChartCsv(const QString& path);

QJsonObject json(const test::CliResult& r);

std::vector<QString> sampleNames();

// The tornado drawn: per input label, the bar of "input at low" runs from the base to the output at
// the input's low, the bar of "input at high" from the base to the output at its high.
void checkTornado(const std::vector<Drawn>& drawn, const QJsonObject& sensitivity);

std::vector<Drawn> only(const std::vector<Drawn>& all, const QString& chartPrefix);

// Monthly cost per option: each stacked layer spans the option's first-month cost line(s).
void checkMonthly(const std::vector<Drawn>& drawn, const QJsonObject& evaluation);

// Cumulative cost: each option's line is its cumulative cash, month by month.
void checkCumulative(const std::vector<Drawn>& drawn, const QJsonObject& evaluation);

// `sensitivity --json` without --option analyses the decision the report does (issue 45: the recommended
// option and the cheapest feasible option of another kind, services/decision_pair.hpp): the pair its
// title names ("Tornado: OWN minus RENT (horizon cost)"), else the horizon cost of the option it names.
QJsonObject reportTornadoSensitivity(const QString& db, const QString& name, const QString& title);

// Where the time goes: each layer is its part's share of the iteration (with failures), in per cent.
void checkTime(const std::vector<Drawn>& drawn, const QJsonObject& evaluation);

// Memory per GPU: each layer is its part in GiB; a serving workload's capacity mark is its HBM for serving.
void checkMemory(const std::vector<Drawn>& drawn, const QJsonObject& evaluation);

// The day plan of the option its title names: GPUs in use by hour and workload, and the option's GPUs.
void checkDay(const std::vector<Drawn>& drawn, const QJsonObject& evaluation);

// The scaling chart's mark for the option is its run days at its GPU count.
void checkScalingMark(const std::vector<Drawn>& drawn, const QJsonObject& evaluation);

// The report's fleet-plan capacity chart draws the cheapest plan of `plan --json`: one band per purchase,
// "month M: N servers (G GPU)", nothing before month M and G GPUs from then on.
void checkFleetPlan(const std::vector<Drawn>& drawn, const QJsonObject& plan);

// API or GPUs: each API's line is its level monthly cost, proportional to load; each GPU option's line is its
// fixed cost plus its cost per QPS, up to its capacity; the marks are the break-even loads.
void checkServing(const std::vector<Drawn>& drawn, const QJsonObject& evaluation);

// The window's capacity chart of the option its title names: each band is the GPUs its label says from its
// purchase month on ("month 0: 16 servers (128 B200)", "rented: 64 H100 GPUs"), and a single band holds
// the option's GPUs (evaluate's "gpus").
void checkOptionCapacity(const std::vector<Drawn>& drawn, const QJsonObject& evaluation);

// The scaling chart: each GPU type's curve is `train --scenario ... --sweep --json --gpu ID` (the same job,
// the window's first workload on its first option), point by point.
void checkScalingCurves(const QString& db, const QString& name, const std::vector<Drawn>& drawn,
                        const QJsonObject& evaluation);

} // namespace gputco::test::chart_truth
