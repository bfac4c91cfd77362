#include "ui/suggestions_dialog.hpp"

#include "ui/scenario_document.hpp"
#include "ui/screen_fit.hpp"

#include <QApplication>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace gputco::ui {

SuggestionsDialog::SuggestionsDialog(const Evaluation& e, const Catalog* catalog, ScenarioDocument* doc,
                                     QWidget* parent)
    : QDialog(parent), doc_(doc), status_(new QLabel(this)) {
    setWindowTitle(tr("Options that meet the requirements"));
    setAttribute(Qt::WA_DeleteOnClose);
    QApplication::setOverrideCursor(Qt::WaitCursor); // the fleet optimiser takes up to a second or two
    suggestions_ = services::suggestOptions(doc->json(), e, *catalog);
    QApplication::restoreOverrideCursor();
    auto* layout = new QVBoxLayout(this);
    auto* grid = new QGridLayout;
    const QString cur = QString::fromLatin1(currencyCode(e.result.currency).data(), 3);
    for (size_t i = 0; i < suggestions_.size(); ++i) {
        const services::Suggestion& s = suggestions_[i];
        auto* text =
            new QLabel(tr("<b>%1</b>: %2 %3 over the horizon%4.<br>%5")
                           .arg(s.name.toHtmlEscaped(), QLocale().toString(s.horizonCost, 'f', 0), cur,
                                s.meets ? QString() : tr(", still misses a requirement"), s.why.toHtmlEscaped()),
                       this);
        text->setWordWrap(true);
        auto* add = new QPushButton(tr("Add"), this);
        add->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
        add->setAccessibleName(tr("Add %1").arg(s.name));
        connect(add, &QPushButton::clicked, this, [this, i] { this->add(i); });
        grid->addWidget(text, int(i), 0);
        grid->addWidget(add, int(i), 1, Qt::AlignTop);
    }
    grid->setColumnStretch(0, 1); // the text takes the width, the buttons their own
    status_->setWordWrap(true);
    status_->setText(suggestions_.empty() ? tr("No resized option or fleet plan meets the requirements.")
                                          : tr("Cheapest first. Add one to compare it with the others."));
    layout->addWidget(status_);
    layout->addLayout(grid);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fitToScreen(this, QSize(640, sizeHint().height()));
}

void SuggestionsDialog::add(size_t index) {
    if (index >= suggestions_.size() || !doc_ || !doc_->isOpen()) return;
    const services::Suggestion& s = suggestions_[index];
    doc_->replaceDocument(services::documentWithSuggestion(doc_->json(), s), tr("Add option %1").arg(s.name));
    status_->setText(tr("\"%1\" is now an option (undo with Ctrl+Z).").arg(s.name));
    accept();
}

} // namespace gputco::ui
