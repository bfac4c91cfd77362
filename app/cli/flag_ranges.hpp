#pragma once
// One table of every numeric command-line flag: its allowed range, whether it must
// be a whole number, and its unit. scaledOption/intOption check each value against it,
// so `infer --batch 0` or `--ffn -5` stop with a message naming the flag and range.

#include <string_view>

namespace gputco::cli {

struct FlagRange {
    std::string_view name; // without "--"
    double lo, hi;
    bool integer;
    std::string_view unit;
};

// nullptr for a flag that is not numeric.
const FlagRange* findFlagRange(std::string_view name);

// Throws InputError("--NAME", "... is out of range; allowed LO to HI UNIT") or, for an
// integer flag, "... must be a whole number from LO to HI".
void checkFlag(std::string_view name, double value);

} // namespace gputco::cli
