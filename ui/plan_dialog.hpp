#pragma once
// Plan -> Optimise fleet (issue 14): the fleet optimiser on the open scenario, on a worker thread;
// the five cheapest plans, the best one's purchase schedule and capacity against demand; "Keep"
// writes the chosen plan into the document ("fleet_plan") as one undo step.

#include "services/fleet_planning.hpp"
#include "ui/services.hpp"

#include <QDialog>
#include <QFutureWatcher>

class QCheckBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gputco::ui {

class ScenarioDocument;

class PlanDialog : public QDialog {
    Q_OBJECT
public:
    PlanDialog(const Evaluation& e, const Catalog* catalog, ScenarioDocument* doc, QWidget* parent = nullptr);
    void optimise();   // starts the search on a worker thread (Plan -> Optimise fleet starts one on open)
    bool busy() const; // a search is running (its result not shown yet)
    QTableWidget* plans() const { return plans_; }
    QTableWidget* schedule() const { return schedule_; }
    QLabel* status() const { return status_; }

private:
    PlanRequest request() const; // from the fields; InputError naming the field
    // A row of the plan list: the optimiser's tranche plan `index`, or alternative `index` (issue 45).
    struct Row {
        bool alternative = false;
        size_t index = 0;
        double cost = 0;
    };
    void showRun(const PlanRun& run);
    void showPlan(int row);
    void keep();
    void keepAlternative(const services::PlanAlternative& a);
    QString bestText() const;
    Evaluation evaluation_;
    QJsonObject json_; // the document evaluation_ comes from
    const Catalog* catalog_;
    ScenarioDocument* doc_;
    QLineEdit* gpus_;
    QLineEdit* months_;
    QSpinBox* maxServers_;
    QCheckBox* burst_;
    QPushButton* run_;
    QPushButton* keep_;
    QProgressBar* busy_;
    QLabel* status_;
    QTableWidget* plans_;
    QTableWidget* schedule_;
    QWidget* chart_;
    QFutureWatcher<PlanRun> watcher_;
    PlanRun last_;
    std::vector<Row> rows_; // the plan list, cheapest first
};

} // namespace gputco::ui
