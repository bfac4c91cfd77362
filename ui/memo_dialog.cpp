#include "ui/memo_dialog.hpp"

#include "ui/report_uncertainty.hpp"
#include "ui/screen_fit.hpp"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace gputco::ui {

MemoDialog::MemoDialog(const Catalog* catalog, QWidget* parent)
    : QDialog(parent), catalog_(catalog), text_(new QTextBrowser(this)), status_(new QLabel(this)) {
    setWindowTitle(tr("Decision memo"));
    setAccessibleName(tr("Decision memo"));
    text_->setAccessibleName(tr("Decision memo text"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(text_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("Copy"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(plainText()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(&watcher_, &QFutureWatcher<QList<MemoSection>>::finished, this, &MemoDialog::finished);
    fitToScreen(this, QSize(640, 620));
}

void MemoDialog::showFor(const QJsonObject& doc, const Evaluation& e) {
    if (!e.ok) {
        next_.reset();
        text_->setPlainText(tr("The scenario cannot be evaluated: %1").arg(e.error));
        return;
    }
    if (watcher_.isRunning()) {
        next_ = Request{doc, e};
        return;
    }
    start(Request{doc, e});
}

void MemoDialog::start(Request r) {
    status_->setText(tr("Running the Monte Carlo (%1 samples)...").arg(kReportSamples));
    const Catalog* catalog = catalog_;
    watcher_.setFuture(QtConcurrent::run([r = std::move(r), catalog] {
        const services::DecisionAnalysis a = services::analyseDecision(r.evaluation, *catalog, kReportSamples);
        const std::vector<services::Suggestion> ways = r.evaluation.result.cheapest.empty()
                                                           ? services::suggestOptions(r.doc, r.evaluation, *catalog)
                                                           : std::vector<services::Suggestion>{};
        return decisionMemo(r.evaluation, a, ways);
    }));
}

void MemoDialog::finished() {
    if (next_) { // the scenario changed meanwhile: the memo shown must be of the latest one
        Request r = std::move(*next_);
        next_.reset();
        start(std::move(r));
        return;
    }
    QString html;
    for (const MemoSection& m : watcher_.result())
        html += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(m.heading.toHtmlEscaped(), m.text.toHtmlEscaped());
    text_->setHtml(html);
    status_->setText(tr("The report's first page says the same (File -> Export report)."));
    emit memoReady();
}

QString MemoDialog::plainText() const { return text_->toPlainText(); }

} // namespace gputco::ui
