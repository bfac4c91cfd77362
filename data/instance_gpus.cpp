// resources/catalog/instance_gpus.json: which catalog GPU each instance type or GPU SKU has.
#include "data/json_reader.hpp"
#include "data/limits.hpp"
#include "data/price_lists.hpp"
#include "data/strict_json.hpp"

#include <QFile>

namespace gputco::data {

std::vector<InstanceGpus> parseInstanceGpus(const QByteArray& json) {
    const QJsonDocument doc = parseStrictJson(json, QStringLiteral("instance_gpus.json"));
    const JsonReader root(doc.object(), "");
    const QJsonArray list = root.array("instances", true);
    std::vector<InstanceGpus> out;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonReader r(list[i].toObject(), "instances[" + std::to_string(i) + "]");
        InstanceGpus g;
        g.provider = r.text("provider");
        if (g.provider != "aws" && g.provider != "azure" && g.provider != "gcp")
            throw InputError(r.key("provider"), "'" + g.provider + "' is not one of aws, azure, gcp");
        g.sku = r.text("sku");
        g.gpuId = r.text("gpu");
        g.gpus = r.integer("gpus", 1, 72);
        g.catalogId = r.text("catalog_id", "");
        g.source = r.text("source");
        g.machine = r.text("machine", "");
        g.vcpusPerGpu = r.numberOr("vcpus_per_gpu", 0, 1000, 0, "vCPUs");
        g.ramGibPerGpu = r.numberOr("ram_gib_per_gpu", 0, 100000, 0, "GiB");
        out.push_back(std::move(g));
    }
    return out;
}

const std::vector<InstanceGpus>& shippedInstanceGpus() {
    static const std::vector<InstanceGpus> table = [] {
        QFile f(QStringLiteral(":/catalog/instance_gpus.json"));
        if (!f.open(QIODevice::ReadOnly)) throw InputError("instance_gpus.json", "the shipped file is missing");
        return parseInstanceGpus(f.readAll());
    }();
    return table;
}

} // namespace gputco::data
