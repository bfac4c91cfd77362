#pragma once
// Describes one numeric field of a catalog row: its snake_case key (used as the
// database column, the JSON key and the CLI name), label, display unit, allowed
// range and accessors in display units. One table of these per row type drives
// validation, persistence, JSON and the editors, so a field is declared once.

#include "core/validation.hpp"

#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gputco {

template <typename Row>
struct NumberField {
    std::string_view key;
    std::string_view label;
    std::string_view unit;
    double min;
    double max;
    bool minExclusive; // true: value must be > min (e.g. a bandwidth cannot be 0)
    bool optional;     // true: absent is allowed (e.g. no FP8 on a V100)
    bool integer;
    std::optional<double> (*get)(const Row&);
    void (*set)(Row&, std::optional<double>);

    std::string rangeText() const {
        std::string lo = (minExclusive ? "> " : ">= ") + formatNumber(min);
        std::string out = lo + " and <= " + formatNumber(max);
        if (!unit.empty()) out += " " + std::string(unit);
        if (integer) out += " (whole number)";
        return out;
    }

    // Throws InputError naming the field and the allowed range.
    void check(std::optional<double> v) const {
        if (!v) {
            if (optional) return;
            throw InputError(std::string(key), "a value is required (allowed: " + rangeText() + ")");
        }
        double x = *v;
        bool ok =
            std::isfinite(x) && (minExclusive ? x > min : x >= min) && x <= max && (!integer || std::floor(x) == x);
        if (!ok) throw InputError(std::string(key), formatNumber(x) + " is out of range; allowed " + rangeText());
    }
};

template <typename Row>
const NumberField<Row>* findField(std::span<const NumberField<Row>> fields, std::string_view key) {
    for (const auto& f : fields)
        if (f.key == key) return &f;
    return nullptr;
}

// Checks every field of a row; throws the first InputError found.
template <typename Row>
void checkRow(std::span<const NumberField<Row>> fields, const Row& row) {
    for (const auto& f : fields) f.check(f.get(row));
}

} // namespace gputco
