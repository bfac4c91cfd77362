#pragma once
// Plan -> Decision memo (issue 29): the report's first page in the window, in the same order and
// from the same function (report_memo.hpp): the recommendation among the options that meet every
// requirement, what it costs, what would change it, how sure it is, how far the model is
// validated there. The Monte Carlo and (when nothing is feasible) the fleet optimiser run on a
// worker thread; the memo follows the scenario while the dialog is open.

#include "ui/report_memo.hpp"
#include "ui/services.hpp"

#include <QDialog>
#include <QFutureWatcher>
#include <QJsonObject>

#include <optional>

class QLabel;
class QTextBrowser;

namespace gputco::ui {

class MemoDialog : public QDialog {
    Q_OBJECT
public:
    MemoDialog(const Catalog* catalog, QWidget* parent = nullptr);
    // Recomputes the memo for `doc` evaluated as `e`; a request while one runs is done after it.
    void showFor(const QJsonObject& doc, const Evaluation& e);
    QString plainText() const; // what the memo says (tests)
    bool busy() const { return watcher_.isRunning(); }

signals:
    void memoReady();

private:
    struct Request {
        QJsonObject doc;
        Evaluation evaluation;
    };
    void start(Request r);
    void finished();

    const Catalog* catalog_;
    QTextBrowser* text_;
    QLabel* status_;
    QFutureWatcher<QList<MemoSection>> watcher_;
    std::optional<Request> next_;
};

} // namespace gputco::ui
