#include "ui/price_refresh_dialog.hpp"

#include "data/catalog_repository.hpp"
#include "data/price_fetch.hpp"
#include "data/price_lists.hpp"
#include "ui/screen_fit.hpp"
#include "ui/slot_guard.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoCommand>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace gputco::ui {

namespace {
QString str(const std::string& s) { return QString::fromStdString(s); }
QString price(std::optional<double> v) { return v ? QLocale().toString(*v, 'f', 4) : QStringLiteral("-"); }

// The refresh as one undo step: redo applies it (the first time: already applied), undo puts it back.
class UpdatePricesCommand : public QUndoCommand {
public:
    UpdatePricesCommand(QSqlDatabase& db, RefreshPlan plan, QHash<QString, int> revisions,
                        std::function<void()> changed)
        : db_(db), plan_(std::move(plan)), revisions_(std::move(revisions)), changed_(std::move(changed)) {
        setText(PriceRefreshDialog::tr("update prices"));
        applied_ = data::PriceRefreshRepository(db_).applyUndoable(plan_, revisions_); // throws: nothing pushed
    }
    void redo() override {
        if (first_) {
            first_ = false;
        } else {
            applied_ =
                data::PriceRefreshRepository(db_).applyUndoable(plan_, data::PriceRefreshRepository(db_).revisions());
        }
        changed_();
    }
    void undo() override {
        data::PriceRefreshRepository(db_).revert(applied_);
        changed_();
    }
    int applied() const { return applied_.applied; }

private:
    QSqlDatabase& db_;
    RefreshPlan plan_;
    QHash<QString, int> revisions_;
    std::function<void()> changed_;
    data::AppliedRefresh applied_;
    bool first_ = true;
};
} // namespace

PriceRefreshDialog::PriceRefreshDialog(QSqlDatabase& db, QUndoStack* undo, bool readOnly, std::function<void()> changed,
                                       QWidget* parent)
    : QDialog(parent), db_(db), undo_(undo), readOnly_(readOnly), changed_(std::move(changed)),
      sources_(new QLineEdit(this)), region_(new QLineEdit(this)), provider_(new QComboBox(this)),
      overwrite_(new QCheckBox(this)), skipBad_(new QCheckBox(this)), busy_(new QProgressBar(this)),
      status_(new QLabel(this)), changes_(new QTableWidget(this)), notes_(new QPlainTextEdit(this)),
      read_(new QPushButton(tr("&Read"), this)), apply_(new QPushButton(tr("&Apply"), this)) {
    setWindowTitle(tr("Update prices"));
    setAttribute(Qt::WA_DeleteOnClose);
    sources_->setPlaceholderText(tr("files or https:// URLs, separated by ;"));
    sources_->setAccessibleName(tr("Price lists"));
    region_->setPlaceholderText(tr("e.g. us-east-1, eastus, us-central1 (needed when the files list several)"));
    provider_->addItems({tr("from each file's content"), QStringLiteral("aws"), QStringLiteral("azure"),
                         QStringLiteral("gcp"), QStringLiteral("csv")});
    overwrite_->setText(tr("Replace prices edited by hand"));
    skipBad_->setText(tr("Apply the good records of files with bad ones"));
    auto* browse = new QPushButton(tr("Files..."), this);
    auto* row = new QHBoxLayout;
    row->addWidget(sources_, 1);
    row->addWidget(browse);
    auto* form = new QFormLayout;
    form->addRow(tr("Price lists:"), row);
    form->addRow(tr("Format:"), provider_);
    form->addRow(tr("Region:"), region_);
    form->addRow(QString(), overwrite_);
    form->addRow(QString(), skipBad_);
    busy_->setRange(0, 0);
    busy_->hide();
    status_->setWordWrap(true);
    changes_->setColumnCount(11);
    changes_->setHorizontalHeaderLabels({tr("GPU"), tr("Provider"), tr("Term"), tr("Currency"), tr("Old / GPU-h"),
                                         tr("Old date"), tr("New / GPU-h"), tr("New date"), tr("Change"), tr("Row"),
                                         QString()});
    changes_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    changes_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    notes_->setReadOnly(true);
    notes_->setMaximumHeight(120);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(read_, QDialogButtonBox::ActionRole);
    buttons->addButton(apply_, QDialogButtonBox::AcceptRole);
    apply_->setEnabled(false);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(busy_);
    layout->addWidget(status_);
    layout->addWidget(changes_, 1);
    layout->addWidget(notes_);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, guarded(tr("Update prices"), [this] { addFiles(); }));
    connect(read_, &QPushButton::clicked, this, guarded(tr("Update prices"), [this] { read(); }));
    connect(apply_, &QPushButton::clicked, this, guarded(tr("Update prices"), [this] { applyPlan(); }));
    connect(&watcher_, &QFutureWatcher<Read>::finished, this,
            guarded(tr("Update prices"), [this] { show(watcher_.result()); }));
    if (readOnly_) status_->setText(tr("This connection may only read: the change is shown, not applied."));
    fitToScreen(this, QSize(1100, 640));
}

void PriceRefreshDialog::setSources(const QStringList& filesOrUrls) { sources_->setText(filesOrUrls.join(u';')); }

void PriceRefreshDialog::addFiles() {
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Price lists"), QString(),
                                                            tr("Price lists (*.json *.csv);;All files (*)"));
    if (files.isEmpty()) return;
    QStringList all = sources_->text().split(u';', Qt::SkipEmptyParts);
    all << files;
    setSources(all);
}

bool PriceRefreshDialog::busy() const { return !read_->isEnabled(); }

PriceRefreshDialog::Read PriceRefreshDialog::readSources(const QStringList& sources, std::optional<int> formatIndex,
                                                         const Catalog& catalog, const RefreshOptions& options) {
    Read r;
    try {
        static const data::PriceFormat formats[] = {data::PriceFormat::Aws, data::PriceFormat::Azure,
                                                    data::PriceFormat::Gcp, data::PriceFormat::Csv};
        std::optional<data::PriceFormat> format;
        if (formatIndex) format = formats[*formatIndex];
        r.plan = planRefresh(
            catalog, data::readPriceSources(sources, format, catalog, data::shippedInstanceGpus(), data::FetchLimits{}),
            options);
    } catch (const std::exception& e) {
        r.error = QString::fromUtf8(e.what());
    }
    return r;
}

void PriceRefreshDialog::read() {
    if (busy()) return;
    const QStringList sources = sources_->text().split(u';', Qt::SkipEmptyParts);
    if (sources.isEmpty()) {
        status_->setText(tr("Name at least one price list: a file or an https:// URL."));
        return;
    }
    RefreshOptions options;
    options.region = region_->text().trimmed().toStdString();
    options.overwriteEdited = overwrite_->isChecked();
    options.skipBad = skipBad_->isChecked();
    const Catalog catalog = data::CatalogRepository(db_).load();
    QHash<QString, int> revisions = data::PriceRefreshRepository(db_).revisions();
    status_->setText(tr("Reading (an AWS offer file takes a few seconds)..."));
    busy_->show();
    read_->setEnabled(false);
    apply_->setEnabled(false);
    const std::optional<int> format =
        provider_->currentIndex() > 0 ? std::optional<int>(provider_->currentIndex() - 1) : std::nullopt;
    watcher_.setFuture(QtConcurrent::run([sources, format, catalog, options, revisions] {
        Read r = readSources(sources, format, catalog, options);
        r.revisions = revisions;
        return r;
    }));
}

void PriceRefreshDialog::show(const Read& r) {
    busy_->hide();
    read_->setEnabled(true);
    last_ = r;
    changes_->setRowCount(0);
    notes_->clear();
    if (!r.error.isEmpty()) {
        status_->setText(r.error);
        return;
    }
    changes_->setRowCount(int(r.plan.changes.size()));
    for (int i = 0; i < int(r.plan.changes.size()); ++i) {
        const PriceChange& c = r.plan.changes[size_t(i)];
        const std::optional<double> pct = c.changePercent();
        const QStringList cells{
            str(c.gpuId),
            str(c.provider),
            QString::fromLatin1(priceTermName(c.term).data()),
            QString::fromLatin1(currencyCode(c.currency).data()),
            price(c.oldPrice),
            c.oldDate.empty() ? QStringLiteral("-") : str(c.oldDate),
            price(c.newPrice),
            str(c.newDate),
            pct        ? QStringLiteral("%1%2 %").arg(*pct >= 0 ? "+" : "").arg(QLocale().toString(*pct, 'f', 1))
            : c.newRow ? tr("new row")
                       : tr("added"),
            str(c.catalogId),
            c.keptEdited ? tr("kept: edited by hand") : QString()};
        for (int col = 0; col < cells.size(); ++col) changes_->setItem(i, col, new QTableWidgetItem(cells[col]));
    }
    for (const RecordNote& n : r.plan.skipped)
        notes_->appendPlainText(tr("skipped: %1, %2: %3").arg(str(n.file), str(n.record), str(n.reason)));
    for (const RecordNote& n : r.plan.errors)
        notes_->appendPlainText(tr("error: %1, %2: %3").arg(str(n.file), str(n.record), str(n.reason)));
    const bool blocked = !r.plan.errors.empty() && !r.plan.skipBad;
    status_->setText(blocked ? tr("%n bad record(s): nothing can be applied unless the good records of such files are "
                                  "applied (the box above).",
                                  "", int(r.plan.errors.size()))
                     : readOnly_
                         ? tr("This connection may only read: the change is shown, not applied.")
                         : tr("%n price change(s). Apply makes them one undo step.", "", int(r.plan.changes.size())));
    apply_->setEnabled(!readOnly_ && r.plan.applicable());
}

void PriceRefreshDialog::applyPlan() {
    if (readOnly_ || !last_.plan.applicable()) return;
    auto* command = new UpdatePricesCommand(
        db_, last_.plan, last_.revisions, changed_ ? changed_ : [] {});
    undo_->push(command); // redo() runs `changed`
    accept();
}

} // namespace gputco::ui
