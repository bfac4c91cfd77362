#pragma once
// The right half of the plan view: the five charts, the key figures and the claim
// check, updated on every edit; the scaling sweep arrives from a worker thread.

#include "services/scenario_evaluator.hpp"
#include "ui/charts.hpp"
#include "ui/services.hpp"

#include <QWidget>

class QLabel;
class QProgressBar;
class QTabWidget;
class QStackedWidget;
class QTableWidget;

namespace gputco::ui {

class ResultsView : public QWidget {
    Q_OBJECT
public:
    ResultsView(const Catalog* catalog, QWidget* parent = nullptr);

    void show(const Evaluation& e, int workload, int option); // synchronous parts, and asks for the sweep
    QWidget* chart(ChartKind kind) const { return charts_[int(kind)]; }
    QTableWidget* keyFigures() const { return keyFigures_; }
    QTableWidget* claims() const { return claims_; }
    QString answer() const; // the recommendation line as shown (tests)
    QTabWidget* tabs() const { return tabs_; }
    const QString& problem() const { return problem_; } // the banner's text, empty when fine
    bool stale() const { return stale_; }               // figures greyed: the last evaluation failed
    SweepRunner* sweep() { return &sweep_; }

signals:
    void suggestionsRequested(); // the banner's "options that would meet them" link (issue 29)

protected:
    void changeEvent(QEvent* e) override; // LanguageChange: retranslateUi()

private:
    void retranslateUi();
    void showProblems(const Evaluation& e);
    void showSweep();
    void requestSweepIfShown();
    void setEnvelopeToolTips(const ScenarioResult& r);
    void setStale(bool stale); // grey every figure (a failed evaluation) or show it normally
    void clearFigures();
    void plotCurrent(); // only the visible chart is drawn; the others when their tab is opened
    bool dirty_[kChartKinds] = {};
    const Catalog* catalog_;
    QLabel* answer_; // issue 45: the recommendation and its risk, one line above the charts
    QLabel* banner_;
    QProgressBar* busy_;
    QTabWidget* tabs_;
    QWidget* charts_[kChartKinds];
    QTableWidget* keyFigures_;
    QTableWidget* claims_;
    QLabel* noClaims_; // issue 32: the Claims tab says it is empty and how to add a claim
    QStackedWidget* claimsPage_;
    SweepRunner sweep_;
    Evaluation current_;
    int workload_ = 0, option_ = 0;
    QString problem_;
    bool stale_ = false;
    bool sweepWanted_ = false;
};

// Key figures of a result as rows of text (also for reports).
QList<QStringList> keyFigureRows(const ScenarioResult& r, int workload);
// The key-figure row beside the days per run that says how close the validated runs are (issue 28),
// and its tooltip: the nearest held-out rows and their errors.
QString envelopeRowName();
// The expected estimate's envelope, then the best case's own (issue 46) when it differs.
QString envelopeToolTip(const Envelope& e, const Envelope& bestCase = {});
QStringList keyFigureHeader(const ScenarioResult& r);

} // namespace gputco::ui
