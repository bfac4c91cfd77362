#pragma once
// The API-versus-GPU comparison in words (issue 19), shared by `gpu-tco evaluate`, the
// results view and the PDF report: a sentence per break-even, cost per 1M output tokens side
// by side, the SLO check and the serving-only note.

#include "core/cost/serving_comparison.hpp"
#include "core/money.hpp"

#include <QStringList>

#include <cstddef>
#include <vector>

namespace gputco::services {

// E.g. "Self-hosting on 2 x 8 H100 rented beats API DeepSeek above 63.2 QPS average (4.13e+09 tokens a month)."
QString breakEvenSentence(const ServingComparison& api, const ServingBreakEven& b);
// Every line for one api option, money in `currency`.
QStringList servingLines(const ServingComparison& api, Currency currency);

// What a chart, a report page or the terminal shows of many options (issue 13: bounded output):
// the `maxApis` API options of lowest level monthly cost, each against its `maxGpus` cheapest
// GPU options that can serve some of the load (then those that cannot), in that order. `note`
// says how many were left out (empty when none); `evaluate --json` keeps them all.
std::vector<ServingComparison> shownServing(const std::vector<ServingComparison>& all, QString& note,
                                            std::size_t maxApis = 12, std::size_t maxGpus = 12);

} // namespace gputco::services
