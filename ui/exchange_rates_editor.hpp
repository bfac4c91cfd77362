#pragma once
// The scenario's exchange rates (pair, rate, date), editable in the window, so that
// "Results in CNY" works on a scenario priced in USD (issue 10). Each edit is one
// undoable step on the document's "exchange_rates" array.

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace gputco::ui {

class ScenarioDocument;

class ExchangeRatesEditor : public QWidget {
    Q_OBJECT
public:
    ExchangeRatesEditor(ScenarioDocument* doc, QWidget* parent = nullptr);
    void refresh(); // from the document, in place (not while a cell is being edited)
    QTableWidget* table() const { return table_; }

signals:
    void message(const QString& text);

protected:
    void changeEvent(QEvent* e) override; // LanguageChange: retranslateUi()

private:
    void retranslateUi();
    void commitTable();
    void addRate();
    void removeRate();
    ScenarioDocument* doc_;
    QTableWidget* table_;
    QLabel* title_;
    QPushButton *add_, *remove_;
    bool loading_ = false;
};

} // namespace gputco::ui
