// gpu-tco gui, screenshot and report: the commands that need widgets.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/scenario_source.hpp"
#include "data/catalog_repository.hpp"
#include "data/csv_writer.hpp"
#include "data/limits.hpp"
#include "data/output_file.hpp"
#include "data/scenario_json.hpp"
#include "data/scenario_repository.hpp"
#include "data/server_connection.hpp"
#include "services/requirement_suggestions.hpp"
#include "services/scenario_evaluator.hpp"
#include "ui/chart_data.hpp"
#include "ui/charts.hpp"
#include "ui/compare_view.hpp"
#include "ui/editor_panel.hpp"
#include "ui/language.hpp"
#include "ui/main_window.hpp"
#include "ui/plan_dialog.hpp"
#include "ui/report_export.hpp"
#include "ui/results_view.hpp"
#include "ui/scenario_document.hpp"
#include "ui/single_instance.hpp"
#include "ui/theme.hpp"
#include "ui/uncertainty_view.hpp"
#include "ui/window_host.hpp"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QTabWidget>
#include <QTemporaryDir>

#include <QTimer>
#include <functional>
#include <memory>

#include <cstring>

namespace gputco::cli {

bool hasDisplay() {
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") ||
           !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

void preparePlatform(int argc, char** argv) {
    bool window = argc == 1;
    for (int i = 1; i < argc; ++i)
        if (!std::strcmp(argv[i], "gui") ||
            (i == 1 && QString::fromLocal8Bit(argv[i]).endsWith(QStringLiteral(".json"))))
            window = true;
    if (!window && !hasDisplay()) qputenv("QT_QPA_PLATFORM", "offscreen");
}

namespace {
void requireWidgets() {
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        throw std::runtime_error("this command needs a QApplication (run it through gpu-tco)");
}

// Lets queued work (the scaling sweep on its worker thread) finish and the window repaint.
void settle(ui::MainWindow& w, int maxMs = 3000) {
    QElapsedTimer t;
    t.start();
    do {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    } while (w.results()->sweep()->busy() && t.elapsed() < maxMs);
    QCoreApplication::processEvents();
}
} // namespace

namespace {
// The running window opens what a later launch handed over: a file, a stored scenario's name,
// or nothing (then it only comes to the front).
void openRequest(ui::MainWindow& w, const QString& request) {
    if (QFileInfo(request).isFile())
        w.openFile(request);
    else if (!request.isEmpty() && !w.openScenario(request))
        QMessageBox::warning(&w, QStringLiteral("GPU TCO Planner"),
                             QCoreApplication::translate("GuiCommand", "No scenario named '%1'.").arg(request));
    w.setWindowState((w.windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
    w.raise();
    w.activateWindow();
}

// A second launch: the file (made absolute: the window runs in another folder) goes to the
// running window, which opens it; this process exits.
int handOver(Context& ctx, const ui::SingleInstance& instance, const QString& wanted) {
    const QString request = QFileInfo(wanted).isFile() ? QFileInfo(wanted).absoluteFilePath() : wanted;
    if (!instance.handOver(request)) {
        ctx.err << "gpu-tco: another gpu-tco window holds this database but does not answer; close it, or use "
                   "--db for another database.\n";
        return BadInput;
    }
    ctx.out << (request.isEmpty() ? QStringLiteral("gpu-tco: the running window was brought to the front.\n")
                                  : QStringLiteral("gpu-tco: handed %1 to the running window.\n").arg(request));
    return 0;
}
} // namespace

int runGui(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Open the GPU TCO Planner window (also: gpu-tco with no arguments)."));
    parser.addPositionalArgument(
        QStringLiteral("scenario"),
        QStringLiteral("Scenario name or scenario file (FILE.gputco.json) to open (optional)."),
        QStringLiteral("[scenario]"));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("gui"), args); rc >= 0) return rc;
    if (!hasDisplay()) {
        ctx.err << "gpu-tco: no display to open the window on. Use 'gpu-tco report NAME --pdf OUT.pdf' for a report, "
                   "or run under xvfb-run.\n";
        return BadInput;
    }
    requireWidgets();
    const QString wanted = parser.positionalArguments().value(0);
    // One window per user and database (issue 17): a second launch hands its file over and exits,
    // before it opens the database.
    ui::SingleInstance instance(data::Database::resolvePath(ctx.dbOption));
    if (!instance.becomePrimary()) return handOver(ctx, instance, wanted);
    ui::setLanguage(ui::startupLanguage()); // View -> Language, else the system locale
    try {
        // The window and its database, swapped together by File -> Connect to team server... (issue 18).
        const QString where = data::Database::resolvePath(ctx.dbOption);
        ctx.database();
        ui::WindowHost host(std::move(*ctx.db), data::isServerUrl(where) ? data::Database::defaultPath() : where);
        ctx.db.reset();
        ui::MainWindow& w = *host.window();
        // A later launch's file goes to whichever window is open then.
        QObject::connect(&instance, &ui::SingleInstance::openRequested, &instance,
                         [&host](const QString& request) { openRequest(*host.window(), request); });
        w.show();
        if (!wanted.isEmpty() && QFileInfo(wanted).isFile())
            w.openFile(wanted); // a scenario file (desktop double-click): the window opens whatever it holds
        else if (!wanted.isEmpty() && !w.openScenario(wanted))
            throw InputError("scenario", "no scenario named '" + wanted.toStdString() + "'");
        return QApplication::exec();
    } catch (const std::exception& e) {
        // Started from a desktop menu nobody sees stderr: say it in a dialog too (issue 13).
        const std::unique_ptr<QMessageBox> box = startupErrorBox(QString::fromStdString(e.what()));
        const QString platform = QGuiApplication::platformName();
        if (platform != u"offscreen" && platform != u"minimal") box->exec();
        throw; // and on stderr, with exit status 2
    }
}

std::unique_ptr<QMessageBox> startupErrorBox(const QString& message) {
    auto box = std::make_unique<QMessageBox>(QMessageBox::Critical, QStringLiteral("GPU TCO Planner"),
                                             QStringLiteral("The planner cannot start."), QMessageBox::Ok);
    box->setInformativeText(data::escapeControls(message));
    return box;
}

namespace {
// Each view as <name>.png and, where it has charts, what they draw as <name>.csv (issue 32:
// read back from the plottables, ui/chart_data.hpp), so a reader can check a picture's numbers.
QStringList shootViews(ui::MainWindow& w, const QString& out) {
    QStringList written;
    auto write = [&](const QString& name, const QByteArray& bytes) {
        const QString path = QDir(out).filePath(name);
        data::writeOutputFile(path, bytes);
        written << path;
    };
    auto shoot = [&](const QString& name) {
        settle(w, 5000); // returns as soon as the scaling sweep (run when its tab opens) is done
        const QString path = QDir(out).filePath(name + QStringLiteral(".png"));
        if (!w.grab().save(path)) throw InputError("--out", "cannot write " + path.toStdString());
        written << path;
        if (const auto charts = ui::visibleCharts(&w); !charts.empty())
            write(name + QStringLiteral(".csv"), ui::chartDataCsv(charts));
    };
    QTabWidget* results = w.results()->tabs();
    const char* names[] = {"plan-monthly-cost", "plan-cumulative", "plan-scaling",     "plan-time-breakdown",
                           "plan-memory",       "plan-day",        "plan-key-figures", "plan-claims",
                           "plan-serving-cost", "plan-capacity"};
    for (int i = 0; i < results->count() && i < int(std::size(names)); ++i) {
        results->setCurrentIndex(i);
        shoot(QString::fromLatin1(names[i]));
    }
    results->setCurrentIndex(0);
    w.tabs()->setCurrentIndex(1);
    shoot(QStringLiteral("compare"));
    w.tabs()->setCurrentIndex(2);
    shoot(QStringLiteral("catalog"));
    if (auto* view = w.findChild<ui::UncertaintyView*>()) {
        w.tabs()->setCurrentWidget(view);
        shoot(QStringLiteral("uncertainty-tornado"));
    }
    w.tabs()->setCurrentIndex(0);
    auto* plan = new ui::PlanDialog(w.evaluation(), &w.catalog(), w.document(), &w); // Plan -> Optimise fleet
    plan->show();
    plan->optimise();
    for (QElapsedTimer t; !t.isValid() || (plan->busy() && t.elapsed() < 20000);) {
        if (!t.isValid()) t.start();
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    QCoreApplication::processEvents();
    const QString path = QDir(out).filePath(QStringLiteral("optimise-fleet.png"));
    if (!plan->grab().save(path)) throw InputError("--out", "cannot write " + path.toStdString());
    written << path;
    plan->close();
    return written;
}
} // namespace

int runScreenshot(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Render the main views of a scenario to PNG files (works without a display)."));
    parser.addOption(
        QCommandLineOption(QStringLiteral("scenario"), QStringLiteral("Scenario name."), QStringLiteral("NAME")));
    parser.addOption(QCommandLineOption(QStringLiteral("out"), QStringLiteral("Folder for the PNG files."),
                                        QStringLiteral("DIR"), QStringLiteral(".")));
    parser.addOption(QCommandLineOption(QStringLiteral("size"), QStringLiteral("Window size WxH."),
                                        QStringLiteral("WxH"), QStringLiteral("1440x900")));
    parser.addOption(QCommandLineOption(QStringLiteral("lang"), QStringLiteral("en or zh (default: as the window)."),
                                        QStringLiteral("LANG")));
    parser.addOption(QCommandLineOption(QStringLiteral("theme"), QStringLiteral("system, light or dark."),
                                        QStringLiteral("THEME"), QStringLiteral("system")));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("screenshot"), args); rc >= 0) return rc;
    if (!parser.positionalArguments().isEmpty()) // it was ignored, and the last scenario shown instead
        throw InputError("--scenario", "name the scenario with --scenario NAME (got '" +
                                           parser.positionalArguments().first().toStdString() +
                                           "'; import a file first with 'gpu-tco scenario import FILE')");
    requireWidgets();
    if (!ui::applyTheme(parser.value(QStringLiteral("theme"))))
        throw InputError("--theme", "'" + parser.value(QStringLiteral("theme")).toStdString() +
                                        "' is not a theme; use one of: " +
                                        ui::themeNames().join(QStringLiteral(", ")).toStdString());
    ui::setLanguage(parser.isSet(QStringLiteral("lang")) ? parser.value(QStringLiteral("lang"))
                                                         : ui::startupLanguage());
    const QStringList size = parser.value(QStringLiteral("size")).split(u'x');
    bool wOk = false, hOk = false;
    const int sw = size.value(0).toInt(&wOk), sh = size.value(1).toInt(&hOk);
    if (size.size() != 2 || !wOk || !hOk || sw < 400 || sh < 300 || sw > data::kMaxScreenshotSide ||
        sh > data::kMaxScreenshotSide)
        throw InputError("--size", "'" + parser.value(QStringLiteral("size")).toStdString() +
                                       "' must be WxH in pixels, from 400x300 to 8192x8192");
    const QString out = parser.value(QStringLiteral("out"));
    if (!QDir().mkpath(out)) throw InputError("--out", "cannot create " + out.toStdString());
    ui::MainWindow w(ctx.database().sql());
    if (parser.isSet(QStringLiteral("scenario")) && !w.openScenario(parser.value(QStringLiteral("scenario"))))
        throw InputError("--scenario",
                         "no scenario named '" + parser.value(QStringLiteral("scenario")).toStdString() + "'");
    w.resize(size[0].toInt(), size[1].toInt());
    w.show();
    settle(w);
    for (const QString& p : shootViews(w, out)) ctx.out << p << '\n';
    return Ok;
}

namespace {
// report --chart-data DIR: each chart of the PDF as drawn, chart-01.csv on (issue 32); a chart whose
// tick labels overlap or whose plot is squeezed is named on stderr.
std::function<void(QWidget*)> chartDataWriter(Context& ctx, const QString& dir) {
    if (!QDir().mkpath(dir)) throw InputError("--chart-data", "cannot create " + dir.toStdString());
    auto count = std::make_shared<int>(0);
    return [&ctx, dir, count](QWidget* chart) {
        const QString name = QStringLiteral("chart-%1.csv").arg(++*count, 2, 10, QChar(u'0'));
        data::writeOutputFile(QDir(dir).filePath(name), ui::chartDataCsv({chart}));
        for (const QString& problem : ui::chartLayoutProblems(chart)) ctx.err << "warning: " << problem << '\n';
    };
}
} // namespace

int runReport(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write a scenario's report: a PDF (summary, assumptions with sources, charts, cost by year, claim check,\n"
        "method) and optionally the CSV tables (sections: key_figures, monthly_costs, run_times, "
        "time_to_train_sweep)."));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("FILE.json or scenario name."));
    parser.addOption(
        QCommandLineOption(QStringLiteral("pdf"), QStringLiteral("PDF to write."), QStringLiteral("OUT.pdf")));
    parser.addOption(
        QCommandLineOption(QStringLiteral("csv"), QStringLiteral("CSV to write."), QStringLiteral("OUT.csv")));
    parser.addOption(
        QCommandLineOption(QStringLiteral("bom"), QStringLiteral("UTF-8 byte-order mark in the CSV (Excel).")));
    parser.addOption(QCommandLineOption(QStringLiteral("page"), QStringLiteral("a4 or letter."), QStringLiteral("SIZE"),
                                        QStringLiteral("a4")));
    parser.addOption(QCommandLineOption(QStringLiteral("lang"), QStringLiteral("en or zh."), QStringLiteral("LANG"),
                                        QStringLiteral("en")));
    parser.addOption(QCommandLineOption(
        QStringLiteral("chart-data"),
        QStringLiteral("Folder for what each chart of the PDF draws: chart-01.csv, ... (chart,series,key,from,to)."),
        QStringLiteral("DIR")));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("report"), args); rc >= 0) return rc;
    if (parser.isSet(QStringLiteral("pdf"))) requireWidgets(); // the CSV tables need no display
    if (parser.positionalArguments().size() != 1) throw InputError("scenario", "give one scenario file or name");
    if (!parser.isSet(QStringLiteral("pdf")) && !parser.isSet(QStringLiteral("csv")))
        throw InputError("--pdf", "give --pdf OUT.pdf and/or --csv OUT.csv");
    ui::ReportOptions options;
    const QString page = parser.value(QStringLiteral("page"));
    if (page == u"a4")
        options.page = QPageSize::A4;
    else if (page == u"letter")
        options.page = QPageSize::Letter;
    else
        throw InputError("--page", "must be a4 or letter");
    options.language = parser.value(QStringLiteral("lang"));
    if (!ui::availableLanguages().contains(options.language))
        throw InputError("--lang", "'" + options.language.toStdString() +
                                       "' is not a language of the planner; use one of: " +
                                       ui::availableLanguages().join(QStringLiteral(", ")).toStdString());

    const QJsonObject doc = loadScenario(ctx, parser.positionalArguments().first());
    const Catalog catalog = data::CatalogRepository(ctx.database().sql()).load();
    const services::Evaluation e = services::evaluateDocument(doc, catalog);
    if (!e.ok) throw InputError("scenario", e.error.toStdString());
    QElapsedTimer timer;
    timer.start();
    if (parser.isSet(QStringLiteral("pdf"))) {
        if (e.result.cheapest.empty()) options.suggestions = services::suggestOptions(doc, e, catalog); // issue 29
        if (parser.isSet(QStringLiteral("chart-data")))
            options.chartDrawn = chartDataWriter(ctx, parser.value(QStringLiteral("chart-data")));
        ui::writeReportPdf(parser.value(QStringLiteral("pdf")), e, catalog, options);
        if (!data::isStandardOutput(parser.value(QStringLiteral("pdf"))))
            ctx.out << "wrote " << parser.value(QStringLiteral("pdf")) << " in " << timer.elapsed() << " ms\n";
    }
    if (parser.isSet(QStringLiteral("csv"))) {
        services::writeTablesCsv(parser.value(QStringLiteral("csv")), e, catalog, parser.isSet(QStringLiteral("bom")));
        if (!data::isStandardOutput(parser.value(QStringLiteral("csv"))))
            ctx.out << "wrote " << parser.value(QStringLiteral("csv")) << '\n';
    }
    return Ok;
}

namespace {
// Issue 15's target: the tornado redrawn under 100 ms after an edit, with its tab shown. The
// worst of 10 edits of the open scenario.
void benchTornado(ui::MainWindow& w, QJsonObject& o) {
    auto* view = w.findChild<ui::UncertaintyView*>();
    if (!view) return;
    w.tabs()->setCurrentWidget(view);
    double worst = 0;
    for (int i = 0; i < 10; ++i) {
        w.document()->setValue({QStringLiteral("horizon_months")}, 24 + i % 2 * 12);
        worst = std::max(worst, view->lastTornadoMs());
    }
    w.document()->undoStack()->setIndex(0);
    w.tabs()->setCurrentIndex(0);
    o[QStringLiteral("tornado_after_edit_ms_max")] = worst;
}
} // namespace

// gpu-tco bench --gui: start-up and edit-to-repaint latency of the window (offscreen without a display).
void benchGui(Context& ctx, QJsonObject& o, bool quick) {
    requireWidgets();
    QElapsedTimer t;
    t.start();
    ui::MainWindow w(ctx.database().sql());
    w.resize(1400, 860);
    w.show();
    QCoreApplication::processEvents();
    o[QStringLiteral("startup_ms")] = double(t.nsecsElapsed()) * 1e-6;
    double worst = 0, total = 0;
    int edits = 0;
    for (const auto& info : data::ScenarioRepository(ctx.database().sql()).list()) {
        if (!info.sample || !w.openScenario(info.name)) continue;
        settle(w);
        for (int i = 0; i < 20; ++i) {
            t.restart();
            w.document()->setValue({QStringLiteral("horizon_months")}, 24 + i % 2 * 12);
            w.repaint(); // the edit is evaluated synchronously, then the window paints
            const double ms = double(t.nsecsElapsed()) * 1e-6;
            worst = std::max(worst, ms);
            total += ms;
            ++edits;
        }
        w.document()->undoStack()->setIndex(0);
    }
    o[QStringLiteral("edit_to_repaint_ms_mean")] = edits ? total / edits : 0.0;
    o[QStringLiteral("edit_to_repaint_ms_max")] = worst;
    benchTornado(w, o);
    // One PDF report of the open scenario (all pages, charts, sweep).
    QTemporaryDir dir;
    if (w.evaluation().ok && dir.isValid()) {
        t.restart();
        ui::writeReportPdf(dir.filePath(QStringLiteral("bench.pdf")), w.evaluation(),
                           data::CatalogRepository(ctx.database().sql()).load(), {});
        o[QStringLiteral("report_ms")] = double(t.nsecsElapsed()) * 1e-6;
    }
    // The report of a scenario at the options limit (issue 13: under 5 s).
    if (dir.isValid() && !quick) {
        const Catalog catalog = data::CatalogRepository(ctx.database().sql()).load();
        t.restart();
        const services::Evaluation big = services::evaluateDocument(thousandOptionScenario(ctx), catalog);
        ui::writeReportPdf(dir.filePath(QStringLiteral("bench-1000.pdf")), big, catalog, {});
        o[QStringLiteral("report_1000_options_ms")] = double(t.nsecsElapsed()) * 1e-6;
    }
}

} // namespace gputco::cli
