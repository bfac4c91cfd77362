#pragma once
// Errors for bad input: every message names the field and, where there is one,
// the allowed range, so that the CLI and the GUI can show it as is.

#include <stdexcept>
#include <string>

namespace gputco {

class InputError : public std::invalid_argument {
public:
    InputError(std::string field, const std::string& message)
        : std::invalid_argument(field.empty() ? message : field + ": " + message), field_(std::move(field)) {}
    const std::string& field() const { return field_; }

private:
    std::string field_;
};

// Formats a number for messages without trailing zeros ("0.5", "5000", "1e+06").
std::string formatNumber(double v);

} // namespace gputco
