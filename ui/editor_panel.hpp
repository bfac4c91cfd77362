#pragma once
// The left half of the plan view: the scenario's parts (settings, workloads,
// options) in a tree, the selected part's fields in a form, and buttons to add
// or remove workloads and options (each an undoable step).

#include "core/catalog/catalog.hpp"
#include "services/scenario_evaluator.hpp"
#include "ui/services.hpp"

#include <QWidget>

class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace gputco::ui {

class ExchangeRatesEditor;
class FieldForm;
class ModelFactorRanges;
class ScenarioDocument;

class EditorPanel : public QWidget {
    Q_OBJECT
public:
    EditorPanel(ScenarioDocument* doc, const Catalog* catalog, QWidget* parent = nullptr);

    void documentChanged(const Evaluation& evaluation); // rebuild the tree if its shape changed, else update in place
    FieldForm* form() const { return form_; }
    ExchangeRatesEditor* rates() const { return rates_; }
    ModelFactorRanges* factors() const { return factors_; }
    // The selected workload and option (-1: none), for the charts.
    int selectedWorkload() const { return workload_; }
    int selectedOption() const { return option_; }
    void select(const QString& section, int index); // "scenario", "workloads", "options"

signals:
    void message(const QString& text);
    void selectionChanged();

protected:
    void changeEvent(QEvent* e) override; // LanguageChange: retranslateUi()

private:
    void retranslateUi();
    void rebuildTree();
    void updateLabels(); // item texts in place, after a rename
    QString labelFor(const QString& section, const QJsonObject& part) const;
    void showSelected();
    void addWorkload();
    void addOption(bool own);
    void addApiOption(); // issue 19: a model API bought per token
    void removeSelected();
    ScenarioDocument* doc_;
    const Catalog* catalog_;
    QTreeWidget* tree_;
    FieldForm* form_;
    ExchangeRatesEditor* rates_;
    ModelFactorRanges* factors_; // issue 15: ranges of the model factors, on the scenario's page
    QString shape_;              // the tree's structure (counts and kinds), to rebuild only when it changes
    QString section_ = QStringLiteral("scenario");
    int index_ = 0;
    int workload_ = 0, option_ = 0;
    Evaluation evaluation_;
    QList<QPushButton*> buttons_;
};

} // namespace gputco::ui
