// The PDF reports of every sample, read back with `pdftotext -layout` (issue 10): each
// chart title appears whole, no number is split across lines, sections are numbered
// without a gap. And the recommendation uses the cumulative chart's measure.
#include "data/catalog_seed.hpp"
#include "data/scenario_json.hpp"
#include "services/option_ranking.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/language.hpp"
#include "ui/report_export.hpp"
#include "ui/report_memo.hpp"
#include "ui/report_uncertainty.hpp"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
QString layoutText(const QString& pdf) {
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    REQUIRE(p.waitForFinished(30000));
    REQUIRE(p.exitCode() == 0);
    return QString::fromUtf8(p.readAllStandardOutput())
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
}
} // namespace

TEST_CASE("every sample's PDF: chart titles whole, numbers unbroken, sections consecutive") {
    const QStringList samples = QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.json")});
    REQUIRE(samples.size() >= 4);
    test::TempDir dir;
    for (const QString& file : samples) {
        INFO(file.toStdString());
        const QJsonObject doc = data::readScenarioFile(QStringLiteral(":/scenarios/") + file);
        const services::Evaluation e = services::evaluateDocument(doc, data::shippedCatalog());
        REQUIRE(e.ok);
        const QString pdf = dir.file(file + QStringLiteral(".pdf"));
        ui::writeReportPdf(pdf, e, data::shippedCatalog(), ui::ReportOptions{});
        const QString text = layoutText(pdf);
        // The titles as charts.cpp writes them (long ones on two lines, split at ": ").
        for (const char* title :
             {"Monthly cost per option", "Cumulative cost over the horizon", "Time-to-train vs GPU count",
              "Where the time goes (per iteration)", "Memory per GPU"})
            CHECK(text.contains(QLatin1String(title)));
        // A number cut after its group separator ("1," then "844,506" below) leaves a table
        // cell (after a column gap) holding only a fragment ending in a comma.
        static const QRegularExpression split(QStringLiteral("(?:^|\\s{2})\\d{1,3},(?=\\s{2,}|\\s*$)"),
                                              QRegularExpression::MultilineOption);
        const auto m = split.match(text);
        INFO("split number near: " << (m.hasMatch()
                                           ? text.mid(std::max<qsizetype>(0, m.capturedStart() - 60), 120).toStdString()
                                           : ""));
        CHECK_FALSE(m.hasMatch());
        // Section headings 1. 2. 3. ... without a gap.
        static const QRegularExpression heading(
            QStringLiteral("^\\s*(\\d)\\. (Key figures|Assumptions|Charts|Cost by year|Claim check|Method)\\s*$"),
            QRegularExpression::MultilineOption);
        int expected = 1;
        for (auto it = heading.globalMatch(text); it.hasNext();) {
            const auto h = it.next();
            CHECK(h.captured(1).toInt() == expected);
            ++expected;
        }
        CHECK(expected >= 6); // at least sections 1 to 5
    }
}

TEST_CASE("the cheapest option is one that can do the work, by the cumulative chart's measure") {
    // Hand-made results: A is cheaper but needs 115 % of the month; B can do the work.
    ScenarioResult r;
    OptionResult a, b;
    a.name = "A";
    a.cumulativeCash = {0, 100, 200};
    a.utilization = 1.15;
    a.overCapacity = true;
    a.horizonCost = 200;
    // as assessFeasibility (core/cost/feasibility.cpp) records it
    a.feasibility.failures.push_back({RequirementKind::Capacity, RequirementState::Missed, "", 1.15, 1.0, "over", -1});
    b.name = "B";
    b.cumulativeCash = {5000, 5100, 5200}; // capex 5,000 at month 0
    b.utilization = 0.5;
    b.horizonCost = 5200; // issue 12: the horizon cost is the cumulative chart's last point
    b.capexUpfront = 5000;
    b.accountingCost = 300; // depreciation only: lower than its cash; the ranking must not use it
    OptionResult c = b;
    c.name = "C";
    c.cumulativeCash = {0, 2000, 4000};
    c.horizonCost = 4000;
    r.options = {a, b, c};
    const services::Ranking ranking = services::rankOptions(r);
    CHECK(ranking.cheapest == QStringLiteral("C")); // 4,000 < 5,200 in cash, although B's accounting cost is lower
    CHECK(ranking.cash == Approx(4000));
    CHECK(ranking.warning.contains(QStringLiteral("A")));
    CHECK(ranking.warning.contains(QStringLiteral("115")));
    CHECK(services::upfrontCapex(b) == Approx(5000));
    CHECK(services::rankOptions(r, {QStringLiteral("A")}).cheapest.isEmpty());
}

// Issue 29: the decision memo (recommendation, cost, what would change it, how sure, envelope) of
// every sample fits on page 1, in English and Chinese: each section's heading and the last words
// of the last section are on page 1 (pdftotext -l 1, whitespace removed).
TEST_CASE("every sample's decision memo fits on the first page, in English and Chinese") {
    const QStringList samples = QDir(QStringLiteral(":/scenarios")).entryList({QStringLiteral("*.json")});
    test::TempDir dir;
    for (const QString& file : samples) {
        const QJsonObject doc = data::readScenarioFile(QStringLiteral(":/scenarios/") + file);
        const services::Evaluation e = services::evaluateDocument(doc, data::shippedCatalog());
        REQUIRE(e.ok);
        // one analysis for both languages, as the report makes it (its numbers do not depend on the language)
        const auto analysis = std::make_shared<const services::DecisionAnalysis>(
            services::analyseDecision(e, data::shippedCatalog(), ui::kReportSamples));
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
            INFO(file.toStdString() << " " << lang.toStdString());
            const QString pdf = dir.file(file + lang + QStringLiteral(".pdf"));
            ui::ReportOptions options;
            options.language = lang;
            options.analysis = analysis;
            ui::writeReportPdf(pdf, e, data::shippedCatalog(), options);
            QProcess p;
            p.start(QStringLiteral("pdftotext"), {QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")});
            REQUIRE(p.waitForFinished(30000));
            const auto squeeze = [](QString t) {
                t.replace(QChar(0xFB00), QStringLiteral("ff"))
                    .replace(QChar(0xFB01), QStringLiteral("fi"))
                    .replace(QChar(0xFB02), QStringLiteral("fl"));
                t.remove(QRegularExpression(QStringLiteral("\\s")));
                return t;
            };
            const QString page1 = squeeze(QString::fromUtf8(p.readAllStandardOutput()));
            const ui::LanguageScope scope(lang);
            const auto memo = ui::decisionMemo(e, *analysis, {});
            REQUIRE(memo.size() >= 2);
            for (const ui::MemoSection& m : memo) CHECK(page1.contains(squeeze(m.heading)));
            CHECK(page1.contains(squeeze(memo.back().text).right(12)));
        }
    }
}
