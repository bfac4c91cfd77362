#pragma once
// One table of every numeric command-line flag: its allowed range, whether it must
// be a whole number, and its unit. scaledOption/intOption check each value against it,
// so `infer --batch 0` or `--ffn -5` stop with a message naming the flag and range.

#include <QString>

#include <string>
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

// "LO to HI UNIT": the words the checks and --help both use.
std::string rangeText(const FlagRange& f);

// A command's --help with each numeric flag's allowed range under its description, from the table
// the checks use (issue 44: --params said 1e6 to 1e14 while the model took 1e7 to 1e13).
QString helpWithRanges(const QString& help);

// Throws InputError("--NAME", "... is out of range; allowed LO to HI UNIT") or, for an
// integer flag, "... must be a whole number from LO to HI".
void checkFlag(std::string_view name, double value);

} // namespace gputco::cli
