#pragma once
// The window and the database it shows, swapped together when File -> Connect to team server...
// (connection_dialog.hpp) picks another one: a team server, or back to the local SQLite file.
// The new window opens before the old one closes, so the application never runs out of windows.

#include "data/database.hpp"

#include <QObject>

#include <memory>

namespace gputco::ui {

class MainWindow;

class WindowHost : public QObject {
    Q_OBJECT
public:
    // `localPath`: the SQLite file "Use local file" goes back to.
    WindowHost(data::Database db, QString localPath, QObject* parent = nullptr);
    ~WindowHost() override;
    MainWindow* window() const { return window_.get(); }
    data::Database& database() const { return *db_; }
    void chooseConnection(); // the dialog, over the window
    void switchTo(data::Database db);

private:
    void adopt();
    std::unique_ptr<data::Database> db_;
    std::unique_ptr<MainWindow> window_; // declared after db_: destroyed first
    QString localPath_;
};

} // namespace gputco::ui
