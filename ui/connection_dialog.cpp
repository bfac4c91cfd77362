#include "ui/connection_dialog.hpp"

#include "data/server_connection.hpp"
#include "ui/screen_fit.hpp"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QUrl>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace gputco::ui {

namespace {
const QString kSettingsKey = QStringLiteral("server/url"); // the address only: never a password
QStringList sslModes() {
    return {QStringLiteral("prefer"),      QStringLiteral("require"), QStringLiteral("verify-ca"),
            QStringLiteral("verify-full"), QStringLiteral("allow"),   QStringLiteral("disable")};
}
} // namespace

ConnectionDialog::ConnectionDialog(QWidget* parent)
    : QDialog(parent), address_(new QLineEdit(this)), host_(new QLineEdit(QStringLiteral("localhost"), this)),
      port_(new QSpinBox(this)), database_(new QLineEdit(QStringLiteral("gputco"), this)), user_(new QLineEdit(this)),
      sslmode_(new QComboBox(this)), passwordLabel_(new QLabel(tr("Password:"), this)), password_(new QLineEdit(this)),
      messageLabel_(new QLabel(this)) {
    setObjectName(QStringLiteral("connectionDialog"));
    setWindowTitle(tr("Connect to team server"));
    address_->setObjectName(QStringLiteral("address"));
    host_->setObjectName(QStringLiteral("host"));
    port_->setObjectName(QStringLiteral("port"));
    port_->setRange(1, 65535);
    port_->setValue(5432);
    database_->setObjectName(QStringLiteral("database"));
    user_->setObjectName(QStringLiteral("user"));
    user_->setText(qEnvironmentVariable("USER", qEnvironmentVariable("LOGNAME"))); // libpq's default user
    sslmode_->setObjectName(QStringLiteral("sslmode"));
    sslmode_->addItems(sslModes());
    password_->setObjectName(QStringLiteral("password"));
    password_->setEchoMode(QLineEdit::Password);
    messageLabel_->setObjectName(QStringLiteral("message"));
    messageLabel_->setWordWrap(true);
    messageLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    messageLabel_->setStyleSheet(QStringLiteral("color: #b00020"));

    layOut();
    connect(address_, &QLineEdit::editingFinished, this, [this] { addressEdited(); });
    for (QLineEdit* e : {host_, database_, user_}) connect(e, &QLineEdit::textEdited, this, [this] { fieldsEdited(); });
    connect(port_, &QSpinBox::valueChanged, this, [this] { fieldsEdited(); });
    connect(sslmode_, &QComboBox::currentIndexChanged, this, [this] { fieldsEdited(); });
    const QString remembered = QSettings().value(kSettingsKey).toString();
    if (data::isServerUrl(remembered)) setUrl(remembered);
    fieldsEdited();
    fitToScreen(this, QSize(560, sizeHint().height()));
}

void ConnectionDialog::layOut() {
    auto* form = new QFormLayout;
    form->addRow(tr("Address:"), address_);
    form->addRow(tr("Host:"), host_);
    form->addRow(tr("Port:"), port_);
    form->addRow(tr("Database:"), database_);
    form->addRow(tr("User:"), user_);
    form->addRow(tr("TLS (sslmode):"), sslmode_);
    form->addRow(passwordLabel_, password_);
    passwordLabel_->hide(); // asked for only when ~/.pgpass and PGPASSWORD give none
    password_->hide();
    auto* layout = new QVBoxLayout(this);
    auto* hint = new QLabel(tr("The password comes from ~/.pgpass or PGPASSWORD; you are asked for it only when "
                               "they have none. It is never stored."),
                            this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addLayout(form);
    layout->addWidget(messageLabel_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* connectButton = buttons->addButton(tr("Connect"), QDialogButtonBox::AcceptRole);
    connectButton->setObjectName(QStringLiteral("connect"));
    connectButton->setDefault(true);
    QPushButton* local = buttons->addButton(tr("Use local file"), QDialogButtonBox::ResetRole);
    local->setObjectName(QStringLiteral("useLocalFile"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(connectButton, &QPushButton::clicked, this, [this] { tryConnect(); });
    connect(local, &QPushButton::clicked, this, [this] {
        local_ = true;
        accept();
    });
}

QString ConnectionDialog::url() const {
    QUrl u;
    u.setScheme(QStringLiteral("postgresql"));
    if (!user_->text().trimmed().isEmpty()) u.setUserName(user_->text().trimmed());
    u.setHost(host_->text().trimmed());
    u.setPort(port_->value());
    u.setPath(u'/' + database_->text().trimmed());
    if (sslmode_->currentText() != u"prefer") // libpq's default
        u.setQuery(QStringLiteral("sslmode=") + sslmode_->currentText());
    return u.toString(QUrl::RemovePassword);
}

void ConnectionDialog::setUrl(const QString& url) {
    const QUrl u(url);
    syncing_ = true;
    host_->setText(u.host());
    if (u.port() != -1) port_->setValue(u.port());
    database_->setText(u.path().mid(1));
    user_->setText(u.userName());
    const QString mode = QUrlQuery(u).queryItemValue(QStringLiteral("sslmode"));
    sslmode_->setCurrentIndex(std::max(0, int(sslModes().indexOf(mode.isEmpty() ? QStringLiteral("prefer") : mode))));
    syncing_ = false;
    fieldsEdited();
}

void ConnectionDialog::addressEdited() {
    if (syncing_) return;
    const QString text = address_->text().trimmed();
    if (!data::isServerUrl(text)) {
        showMessage(tr("Address: write postgresql://USER@HOST:PORT/DATABASE, or fill in the fields below."));
        return;
    }
    if (!QUrl(text).password().isEmpty()) { // never kept: not in the field, not in the settings
        address_->clear();
        showMessage(tr("Address: it held a password, which was removed; put it in ~/.pgpass or PGPASSWORD, or type "
                       "it when asked."));
        return;
    }
    setUrl(text);
}

void ConnectionDialog::fieldsEdited() {
    if (syncing_) return;
    syncing_ = true;
    address_->setText(url());
    syncing_ = false;
}

bool ConnectionDialog::passwordAsked() const { return !password_->isHidden(); }

void ConnectionDialog::showMessage(const QString& text) {
    message_ = text;
    messageLabel_->setText(text);
}

bool ConnectionDialog::tryConnect() {
    for (const auto& [field, edit] : {std::pair{tr("Host"), host_}, {tr("Database"), database_}, {tr("User"), user_}})
        if (edit->text().trimmed().isEmpty()) {
            showMessage(tr("%1: fill it in.").arg(field));
            edit->setFocus();
            return false;
        }
    QApplication::setOverrideCursor(Qt::WaitCursor); // an unreachable host takes up to connect_timeout (5 s)
    try {
        db_.emplace(data::Database::openServer(url(), password_->text()));
    } catch (const std::exception& e) {
        QApplication::restoreOverrideCursor();
        const QString why = QString::fromStdString(e.what());
        showMessage(why);
        if (data::serverWantsPassword(why)) {
            passwordLabel_->show();
            password_->show();
            password_->selectAll();
            password_->setFocus();
        }
        return false;
    }
    QApplication::restoreOverrideCursor();
    password_->clear();
    QSettings().setValue(kSettingsKey, url());
    showMessage(QString());
    accept();
    return true;
}

std::optional<data::Database> ConnectionDialog::takeDatabase() {
    std::optional<data::Database> out;
    if (db_) out.emplace(std::move(*db_));
    db_.reset();
    return out;
}

} // namespace gputco::ui
