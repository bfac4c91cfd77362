#pragma once
// The report's first page as a decision memo (issue 29), in this order: the recommendation
// among the options that meet every requirement; what it costs (horizon, per GPU-hour, per 1M
// tokens); what would change it (break-even price and utilisation, the top two tornado inputs and
// where they flip the decision); how sure it is (P(cheapest) from the Monte Carlo); and how far
// the model is trusted there (the training estimate's validation envelope).

#include "services/decision_analysis.hpp"
#include "services/requirement_suggestions.hpp"
#include "services/scenario_evaluator.hpp"

#include <QList>
#include <QString>

#include <vector>

namespace gputco::ui {

struct MemoSection {
    QString heading;
    QString text;
    bool lead = false; // the recommendation: set larger
};

// The memo's sections in order, translated (context GpuTcoReport); sections with nothing to say are
// left out. The report lays them out on page 1; the window shows them in its Decision memo.
QList<MemoSection> decisionMemo(const services::Evaluation& e, const services::DecisionAnalysis& a,
                                const std::vector<services::Suggestion>& suggestions);

} // namespace gputco::ui
