// The main window: its layout, menus, dock and tabs, evaluation after each edit, language and
// currency, team-server conflicts. Its scenario commands (new, import, export, ...) are in
// main_window_scenarios.cpp.
#include "ui/main_window.hpp"
#include "ui/screen_fit.hpp"

#include "data/catalog_repository.hpp"
#include "data/connection_access.hpp"
#include "data/dialect.hpp"
#include "data/scenario_repository.hpp"
#include "ui/catalog_view.hpp"
#include "ui/compare_view.hpp"
#include "ui/editor_panel.hpp"
#include "ui/language.hpp"
#include "ui/memo_dialog.hpp"
#include "ui/plan_dialog.hpp"
#include "ui/price_refresh_dialog.hpp"
#include "ui/read_only_mode.hpp"
#include "ui/results_view.hpp"
#include "ui/scenario_dock.hpp"
#include "ui/scenario_document.hpp"
#include "ui/services.hpp"
#include "ui/slot_guard.hpp"
#include "ui/suggestions_dialog.hpp"
#include "ui/uncertainty_view.hpp"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSplitter>
#include <QSqlDriver>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

namespace gputco::ui {

MainWindow::MainWindow(QSqlDatabase& db, QWidget* parent)
    : QMainWindow(parent), db_(db), catalog_(data::CatalogRepository(db).load()), doc_(new ScenarioDocument(db, this)),
      dock_(new ScenarioDock(db, this)), editor_(new EditorPanel(doc_, &catalog_, this)),
      results_(new ResultsView(&catalog_, this)), compare_(new CompareView(&catalog_, this)),
      catalogView_(new CatalogView(db, this)), tabs_(new QTabWidget(this)), saved_(new QLabel(this)) {
    buildLayout();
    connectEditors();
    connectDock();
    restoreSession();
}

// The plan (editors beside results), compare, catalog and uncertainty tabs, the scenarios dock.
void MainWindow::buildLayout() {
    setObjectName(QStringLiteral("MainWindow"));
    auto* plan = new QSplitter(Qt::Horizontal, this);
    plan->addWidget(editor_);
    plan->addWidget(results_);
    plan->setStretchFactor(0, 2);
    plan->setStretchFactor(1, 3);
    tabs_->addTab(plan, QString());
    tabs_->addTab(compare_, QString());
    tabs_->addTab(catalogView_, QString());
    tabs_->addTab(new UncertaintyView(&catalog_, this), QString()); // issue 15
    setCentralWidget(tabs_);
    auto* dock = scenariosDock_ = new QDockWidget(this);
    dock->setObjectName(QStringLiteral("ScenariosDock"));
    dock->setWidget(dock_);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    statusBar()->addPermanentWidget(saved_);
    retranslateUi();
    setErrorReporter([this](const QString& text) { statusBar()->showMessage(text, 10000); });
}

void MainWindow::connectEditors() {
    // Every slot below is guarded: an error is shown in the status bar, never thrown into Qt.
    // The editors follow every change at once (cheap, in place); the evaluation and the
    // views after it run once the keystrokes queued so far are handled (coalesced).
    connect(doc_, &ScenarioDocument::changed, this, guarded(tr("Edit"), [this] {
                editor_->documentChanged(evaluation_);
                evaluateSoon();
            }));
    connect(results_, &ResultsView::suggestionsRequested, this,
            guarded(tr("Options that meet the requirements"), [this] { showSuggestions(); }));
    connect(doc_, &ScenarioDocument::renamed, this, [this](const QString& name) {
        runGuarded(tr("Rename"), [&] {
            dock_->reload(name);
            updateTitle();
        });
    });
    connect(doc_, &ScenarioDocument::saveFailed, this,
            [this](const QString& why) { saved_->setText(tr("Not saved: %1").arg(why)); });
    // Queued: the refused save happens inside an undo command, and reloading clears the undo stack.
    connect(
        doc_, &ScenarioDocument::conflict, this, [this](const QString& why) { resolveConflict(why); },
        Qt::QueuedConnection);
    listenForOthers();
    connect(editor_, &EditorPanel::message, this,
            [this](const QString& m) { statusBar()->showMessage(m, m.isEmpty() ? 1 : 8000); });
    connect(editor_, &EditorPanel::selectionChanged, this, guarded(tr("Show"), [this] {
                flush();
                results_->show(evaluation_, editor_->selectedWorkload(), editor_->selectedOption());
            }));
    connect(catalogView_, &CatalogView::message, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(catalogView_, &CatalogView::catalogChanged, this, guarded(tr("Catalog"), [this] {
                catalog_ = data::CatalogRepository(db_).load();
                recompute();
            }));
}

// The scenarios dock: open, new, duplicate, rename, delete, import, export, go back to a revision.
void MainWindow::connectDock() {
    connect(dock_, &ScenarioDock::openRequested, this,
            [this](const QString& name) { runGuarded(tr("Open"), [&] { openScenario(name); }); });
    connect(dock_, &ScenarioDock::newRequested, this, guarded(tr("New scenario"), [this] { newScenario(); }));
    connect(dock_, &ScenarioDock::duplicateRequested, this, guarded(tr("Duplicate"), [this] { duplicateScenario(); }));
    connect(dock_, &ScenarioDock::renameRequested, this, guarded(tr("Rename"), [this] { renameScenario(); }));
    connect(dock_, &ScenarioDock::deleteRequested, this, guarded(tr("Delete"), [this] { deleteScenario(); }));
    connect(dock_, &ScenarioDock::importRequested, this, guarded(tr("Import"), [this] { importScenario(); }));
    connect(dock_, &ScenarioDock::exportRequested, this, guarded(tr("Export"), [this] { exportScenario(); }));
    connect(dock_, &ScenarioDock::restoreRequested, this, [this](qint64 revision) {
        if (refuseReadOnly()) return;
        try {
            const QJsonObject old = data::ScenarioRepository(db_).revision(revision);
            QJsonObject doc = old;
            doc[QStringLiteral("name")] = doc_->name();
            doc_->replaceDocument(doc, tr("Go back to revision %1").arg(revision));
            statusBar()->showMessage(tr("Restored revision %1 (undo with Ctrl+Z).").arg(revision), 6000);
        } catch (const std::exception& e) {
            statusBar()->showMessage(QString::fromStdString(e.what()), 8000);
        }
    });
}

// Window geometry, display currency and the last scenario, as the user left them.
void MainWindow::restoreSession() {
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (!settings.contains(QStringLiteral("window/geometry")))
        fitToScreen(this, QSize(1400, 860)); // on a 1366 x 768 laptop: the screen, not 1400 x 860
    else
        keepOnScreen(this); // saved on a larger screen
    const QString display = settings.value(QStringLiteral("view/currency")).toString();
    if (const auto c = currencyFromCode(display.toStdString())) display_ = *c;
    dock_->reload();
    const QString last = settings.value(QStringLiteral("scenario/last")).toString();
    if (!openScenario(last)) {
        const auto all = data::ScenarioRepository(db_).list();
        if (!all.isEmpty()) openScenario(all.front().name);
    }
    setReadOnly(!data::connectionCanWrite(db_)); // issue 18: a viewer's window
}

MainWindow::~MainWindow() { setErrorReporter({}); }

void MainWindow::setReadOnly(bool readOnly) {
    readOnly_ = readOnly;
    doc_->setReadOnly(readOnly);
    if (readOnly && !findChild<ReadOnlyMode*>())
        new ReadOnlyMode({editor_, dock_, catalogView_}, {QStringLiteral("dockExport")}, this);
    for (QAction* a : std::as_const(writeActions_)) a->setEnabled(!readOnly);
    if (!access_) {
        access_ = new QLabel(this);
        access_->setObjectName(QStringLiteral("access"));
        statusBar()->addPermanentWidget(access_);
    }
    access_->setText(accessText());
    access_->setVisible(readOnly);
    updateTitle();
}

QString MainWindow::accessText() const {
    return data::isPostgres(db_) ? tr("read-only (viewer)") : tr("read-only (file)");
}

bool MainWindow::refuseReadOnly() {
    if (!readOnly_) return false;
    statusBar()->showMessage(tr("%1: this connection may not change anything; nothing was saved.").arg(accessText()),
                             8000);
    return true;
}

void MainWindow::buildMenus() {
    buildFileMenu();
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = doc_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = doc_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    edit->addAction(undo);
    edit->addAction(redo);
    buildViewMenu();
    QMenu* catalogMenu = menuBar()->addMenu(tr("&Catalog")); // issue 31
    catalogMenu->addAction(tr("&Update prices..."), this, guarded(tr("Update prices"), [this] { updatePrices(); }))
        ->setObjectName(QStringLiteral("updatePrices"));
    QMenu* plan = menuBar()->addMenu(tr("&Plan")); // issue 14
    plan->addAction(tr("&Optimise fleet..."), this, guarded(tr("Optimise"), [this] {
                        flush();
                        auto* dialog = new PlanDialog(evaluation_, &catalog_, doc_, this);
                        dialog->open();
                        dialog->optimise(); // on a worker thread: the window stays live
                    }));
    plan->addAction(tr("Options that &meet the requirements..."), this,
                    guarded(tr("Options that meet the requirements"), [this] { showSuggestions(); }));
    plan->addAction(tr("Decision &memo..."), this, guarded(tr("Decision memo"), [this] { showMemo(); }));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Guide"), QKeySequence::HelpContents, this, guarded(tr("Guide"), [this] { showHelp(); }));
    help->addAction(tr("&About GPU TCO Planner"), this, guarded(tr("About"), [this] { showAbout(); }));
}

// Issue 31: Catalog -> Update prices; applied as one undo step, then the catalog is read again.
void MainWindow::updatePrices() {
    auto* dialog = new PriceRefreshDialog(
        db_, doc_->undoStack(), readOnly_,
        [this] {
            catalogView_->reloadPrices();
            emit catalogView_->catalogChanged(); // the window reads the catalog again and re-evaluates
        },
        this);
    dialog->open();
}

// Issue 29: the report's first page in the window, following the scenario while it is open.
void MainWindow::showMemo() {
    flush();
    if (!memo_) memo_ = new MemoDialog(&catalog_, this);
    memo_->showFor(doc_->isOpen() ? doc_->json() : QJsonObject(), evaluation_);
    memo_->show();
    memo_->raise();
}

// Issue 29: the ways that would meet the requirements, each added with one click.
void MainWindow::showSuggestions() {
    flush();
    if (!evaluation_.ok) return;
    auto* dialog = new SuggestionsDialog(evaluation_, &catalog_, doc_, this);
    dialog->open();
}

void MainWindow::buildFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    writeActions_.clear();
    writeActions_ << file->addAction(tr("&New scenario"), QKeySequence::New, this,
                                     guarded(tr("New scenario"), [this] { newScenario(); }));
    file->addAction(tr("&Open scenario..."), QKeySequence::Open, this, guarded(tr("Open"), [this] {
                        bool ok = false;
                        QStringList names;
                        for (const auto& s : data::ScenarioRepository(db_).list()) names << s.name;
                        const QString name =
                            QInputDialog::getItem(this, tr("Open scenario"), tr("Scenario:"), names, 0, false, &ok);
                        if (ok) openScenario(name);
                    }));
    file->addAction(tr("&Save revision"), QKeySequence::Save, this, guarded(tr("Save"), [this] {
                        if (!doc_->isOpen()) return;
                        doc_->saveRevision();
                        if (!doc_->lastSaveError().isEmpty()) return; // reported by saveFailed/conflict
                        dock_->showRevisions(doc_->name());
                        saved_->setText(tr("Saved"));
                        statusBar()->showMessage(tr("Saved a revision (every change is saved as you type)."), 4000);
                    }));
    writeActions_ << file->actions().constLast();
    file->addSeparator();
    writeActions_ << file->addAction(tr("&Import scenario (JSON)..."), this,
                                     guarded(tr("Import"), [this] { importScenario(); }));
    file->addAction(tr("&Export scenario (JSON)..."), this, guarded(tr("Export"), [this] { exportScenario(); }));
    file->addAction(tr("Export &report (PDF)..."), this, guarded(tr("Export"), [this] { exportReport(); }));
    file->addAction(tr("Export &tables (CSV)..."), this, guarded(tr("Export"), [this] { exportCsv(); }));
    file->addAction(tr("Export &workbook (XLSX)..."), this, guarded(tr("Export"), [this] { exportWorkbook(); }))
        ->setObjectName(QStringLiteral("exportWorkbook"));
    QMenu* recent = file->addMenu(tr("Recent files"));
    connect(recent, &QMenu::aboutToShow, this, [this, recent] {
        recent->clear();
        for (const QString& path : QSettings().value(QStringLiteral("files/recent")).toStringList())
            recent->addAction(path, this, guarded(tr("Import"), [this, path] { importFrom(path); }));
        if (recent->isEmpty()) recent->addAction(tr("(none yet)"))->setEnabled(false);
    });
    file->addSeparator();
    QAction* server = file->addAction(tr("&Connect to team server..."), this, &MainWindow::connectionRequested);
    server->setObjectName(QStringLiteral("connectToServer"));
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    for (QAction* a : std::as_const(writeActions_)) a->setEnabled(!readOnly_);
}

// View: the results' currency and the language.
void MainWindow::buildViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    auto* currencies = new QActionGroup(this);
    auto addCurrency = [&](const QString& text, std::optional<Currency> c) {
        QAction* a = view->addAction(text);
        a->setCheckable(true);
        a->setChecked(c == display_);
        currencies->addAction(a);
        connect(a, &QAction::triggered, this, guarded(tr("Currency"), [this, c] { setDisplayCurrency(c); }));
    };
    addCurrency(tr("Results in the scenario's currency"), std::nullopt);
    addCurrency(tr("Results in CNY"), Currency::CNY);
    addCurrency(tr("Results in USD"), Currency::USD);
    view->addSeparator();
    // Each language in its own name, so it can be found whichever is showing.
    QMenu* language = view->addMenu(tr("&Language"));
    auto* languages = new QActionGroup(language);
    const QString names[] = {QStringLiteral("English"), QStringLiteral("简体中文")};
    for (int i = 0; i < availableLanguages().size(); ++i) {
        const QString code = availableLanguages()[i];
        QAction* a = language->addAction(names[i]);
        a->setObjectName(QStringLiteral("language_") + code);
        a->setCheckable(true);
        a->setChecked(code == currentLanguage());
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] { chooseLanguage(code); });
    }
}

// Issue 18: another user saved this scenario first. Nothing of ours was saved; offer both ways on.
void MainWindow::resolveConflict(const QString& why) {
    if (resolving_ || !doc_->isOpen()) return; // one question at a time
    resolving_ = true;
    const QScopeGuard done([this] { resolving_ = false; });
    QMessageBox box(QMessageBox::Warning, tr("Changed by someone else"), why, QMessageBox::NoButton, this);
    QPushButton* reload = box.addButton(tr("Reload theirs"), QMessageBox::AcceptRole);
    QPushButton* copy = box.addButton(tr("Save mine as a copy"), QMessageBox::ActionRole);
    box.setDefaultButton(copy);
    box.exec();
    const QString name = doc_->name();
    runGuarded(tr("Changed by someone else"), [&] {
        if (box.clickedButton() == reload) {
            doc_->close();
            openScenario(name);
        } else if (box.clickedButton() == copy) {
            QString copyName = tr("%1 (mine)").arg(name);
            for (int n = 2; data::ScenarioRepository(db_).exists(copyName); ++n)
                copyName = tr("%1 (mine %2)").arg(name).arg(n);
            doc_->saveAsCopy(copyName);
            dock_->reload(copyName);
            dock_->showRevisions(copyName);
            updateTitle();
        }
    });
}

// On a team server, others' saves arrive as notifications (PostgreSQL LISTEN/NOTIFY).
void MainWindow::listenForOthers() {
    QSqlDriver* driver = db_.driver();
    if (!data::isPostgres(db_) || !driver->subscribeToNotification(QLatin1String(data::kScenarioChannel))) return;
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString&, QSqlDriver::NotificationSource source, const QVariant& payload) {
                if (source == QSqlDriver::SelfSource || payload.toString() != doc_->name()) return;
                saved_->setText(tr("Changed elsewhere: saving will ask to reload or keep yours as a copy"));
                dock_->reload(doc_->name());
            });
}

bool MainWindow::openScenario(const QString& name) {
    if (name.isEmpty() || name == doc_->name()) return name == doc_->name() && !name.isEmpty();
    if (!doc_->open(name)) return false;
    QSettings().setValue(QStringLiteral("scenario/last"), name);
    dock_->reload(name);
    dock_->showRevisions(name);
    updateTitle();
    flush(); // a scenario opens with its figures
    return true;
}

void MainWindow::evaluateSoon() {
    if (pending_) return;
    pending_ = true;
    QTimer::singleShot(0, this, guarded(tr("Evaluate"), [this] {
                           if (pending_) recompute();
                       }));
}

void MainWindow::flush() const {
    if (pending_) const_cast<MainWindow*>(this)->recompute(); // NOLINT: a cache filled on read
}

void MainWindow::recompute() {
    pending_ = false;
    evaluation_ = doc_->isOpen() ? evaluateDocument(doc_->json(), catalog_, display_) : Evaluation{};
    editor_->documentChanged(evaluation_);
    results_->show(evaluation_, editor_->selectedWorkload(), editor_->selectedOption());
    compare_->show(evaluation_);
    if (auto* u = findChild<UncertaintyView*>()) u->show(evaluation_); // issue 15
    if (memo_ && memo_->isVisible()) memo_->showFor(doc_->isOpen() ? doc_->json() : QJsonObject(), evaluation_);
    if (doc_->isOpen()) {
        saved_->setText(doc_->lastSaveError().isEmpty() ? tr("All changes saved")
                                                        : tr("Not saved: %1").arg(doc_->lastSaveError()));
        dock_->showRevisions(doc_->name());
    }
    updateTitle();
}

void MainWindow::setDisplayCurrency(std::optional<Currency> c) {
    display_ = c;
    QSettings().setValue(QStringLiteral("view/currency"),
                         c ? QString::fromLatin1(currencyCode(*c).data(), 3) : QString());
    recompute();
}

void MainWindow::updateTitle() {
    QString title = doc_->isOpen() ? tr("GPU TCO Planner — %1").arg(doc_->name()) : tr("GPU TCO Planner");
    if (data::isPostgres(db_)) // issue 18: which team server, as whom
        title += QStringLiteral(" — %1@%2/%3").arg(db_.userName(), db_.hostName(), db_.databaseName());
    if (readOnly_) title += QStringLiteral(" — ") + accessText();
    setWindowTitle(title);
}

void MainWindow::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslateUi();
    QMainWindow::changeEvent(e);
}

void MainWindow::retranslateUi() {
    for (QAction* a : menuBar()->actions()) a->menu()->deleteLater(); // menus are built again in the new language
    menuBar()->clear();
    buildMenus();
    tabs_->setTabText(0, tr("Plan"));
    tabs_->setTabText(1, tr("Compare"));
    tabs_->setTabText(2, tr("Catalog"));
    tabs_->setTabText(3, tr("Uncertainty"));
    scenariosDock_->setWindowTitle(tr("Scenarios"));
    if (doc_->isOpen()) {
        dock_->reload(doc_->name());
        recompute(); // every figure, chart title and axis again
    }
    updateTitle();
}

// View -> Language: at once (every widget gets LanguageChange), and remembered.
void MainWindow::chooseLanguage(const QString& code) {
    rememberLanguage(code);
    setLanguage(code);
}

void MainWindow::closeEvent(QCloseEvent* e) {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    e->accept();
}

void MainWindow::showAbout() {
    QString sources;
    for (const SourceRef& s : catalog_.sources)
        sources += QStringLiteral("<li><b>%1</b>: %2 %3</li>")
                       .arg(QString::fromStdString(s.key), QString::fromStdString(s.citation).toHtmlEscaped(),
                            QString::fromStdString(s.url).toHtmlEscaped());
    // A scrolling text in a dialog that fits a 1280x800 screen (the source list is long).
    showTextDialog(tr("About GPU TCO Planner"),
                   tr("<h3>GPU TCO Planner %1</h3><p>Time-to-train and total cost of GPU clusters, owned or rented. "
                      "GPL-3.0-or-later. Charts: QCustomPlot.</p><p>Data sources of the catalog:</p><ul>%2</ul>")
                       .arg(QApplication::applicationVersion(), sources),
                   QUrl());
}

void MainWindow::showHelp() {
    // The user guide ships inside the program (docs/guide/index.html as a Qt resource).
    showTextDialog(tr("GPU TCO Planner guide"), QString(), QUrl(QStringLiteral("qrc:/guide/index.html")));
}

QDialog* MainWindow::showTextDialog(const QString& title, const QString& html, const QUrl& source) {
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(source.isEmpty() ? QStringLiteral("about") : QStringLiteral("guide"));
    dialog->setWindowTitle(title);
    auto* layout = new QVBoxLayout(dialog);
    auto* text = new QTextBrowser(dialog);
    text->setOpenExternalLinks(true);
    if (source.isEmpty())
        text->setHtml(html);
    else
        text->setSource(source);
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    fitToScreen(dialog, QSize(760, 600));
    dialog->setModal(false);
    dialog->show();
    return dialog;
}

} // namespace gputco::ui
