#pragma once
// The Uncertainty tab (issue 15): a live tornado of the chosen output (redrawn after each edit,
// only while the tab is shown) with what would flip the decision, and a Monte Carlo run on a
// worker thread with progress and cancel, shown as a histogram of each option's horizon cost.

#include "core/uncertainty/monte_carlo.hpp"
#include "services/scenario_evaluator.hpp"
#include "ui/services.hpp"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTimer;

namespace gputco::services {
struct DecisionTarget;
} // namespace gputco::services

namespace gputco::ui {

class UncertaintyView : public QWidget {
    Q_OBJECT
public:
    UncertaintyView(const Catalog* catalog, QWidget* parent = nullptr);
    ~UncertaintyView() override { cancelMonteCarlo(); }
    void show(const Evaluation& e); // redraws now when visible, else when next shown
    double lastTornadoMs() const { return tornadoMs_; }
    QWidget* tornadoChart() const { return tornado_; }
    QWidget* histogramChart() const { return histogram_; }
    bool monteCarloRunning() const { return watcher_.isRunning(); }
    void runMonteCarlo();
    void cancelMonteCarlo();

signals:
    void monteCarloFinished();

protected:
    void showEvent(QShowEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    struct Model; // the scenario's own catalog copy and model, shared with the worker
    void refresh();
    void ensureModel(); // the analysed options' model, built once a revision
    QString flipText(const services::DecisionTarget& decision) const; // what flips the decision, or why nothing can
    void finished();
    void retranslateUi();
    void fillOutputs(); // own minus rent and break-even month only where there is an own and a rent option
    // Issue 45: the option whose horizon cost, cost per run or per GPU-hour the tornado shows: the analysed
    // options, the recommended one first chosen (the decision pair for own minus rent and break-even month).
    void fillOptions(const Scenario& scoped, const std::string& recommended);
    std::string chosenOptionName(const Scenario& scoped, const std::string& recommended) const;
    void showHistogram(bool shown); // the chart, or the line saying how to get one (issue 32)
    QString currencyText() const;
    QString monteCarloSummary(const MonteCarloResult& r) const;
    const Catalog* catalog_;
    Evaluation current_;
    bool dirty_ = true;
    double tornadoMs_ = 0;
    std::size_t dropped_ = 0; // options left out of the analysis (uncertainty_scope.hpp)
    std::shared_ptr<Model> model_;
    std::optional<MonteCarloResult> lastMonteCarlo_; // drawn again in a new language
    QString chosenOutput_;                           // the output the user picked (its key), empty before
    QString chosenOption_;                           // the option the user picked (its name), empty before
    QLabel* outputLabel_;
    QComboBox* output_;
    QLabel* optionLabel_;
    QComboBox* option_;
    QLabel* status_;
    QLabel* flips_;
    QWidget* tornado_;
    QWidget* histogram_;
    QStackedWidget* histogramStack_;
    QLabel* histogramEmpty_;
    QPushButton* run_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QLabel* summary_;
    QTimer* poll_;
    QFutureWatcher<MonteCarloResult> watcher_;
    std::shared_ptr<std::atomic<long long>> done_;
    std::shared_ptr<std::atomic<bool>> stop_;
};

} // namespace gputco::ui
