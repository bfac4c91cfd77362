#include "ui/language.hpp"

#include "core/validation.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace gputco::ui {

namespace {
struct Installed {
    QString code = QStringLiteral("en");
    bool applied = false; // the first setLanguage installs even English's translator (plural forms)
    std::unique_ptr<QTranslator> app, qt;
};

Installed& installed() {
    static Installed state;
    return state;
}

void uninstall(std::unique_ptr<QTranslator>& t) {
    if (t) QCoreApplication::removeTranslator(t.get());
    t.reset();
}

std::unique_ptr<QTranslator> load(const QString& name, const QString& folder) {
    auto t = std::make_unique<QTranslator>();
    if (!t->load(QLocale(QLocale::Chinese, QLocale::China), name, QStringLiteral("_"), folder)) return nullptr;
    QCoreApplication::installTranslator(t.get());
    return t;
}
} // namespace

QStringList availableLanguages() { return {QStringLiteral("en"), QStringLiteral("zh")}; }

QString languageForLocale(const QLocale& locale) {
    return locale.language() == QLocale::Chinese ? QStringLiteral("zh") : QStringLiteral("en");
}

QString startupLanguage() {
    const QString chosen = QSettings().value(QStringLiteral("view/language")).toString();
    return availableLanguages().contains(chosen) ? chosen : languageForLocale(QLocale::system());
}

void setLanguage(const QString& code) {
    if (!availableLanguages().contains(code))
        throw InputError("--lang", "'" + code.toStdString() + "' is not a language of the planner; use one of: " +
                                       availableLanguages().join(QStringLiteral(", ")).toStdString());
    Installed& s = installed();
    if (s.code == code && s.applied) return;
    s.applied = true;
    uninstall(s.app);
    uninstall(s.qt);
    s.code = code;
    if (code == u"zh") {
        // Qt's own first, ours last: the translator installed last is asked first.
        s.qt = load(QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        s.app = load(QStringLiteral("gpu-tco"), QStringLiteral(":/i18n"));
        QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    } else {
        // English plural forms only ("1 month", "36 months"; resources/translations/gpu-tco_en.ts).
        auto plurals = std::make_unique<QTranslator>();
        if (plurals->load(QStringLiteral(":/i18n/gpu-tco_en.qm"))) {
            QCoreApplication::installTranslator(plurals.get());
            s.app = std::move(plurals);
        }
        const QLocale system = QLocale::system();
        QLocale::setDefault(languageForLocale(system) == u"en" ? system
                                                               : QLocale(QLocale::English, QLocale::UnitedStates));
    }
}

QString currentLanguage() { return installed().code; }

void rememberLanguage(const QString& code) { QSettings().setValue(QStringLiteral("view/language"), code); }

LanguageScope::LanguageScope(const QString& code) : previous_(currentLanguage()) { setLanguage(code); }

LanguageScope::~LanguageScope() {
    try {
        setLanguage(previous_);
    } catch (...) { // previous_ was valid when it was installed
    }
}

} // namespace gputco::ui
