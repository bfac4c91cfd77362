#pragma once
// The main window: scenarios dock, the plan view (editors beside live results),
// Compare and Catalog tabs; menus with the standard shortcuts; window layout, last
// scenario and recent files remembered.

#include "core/catalog/catalog.hpp"
#include "services/scenario_evaluator.hpp"
#include "ui/services.hpp"

#include <QMainWindow>

#include <functional>
#include <optional>

class QActionGroup;
class QDialog;
class QDockWidget;
class QUrl;
class QLabel;
class QSqlDatabase;
class QTabWidget;

namespace gputco::ui {

class CatalogView;
class CompareView;
class EditorPanel;
class MemoDialog;
class ResultsView;
class ScenarioDock;
class ScenarioDocument;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QSqlDatabase& db, QWidget* parent = nullptr);
    ~MainWindow() override;

    bool openScenario(const QString& name);
    // A scenario file given on the command line (or by a desktop double-click): imported, or,
    // when a scenario of its name is stored already, the stored copy opened after asking.
    // A file that is not a scenario: the same message as `scenario import`, the window stays.
    void openFile(const QString& path);
    ScenarioDocument* document() const { return doc_; }
    EditorPanel* editor() const { return editor_; }
    // Views and the evaluation as of the document now (a coalesced evaluation pending is run first).
    ResultsView* results() const {
        flush();
        return results_;
    }
    CompareView* compare() const {
        flush();
        return compare_;
    }
    CatalogView* catalogView() const { return catalogView_; }
    const Catalog& catalog() const { return catalog_; }
    QTabWidget* tabs() const { return tabs_; }
    const Evaluation& evaluation() const {
        flush();
        return evaluation_;
    }
    void setDisplayCurrency(std::optional<Currency> c);
    void recompute();    // evaluate the document and repaint every view, now
    void evaluateSoon(); // recompute once the events queued now are handled (typing coalesces)
    void flush() const;  // run a pending recompute now
    // Stores a new scenario from a template (scenario_templates.hpp) and opens it.
    bool createFromTemplate(const QString& templateId, const QString& name);
    // Issue 18: a viewer's window (set at start when the connection may not write): the title and
    // status bar say "read-only (viewer)", editing controls and actions are disabled, and every
    // edit is refused before it reaches the database.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return readOnly_; }

signals:
    void connectionRequested(); // File -> Connect to team server... (window_host.hpp answers it)

protected:
    void closeEvent(QCloseEvent* e) override;
    void changeEvent(QEvent* e) override; // LanguageChange: retranslateUi()

private:
    bool refuseReadOnly(); // true (and says why) in a viewer's window
    QString accessText() const;
    bool readOnly_ = false;
    QList<QAction*> writeActions_;
    QLabel* access_ = nullptr;
    void resolveConflict(const QString& why);
    bool resolving_ = false;
    void listenForOthers();
    void buildMenus();
    void buildFileMenu();
    void showSuggestions(); // Plan -> Options that meet the requirements, the banner's link
    void showMemo();        // Plan -> Decision memo (issue 29)
    void updatePrices();    // Catalog -> Update prices (issue 31)
    void buildViewMenu();
    void buildLayout();
    void connectEditors();
    void connectDock();
    void restoreSession();
    void retranslateUi(); // menus, tabs, dock title, then every figure again
    void chooseLanguage(const QString& code);
    void updateTitle();
    void newScenario();
    void duplicateScenario();
    void renameScenario();
    void deleteScenario();
    void importScenario();
    void importFrom(const QString& path);
    void exportTo(const QString& title, const QString& suffix, const QString& filter,
                  const std::function<void(const QString&)>& write);
    void exportScenario();
    void exportCsv();
    void exportReport();
    void exportWorkbook(); // File -> Export workbook (issue 30)
    void showAbout();
    void showHelp();
    QDialog* showTextDialog(const QString& title, const QString& html, const QUrl& source);
    void rememberRecent(const QString& path);

    QSqlDatabase& db_;
    Catalog catalog_;
    ScenarioDocument* doc_;
    ScenarioDock* dock_;
    EditorPanel* editor_;
    ResultsView* results_;
    CompareView* compare_;
    CatalogView* catalogView_;
    QTabWidget* tabs_;
    QLabel* saved_;
    QDockWidget* scenariosDock_ = nullptr;
    MemoDialog* memo_ = nullptr; // made on first use
    std::optional<Currency> display_;
    Evaluation evaluation_;
    bool pending_ = false;
};

} // namespace gputco::ui
