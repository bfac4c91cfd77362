// libFuzzer: catalog JSON rows (GPU, fabric, storage tier, cloud price) as a hand-edited
// catalog file gives them. Bad input must end in InputError, never a crash or sanitizer report.
#include "core/validation.hpp"
#include "data/catalog_json.hpp"
#include "data/limits.hpp"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size > size_t(gputco::data::kMaxInputFileBytes)) return 0;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!doc.isObject()) return 0;
    const QJsonObject o = doc.object();
    auto each = [&](const char* key, auto parse) {
        for (const QJsonValue& v : o.value(QLatin1String(key)).toArray()) {
            try {
                (void)parse(v.toObject());
            } catch (const gputco::InputError&) {
                // refused with a message: expected for bad rows
            }
        }
    };
    each("gpus", gputco::data::gpuFromJson);
    each("fabrics", gputco::data::fabricFromJson);
    each("storage", gputco::data::storageFromJson);
    each("cloud", gputco::data::cloudPriceFromJson);
    return 0;
}
