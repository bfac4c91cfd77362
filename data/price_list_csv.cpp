// The plain price CSV (issue 31) for providers without a machine-readable list (neoclouds, Chinese
// providers): provider,region,gpu,gpus_per_instance,term,price,currency,unit,date,source.
#include "data/limits.hpp"
#include "data/price_lists.hpp"
#include "data/published_runs_csv.hpp"

#include <QHash>
#include <QRegularExpression>

namespace gputco::data {

namespace {
const char* const kColumns[] = {"provider", "region", "gpu",   "gpus_per_instance", "term", "price", "currency",
                                "unit",     "date",   "source"};

// One row into a price, or the reason it is refused.
std::string readRow(const QHash<QString, QString>& r, const Catalog& catalog, ListedPrice& p) {
    auto cell = [&](const char* k) { return r.value(QLatin1String(k)).trimmed(); };
    for (const char* k : kColumns)
        if (cell(k).isEmpty() && std::string_view(k) != "region") return std::string(k) + ": empty";
    p.provider = cell("provider").toStdString();
    p.region = cell("region").toStdString();
    p.gpuId = cell("gpu").toStdString();
    if (!catalog.gpu(p.gpuId)) return "gpu: '" + p.gpuId + "' is not a catalog GPU (" + catalog.gpuIdList() + ")";
    bool ok = false;
    p.gpusPerInstance = cell("gpus_per_instance").toInt(&ok);
    if (!ok || p.gpusPerInstance < 1 || p.gpusPerInstance > 72)
        return "gpus_per_instance: '" + cell("gpus_per_instance").toStdString() + "' is not a whole number 1 to 72";
    const auto term = priceTermFromName(cell("term").toStdString());
    if (!term) return "term: '" + cell("term").toStdString() + "' is not one of on-demand, 1-year, 3-year, spot";
    p.term = *term;
    const double price = cell("price").toDouble(&ok);
    if (!ok) return "price: '" + cell("price").toStdString() + "' is not a number";
    const QString unit = cell("unit");
    if (unit != QLatin1String("gpu-hour") && unit != QLatin1String("instance-hour"))
        return "unit: '" + unit.toStdString() + "' is not one of gpu-hour, instance-hour";
    p.perGpuHour = unit == QLatin1String("gpu-hour") ? price : price / p.gpusPerInstance;
    p.currency = cell("currency").toUpper().toStdString();
    static const QRegularExpression date(QStringLiteral("^\\d{4}-\\d{2}(-\\d{2})?$"));
    if (!date.match(cell("date")).hasMatch()) return "date: '" + cell("date").toStdString() + "' is not yyyy-mm-dd";
    p.date = cell("date").toStdString();
    checkText("source", cell("source"), kMaxTextChars);
    checkText("provider", cell("provider"));
    p.source = cell("source").toStdString();
    return {};
}
} // namespace

PriceList readCsvPrices(const QByteArray& csv, const QString& file, const Catalog& catalog) {
    PriceList out;
    out.file = file.toStdString();
    const std::vector<QStringList> rows = parseCsv(csv);
    if (rows.empty()) {
        out.errors.push_back({out.file, "row 1", "the file is empty (a header row is required)"});
        return out;
    }
    const QStringList& header = rows.front();
    for (const char* k : kColumns)
        if (!header.contains(QLatin1String(k))) {
            out.errors.push_back({out.file, "row 1",
                                  std::string("the header has no '") + k +
                                      "' column (provider,region,gpu,gpus_per_instance,term,"
                                      "price,currency,unit,date,source)"});
            return out;
        }
    for (std::size_t i = 1; i < rows.size(); ++i) {
        QHash<QString, QString> r;
        for (qsizetype c = 0; c < header.size() && c < rows[i].size(); ++c) r.insert(header[c], rows[i][c]);
        ListedPrice p;
        p.file = out.file;
        p.record = "row " + std::to_string(i + 1);
        std::string why;
        try {
            why = readRow(r, catalog, p);
        } catch (const InputError& e) {
            why = e.what();
        }
        if (why.empty())
            out.prices.push_back(std::move(p));
        else
            out.errors.push_back({out.file, "row " + std::to_string(i + 1), why});
    }
    return out;
}

} // namespace gputco::data
