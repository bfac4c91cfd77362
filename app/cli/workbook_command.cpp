// gpu-tco workbook SCENARIO --out plan.xlsx [--lang zh]: the auditable workbook (issue 30, data/workbook.hpp).
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/scenario_source.hpp"
#include "core/cost/tco_model.hpp"
#include "data/catalog_repository.hpp"
#include "data/output_file.hpp"
#include "data/scenario_json.hpp"
#include "data/site_profile_repository.hpp"
#include "data/workbook.hpp"
#include "ui/language.hpp"

#include <QElapsedTimer>

namespace gputco::cli {

int runWorkbook(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write a scenario as an auditable workbook (XLSX): an Inputs sheet (every input the cost model uses,\n"
        "one per row with a defined name, its unit and its source), one sheet per option whose cost lines are\n"
        "live formulas over the inputs, month by month (cash, discount factor, cumulative discounted cost), and a\n"
        "Summary (horizon cost per option, the cheapest option that meets the requirements, break-even months, a\n"
        "chart of cumulative cost). Recalculated in a spreadsheet it gives the horizon costs of 'evaluate'.\n"
        "An own option with tranches or burst (a fleet plan) gets a sheet for its fixed costs and one per\n"
        "tranche; its own sheet adds them up at their purchase months and rents the work they do not carry."));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("FILE.json or scenario name."));
    parser.addOption(QCommandLineOption(QStringLiteral("out"), QStringLiteral("The workbook to write."),
                                        QStringLiteral("OUT.xlsx")));
    parser.addOption(QCommandLineOption(QStringLiteral("lang"), QStringLiteral("en or zh (labels)."),
                                        QStringLiteral("LANG"), QStringLiteral("en")));
    if (int rc = parseCommand(ctx, parser, QStringLiteral("workbook"), args); rc >= 0) return rc;
    if (parser.positionalArguments().size() != 1) throw InputError("scenario", "give one scenario file or name");
    if (!parser.isSet(QStringLiteral("out"))) throw InputError("--out", "give --out OUT.xlsx");
    const QString lang = parser.value(QStringLiteral("lang"));
    if (!ui::availableLanguages().contains(lang))
        throw InputError("--lang", "'" + lang.toStdString() + "' is not a language of the planner; use one of: " +
                                       ui::availableLanguages().join(QStringLiteral(", ")).toStdString());
    const QJsonObject doc = loadScenario(ctx, parser.positionalArguments().first());
    const Catalog catalog = data::CatalogRepository(ctx.database().sql()).load();
    const Scenario s = data::scenarioFromJson(doc, catalog, data::SiteProfileRepository(ctx.database().sql()).list());
    const ScenarioResult r = evaluateFully(doc, s, catalog);
    QElapsedTimer timer;
    timer.start();
    const ui::LanguageScope language(lang);
    data::writeWorkbook(parser.value(QStringLiteral("out")), s, r, catalog, fleetPlans(doc, s, catalog));
    if (!data::isStandardOutput(parser.value(QStringLiteral("out"))))
        ctx.out << "wrote " << parser.value(QStringLiteral("out")) << " in " << timer.elapsed() << " ms\n";
    return Ok;
}

} // namespace gputco::cli
