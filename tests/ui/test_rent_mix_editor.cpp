// Issue 14 in the window: a rent option's reserved GPUs get a catalog hint for their term's
// price (GCP H100: commit-1y 7.67, commit-3y 4.86 USD, resources/catalog/prices.json) and a
// generated name that says how many are reserved.
#include "data/catalog_seed.hpp"
#include "services/catalog_hints.hpp"

#include <QJsonObject>

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("rent option editor: reserved GPUs' price hint and generated name") {
    const Catalog& c = data::shippedCatalog();
    QJsonObject o{{"kind", "rent"},         {"gpu", "H100-SXM5-80GB"}, {"gpus", 16},       {"provider", "GCP"},
                  {"billing", "on-demand"}, {"reserved_gpus", 8},      {"name_auto", true}};
    const QString usd = QStringLiteral("USD");
    CHECK(services::catalogHints(c, o, usd).value(QStringLiteral("reserved_price_per_gpu_hour")) ==
          u"catalog commit-1y: 7.67 USD/GPU-h, GCP");
    o[QStringLiteral("reserved_billing")] = QStringLiteral("commit-3y");
    CHECK(services::catalogHints(c, o, usd).value(QStringLiteral("reserved_price_per_gpu_hour")) ==
          u"catalog commit-3y: 4.86 USD/GPU-h, GCP");
    const QJsonObject after = services::optionAfterEdit(c, o, QStringLiteral("gpus"), 24, usd);
    CHECK(after.value(QStringLiteral("name")).toString() == u"Rent 24 x H100-SXM5-80GB, 8 reserved + on-demand");
    o[QStringLiteral("reserved_gpus")] = 0; // nothing reserved: no hint, today's name
    CHECK_FALSE(services::catalogHints(c, o, usd).contains(QStringLiteral("reserved_price_per_gpu_hour")));
    CHECK(services::generatedOptionName(o) == u"Rent 16 x H100-SXM5-80GB, on-demand");
}
