#include "app/cli/commands.hpp"

#include <array>

namespace gputco::cli {

namespace {
const std::array<Command, 18> kCommands{{
    {QStringLiteral("gui"), QStringLiteral("open the window (the default without a command)"), runGui},
    {QStringLiteral("catalog"), QStringLiteral("list, show and edit GPUs, fabrics, storage and prices"), runCatalog},
    {QStringLiteral("train"), QStringLiteral("predict time-to-train, layout, memory and scaling of a training job"),
     runTrain},
    {QStringLiteral("finetune"), QStringLiteral("full or LoRA/QLoRA fine-tuning: time, memory, layout"), runFinetune},
    {QStringLiteral("infer"), QStringLiteral("serving throughput, latency and GPUs needed for a QPS target"), runInfer},
    {QStringLiteral("calibrate"),
     QStringLiteral("fit the model to your own measured step times (logs, CSV); list, show, delete"), runCalibrate},
    {QStringLiteral("site"), QStringLiteral("site profiles (data-centre costs): list, show, set, default"), runSite},
    {QStringLiteral("evaluate"), QStringLiteral("cost of a scenario's options: monthly, per run, break-even, claims"),
     runEvaluate},
    {QStringLiteral("plan"),
     QStringLiteral("cheapest fleet plan over time: tranches per GPU type and month, plus burst"), runPlan},
    {QStringLiteral("scenario"),
     QStringLiteral("list, import, export, rename, duplicate, delete scenarios; revision history"), runScenario},
    {QStringLiteral("report"), QStringLiteral("write a scenario's PDF report and CSV tables"), runReport},
    {QStringLiteral("workbook"),
     QStringLiteral("write a scenario as an auditable XLSX workbook whose costs are live formulas"), runWorkbook},
    {QStringLiteral("screenshot"), QStringLiteral("render the main views of a scenario to PNG"), runScreenshot},
    {QStringLiteral("validate"),
     QStringLiteral("the training model against published runs: errors, held-out summary, parameters"), runValidate},
    {QStringLiteral("bench"), QStringLiteral("measure the training model's speed (layouts/s, sweep and train times)"),
     runBench},
    {QStringLiteral("db"), QStringLiteral("team server: init-server (schema, roles); copy a database either way"),
     runDb},
    {QStringLiteral("sensitivity"),
     QStringLiteral("tornado of an output over uncertain inputs; what flips own vs rent"), runSensitivity},
    {QStringLiteral("montecarlo"), QStringLiteral("P10/P50/P90 costs and the probability that owning pays"),
     runMonteCarlo},
}};
} // namespace

std::span<const Command> commands() { return kCommands; }

const Command* findCommand(const QString& name) {
    for (const Command& c : kCommands)
        if (c.name == name) return &c;
    return nullptr;
}

} // namespace gputco::cli
