// libFuzzer: the provider price-list readers (issue 31): the first byte picks the format (CSV, an Azure
// Retail Prices page, an AWS offer file read by the streaming SAX reader, a GCP SKU list), the rest is
// the file; then the refresh plan against the shipped catalog. Bad input must end in a listed error or
// InputError, never a crash or a sanitizer report.
#include "core/catalog/price_refresh.hpp"
#include "core/validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/limits.hpp"
#include "data/price_lists.hpp"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < 1 || size > size_t(gputco::data::kMaxInputFileBytes)) return 0;
    using namespace gputco;
    const QByteArray file(reinterpret_cast<const char*>(data) + 1, qsizetype(size - 1));
    const QString name = QStringLiteral("fuzz");
    const Catalog& catalog = data::shippedCatalog();
    const auto& table = data::shippedInstanceGpus();
    try {
        PriceList l;
        switch (data[0] % 4) {
        case 0: l = data::readCsvPrices(file, name, catalog); break;
        case 1: l = data::readAzurePrices(file, name, table); break;
        case 2: l = data::readAwsOffer(file, name, table); break;
        default: l = data::readGcpPrices(file, name, table); break;
        }
        RefreshOptions o;
        o.skipBad = true;
        (void)planRefresh(catalog, {l}, o);
    } catch (const InputError&) {
        // refused with a message (several regions without --region, a bad name)
    }
    return 0;
}
