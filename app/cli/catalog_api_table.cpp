#include "app/cli/catalog_api_table.hpp"

#include "app/cli/text_table.hpp"
#include "data/api_price_json.hpp"

#include <QJsonArray>
#include <QJsonDocument>

namespace gputco::cli {

namespace {
QString num(std::optional<double> v) { return v ? QString::number(*v, 'g', 7) : QStringLiteral("-"); }
QString str(const std::string& s) { return QString::fromStdString(s); }
} // namespace

int listApiPrices(Context& ctx, const Catalog& c, bool json) {
    if (json) {
        QJsonArray arr;
        for (const ApiPrice& p : c.apiPrices) arr.append(data::apiPriceToJson(p));
        ctx.out << QString::fromUtf8(QJsonDocument(arr).toJson(QJsonDocument::Indented));
        return 0;
    }
    TextTable t;
    for (const char* h : {"ID", "Provider", "Model", "Cur", "In/M", "Cached/M", "Out/M", "Batch in/M", "Batch out/M",
                          "RPM", "TPM", "TTFT ms", "Out tok/s", "Date"})
        t.addColumn(QString::fromLatin1(h), QByteArray(h).contains('/') || QByteArray(h).contains(" ms") ||
                                                    QByteArray(h) == "RPM" || QByteArray(h) == "TPM"
                                                ? TextTable::Right
                                                : TextTable::Left);
    for (const ApiPrice& p : c.apiPrices)
        t.addRow({str(p.id), str(p.provider), str(p.model), QString::fromLatin1(currencyCode(p.currency).data(), 3),
                  num(p.inputPerMillion), num(p.cachedInputPerMillion), num(p.outputPerMillion),
                  num(p.batchInputPerMillion), num(p.batchOutputPerMillion), num(p.requestsPerMinute),
                  num(p.tokensPerMinute), num(p.ttftMs), num(p.outputTokensPerSecond), str(p.priceDate)});
    t.print(ctx.out);
    ctx.out << "\nSources (per row): gpu-tco catalog --table api --json\n";
    return 0;
}

} // namespace gputco::cli
