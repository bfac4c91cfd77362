#include "app/cli/price_list_bench.hpp"

#include "app/cli/scenario_source.hpp"
#include "data/price_lists.hpp"
#include "data/scenario_json.hpp"
#include "data/workbook.hpp"

#include <QElapsedTimer>
#include <QFile>

namespace gputco::cli {

namespace {
// One product and its on-demand and reserved terms, about 1.5 KB in AWS's layout.
QByteArray product(int i, const char* type, const char* gpus) {
    return QStringLiteral(
               "\"SKU%1\":{\"sku\":\"SKU%1\",\"productFamily\":\"Compute Instance\",\"attributes\":{"
               "\"servicecode\":\"AmazonEC2\",\"location\":\"US East (N. Virginia)\",\"locationType\":\"AWS "
               "Region\",\"instanceType\":\"%2\",\"currentGeneration\":\"Yes\",\"instanceFamily\":\"General "
               "purpose\",\"vcpu\":\"2\",\"gpu\":\"%3\",\"memory\":\"8 GiB\",\"storage\":\"EBS only\","
               "\"networkPerformance\":\"Up to 10 Gigabit\",\"processorArchitecture\":\"64-bit\",\"tenancy\":"
               "\"Shared\",\"operatingSystem\":\"Linux\",\"licenseModel\":\"No License required\","
               "\"usagetype\":\"BoxUsage:m5.large\",\"operation\":\"RunInstances\",\"capacitystatus\":\"Used\","
               "\"preInstalledSw\":\"NA\",\"regionCode\":\"us-east-1\",\"servicename\":\"Amazon Elastic "
               "Compute Cloud\"}}")
        .arg(i)
        .arg(QLatin1String(type), QLatin1String(gpus))
        .toUtf8();
}

QByteArray term(int i, const char* code, const char* price, const char* attributes) {
    return QStringLiteral(
               "\"SKU%1\":{\"SKU%1.%2\":{\"offerTermCode\":\"%2\",\"sku\":\"SKU%1\",\"effectiveDate\":"
               "\"2026-01-01T00:00:00Z\",\"priceDimensions\":{\"SKU%1.%2.6YS6EN2CT7\":{\"rateCode\":"
               "\"SKU%1.%2.6YS6EN2CT7\",\"description\":\"$%3 per On Demand Linux Instance Hour\","
               "\"beginRange\":\"0\",\"endRange\":\"Inf\",\"unit\":\"Hrs\",\"pricePerUnit\":{\"USD\":\"%3\"},"
               "\"appliesTo\":[]}},\"termAttributes\":{%4}}}")
        .arg(i)
        .arg(QLatin1String(code), QLatin1String(price), QLatin1String(attributes))
        .toUtf8();
}

// Writes products, then OnDemand and Reserved terms, to about `bytes`; every 1,000th product a p5.48xlarge.
qint64 writeOffer(const QString& path, qint64 bytes) {
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return 0;
    const int products = int(bytes / 1540); // about 1.54 KB per product with its two terms
    auto type = [](int i) { return i % 1000 == 0 ? "p5.48xlarge" : "m5.large"; };
    f.write("{\"formatVersion\":\"v1.0\",\"offerCode\":\"AmazonEC2\",\"publicationDate\":\"2026-01-15T00:00:00Z\","
            "\"products\":{");
    for (int i = 0; i < products; ++i) f.write((i ? "," : "") + product(i, type(i), i % 1000 ? "0" : "8"));
    f.write("},\"terms\":{\"OnDemand\":{");
    for (int i = 0; i < products; ++i) f.write((i ? "," : "") + term(i, "JRTCKXETXF", "55.04", ""));
    f.write("},\"Reserved\":{");
    const char* reserved =
        "\"LeaseContractLength\":\"1yr\",\"OfferingClass\":\"standard\",\"PurchaseOption\":\"No Upfront\"";
    for (int i = 0; i < products; ++i) f.write((i ? "," : "") + term(i, "4NA7Y494T4", "36.2432", reserved));
    f.write("}}}");
    return f.size();
}

double peakRssMb() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
    return -1;
}

bool resetPeakRss() {
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    return clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
}
} // namespace

QJsonObject benchPriceList(const QString& scratchDir, bool quick) {
    const QString path = scratchDir + QStringLiteral("/ec2-offer.json");
    const qint64 size = writeOffer(path, (quick ? 10 : 300) * qint64{1000000});
    const bool reset = resetPeakRss();
    QElapsedTimer timer;
    timer.start();
    const PriceList l = data::readAwsOfferFile(path, data::shippedInstanceGpus());
    const double seconds = double(timer.nsecsElapsed()) * 1e-9;
    QJsonObject o{{"aws_offer_mb", double(size) / 1e6},
                  {"aws_offer_s", seconds},
                  {"aws_offer_prices", double(l.prices.size())},
                  {"aws_offer_peak_rss_mb", reset ? peakRssMb() : -1.0}};
    QFile::remove(path);
    return o;
}

double benchWorkbookMs(const QString& scratchDir, const Catalog& catalog) {
    const QJsonObject doc = data::readScenarioFile(QStringLiteral(":/scenarios/us-lab-growth.json"));
    const Scenario s = data::scenarioFromJson(doc, catalog);
    const ScenarioResult r = evaluateFully(doc, s, catalog);
    QElapsedTimer timer;
    timer.start();
    data::writeWorkbook(scratchDir + QStringLiteral("/bench.xlsx"), s, r, catalog, fleetPlans(doc, s, catalog));
    return double(timer.nsecsElapsed()) * 1e-6;
}

void printPriceListBench(QTextStream& out, const QJsonObject& f) {
    out << "AWS offer file:      " << QString::number(f[QStringLiteral("aws_offer_s")].toDouble(), 'f', 2) << " s for "
        << QString::number(f[QStringLiteral("aws_offer_mb")].toDouble(), 'f', 0) << " MB ("
        << f[QStringLiteral("aws_offer_prices")].toInt() << " GPU prices), peak RSS "
        << QString::number(f[QStringLiteral("aws_offer_peak_rss_mb")].toDouble(), 'f', 0)
        << " MB (issue 31: 300 MB in under 30 s, peak RSS at most 200 MB)\n";
    out << "workbook (XLSX):     " << QString::number(f[QStringLiteral("workbook_ms")].toDouble(), 'f', 0)
        << " ms (us-lab-growth; issue 30: under 1 s)\n";
}

} // namespace gputco::cli
