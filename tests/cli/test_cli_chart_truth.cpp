// Issue 32: a chart is a claim. What each chart draws, read back from its plottables
// (`screenshot --out DIR` writes <view>.csv, `report --chart-data DIR` writes chart-NN.csv), is
// compared with the numbers the command line prints for the same scenario (evaluate, sensitivity,
// montecarlo --json), within 0.5 %, on every sample scenario. The expected values are those
// commands' outputs, not the chart code's: the chart code is what is under test.
// This test failed on the tornado of the previous release, which drew each bar from the base to
// base + output instead of from the base to the output.
#include "tests/cli/chart_truth_checks.hpp"
#include "tests/support/temp_dir.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <catch2/catch.hpp>

using namespace gputco;
using namespace gputco::test::chart_truth;

TEST_CASE("chart truth: every chart of the window draws the command line's numbers") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("t.sqlite"));
    int tornadoes = 0;
    for (const QString& name : sampleNames()) {
        INFO(name.toStdString());
        const QString out = dir.file(QString::number(qHash(name)));
        const test::CliResult shot = test::runCli(
            db, {QStringLiteral("screenshot"), QStringLiteral("--scenario"), name, QStringLiteral("--out"), out});
        INFO(shot.err.toStdString());
        REQUIRE(shot.code == 0);
        const QJsonObject evaluation =
            json(test::runCli(db, {QStringLiteral("evaluate"), name, QStringLiteral("--json")}));
        checkMonthly(readChartCsv(QDir(out).filePath(QStringLiteral("plan-monthly-cost.csv"))), evaluation);
        checkCumulative(readChartCsv(QDir(out).filePath(QStringLiteral("plan-cumulative.csv"))), evaluation);
        checkTime(readChartCsv(QDir(out).filePath(QStringLiteral("plan-time-breakdown.csv"))), evaluation);
        checkMemory(readChartCsv(QDir(out).filePath(QStringLiteral("plan-memory.csv"))), evaluation);
        checkDay(readChartCsv(QDir(out).filePath(QStringLiteral("plan-day.csv"))), evaluation);
        const std::vector<Drawn> scaling = readChartCsv(QDir(out).filePath(QStringLiteral("plan-scaling.csv")));
        checkScalingMark(scaling, evaluation);
        checkScalingCurves(db, name, scaling, evaluation);
        checkServing(readChartCsv(QDir(out).filePath(QStringLiteral("plan-serving-cost.csv"))), evaluation);
        checkOptionCapacity(readChartCsv(QDir(out).filePath(QStringLiteral("plan-capacity.csv"))), evaluation);
        // The Uncertainty tab opens on "own minus rent" where the scenario has a decision pair, else on
        // the horizon cost of the option its picker starts on: the recommended one, as sensitivity's default.
        ++tornadoes;
        const std::vector<Drawn> tornado = readChartCsv(QDir(out).filePath(QStringLiteral("uncertainty-tornado.csv")));
        REQUIRE(!tornado.empty());
        // (its title names the pair, "Tornado: own minus rent (OWN against RENT)", or the option)
        const bool pair = tornado.front().chart.startsWith(QStringLiteral("Tornado: own minus rent ("));
        checkTornado(tornado,
                     json(test::runCli(db, {QStringLiteral("sensitivity"), name, QStringLiteral("--output"),
                                            pair ? QStringLiteral("own_minus_rent") : QStringLiteral("horizon_cost"),
                                            QStringLiteral("--json")})));
    }
    CHECK(tornadoes >= 8);
}

TEST_CASE("chart truth: the PDF report's charts draw the command line's numbers") {
    test::TempDir dir;
    const QString db = dir.file(QStringLiteral("t.sqlite"));
    for (const QString& name : sampleNames()) {
        INFO(name.toStdString());
        const QString out = dir.file(QString::number(qHash(name)));
        const test::CliResult report =
            test::runCli(db, {QStringLiteral("report"), name, QStringLiteral("--pdf"), out + QStringLiteral(".pdf"),
                              QStringLiteral("--chart-data"), out});
        INFO(report.err.toStdString());
        REQUIRE(report.code == 0);
        // Every chart of the PDF reads: no two tick labels of an axis overlap and the plot has at least
        // half the chart's width (ui::chartLayoutProblems, from the tick label rectangles as laid out;
        // report --chart-data names each problem on stderr).
        CHECK_FALSE(report.err.contains(QStringLiteral("tick labels overlap")));
        CHECK_FALSE(report.err.contains(QStringLiteral("of the chart's width")));
        // The report's words: no e-notation, no identifier where a label belongs (issue 32).
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {out + QStringLiteral(".pdf"), QStringLiteral("-")});
        REQUIRE(text.waitForFinished(60000));
        const QString pdf = QString::fromUtf8(text.readAllStandardOutput());
        CHECK_FALSE(pdf.contains(QRegularExpression(QStringLiteral("\\d[eE][+-]?\\d"))));
        for (const char* id :
             {"bf16_tflops", "hbm_gib", "server_price_usd", "own_minus_rent", "horizon_cost", "resale_factor",
              "hardware_price_trend", "cloud_price_trend", "price_per_gpu_hour", "runs_per_month", "0.00 runs a month"})
            CHECK_FALSE(pdf.contains(QLatin1String(id)));
        std::vector<Drawn> drawn;
        for (const QString& f : QDir(out).entryList({QStringLiteral("chart-*.csv")}, QDir::Files, QDir::Name)) {
            const std::vector<Drawn> chart = readChartCsv(QDir(out).filePath(f));
            drawn.insert(drawn.end(), chart.begin(), chart.end());
        }
        const QJsonObject evaluation =
            json(test::runCli(db, {QStringLiteral("evaluate"), name, QStringLiteral("--json")}));
        checkMonthly(only(drawn, QStringLiteral("Monthly cost per option")), evaluation);
        checkCumulative(only(drawn, QStringLiteral("Cumulative cost over the horizon")), evaluation);
        checkTime(only(drawn, QStringLiteral("Where the time goes")), evaluation);
        checkMemory(only(drawn, QStringLiteral("Memory per GPU")), evaluation);
        checkScalingMark(only(drawn, QStringLiteral("Time-to-train vs GPU count")), evaluation);
        checkServing(only(drawn, QStringLiteral("Monthly cost against average load")), evaluation);
        if (const std::vector<Drawn> fleet =
                only(drawn, QStringLiteral("Capacity against demand by month: fleet plan"));
            !fleet.empty())
            checkFleetPlan(fleet, json(test::runCli(db, {QStringLiteral("plan"), name, QStringLiteral("--json")})));
        // The report's tornado: the recommended option minus its best alternative of the other kind, as
        // its title names them ("Tornado: OWN minus RENT (horizon cost)"), else the first option's horizon
        // cost (services/decision_analysis.cpp); sensitivity is asked for the same pair.
        const std::vector<Drawn> tornado = only(drawn, QStringLiteral("Tornado"));
        REQUIRE(!tornado.empty());
        checkTornado(tornado, reportTornadoSensitivity(db, name, tornado.front().chart));
        // Monte Carlo histogram: each option's bin shares sum to 1.
        std::map<QString, double> shares;
        for (const Drawn& d : only(drawn, QStringLiteral("Monte Carlo"))) {
            CHECK(d.from == d.to);
            CHECK(d.to >= 0);
            shares[d.series] += d.to;
        }
        CHECK(!shares.empty());
        for (const auto& [series, sum] : shares) {
            INFO(series.toStdString());
            CHECK(sum == Approx(1.0).epsilon(1e-9));
        }
    }
}
