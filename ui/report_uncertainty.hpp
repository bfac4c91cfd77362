#pragma once
// The report's uncertainty pages (issue 15): the ranges with their sources, the tornado of
// own - rent (or of the first option's horizon cost), what would flip the decision, and a
// Monte Carlo summary with its histogram. Built here; report_export.cpp lays it out.

#include "services/decision_analysis.hpp"
#include "services/scenario_evaluator.hpp"
#include "ui/services.hpp"

#include <QList>
#include <QStringList>
#include <QWidget>

#include <vector>

namespace gputco::ui {

struct ReportTable {
    QStringList header;
    QList<QStringList> rows;
};

struct ReportSection {
    QString heading;
    QStringList paragraphs;
    std::vector<ReportTable> tables;
    std::vector<QWidget*> charts; // children of the given parent, sized width x height
};

inline constexpr long long kReportSamples = kDefaultSamples; // Monte Carlo samples in the report (seed 1)

// The analysis is computed once per report (services/decision_analysis.hpp), also for its memo.
ReportSection uncertaintySection(const Evaluation& e, const services::DecisionAnalysis& a, QWidget* parent,
                                 double width, double height);

} // namespace gputco::ui
