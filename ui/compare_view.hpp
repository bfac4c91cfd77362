#pragma once
// Compare: two to four options side by side, on the same axes.

#include "services/scenario_evaluator.hpp"
#include "ui/services.hpp"

#include <QWidget>

class QLabel;
class QListWidget;
class QTableWidget;

namespace gputco::ui {

class CompareView : public QWidget {
    Q_OBJECT
public:
    CompareView(const Catalog* catalog, QWidget* parent = nullptr);
    void show(const Evaluation& e);
    QStringList selected() const;
    QListWidget* choices() const { return list_; }
    QWidget* costChart() const { return cost_; }
    QString verdict() const; // the cheapest-option line shown above the charts

protected:
    void showEvent(QShowEvent* e) override;
    void changeEvent(QEvent* e) override; // LanguageChange: retranslateUi()

private:
    void retranslateUi();
    void redraw();
    void setGreyed(bool greyed);
    bool stale_ = false;
    const Catalog* catalog_;
    QListWidget* list_;
    QWidget* cost_;
    QWidget* cumulative_;
    QWidget* memory_;
    QTableWidget* table_;
    QLabel* verdict_;
    QLabel* label_;
    Evaluation current_;
};

} // namespace gputco::ui
