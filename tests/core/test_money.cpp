// Money carries its currency; mixing currencies needs an explicit dated rate.
#include "core/money.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("money in one currency adds, scales and compares") {
    const Money a(100, Currency::CNY), b(58000, Currency::CNY);
    CHECK((a + b).amount() == Approx(58100));
    CHECK((b - a).amount() == Approx(57900));
    CHECK((a * 3).amount() == Approx(300));
    CHECK((b / 2).currency() == Currency::CNY);
    CHECK(b / a == Approx(580));
    CHECK(a < b);
    Money sum = Money::zero(Currency::CNY);
    sum += a;
    CHECK(sum == a);
}

TEST_CASE("money refuses silent currency mixing") {
    const Money cny(7.2, Currency::CNY), usd(1, Currency::USD);
    CHECK_THROWS_AS(cny + usd, CurrencyMismatch);
    CHECK_THROWS_AS(cny - usd, CurrencyMismatch);
    CHECK_THROWS_AS((void)(cny < usd), CurrencyMismatch);
    CHECK_THROWS_AS((void)(cny / usd), CurrencyMismatch);
    Money acc = cny;
    CHECK_THROWS_AS(acc += usd, CurrencyMismatch);
    CHECK(acc.amount() == Approx(7.2)); // unchanged after the refusal
    CHECK_THROWS_WITH(cny + usd, Catch::Contains("CNY") && Catch::Contains("USD") && Catch::Contains("exchange rate"));
}

TEST_CASE("conversion uses an explicit dated rate, either way round") {
    const ExchangeRate rate{Currency::USD, Currency::CNY, 7.2, "2026-11-01"};
    // 1,000 USD at 7.2 CNY/USD = 7,200 CNY; back again gives 1,000 USD.
    const Money cny = convert(Money(1000, Currency::USD), Currency::CNY, rate);
    CHECK(cny.currency() == Currency::CNY);
    CHECK(cny.amount() == Approx(7200));
    CHECK(convert(cny, Currency::USD, rate).amount() == Approx(1000));
    CHECK(convert(cny, Currency::CNY, rate).amount() == Approx(7200));
    CHECK_THROWS_AS(convert(Money(1, Currency::EUR), Currency::CNY, rate), std::invalid_argument);
    CHECK_THROWS_AS(convert(Money(1, Currency::USD), Currency::CNY, ExchangeRate{Currency::USD, Currency::CNY, 0, "x"}),
                    std::invalid_argument);
    const std::vector<ExchangeRate> table{rate};
    CHECK(findRate(table, Currency::CNY, Currency::USD).has_value());
    CHECK_FALSE(findRate(table, Currency::EUR, Currency::USD).has_value());
}

TEST_CASE("currency codes") {
    CHECK(currencyFromCode("cny") == Currency::CNY);
    CHECK(currencyFromCode("USD") == Currency::USD);
    CHECK(currencyFromCode("EUR") == Currency::EUR);
    CHECK_FALSE(currencyFromCode("XYZ"));
    CHECK(currencyCode(Currency::CNY) == "CNY");
    CHECK(allCurrencies().size() == 3);
}
