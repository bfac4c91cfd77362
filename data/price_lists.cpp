// Which format a price file is in, and reading one (data/price_lists.hpp).
#include "data/price_lists.hpp"

#include "data/limits.hpp"
#include "data/strict_json.hpp"

#include <QFile>

namespace gputco::data {

std::optional<PriceFormat> priceFormatFromName(std::string_view name) {
    if (name == "csv") return PriceFormat::Csv;
    if (name == "azure") return PriceFormat::Azure;
    if (name == "aws") return PriceFormat::Aws;
    if (name == "gcp") return PriceFormat::Gcp;
    return std::nullopt;
}

std::string_view priceFormatName(PriceFormat f) {
    switch (f) {
    case PriceFormat::Csv: return "csv";
    case PriceFormat::Azure: return "azure";
    case PriceFormat::Aws: return "aws";
    case PriceFormat::Gcp: return "gcp";
    }
    return "?";
}

PriceFormat detectPriceFormat(const QByteArray& head) {
    const QByteArray h = head.left(4096);
    if (h.contains("\"Items\"") || h.contains("\"BillingCurrency\"")) return PriceFormat::Azure;
    if (h.contains("\"offerCode\"") || h.contains("\"formatVersion\"")) return PriceFormat::Aws;
    if (h.contains("\"skus\"")) return PriceFormat::Gcp;
    return PriceFormat::Csv;
}

bool readJsonPage(const QByteArray& json, const char* listKey, const char* what, PriceList& out, QJsonObject& root,
                  QJsonArray& list) {
    try {
        root = parseStrictJson(json, QString::fromStdString(out.file)).object();
    } catch (const InputError& e) {
        out.errors.push_back({out.file, "the whole file", e.what()});
        return false;
    }
    const QJsonValue v = root.value(QLatin1String(listKey));
    if (!v.isArray()) {
        out.errors.push_back({out.file, "the whole file", std::string("not ") + what + ": no '" + listKey + "' list"});
        return false;
    }
    list = v.toArray();
    return true;
}

PriceList readPriceFile(const QString& path, std::optional<PriceFormat> format, const Catalog& catalog,
                        const std::vector<InstanceGpus>& table) {
    if (!format) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) throw InputError("file", path.toStdString() + ": cannot be read");
        format = detectPriceFormat(f.read(4096));
    }
    if (*format == PriceFormat::Aws) return readAwsOfferFile(path, table);
    const QByteArray bytes = readFileLimited(path);
    switch (*format) {
    case PriceFormat::Csv: return readCsvPrices(bytes, path, catalog);
    case PriceFormat::Azure: return readAzurePrices(bytes, path, table);
    case PriceFormat::Gcp: return readGcpPrices(bytes, path, table);
    case PriceFormat::Aws: break;
    }
    return readAwsOffer(bytes, path, table);
}

} // namespace gputco::data
