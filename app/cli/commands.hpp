#pragma once
// The command table: one entry per `gpu-tco <command>`.

#include "app/cli/context.hpp"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <span>

class QMessageBox;

namespace gputco::cli {

struct Command {
    QString name;
    QString summary;
    int (*run)(Context& ctx, const QStringList& args);
};

std::span<const Command> commands();
const Command* findCommand(const QString& name);

// The commands, each in its own file.
int runCatalog(Context& ctx, const QStringList& args);
int runCatalogRefresh(Context& ctx, const QStringList& args);  // catalog_refresh.cpp
int printPriceHistory(Context& ctx, const std::string& gpuId); // catalog_refresh.cpp
int runTrain(Context& ctx, const QStringList& args);
int runCalibrate(Context& ctx, const QStringList& args);
int runBench(Context& ctx, const QStringList& args);
int runEvaluate(Context& ctx, const QStringList& args);
int runPlan(Context& ctx, const QStringList& args); // plan_command.cpp
int runScenario(Context& ctx, const QStringList& args);
int runSite(Context& ctx, const QStringList& args);
int runGui(Context& ctx, const QStringList& args);
int runInfer(Context& ctx, const QStringList& args);
int runFinetune(Context& ctx, const QStringList& args);
int runScreenshot(Context& ctx, const QStringList& args);
int runReport(Context& ctx, const QStringList& args);
int runWorkbook(Context& ctx, const QStringList& args); // workbook_command.cpp
int runValidate(Context& ctx, const QStringList& args);
int runDb(Context& ctx, const QStringList& args);
int runSensitivity(Context& ctx, const QStringList& args);
int runMonteCarlo(Context& ctx, const QStringList& args);
double benchMonteCarlo(); // samples per second, US sample scenario (uncertainty)
void benchGui(Context& ctx, QJsonObject& out, bool quick);
// bench: a scenario of 1,000 options (the limit) built from the first sample scenario.
QJsonObject thousandOptionScenario(Context& ctx, int options = 1000);
// The dialog `gpu-tco gui` shows when it cannot start (a bad database, ...), besides stderr.
std::unique_ptr<QMessageBox> startupErrorBox(const QString& message);

} // namespace gputco::cli
