#include "core/money.hpp"

#include <ctime>

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>

namespace gputco {

namespace {
constexpr std::array<std::pair<Currency, std::string_view>, 3> kCodes{
    {{Currency::CNY, "CNY"}, {Currency::USD, "USD"}, {Currency::EUR, "EUR"}}};
}

std::string_view currencyCode(Currency c) {
    for (const auto& [cur, code] : kCodes)
        if (cur == c) return code;
    return "???";
}

std::optional<Currency> currencyFromCode(std::string_view code) {
    for (const auto& [cur, known] : kCodes) {
        if (known.size() != code.size()) continue;
        bool same = std::equal(known.begin(), known.end(), code.begin(),
                               [](char a, char b) { return a == std::toupper(static_cast<unsigned char>(b)); });
        if (same) return cur;
    }
    return std::nullopt;
}

std::vector<Currency> allCurrencies() {
    std::vector<Currency> out;
    out.reserve(std::size(kCodes));
    for (const auto& entry : kCodes) out.push_back(entry.first);
    return out;
}

CurrencyMismatch::CurrencyMismatch(Currency a, Currency b, std::string_view operation)
    : std::logic_error("cannot " + std::string(operation) + " " + std::string(currencyCode(a)) + " and " +
                       std::string(currencyCode(b)) + " without an explicit dated exchange rate") {}

void Money::requireSame(const Money& o, std::string_view operation) const {
    if (currency_ != o.currency_) throw CurrencyMismatch(currency_, o.currency_, operation);
}

Money Money::operator+(const Money& o) const {
    requireSame(o, "add");
    return Money(amount_ + o.amount_, currency_);
}
Money Money::operator-(const Money& o) const {
    requireSame(o, "subtract");
    return Money(amount_ - o.amount_, currency_);
}
Money& Money::operator+=(const Money& o) {
    *this = *this + o;
    return *this;
}
Money& Money::operator-=(const Money& o) {
    *this = *this - o;
    return *this;
}
double Money::operator/(const Money& o) const {
    requireSame(o, "divide");
    return amount_ / o.amount_;
}
bool Money::operator==(const Money& o) const {
    requireSame(o, "compare");
    return amount_ == o.amount_;
}
bool Money::operator<(const Money& o) const {
    requireSame(o, "compare");
    return amount_ < o.amount_;
}

Money convert(const Money& m, Currency to, const ExchangeRate& rate) {
    if (!(rate.rate > 0.0) || !std::isfinite(rate.rate))
        throw std::invalid_argument("exchange rate " + std::string(currencyCode(rate.from)) + "->" +
                                    std::string(currencyCode(rate.to)) + " must be a positive number");
    if (m.currency() == to) return m;
    if (rate.from == m.currency() && rate.to == to) return Money(m.amount() * rate.rate, to);
    if (rate.to == m.currency() && rate.from == to) return Money(m.amount() / rate.rate, to);
    throw std::invalid_argument("exchange rate " + std::string(currencyCode(rate.from)) + "->" +
                                std::string(currencyCode(rate.to)) + " cannot convert " +
                                std::string(currencyCode(m.currency())) + " to " + std::string(currencyCode(to)));
}

std::optional<ExchangeRate> findRate(const std::vector<ExchangeRate>& table, Currency from, Currency to) {
    return findRate(table, from, to, "9999-12-31");
}

std::optional<ExchangeRate> findRate(const std::vector<ExchangeRate>& table, Currency from, Currency to,
                                     const std::string& asOf) {
    // ISO dates (yyyy-mm or yyyy-mm-dd) order as text; a month "2026-11" counts as its first day.
    std::optional<ExchangeRate> best;
    for (const auto& r : table) {
        if (!((r.from == from && r.to == to) || (r.from == to && r.to == from))) continue;
        if (r.date.substr(0, asOf.size()) > asOf) continue;
        if (!best || r.date > best->date) best = r;
    }
    return best;
}

std::string todayIso() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[16];
    std::strftime(text, sizeof text, "%Y-%m-%d", &utc);
    return text;
}

} // namespace gputco
