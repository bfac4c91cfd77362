#pragma once
// The Scenarios dock: the scenarios in the database with create, duplicate,
// rename, delete, import and export, and the open scenario's revisions.

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QSqlDatabase;

namespace gputco::ui {

class ScenarioDock : public QWidget {
    Q_OBJECT
public:
    ScenarioDock(QSqlDatabase& db, QWidget* parent = nullptr);
    void reload(const QString& select = {});
    void showRevisions(const QString& scenario);
    QListWidget* list() const { return list_; }

signals:
    void openRequested(const QString& name);
    void newRequested();
    void duplicateRequested();
    void renameRequested();
    void deleteRequested();
    void importRequested();
    void exportRequested();
    void restoreRequested(qint64 revision);

protected:
    void changeEvent(QEvent* e) override; // LanguageChange: retranslateUi()

private:
    void retranslateUi();
    QSqlDatabase& db_;
    QList<QPushButton*> buttons_;
    QLabel* revisionsLabel_;
    QListWidget* list_;
    QListWidget* revisions_;
};

} // namespace gputco::ui
