// libFuzzer: scenario JSON import (the bytes of a file -> the strict reader, duplicate keys included
// (issue 44) -> scenarioFromJson against the shipped catalog). Bad input must end in InputError,
// never a crash, hang or sanitizer report.
#include "core/validation.hpp"
#include "data/catalog_seed.hpp"
#include "data/limits.hpp"
#include "data/scenario_json.hpp"
#include "data/strict_json.hpp"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size > size_t(gputco::data::kMaxInputFileBytes)) return 0; // readFileLimited refuses these
    try {
        const QJsonDocument doc = gputco::data::parseStrictJson(
            QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), QStringLiteral("fuzz.json"));
        if (!doc.isObject()) return 0;
        (void)gputco::data::scenarioFromJson(doc.object(), gputco::data::shippedCatalog());
    } catch (const gputco::InputError&) {
        // refused with a message: the expected outcome for bad input
    }
    return 0;
}
