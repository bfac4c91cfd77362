#pragma once
// Money as its own type (after KMyMoney): an amount that carries its currency.
// Adding or comparing amounts in different currencies throws CurrencyMismatch;
// the only way across is convert() with an explicit, dated ExchangeRate.

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gputco {

enum class Currency { CNY, USD, EUR };

std::string_view currencyCode(Currency c);                       // "CNY"
std::optional<Currency> currencyFromCode(std::string_view code); // case-insensitive
std::vector<Currency> allCurrencies();

class CurrencyMismatch : public std::logic_error {
public:
    CurrencyMismatch(Currency a, Currency b, std::string_view operation);
};

class Money {
public:
    constexpr Money(double amount, Currency currency) : amount_(amount), currency_(currency) {}
    static constexpr Money zero(Currency c) { return Money(0.0, c); }

    constexpr double amount() const { return amount_; }
    constexpr Currency currency() const { return currency_; }

    Money operator+(const Money& o) const;
    Money operator-(const Money& o) const;
    Money& operator+=(const Money& o);
    Money& operator-=(const Money& o);
    Money operator-() const { return Money(-amount_, currency_); }
    Money operator*(double k) const { return Money(amount_ * k, currency_); }
    Money operator/(double k) const { return Money(amount_ / k, currency_); }
    double operator/(const Money& o) const; // a ratio of two amounts in one currency
    bool operator==(const Money& o) const;
    bool operator<(const Money& o) const;
    bool operator>(const Money& o) const { return o < *this; }
    bool operator<=(const Money& o) const { return !(o < *this); }
    bool operator>=(const Money& o) const { return !(*this < o); }

private:
    void requireSame(const Money& o, std::string_view operation) const;
    double amount_;
    Currency currency_;
};

inline Money operator*(double k, const Money& m) { return m * k; }

// "1 <from> = rate <to>", as published on a given date (ISO 8601 yyyy-mm-dd).
struct ExchangeRate {
    Currency from;
    Currency to;
    double rate;
    std::string date;
};

// Converts m with the given rate (or its inverse); throws std::invalid_argument
// when the rate does not connect m's currency to `to`, or is not positive.
Money convert(const Money& m, Currency to, const ExchangeRate& rate);

// Looks for a direct or inverse rate in a table; nullopt when none connects the two.
// With `asOf` (yyyy-mm-dd): the newest rate dated on or before it, whatever the order of
// the table; without: the newest of all.
std::optional<ExchangeRate> findRate(const std::vector<ExchangeRate>& table, Currency from, Currency to);
std::optional<ExchangeRate> findRate(const std::vector<ExchangeRate>& table, Currency from, Currency to,
                                     const std::string& asOf);

// Today's date in UTC, yyyy-mm-dd.
std::string todayIso();

} // namespace gputco
