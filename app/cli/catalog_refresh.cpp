// gpu-tco catalog refresh FILE... : current cloud prices from the providers' own price lists (issue 31).
// Prints the change as a table first; --dry-run stops there.
#include "app/cli/cli.hpp"
#include "app/cli/commands.hpp"
#include "app/cli/text_table.hpp"
#include "data/catalog_repository.hpp"
#include "data/limits.hpp"
#include "data/price_fetch.hpp"
#include "data/price_lists.hpp"
#include "data/price_refresh_repository.hpp"

namespace gputco::cli {

namespace {
const QString kDescription = QStringLiteral(
    "Refresh the catalog's cloud prices from the providers' own price lists:\n"
    "  azure  Azure Retail Prices API pages (https://prices.azure.com/api/retail/prices?...)\n"
    "  aws    AWS Price List offer files for Amazon EC2 (one region's index.json; streamed)\n"
    "  gcp    Google Cloud Billing Catalog SKU lists (services/6F81-5844-456A/skus)\n"
    "  csv    provider,region,gpu,gpus_per_instance,term,price,currency,unit,date,source\n"
    "FILE may be an https:// URL (fetched with a timeout, a size limit, at most 5 redirects, TLS verified);\n"
    "an Azure page's NextPageLink pages are fetched too.\n"
    "Instance types and SKUs map to catalog GPUs by resources/catalog/instance_gpus.json; unknown\n"
    "GPU SKUs are listed as skipped. The change is printed as a table before it is applied.");

QString str(const std::string& s) { return QString::fromStdString(s); }
QString price(std::optional<double> v) { return v ? QString::number(*v, 'f', 4) : QStringLiteral("-"); }

void printChanges(Context& ctx, const RefreshPlan& plan) {
    TextTable t;
    for (const char* h :
         {"GPU", "Provider", "Term", "Cur", "Old/GPU-h", "Old date", "New/GPU-h", "New date", "Change", "Row", ""})
        t.addColumn(QString::fromLatin1(h),
                    std::string_view(h).find('/') != std::string_view::npos || std::string_view(h) == "Change"
                        ? TextTable::Right
                        : TextTable::Left);
    for (const PriceChange& c : plan.changes) {
        const std::optional<double> pct = c.changePercent();
        t.addRow({str(c.gpuId), str(c.provider), QString::fromLatin1(priceTermName(c.term).data()),
                  QString::fromLatin1(currencyCode(c.currency).data()), price(c.oldPrice),
                  c.oldDate.empty() ? QStringLiteral("-") : str(c.oldDate), price(c.newPrice), str(c.newDate),
                  pct        ? QStringLiteral("%1%2 %").arg(*pct >= 0 ? "+" : "").arg(*pct, 0, 'f', 1)
                  : c.newRow ? QStringLiteral("new row")
                             : QStringLiteral("added"),
                  str(c.catalogId) + (c.newRow ? QStringLiteral(" (new)") : QString()),
                  c.keptEdited ? QStringLiteral("kept: edited by hand") : QString()});
    }
    if (plan.changes.empty())
        ctx.out << "No price changes.\n";
    else
        t.print(ctx.out);
}

void printNotes(Context& ctx, const char* title, const std::vector<RecordNote>& notes) {
    if (notes.empty()) return;
    ctx.out << '\n' << title << " (" << notes.size() << "):\n";
    for (const RecordNote& n : notes)
        ctx.out << "  " << data::escapeControls(str(n.file)) << ", " << str(n.record) << ": "
                << data::escapeControls(str(n.reason)) << '\n';
}

void addRefreshOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(kDescription);
    parser.addOptions(
        {QCommandLineOption(QStringLiteral("provider"),
                            QStringLiteral("azure, aws, gcp or csv (default: from each file's content)."),
                            QStringLiteral("P")),
         QCommandLineOption(QStringLiteral("region"),
                            QStringLiteral("Only this region's prices (us-east-1, eastus, us-central1); "
                                           "needed when the files list several."),
                            QStringLiteral("R")),
         QCommandLineOption(QStringLiteral("dry-run"), QStringLiteral("Print the change and stop.")),
         QCommandLineOption(QStringLiteral("overwrite-edited"),
                            QStringLiteral("Also replace prices of rows edited by hand.")),
         QCommandLineOption(QStringLiteral("skip-bad"),
                            QStringLiteral("Apply the good records of files with bad ones (listed).")),
         QCommandLineOption(QStringLiteral("timeout"),
                            QStringLiteral("URLs: seconds without an answer before giving up (default 120)."),
                            QStringLiteral("S"), QStringLiteral("120"))});
    parser.addPositionalArgument(QStringLiteral("refresh"), QStringLiteral("refresh"), QStringLiteral("refresh"));
    parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Price list files or https:// URLs."),
                                 QStringLiteral("FILE|URL..."));
}

// Every file and URL named, read (URLs fetched first).
std::vector<PriceList> readSources(const QCommandLineParser& parser, const Catalog& catalog) {
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.isEmpty()) throw InputError("FILE", "name at least one price list file or URL");
    std::optional<data::PriceFormat> format;
    if (parser.isSet(QStringLiteral("provider"))) {
        format = data::priceFormatFromName(parser.value(QStringLiteral("provider")).toStdString());
        if (!format) throw InputError("--provider", "must be azure, aws, gcp or csv");
    }
    data::FetchLimits limits;
    bool ok = false;
    limits.timeoutSeconds = parser.value(QStringLiteral("timeout")).toInt(&ok);
    if (!ok || limits.timeoutSeconds < 1 || limits.timeoutSeconds > 3600)
        throw InputError("--timeout", "must be a whole number of seconds, 1 to 3600");
    return data::readPriceSources(files, format, catalog, data::shippedInstanceGpus(), limits);
}

int applyPlan(Context& ctx, const RefreshPlan& plan, const QHash<QString, int>& revisions) {
    const int applied = data::PriceRefreshRepository(ctx.database().sql()).apply(plan, revisions);
    ctx.out << "\nApplied " << applied << " price changes in one transaction";
    const auto kept =
        std::count_if(plan.changes.begin(), plan.changes.end(), [](const PriceChange& c) { return c.keptEdited; });
    if (kept > 0) ctx.out << "; kept " << kept << " prices of rows edited by hand (--overwrite-edited replaces them)";
    ctx.out << ". 'gpu-tco catalog history GPU' shows the earlier prices.\n";
    return Ok;
}
} // namespace

int runCatalogRefresh(Context& ctx, const QStringList& args) {
    QCommandLineParser parser;
    addRefreshOptions(parser);
    if (int rc = parseCommand(ctx, parser, QStringLiteral("catalog refresh"), args); rc >= 0) return rc;
    const QHash<QString, int> revisions = data::PriceRefreshRepository(ctx.database().sql()).revisions();
    const Catalog catalog = data::CatalogRepository(ctx.database().sql()).load();
    const std::vector<PriceList> lists = readSources(parser, catalog);
    RefreshOptions options;
    options.region = parser.value(QStringLiteral("region")).toStdString();
    options.overwriteEdited = parser.isSet(QStringLiteral("overwrite-edited"));
    options.skipBad = parser.isSet(QStringLiteral("skip-bad"));
    const RefreshPlan plan = planRefresh(catalog, lists, options);
    printChanges(ctx, plan);
    printNotes(ctx, "Skipped", plan.skipped);
    printNotes(ctx, "Errors", plan.errors);
    if (!plan.errors.empty() && !options.skipBad) {
        ctx.err << "gpu-tco catalog refresh: " << plan.errors.size()
                << " bad records (listed above); nothing applied. --skip-bad applies the rest.\n";
        return BadInput;
    }
    if (parser.isSet(QStringLiteral("dry-run"))) {
        ctx.out << "\nDry run: nothing applied.\n";
        return Ok;
    }
    return applyPlan(ctx, plan, revisions);
}

int printPriceHistory(Context& ctx, const std::string& gpuId) {
    const Catalog catalog = data::CatalogRepository(ctx.database().sql()).load();
    if (!catalog.gpu(gpuId))
        throw InputError("GPU", "'" + gpuId + "' is not a catalog GPU (" + catalog.gpuIdList() + ")");
    const std::vector<data::PriceHistoryEntry> rows = data::PriceRefreshRepository(ctx.database().sql()).history(gpuId);
    if (rows.empty()) {
        ctx.out << "No refreshed prices for " << str(gpuId)
                << " yet: the catalog's prices are as shipped ('gpu-tco catalog --table cloud').\n";
        return Ok;
    }
    TextTable t;
    for (const char* h : {"Row", "Provider", "Term", "Cur", "Price/GPU-h", "Date", "Source", "Recorded", ""})
        t.addColumn(QString::fromLatin1(h), std::string_view(h) == "Price/GPU-h" ? TextTable::Right : TextTable::Left);
    for (const data::PriceHistoryEntry& e : rows)
        t.addRow({str(e.priceId), str(e.provider), str(e.term), str(e.currency), price(e.price), str(e.date),
                  str(e.source), str(e.recordedAt.substr(0, 10)), e.current ? QStringLiteral("current") : QString()});
    t.print(ctx.out);
    return Ok;
}

} // namespace gputco::cli
