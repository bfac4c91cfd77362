#pragma once
// Catalog -> Update prices (issue 31): files or URLs of the providers' price lists read on a worker
// thread (a progress bar meanwhile), the change as a table (GPU, provider, term, old and new price and
// date, change in %), the skipped and bad records below it, and OK applies it as one undo step. A team
// server's viewer cannot apply; a planner's refresh stops if someone changed a row since it was read.

#include "core/catalog/price_refresh.hpp"
#include "data/price_refresh_repository.hpp"

#include <QDialog>
#include <QFutureWatcher>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSqlDatabase;
class QTableWidget;
class QUndoStack;

namespace gputco::ui {

class PriceRefreshDialog : public QDialog {
    Q_OBJECT
public:
    // `changed` runs after the prices change (apply, undo, redo); it must outlive the undo stack's command,
    // so it belongs to the window, not to this dialog (closed after OK).
    PriceRefreshDialog(QSqlDatabase& db, QUndoStack* undo, bool readOnly, std::function<void()> changed,
                       QWidget* parent = nullptr);
    void setSources(const QStringList& filesOrUrls); // what the Files field lists
    void read();                                     // on a worker thread; the table fills when it ends
    bool busy() const;
    QTableWidget* changes() const { return changes_; }
    QPlainTextEdit* notes() const { return notes_; }
    QPushButton* applyButton() const { return apply_; }
    void applyPlan(); // OK: one undo step

private:
    struct Read {
        RefreshPlan plan;
        QHash<QString, int> revisions;
        QString error;
    };
    // On the worker thread: no widget is read there. `formatIndex`: aws, azure, gcp, csv; none: detected.
    static Read readSources(const QStringList& sources, std::optional<int> formatIndex, const Catalog& catalog,
                            const RefreshOptions& options);
    void show(const Read& r);
    void addFiles();
    QSqlDatabase& db_;
    QUndoStack* undo_;
    bool readOnly_;
    std::function<void()> changed_;
    QLineEdit *sources_, *region_;
    QComboBox* provider_;
    QCheckBox *overwrite_, *skipBad_;
    QProgressBar* busy_;
    QLabel* status_;
    QTableWidget* changes_;
    QPlainTextEdit* notes_;
    QPushButton *read_, *apply_;
    QFutureWatcher<Read> watcher_;
    Read last_;
};

} // namespace gputco::ui
