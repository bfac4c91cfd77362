#pragma once
// The user-interface language: the program's own translation (resources/translations,
// embedded as :/i18n/gpu-tco_<locale>.qm) and Qt's (qtbase_<locale>.qm, for standard
// dialogs), installed together; QLocale's default follows, so numbers and dates on
// screen are written the language's way. Installing a translator sends LanguageChange
// to every widget, and each view retranslates itself.

#include <QString>
#include <QStringList>

class QLocale;

namespace gputco::ui {

// The languages offered: "en" and "zh" (Simplified Chinese, zh_CN).
QStringList availableLanguages();
// "en" or "zh" for a locale: Chinese locales get "zh", every other "en".
QString languageForLocale(const QLocale& locale);
// The language chosen in View -> Language (QSettings "view/language"), else the system locale's.
QString startupLanguage();
// Installs the translators for `code` (one of availableLanguages()); throws InputError otherwise.
void setLanguage(const QString& code);
QString currentLanguage();
// Remembers the choice for the next start (QSettings "view/language").
void rememberLanguage(const QString& code);

// Switches to a language for the life of the scope (a report in another language than
// the window), and back after.
class LanguageScope {
public:
    explicit LanguageScope(const QString& code);
    ~LanguageScope();
    LanguageScope(const LanguageScope&) = delete;
    LanguageScope& operator=(const LanguageScope&) = delete;

private:
    QString previous_;
};

} // namespace gputco::ui
