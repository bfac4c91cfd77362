// The window's scenario commands: new (from a template), duplicate, rename, delete, import,
// open a file, and export as JSON, CSV or PDF. The window's layout and wiring are main_window.cpp's.
#include "ui/main_window.hpp"

#include "data/csv_writer.hpp"
#include "data/output_file.hpp"
#include "data/scenario_csv.hpp"
#include "data/scenario_json.hpp"
#include "data/scenario_repository.hpp"
#include "data/workbook.hpp"
#include "services/report_tables.hpp"
#include "services/scenario_templates.hpp"
#include "services/validation_evidence.hpp"
#include "ui/report_export.hpp"
#include "ui/scenario_dock.hpp"
#include "ui/scenario_document.hpp"
#include "ui/screen_fit.hpp"
#include "ui/services.hpp"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QVBoxLayout>

namespace gputco::ui {

// New scenario: a template (scenario_templates.hpp) and a name, in one small dialog.
void MainWindow::newScenario() {
    if (refuseReadOnly()) return;
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("newScenario"));
    dialog.setWindowTitle(tr("New scenario"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(tr("Start from:"), &dialog));
    auto* list = new QListWidget(&dialog);
    list->setObjectName(QStringLiteral("templates"));
    for (const ScenarioTemplate& t : scenarioTemplates()) {
        auto* item = new QListWidgetItem(t.title + QStringLiteral("\n   ") + t.description, list);
        item->setData(Qt::UserRole, t.id);
    }
    list->setCurrentRow(0);
    layout->addWidget(list);
    layout->addWidget(new QLabel(tr("Name:"), &dialog));
    auto* name = new QLineEdit(tr("New plan"), &dialog);
    name->setObjectName(QStringLiteral("name"));
    layout->addWidget(name);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(list, &QListWidget::itemDoubleClicked, &dialog, &QDialog::accept);
    layout->addWidget(buttons);
    fitToScreen(&dialog, QSize(560, 380));
    if (dialog.exec() != QDialog::Accepted || !list->currentItem()) return;
    createFromTemplate(list->currentItem()->data(Qt::UserRole).toString(), name->text());
}

bool MainWindow::createFromTemplate(const QString& templateId, const QString& name) {
    if (refuseReadOnly()) return false;
    if (name.trimmed().isEmpty()) {
        statusBar()->showMessage(tr("name: give the new scenario a name (1 to 200 characters)"), 8000);
        return false;
    }
    for (const ScenarioTemplate& t : scenarioTemplates()) {
        if (t.id != templateId) continue;
        QJsonObject named = t.document;
        named[QStringLiteral("name")] = name.trimmed();
        try {
            data::ScenarioRepository(db_).add(named);
        } catch (const std::exception& e) {
            QMessageBox::warning(this, tr("New scenario"), QString::fromStdString(e.what()));
            return false;
        }
        dock_->reload(name.trimmed());
        return openScenario(name.trimmed());
    }
    return false;
}

void MainWindow::duplicateScenario() {
    if (refuseReadOnly()) return;
    if (!doc_->isOpen()) return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Duplicate scenario"), tr("Name of the copy:"),
                                               QLineEdit::Normal, doc_->name() + tr(" (copy)"), &ok);
    if (!ok) return;
    try {
        data::ScenarioRepository(db_).duplicate(doc_->name(), name);
        dock_->reload(name);
        openScenario(name);
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Duplicate scenario"), QString::fromStdString(e.what()));
    }
}

void MainWindow::renameScenario() {
    if (refuseReadOnly()) return;
    if (!doc_->isOpen()) return;
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Rename scenario"), tr("New name:"), QLineEdit::Normal, doc_->name(), &ok);
    if (ok && !name.trimmed().isEmpty()) doc_->setValue({QStringLiteral("name")}, name.trimmed(), tr("Rename"));
}

void MainWindow::deleteScenario() {
    if (refuseReadOnly()) return;
    if (!doc_->isOpen()) return;
    if (QMessageBox::question(this, tr("Delete scenario"), tr("Delete '%1' and its revisions?").arg(doc_->name())) !=
        QMessageBox::Yes)
        return;
    data::ScenarioRepository(db_).remove(doc_->name());
    doc_->close();
    dock_->reload();
    const auto all = data::ScenarioRepository(db_).list();
    if (!all.isEmpty()) openScenario(all.front().name);
}

void MainWindow::rememberRecent(const QString& path) {
    QSettings s;
    QStringList recent = s.value(QStringLiteral("files/recent")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    s.setValue(QStringLiteral("files/recent"), recent.mid(0, 8));
    s.setValue(QStringLiteral("files/folder"), QFileInfo(path).absolutePath());
}

void MainWindow::importScenario() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import scenario"),
                                                      QSettings().value(QStringLiteral("files/folder")).toString(),
                                                      tr("Scenarios (*.json)"));
    if (!path.isEmpty()) importFrom(path);
}

void MainWindow::openFile(const QString& path) {
    QJsonObject doc;
    try {
        doc = data::readScenarioFile(path);
        (void)data::scenarioFromJson(doc, catalog_);
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Import scenario"), QString::fromStdString(e.what()));
        return;
    }
    const QString stored = data::scenarioName(doc);
    if (data::ScenarioRepository(db_).exists(stored)) {
        QMessageBox ask(QMessageBox::Question, tr("Open scenario"),
                        tr("A scenario named '%1' is stored already.").arg(stored), QMessageBox::NoButton, this);
        QPushButton* open = ask.addButton(tr("Open the stored copy"), QMessageBox::AcceptRole);
        ask.addButton(tr("Import as a new copy"), QMessageBox::ActionRole);
        ask.setDefaultButton(open);
        ask.exec();
        if (ask.clickedButton() == open) {
            openScenario(stored);
            return;
        }
    }
    importFrom(path);
}

void MainWindow::importFrom(const QString& path) {
    if (refuseReadOnly()) return;
    try {
        QJsonObject doc = data::readScenarioFile(path);
        (void)data::scenarioFromJson(doc, catalog_);
        data::ScenarioRepository repo(db_);
        const QString stored = data::scenarioName(doc);
        if (repo.exists(stored)) { // never silently open the stored copy: import beside it as "NAME (2)"
            int n = 2;
            while (repo.exists(QStringLiteral("%1 (%2)").arg(stored).arg(n))) ++n;
            doc[QStringLiteral("name")] = QStringLiteral("%1 (%2)").arg(stored).arg(n);
            statusBar()->showMessage(
                tr("A scenario named '%1' exists already: imported as '%2'.").arg(stored, data::scenarioName(doc)),
                10000);
        }
        repo.add(doc);
        rememberRecent(path);
        dock_->reload(data::scenarioName(doc));
        openScenario(data::scenarioName(doc));
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Import scenario"), QString::fromStdString(e.what()));
    }
}

// Asks where to save (in the last used folder, named after the scenario), writes with
// `write`, remembers the folder and reports the outcome; a failure is shown, never lost.
void MainWindow::exportTo(const QString& title, const QString& suffix, const QString& filter,
                          const std::function<void(const QString&)>& write) {
    const QString folder = QSettings().value(QStringLiteral("files/folder")).toString();
    const QString path = QFileDialog::getSaveFileName(this, title, folder + u'/' + doc_->name() + suffix, filter);
    if (path.isEmpty()) return;
    try {
        write(path);
        QSettings().setValue(QStringLiteral("files/folder"), QFileInfo(path).absolutePath());
        statusBar()->showMessage(tr("Wrote %1").arg(path), 6000);
    } catch (const std::exception& e) {
        QMessageBox::warning(this, title, QString::fromStdString(e.what()));
    }
}

void MainWindow::exportScenario() {
    if (!doc_->isOpen()) return;
    exportTo(tr("Export scenario"), QStringLiteral(".json"), tr("Scenarios (*.json)"), [this](const QString& path) {
        data::writeOutputFile(path, data::scenarioToBytes(doc_->json()));
        rememberRecent(path);
    });
}

void MainWindow::exportCsv() {
    flush();
    if (!evaluation_.ok) return;
    exportTo(tr("Export tables"), QStringLiteral(".csv"), tr("CSV (*.csv)"),
             [this](const QString& path) { writeTablesCsv(path, evaluation_, catalog_, false); });
}

// Issue 30: the scenario as an auditable workbook, its labels in the window's language.
void MainWindow::exportWorkbook() {
    flush();
    if (!evaluation_.ok) return;
    exportTo(tr("Export workbook"), QStringLiteral(".xlsx"), tr("Workbook (*.xlsx)"), [this](const QString& path) {
        const Evaluation e = evaluateDocument(doc_->json(), catalog_); // the scenario's own currency
        if (!e.ok) throw InputError("scenario", e.error.toStdString());
        const TrainingEstimator estimate = services::envelopeEstimator();
        data::writeWorkbook(path, e.scenario, e.result, catalog_, [&](const Option& o) {
            return optionPlan(e.scenario, e.timelines, catalog_, estimate, o); // as evaluate priced it
        });
    });
}

void MainWindow::exportReport() {
    flush();
    if (!evaluation_.ok) return;
    exportTo(tr("Export report"), QStringLiteral(".pdf"), tr("PDF (*.pdf)"), [this](const QString& path) {
        ReportOptions options;
        if (evaluation_.result.cheapest.empty()) // issue 29: the ways that would meet the requirements
            options.suggestions = services::suggestOptions(doc_->json(), evaluation_, catalog_);
        writeReportPdf(path, evaluation_, catalog_, options);
    });
}
} // namespace gputco::ui
