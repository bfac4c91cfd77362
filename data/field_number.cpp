#include "data/field_number.hpp"

namespace gputco::data {

double fieldNumber(const JsonReader& r, std::span<const ScenarioField> fields, const char* key, double fallback) {
    const ScenarioField& f = scenarioField(fields, key);
    const double fb = std::isnan(fallback) ? f.fallback : fallback;
    if (f.kind == FieldKind::Integer)
        return std::isnan(fb) ? r.integer(key, int(f.min), int(f.max))
                              : r.integer(key, int(f.min), int(f.max), int(fb));
    return std::isnan(fb) ? r.number(key, f.min, f.max) : r.numberOr(key, f.min, f.max, fb);
}

} // namespace gputco::data
