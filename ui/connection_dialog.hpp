#pragma once
// File -> Connect to team server... (issue 18): where the team's PostgreSQL server is (host, port,
// database, user, TLS mode, or a postgresql:// address), tried at once. A password is asked for
// only when ~/.pgpass and PGPASSWORD give none, or the server refuses the one given; it is kept
// by the connection only, never in the settings, never shown or printed. A failure shows the
// same message as the command line and the dialog stays open. "Use local file" goes back to SQLite.

#include "data/database.hpp"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gputco::ui {

class ConnectionDialog : public QDialog {
    Q_OBJECT
public:
    explicit ConnectionDialog(QWidget* parent = nullptr);

    // postgresql://USER@HOST:PORT/DATABASE[?sslmode=MODE], from the fields (never a password).
    QString url() const;
    void setUrl(const QString& url); // fills the fields
    // What "Connect" does: opens the server; on success remembers the address and accepts.
    bool tryConnect();
    const QString& message() const { return message_; }
    bool passwordAsked() const;

    // After the dialog is accepted: the server's database, or nullopt when "Use local file" was chosen.
    std::optional<data::Database> takeDatabase();
    bool localFileChosen() const { return local_; }

private:
    void layOut(); // the fields, the message and the buttons
    void showMessage(const QString& text);
    void addressEdited();
    void fieldsEdited();
    QLineEdit* address_;
    QLineEdit* host_;
    QSpinBox* port_;
    QLineEdit* database_;
    QLineEdit* user_;
    QComboBox* sslmode_;
    QLabel* passwordLabel_;
    QLineEdit* password_;
    QLabel* messageLabel_;
    QString message_;
    std::optional<data::Database> db_;
    bool local_ = false;
    bool syncing_ = false;
};

} // namespace gputco::ui
