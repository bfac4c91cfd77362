#include "ui/window_host.hpp"

#include "ui/connection_dialog.hpp"
#include "ui/main_window.hpp"

#include <QMessageBox>
#include <QTimer>

namespace gputco::ui {

WindowHost::WindowHost(data::Database db, QString localPath, QObject* parent)
    : QObject(parent), db_(std::make_unique<data::Database>(std::move(db))), localPath_(std::move(localPath)) {
    window_ = std::make_unique<MainWindow>(db_->sql());
    adopt();
}

WindowHost::~WindowHost() {
    window_.reset(); // the window first: it uses the database
    db_.reset();
}

void WindowHost::adopt() {
    connect(window_.get(), &MainWindow::connectionRequested, this, &WindowHost::chooseConnection);
}

void WindowHost::chooseConnection() {
    ConnectionDialog dialog(window_.get());
    if (dialog.exec() != QDialog::Accepted) return;
    std::optional<data::Database> chosen = dialog.takeDatabase();
    if (!chosen) { // Use local file
        try {
            chosen.emplace(data::Database::open(localPath_));
        } catch (const std::exception& e) {
            QMessageBox::warning(window_.get(), tr("Use local file"), QString::fromStdString(e.what()));
            return;
        }
    }
    // Swapped once the menu action that asked has returned (its window is deleted then).
    auto* pending = new data::Database(std::move(*chosen));
    QTimer::singleShot(0, this, [this, pending] {
        std::unique_ptr<data::Database> owned(pending);
        switchTo(std::move(*owned));
    });
}

void WindowHost::switchTo(data::Database db) {
    auto next = std::make_unique<data::Database>(std::move(db));
    auto window = std::make_unique<MainWindow>(next->sql());
    if (window_) window->setGeometry(window_->geometry());
    window->show(); // before the old one closes: the last window closing would quit
    if (window_) window_->close();
    window_ = std::move(window);
    db_ = std::move(next);
    adopt();
}

} // namespace gputco::ui
