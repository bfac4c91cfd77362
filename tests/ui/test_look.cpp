// Issue 17, "Look": charts follow the palette, so a dark desktop gets light text on a dark
// plot instead of a white box, and the report still prints dark on white. Contrast is the
// WCAG 2.1 ratio; 4.5 is its AA minimum for normal text (www.w3.org/TR/WCAG21/#contrast-minimum).
// And one window per user and database: a second launch hands its file over (QLocalServer).
#include "core/training/training_model.hpp"
#include "data/catalog_seed.hpp"
#include "data/csv_writer.hpp"
#include "data/scenario_json.hpp"
#include "ui/charts.hpp"
#include "ui/single_instance.hpp"
#include "ui/theme.hpp"

#include <QClipboard>
#include <QGuiApplication>
#include <QImage>
#include <QMenu>
#include <QSignalSpy>
#include <QUuid>

#include <catch2/catch.hpp>

#include <memory>
#include <thread>

using namespace gputco;

namespace {
// The highest contrast of any pixel against the chart's background (its top-left pixel):
// what the darkest text on a light chart, or the lightest on a dark one, reaches.
double bestTextContrast(const QImage& image) {
    const QColor background = image.pixelColor(1, 1);
    double best = 1;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            best = std::max(best, ui::contrastRatio(image.pixelColor(x, y), background));
    return best;
}

QImage renderedCostChart(const QPalette& palette) {
    const Scenario s = data::scenarioFromJson(
        data::readScenarioFile(QStringLiteral(":/scenarios/legal-assistant-api-vs-gpu.json")), data::shippedCatalog());
    const ScenarioResult r =
        evaluateScenario(s, data::shippedCatalog(), [](const TrainingJob& j) { return estimateTraining(j, 0); });
    std::unique_ptr<QWidget> chart(ui::createChart(ui::ChartKind::MonthlyCost, nullptr));
    chart->setPalette(palette);
    chart->resize(800, 500);
    ui::plotMonthlyCost(chart.get(), r);
    return chart->grab().toImage();
}
} // namespace

TEST_CASE("WCAG contrast ratio by hand: black on white is 21, equal colours 1") {
    CHECK(ui::contrastRatio(Qt::black, Qt::white) == Approx(21.0)); // (1 + 0.05) / (0 + 0.05)
    CHECK(ui::contrastRatio(QColor(30, 30, 32), QColor(30, 30, 32)) == Approx(1.0));
    // The dark palette's text on its base: both luminances by the WCAG formula, about 14.
    CHECK(ui::contrastRatio(ui::darkPalette().color(QPalette::Text), ui::darkPalette().color(QPalette::Base)) > 7.0);
}

TEST_CASE("a chart on a dark palette is dark with legible text, and light on a light palette") {
    const QImage dark = renderedCostChart(ui::darkPalette());
    CHECK(dark.pixelColor(1, 1) == ui::darkPalette().color(QPalette::Base)); // not a white box on a dark window
    CHECK(bestTextContrast(dark) >= 4.5);
    const QImage light = renderedCostChart(ui::lightPalette());
    CHECK(light.pixelColor(1, 1).lightness() > 200);
    CHECK(bestTextContrast(light) >= 4.5);
}

TEST_CASE("a second launch hands its request to the first, which holds the database") {
    const QString database = QStringLiteral("/tmp/test-single-instance-") + QUuid::createUuid().toString(QUuid::Id128);
    ui::SingleInstance first(database);
    REQUIRE(first.becomePrimary());
    ui::SingleInstance second(database);
    CHECK_FALSE(second.becomePrimary()); // the lock is held: it must not open the database
    QSignalSpy opened(&first, &ui::SingleInstance::openRequested);
    // The second sends and waits for the answer, so the first must serve while it waits:
    // run the send on a thread and the event loop here.
    QString request = QStringLiteral("/home/user/plans/legal.gputco.json");
    bool answered = false;
    std::thread sender([&] { answered = second.handOver(request); });
    for (int i = 0; i < 100 && opened.isEmpty(); ++i) opened.wait(50);
    sender.join();
    REQUIRE(opened.size() == 1);
    CHECK(opened.front().front().toString() == request);
    CHECK(answered);
    // Another database is another window.
    ui::SingleInstance other(database + QStringLiteral("-other"));
    CHECK(other.becomePrimary());
}

TEST_CASE("a chart's context menu copies what it draws as CSV (issue 32)") {
    const Scenario s = data::scenarioFromJson(
        data::readScenarioFile(QStringLiteral(":/scenarios/us-h100-rent-vs-b200-own.json")), data::shippedCatalog());
    const ScenarioResult r =
        evaluateScenario(s, data::shippedCatalog(), [](const TrainingJob& j) { return estimateTraining(j, 0); });
    std::unique_ptr<QWidget> chart(ui::createChart(ui::ChartKind::Cumulative, nullptr));
    chart->resize(800, 500);
    ui::plotCumulative(chart.get(), r);
    QMenu menu;
    ui::addChartActions(chart.get(), &menu);
    QStringList texts;
    for (QAction* a : menu.actions()) texts << a->text();
    CHECK(texts == QStringList{QStringLiteral("Copy image"), QStringLiteral("Copy data"),
                               QStringLiteral("Save data as CSV..."),
                               QStringLiteral("Save image as PNG, SVG or PDF...")});
    menu.actions().at(1)->trigger();
    const QStringList lines = QGuiApplication::clipboard()->text().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    REQUIRE(lines.size() > 1);
    CHECK(lines.first() == QStringLiteral("chart,series,key,from,to"));
    // Month 0 of the first option's line is its cumulative cash in month 0 (the cost model's own figure).
    CHECK(lines.at(1).startsWith(QStringLiteral("Cumulative cost over the horizon,") +
                                 QString::fromStdString(r.options[0].name) + QStringLiteral(",0,")));
    CHECK(lines.at(1).endsWith(data::csvNumber(r.options[0].cumulativeCash[0])));
}
