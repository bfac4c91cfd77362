#include "ui/exchange_rates_editor.hpp"

#include "ui/field_form.hpp"
#include "ui/scenario_document.hpp"
#include "ui/slot_guard.hpp"

#include <QApplication>
#include <QDate>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gputco::ui {

namespace {
const QStringList kCurrencies{QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR")};
}

ExchangeRatesEditor::ExchangeRatesEditor(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), table_(new QTableWidget(0, 4, this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    auto* title = title_ = new QLabel(this);
    layout->addWidget(title);
    table_->setObjectName(QStringLiteral("exchange_rates"));
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    table_->setMaximumHeight(120);
    layout->addWidget(table_);
    auto* buttons = new QHBoxLayout;
    auto* add = add_ = new QPushButton(this);
    auto* remove = remove_ = new QPushButton(this);
    add->setObjectName(QStringLiteral("add_rate"));
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    retranslateUi();
    connect(add, &QPushButton::clicked, this, guarded(tr("Add rate"), [this] { addRate(); }));
    connect(remove, &QPushButton::clicked, this, guarded(tr("Remove rate"), [this] { removeRate(); }));
    connect(table_, &QTableWidget::cellChanged, this, [this](int, int) {
        if (!loading_) runGuarded(tr("Exchange rate"), [this] { commitTable(); });
    });
}

void ExchangeRatesEditor::refresh() {
    if (QWidget* f = QApplication::focusWidget(); f && f != table_ && table_->isAncestorOf(f))
        return; // a cell is being edited
    const QJsonArray rates = doc_->json().value(QStringLiteral("exchange_rates")).toArray();
    loading_ = true;
    table_->setRowCount(int(rates.size()));
    for (int r = 0; r < rates.size(); ++r) {
        const QJsonObject x = rates[r].toObject();
        const QString cells[] = {x.value(QStringLiteral("from")).toString(), x.value(QStringLiteral("to")).toString(),
                                 QLocale().toString(x.value(QStringLiteral("rate")).toDouble(), 'g', 8),
                                 x.value(QStringLiteral("date")).toString()};
        for (int c = 0; c < 4; ++c) {
            QTableWidgetItem* item = table_->item(r, c);
            if (!item) table_->setItem(r, c, item = new QTableWidgetItem);
            if (item->text() != cells[c]) item->setText(cells[c]);
        }
    }
    loading_ = false;
}

// Checks every row (naming the field and the allowed values) and writes the array.
void ExchangeRatesEditor::commitTable() {
    QJsonArray rates;
    for (int r = 0; r < table_->rowCount(); ++r) {
        auto text = [&](int c) {
            return table_->item(r, c) ? table_->item(r, c)->text().trimmed().toUpper() : QString();
        };
        const QString from = text(0), to = text(1),
                      date = table_->item(r, 3) ? table_->item(r, 3)->text().trimmed() : QString();
        const auto rate = parseTypedNumber(table_->item(r, 2) ? table_->item(r, 2)->text() : QString());
        QString why;
        if (!kCurrencies.contains(from) || !kCurrencies.contains(to) || from == to)
            why = tr("exchange_rates[%1]: from and to must be two different currencies of USD, CNY, EUR").arg(r);
        else if (!rate || *rate < 1e-9 || *rate > 1e9)
            why = tr("exchange_rates[%1].rate: must be a number between 1e-9 and 1e9").arg(r);
        else if (!QDate::fromString(date, Qt::ISODate).isValid())
            why = tr("exchange_rates[%1].date: must be a date yyyy-mm-dd").arg(r);
        if (!why.isEmpty()) {
            emit message(why);
            return;
        }
        rates.append(QJsonObject{{"from", from}, {"to", to}, {"rate", *rate}, {"date", date}});
    }
    emit message(QString());
    doc_->setValue({QStringLiteral("exchange_rates")}, rates, tr("Edit exchange rates"));
}

void ExchangeRatesEditor::addRate() {
    QJsonArray rates = doc_->json().value(QStringLiteral("exchange_rates")).toArray();
    // A start to overwrite: USD -> CNY at 7.2 dated 2026-11-01, the rate the shipped
    // Chinese sample scenarios use; the row is shown, so the user sees and corrects it.
    rates.append(QJsonObject{{"from", "USD"}, {"to", "CNY"}, {"rate", 7.2}, {"date", "2026-11-01"}});
    doc_->setValue({QStringLiteral("exchange_rates")}, rates, tr("Add exchange rate"));
}

void ExchangeRatesEditor::removeRate() {
    QJsonArray rates = doc_->json().value(QStringLiteral("exchange_rates")).toArray();
    const int row = table_->currentRow() >= 0 ? table_->currentRow() : int(rates.size()) - 1;
    if (row < 0 || row >= rates.size()) return;
    rates.removeAt(row);
    doc_->setValue({QStringLiteral("exchange_rates")},
                   rates.isEmpty() ? QJsonValue(QJsonValue::Undefined) : QJsonValue(rates), tr("Remove exchange rate"));
}

void ExchangeRatesEditor::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void ExchangeRatesEditor::retranslateUi() {
    title_->setText(tr("<b>Exchange rates</b> (1 From = Rate To; used either way round)"));
    table_->setHorizontalHeaderLabels({tr("From"), tr("To"), tr("Rate"), tr("Date")});
    table_->setToolTip(
        tr("Needed for every option priced in another currency and for View -> Results in another currency.\n"
           "Currencies: USD, CNY, EUR. Date: when the rate was read (yyyy-mm-dd)."));
    add_->setText(tr("+ Rate"));
    remove_->setText(tr("Remove rate"));
}

} // namespace gputco::ui
