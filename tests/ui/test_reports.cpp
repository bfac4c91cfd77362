// PDF and CSV reports of the sample scenarios: page count, extracted text with the
// option names and key figures, CSV that parses back into the same numbers, names
// with commas, quotes, newlines and Chinese, and unwritable paths.
#include "data/catalog_seed.hpp"
#include "data/published_runs_csv.hpp"
#include "data/scenario_json.hpp"
#include "tests/support/temp_dir.hpp"
#include "ui/report_export.hpp"
#include "ui/report_pages.hpp"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QProcess>

#include <catch2/catch.hpp>

using namespace gputco;

namespace {
services::Evaluation sample(const char* file, const QString& rename = {}) {
    QJsonObject doc = data::readScenarioFile(QStringLiteral(":/scenarios/") + QLatin1String(file));
    if (!rename.isEmpty()) doc[QStringLiteral("name")] = rename;
    services::Evaluation e = services::evaluateDocument(doc, data::shippedCatalog());
    REQUIRE(e.ok);
    return e;
}

QString pdfText(const QString& path) {
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    REQUIRE(p.waitForFinished(30000));
    REQUIRE(p.exitCode() == 0);
    // Undo the typographic ligatures pdftotext reports ("ﬁ" in "figures").
    return QString::fromUtf8(p.readAllStandardOutput())
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
}

int pdfPages(const QString& path) {
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {path});
    REQUIRE(p.waitForFinished(30000));
    for (const QString& line : QString::fromUtf8(p.readAllStandardOutput()).split(u'\n'))
        if (line.startsWith(QStringLiteral("Pages:"))) return line.mid(6).trimmed().toInt();
    return 0;
}

// RFC 4180 rows, read by the data layer's own parser.
std::vector<QStringList> parseCsv(const QByteArray& bytes) { return data::parseCsv(bytes); }
} // namespace

TEST_CASE("each sample's PDF has every part and the key figures of evaluate") {
    test::TempDir dir;
    for (const char* file : {"seed-13b-comparison.json", "seed-legal-startup.json", "us-h100-rent-vs-b200-own.json",
                             "seed-education-mixed.json"}) {
        INFO(file);
        const services::Evaluation e = sample(file);
        const QString pdf = dir.file(QStringLiteral("r.pdf"));
        ui::writeReportPdf(pdf, e, data::shippedCatalog(), {});
        CHECK(pdfPages(pdf) >= (e.result.claims.empty() ? 6 : 7));
        const QString text = pdfText(pdf);
        for (const char* part : {"Recommendation", "Key figures", "Assumptions", "Charts", "Cost by year", "Method"})
            CHECK(text.contains(QLatin1String(part)));
        if (!e.result.claims.empty()) CHECK(text.contains(QStringLiteral("Claim check")));
        for (const OptionResult& o : e.result.options) {
            CHECK(text.contains(QString::fromStdString(o.name)));
            CHECK(text.contains(QLocale(QLocale::English).toString(o.horizonCost, 'f', 0)));
            CHECK(text.contains(QLocale(QLocale::English).toString(o.firstMonth.total(), 'f', 0)));
        }
        CHECK(text.contains(QStringLiteral("Page 1 of %1").arg(pdfPages(pdf))));
    }
}

TEST_CASE("a MoE pre-training report states the pipeline schedule and dispatcher the estimate assumed") {
    test::TempDir dir;
    QJsonObject doc = data::readScenarioFile(QStringLiteral(":/scenarios/us-h100-rent-vs-b200-own.json"));
    QJsonArray workloads = doc[QStringLiteral("workloads")].toArray();
    QJsonObject w = workloads[0].toObject();
    w[QStringLiteral("shape")] = QJsonObject{{QStringLiteral("preset"), QStringLiteral("mixtral-8x7b")}};
    w[QStringLiteral("pipeline_schedule")] = QStringLiteral("dualpipe");
    w[QStringLiteral("moe_dispatcher")] = QStringLiteral("deepep");
    workloads[0] = w;
    doc[QStringLiteral("workloads")] = workloads;
    const services::Evaluation e = services::evaluateDocument(doc, data::shippedCatalog());
    REQUIRE(e.ok);
    const QString pdf = dir.file(QStringLiteral("moe.pdf"));
    ui::writeReportPdf(pdf, e, data::shippedCatalog(), {});
    const QString text = pdfText(pdf);
    CHECK(text.contains(QStringLiteral("Pipeline schedule")));
    CHECK(text.contains(QStringLiteral("dualpipe")));
    CHECK(text.contains(QStringLiteral("MoE dispatcher")));
    CHECK(text.contains(QStringLiteral("deepep")));
    CHECK(text.count(QStringLiteral("MoE dispatcher")) == 1); // the second workload is a dense 8B
}

TEST_CASE("PDF pages come in A4 and US Letter, Chinese renders with an embedded font") {
    test::TempDir dir;
    const services::Evaluation e = sample("seed-legal-startup.json");
    const QString a4 = dir.file(QStringLiteral("a4.pdf")), letter = dir.file(QStringLiteral("letter.pdf"));
    ui::writeReportPdf(a4, e, data::shippedCatalog(),
                       ui::ReportOptions{QPageSize::A4, QStringLiteral("zh"), {}, {}, {}});
    ui::writeReportPdf(letter, e, data::shippedCatalog(),
                       ui::ReportOptions{QPageSize::Letter, QStringLiteral("en"), {}, {}, {}});
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {a4});
    info.waitForFinished();
    CHECK(QString::fromUtf8(info.readAllStandardOutput()).contains(QStringLiteral("595 x 842")));
    info.start(QStringLiteral("pdfinfo"), {letter});
    info.waitForFinished();
    CHECK(QString::fromUtf8(info.readAllStandardOutput()).contains(QStringLiteral("612 x 792")));
    CHECK(pdfText(a4).contains(QStringLiteral("关键数据")));
    QProcess fonts;
    fonts.start(QStringLiteral("pdffonts"), {a4});
    fonts.waitForFinished();
    const QString list = QString::fromUtf8(fonts.readAllStandardOutput());
    CHECK(list.contains(QStringLiteral("WenQuanYi")));
    CHECK_FALSE(list.contains(QStringLiteral(" no  no "))); // every font embedded
}

TEST_CASE("the CSV parses back into the same numbers") {
    test::TempDir dir;
    const services::Evaluation e = sample("us-h100-rent-vs-b200-own.json");
    const QString csv = dir.file(QStringLiteral("t.csv"));
    services::writeTablesCsv(csv, e, data::shippedCatalog(), true);
    const QByteArray bytes = test::readAll(csv);
    CHECK(bytes.startsWith("\xEF\xBB\xBF"));
    const std::vector<QStringList> rows = parseCsv(bytes.mid(3));
    // Section key_figures: header then one row per option and workload.
    REQUIRE(rows[0] == QStringList{QStringLiteral("# key_figures")});
    const QStringList& header = rows[1];
    const qsizetype total = header.indexOf(QStringLiteral("monthly_total (USD/month)"));
    const qsizetype days = header.indexOf(QStringLiteral("run_days (days)"));
    REQUIRE(total > 0);
    REQUIRE(days > 0);
    int checked = 0;
    for (const OptionResult& o : e.result.options)
        for (const WorkloadOnOption& w : o.workloads) {
            const QStringList& row = rows[2 + checked];
            CHECK(row[1] == QString::fromStdString(o.name));
            CHECK(row[total].toDouble() == Approx(o.firstMonth.total()).epsilon(1e-9));
            CHECK(row[days].toDouble() == Approx(w.runDays).epsilon(1e-9));
            ++checked;
        }
    QStringList sections;
    for (const QStringList& r : rows)
        if (!r.isEmpty() && r[0].startsWith(QStringLiteral("# "))) sections << r[0];
    CHECK(sections == QStringList{QStringLiteral("# key_figures"), QStringLiteral("# monthly_costs"),
                                  QStringLiteral("# run_times"), QStringLiteral("# time_to_train_sweep")});
    // Numbers in the C format whatever the locale: every cost field parses with a '.' decimal point.
    bool ok = false;
    rows[2][total].toDouble(&ok);
    CHECK(ok);
}

TEST_CASE("a name with commas, quotes and Chinese survives PDF and CSV") {
    test::TempDir dir;
    const QString name = QStringLiteral("方案 \"A\", v2; second line"); // newlines in names are refused since issue 13
    const services::Evaluation e = sample("seed-13b-comparison.json", name);
    const QString csv = dir.file(QStringLiteral("n.csv")), pdf = dir.file(QStringLiteral("n.pdf"));
    services::writeTablesCsv(csv, e, data::shippedCatalog(), false);
    const std::vector<QStringList> rows = parseCsv(test::readAll(csv));
    CHECK(rows[2][0] == name);
    ui::writeReportPdf(pdf, e, data::shippedCatalog(), {});
    const QString text = pdfText(pdf);
    CHECK(text.contains(QStringLiteral("方案 \"A\", v2")));
}

TEST_CASE("an unwritable path fails clearly and leaves nothing behind") {
    test::TempDir dir;
    const services::Evaluation e = sample("seed-legal-startup.json");
    const QString locked = dir.file(QStringLiteral("locked"));
    QDir().mkpath(locked);
    QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    const bool root = QFileInfo(locked).isWritable(); // root ignores permissions
    if (!root) {
        CHECK_THROWS_WITH(ui::writeReportPdf(locked + QStringLiteral("/r.pdf"), e, data::shippedCatalog(), {}),
                          Catch::Contains("r.pdf"));
        CHECK(QDir(locked).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }
    CHECK_THROWS_WITH(ui::writeReportPdf(QStringLiteral("/nonexistent/folder/r.pdf"), e, data::shippedCatalog(), {}),
                      Catch::Contains("/nonexistent/folder/r.pdf"));
    CHECK_THROWS_WITH(
        services::writeTablesCsv(QStringLiteral("/nonexistent/folder/t.csv"), e, data::shippedCatalog(), false),
        Catch::Contains("t.csv"));
    // A scenario that fails validation: no report at all.
    services::Evaluation bad;
    bad.error = QStringLiteral("options[0].pue: 0.9 is out of range");
    CHECK_THROWS_WITH(ui::writeReportPdf(dir.file(QStringLiteral("bad.pdf")), bad, data::shippedCatalog(), {}),
                      Catch::Contains("pue"));
    CHECK_FALSE(QFile::exists(dir.file(QStringLiteral("bad.pdf"))));
}

TEST_CASE("a report of 1,000 options charts the 12 cheapest and says so") {
    // The options limit (README 'Limits'): the sample's two options repeated to 1,000.
    QJsonObject doc = data::readScenarioFile(QStringLiteral(":/scenarios/us-h100-rent-vs-b200-own.json"));
    const QJsonArray base = doc[QStringLiteral("options")].toArray();
    QJsonArray options;
    for (int i = 0; i < 1000; ++i) {
        QJsonObject o = base[i % base.size()].toObject();
        o[QStringLiteral("name")] = QStringLiteral("Option %1").arg(i + 1);
        options.append(o);
    }
    doc[QStringLiteral("options")] = options;
    const services::Evaluation e = services::evaluateDocument(doc, data::shippedCatalog());
    REQUIRE(e.ok);
    test::TempDir dir;
    const QString pdf = dir.file(QStringLiteral("big.pdf"));
    // Its time (issue 13: under 5 s) is `gpu-tco bench --gui`'s report_1000_options_ms, not a test's.
    ui::writeReportPdf(pdf, e, data::shippedCatalog(), {});
    // Four option charts (monthly cost, cumulative, time, memory) each name 12 of 1,000.
    CHECK(pdfText(pdf).count(QStringLiteral("12 of 1000 options shown")) == 4);
}

TEST_CASE("report table cells that read as numbers are right-aligned and never broken") {
    for (const char* number : {"1,234", "-3.5 %", "1.5e+11", "2e-05", "48 months", "0.33", "3.290"})
        CHECK(ui::isNumberCell(QLatin1String(number)));
    for (const char* text : {"bf16", "H100-SXM5-80GB", "dualpipe", "IB-NDR / PFS", "committed (730 h/month)", ""})
        CHECK_FALSE(ui::isNumberCell(QLatin1String(text)));
}
