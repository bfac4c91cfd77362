#pragma once
// Reports for people who never open the planner: a PDF (summary, assumptions with
// sources, charts as vector graphics, cost tables by year, claim check, method) and
// CSV tables. Both are written to a temporary file and renamed into place.

#include "services/decision_analysis.hpp"
#include "services/report_tables.hpp"
#include "services/requirement_suggestions.hpp"
#include "services/scenario_evaluator.hpp"
#include "ui/services.hpp"

#include <QPageSize>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QWidget;

namespace gputco::ui {

struct ReportOptions {
    QPageSize::PageSizeId page = QPageSize::A4;
    QString language = QStringLiteral("en"); // "en" or "zh"
    // Issue 29: the ways that would meet the requirements no option meets (requirement_suggestions.hpp),
    // listed in the recommendation; the caller computes them from the document.
    std::vector<services::Suggestion> suggestions;
    // Issue 32: called with each chart just after it is drawn onto the page, laid out as drawn
    // (`report --chart-data`, the chart-truth test: its data and its tick labels, chart_data.hpp).
    std::function<void(QWidget* chart)> chartDrawn;
    // Issue 45: the decision analysis the memo and the uncertainty pages print, when the caller has it
    // already (kReportSamples samples, seed 1, as everywhere); empty: computed here.
    std::shared_ptr<const services::DecisionAnalysis> analysis;
};

// Throws InputError naming the file when it cannot be written (nothing is left behind).
void writeReportPdf(const QString& path, const Evaluation& e, const Catalog& catalog, const ReportOptions& options);

} // namespace gputco::ui
