#pragma once
// Plan -> Options that meet the requirements (issue 29): when an option misses a requirement, the
// ways that would meet it (services/requirement_suggestions: the goal seek's GPU count, the fleet
// optimiser's best plan), each with its horizon cost and an "Add" button that adds it to the
// document as an option, one undo step.

#include "services/requirement_suggestions.hpp"
#include "ui/services.hpp"

#include <QDialog>

#include <vector>

class QLabel;

namespace gputco::ui {

class ScenarioDocument;

class SuggestionsDialog : public QDialog {
    Q_OBJECT
public:
    SuggestionsDialog(const Evaluation& e, const Catalog* catalog, ScenarioDocument* doc, QWidget* parent = nullptr);
    const std::vector<services::Suggestion>& suggestions() const { return suggestions_; }
    void add(size_t index); // what the row's "Add" button does
    QLabel* status() const { return status_; }

private:
    std::vector<services::Suggestion> suggestions_;
    ScenarioDocument* doc_;
    QLabel* status_;
};

} // namespace gputco::ui
