// The Chinese translation (issue 17): complete for every source string in the window,
// the services it shows and the report; the window and the PDF report really Chinese.
#include "data/catalog_seed.hpp"
#include "data/database.hpp"
#include "data/scenario_json.hpp"
#include "services/scenario_evaluator.hpp"
#include "tests/support/temp_dir.hpp"
#include "tests/support/test_paths.hpp"
#include "ui/language.hpp"
#include "ui/main_window.hpp"
#include "ui/report_export.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenuBar>
#include <QProcess>
#include <QXmlStreamReader>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
// Runs lupdate over the sources into a copy of the .ts (so a string added to the code
// and not yet translated counts), then lists every message without a finished translation.
// `pluralOnly`: the English file, which holds only the messages with plural forms (lupdate -pluralonly).
QStringList untranslated(const QString& tsFile = QString::fromUtf8(test::paths::tsFile()), bool pluralOnly = false) {
    test::TempDir dir;
    const QString ts = dir.file(QFileInfo(tsFile).fileName());
    REQUIRE(QFile::copy(tsFile, ts));
    QFile::setPermissions(ts, QFile::ReadOwner | QFile::WriteOwner);
    const QDir root(QString::fromUtf8(test::paths::sourceDir()));
    QStringList sources;
    for (const QString& folder : {QStringLiteral("ui"), QStringLiteral("services")})
        for (const QString& f : QDir(root.filePath(folder)).entryList({QStringLiteral("*.cpp")}))
            sources << root.filePath(folder + u'/' + f);
    sources << root.filePath(QStringLiteral("app/cli/gui_command.cpp"))
            << root.filePath(QStringLiteral("data/scenario_fields.cpp"));
    for (const QString& f : QDir(root.filePath(QStringLiteral("data"))).entryList({QStringLiteral("workbook*.cpp")}))
        sources << root.filePath(QStringLiteral("data/") + f); // issue 30 (ui/CMakeLists.txt globs the same)
    QProcess lupdate;
    lupdate.start(QString::fromUtf8(test::paths::lupdate()),
                  QStringList{QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-I"), root.path()} +
                      (pluralOnly ? QStringList{QStringLiteral("-pluralonly")} : QStringList()) + sources +
                      QStringList{QStringLiteral("-ts"), ts});
    REQUIRE(lupdate.waitForFinished(120000));
    REQUIRE(lupdate.exitCode() == 0);
    QFile file(ts);
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QStringList missing;
    QString context, source;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement()) continue;
        if (xml.name() == u"name") context = xml.readElementText();
        if (xml.name() == u"source") source = xml.readElementText();
        if (xml.name() != u"translation") continue;
        const QString type = xml.attributes().value(QStringLiteral("type")).toString();
        const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        if (!type.isEmpty() || text.trimmed().isEmpty()) // unfinished, vanished or obsolete, or empty
            missing
                << QStringLiteral("%1 | %2 | %3").arg(context, source, type.isEmpty() ? QStringLiteral("empty") : type);
    }
    return missing;
}

services::Evaluation sample() {
    const QJsonObject doc = data::readScenarioFile(QStringLiteral(":/scenarios/us-h100-rent-vs-b200-own.json"));
    services::Evaluation e = services::evaluateDocument(doc, data::shippedCatalog());
    REQUIRE(e.ok);
    return e;
}
} // namespace

TEST_CASE("every source string has a finished zh_CN translation") {
    const QStringList missing = untranslated();
    // The strings to translate, one a line (context | source | state): see docs/translation.md.
    for (const QString& m : missing) UNSCOPED_INFO(m.toStdString());
    CHECK(missing.isEmpty());
}

TEST_CASE("English plural forms: 1 month, 36 months, and every plural message has them") {
    const QStringList missing = untranslated(QString::fromUtf8(test::paths::tsEnFile()), true);
    for (const QString& m : missing) UNSCOPED_INFO(m.toStdString());
    CHECK(missing.isEmpty());
    const ui::LanguageScope english(QStringLiteral("en"));
    CHECK(QObject::tr("Horizon cost (%1, %n month(s))", nullptr, 1).arg(QStringLiteral("USD")) ==
          QStringLiteral("Horizon cost (USD, 1 month)"));
    CHECK(QObject::tr("Horizon cost (%1, %n month(s))", nullptr, 36).arg(QStringLiteral("USD")) ==
          QStringLiteral("Horizon cost (USD, 36 months)"));
}

TEST_CASE("the window in Chinese, switched live to English and back") {
    test::TempDir dir;
    data::Database db = data::Database::open(dir.file(QStringLiteral("w.sqlite")));
    ui::setLanguage(QStringLiteral("zh"));
    ui::MainWindow w(db.sql());
    REQUIRE(w.openScenario(QStringLiteral("US: rent 64 H100 vs own 8 x B200 servers")));
    QCoreApplication::processEvents();
    // Expected texts: the translations in resources/translations/gpu-tco_zh_CN.ts.
    CHECK(w.windowTitle().startsWith(QStringLiteral("GPU 总拥有成本规划器 — ")));
    CHECK(w.menuBar()->actions().first()->text() == QStringLiteral("文件(&F)"));
    ui::setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    CHECK(w.windowTitle().startsWith(QStringLiteral("GPU TCO Planner — ")));
    CHECK(w.menuBar()->actions().first()->text() == QStringLiteral("&File"));
    ui::setLanguage(QStringLiteral("zh"));
    QCoreApplication::processEvents();
    CHECK(w.menuBar()->actions().first()->text() == QStringLiteral("文件(&F)"));
    ui::setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
}

TEST_CASE("a zh report has no English heading, table or chart words, --lang xx is refused") {
    test::TempDir dir;
    const QString pdf = dir.file(QStringLiteral("zh.pdf"));
    ui::ReportOptions options;
    options.language = QStringLiteral("zh");
    ui::writeReportPdf(pdf, sample(), data::shippedCatalog(), options);
    CHECK(ui::currentLanguage() == u"en"); // the window's language is back after the report
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    REQUIRE(p.waitForFinished(30000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    CHECK(text.contains(QStringLiteral("关键数据")));
    for (const char* english :
         {"Key figure", "Assumptions", "Charts", "Cost by year", "Method", "Recommendation", "Claim check",
          "Monthly cost", "Cumulative cost", "Memory per GPU", "depreciation", "Days per run", "Generated by", "Page "})
        CHECK_FALSE(text.contains(QLatin1String(english)));
    options.language = QStringLiteral("xx");
    CHECK_THROWS_WITH(ui::writeReportPdf(pdf, sample(), data::shippedCatalog(), options), Catch::Contains("en, zh"));
}
