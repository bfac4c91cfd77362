#include "ui/scenario_dock.hpp"

#include "data/scenario_repository.hpp"

#include <QDateTime>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace gputco::ui {

namespace {
// A stored UTC time (ISO 8601) the locale's way (QLocale, set by the language).
QString shownDate(const QString& iso) {
    const QDateTime t = QDateTime::fromString(iso.left(19), Qt::ISODate);
    return t.isValid() ? QLocale().toString(t, QLocale::ShortFormat) : iso;
}
} // namespace

ScenarioDock::ScenarioDock(QSqlDatabase& db, QWidget* parent)
    : QWidget(parent), db_(db), list_(new QListWidget(this)), revisions_(new QListWidget(this)) {
    auto* layout = new QVBoxLayout(this);
    list_->setObjectName(QStringLiteral("scenarios"));
    layout->addWidget(list_, 3);
    auto* grid = new QGridLayout;
    const struct {
        QString text;
        void (ScenarioDock::*signal)();
        const char* name;
    } buttons[] = {{tr("New"), &ScenarioDock::newRequested, "dockNew"},
                   {tr("Duplicate"), &ScenarioDock::duplicateRequested, "dockDuplicate"},
                   {tr("Rename"), &ScenarioDock::renameRequested, "dockRename"},
                   {tr("Delete"), &ScenarioDock::deleteRequested, "dockDelete"},
                   {tr("Import..."), &ScenarioDock::importRequested, "dockImport"},
                   {tr("Export..."), &ScenarioDock::exportRequested, "dockExport"}};
    int i = 0;
    for (const auto& b : buttons) {
        auto* button = new QPushButton(b.text, this);
        button->setObjectName(QLatin1String(b.name));
        buttons_ << button;
        connect(button, &QPushButton::clicked, this, b.signal);
        grid->addWidget(button, i / 2, i % 2);
        ++i;
    }
    layout->addLayout(grid);
    layout->addWidget(revisionsLabel_ = new QLabel(tr("Revisions (double-click to go back):"), this));
    layout->addWidget(revisions_, 2);
    connect(list_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { emit openRequested(item->text()); });
    connect(list_, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item) emit openRequested(item->text());
    });
    connect(revisions_, &QListWidget::itemDoubleClicked, this,
            [this](QListWidgetItem* item) { emit restoreRequested(item->data(Qt::UserRole).toLongLong()); });
}

void ScenarioDock::reload(const QString& select) {
    list_->blockSignals(true);
    list_->clear();
    for (const data::ScenarioInfo& s : data::ScenarioRepository(db_).list()) {
        auto* item = new QListWidgetItem(s.name, list_);
        item->setToolTip(tr("Saved %1 (UTC), %n revision(s)", nullptr, int(s.revisions)).arg(shownDate(s.updatedAt)));
        if (s.name == select) list_->setCurrentItem(item);
    }
    list_->blockSignals(false);
}

void ScenarioDock::showRevisions(const QString& scenario) {
    revisions_->clear();
    if (scenario.isEmpty()) return;
    try {
        for (const data::RevisionInfo& r : data::ScenarioRepository(db_).revisions(scenario)) {
            auto* item =
                new QListWidgetItem(tr("#%1  %2  %3").arg(r.id).arg(shownDate(r.savedAt), r.savedBy), revisions_);
            item->setData(Qt::UserRole, r.id);
        }
    } catch (const std::exception&) {}
}

void ScenarioDock::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(e);
}

void ScenarioDock::retranslateUi() {
    const QString texts[] = {tr("New"), tr("Duplicate"), tr("Rename"), tr("Delete"), tr("Import..."), tr("Export...")};
    for (int i = 0; i < buttons_.size(); ++i) buttons_[i]->setText(texts[i]);
    revisionsLabel_->setText(tr("Revisions (double-click to go back):"));
}

} // namespace gputco::ui
