#pragma once
// Reads typed, range-checked values out of a JSON object, naming the full key path
// ("options[1].pue") and the allowed range in every error (InputError).

#include "core/validation.hpp"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>
#include <string>

namespace gputco::data {

class JsonReader {
public:
    JsonReader(QJsonObject object, std::string path) : o_(std::move(object)), path_(std::move(path)) {}

    bool has(const char* key) const;
    std::string key(const char* key) const; // the full path of a key
    const std::string& path() const { return path_; }
    const QJsonObject& object() const { return o_; }

    std::string text(const char* key) const;                              // required, non-empty
    std::string text(const char* key, const std::string& fallback) const; // optional
    double number(const char* key, double lo, double hi, const char* unit = "") const;
    double numberOr(const char* key, double lo, double hi, double fallback, const char* unit = "") const;
    std::optional<double> optionalNumber(const char* key, double lo, double hi, const char* unit = "") const;
    int integer(const char* key, int lo, int hi) const;
    int integer(const char* key, int lo, int hi, int fallback) const;
    QJsonArray array(const char* key, bool required) const;
    JsonReader child(const char* key) const; // an object inside this one

private:
    [[noreturn]] void fail(const char* key, const std::string& message) const;
    double checked(const char* key, double v, double lo, double hi, const char* unit) const;
    QJsonObject o_;
    std::string path_;
};

} // namespace gputco::data
