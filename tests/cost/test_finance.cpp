// Depreciation schedules, annuities and NPV against textbook figures.
#include "core/cost/depreciation.hpp"

#include <catch2/catch.hpp>

using namespace gputco;

TEST_CASE("straight-line depreciation: base / months, then nothing") {
    // 4.4M capex, 10 % residual, 3 years: 4,400,000 x 0.9 / 36 = 110,000 a month.
    CHECK(depreciationInMonth(DepreciationMethod::StraightLine, 3960000, 3, 1) == Approx(110000));
    CHECK(depreciationInMonth(DepreciationMethod::StraightLine, 3960000, 3, 36) == Approx(110000));
    CHECK(depreciationInMonth(DepreciationMethod::StraightLine, 3960000, 3, 37) == 0);
}

TEST_CASE("double-declining balance starts at twice straight-line and uses the base up in time") {
    // 36,000 over 3 years: month 1 = 36,000 x 2/36 = 2,000; all 36 months sum to 36,000.
    CHECK(depreciationInMonth(DepreciationMethod::DecliningBalance, 36000, 3, 1) == Approx(2000));
    double sum = 0;
    for (int m = 1; m <= 40; ++m) sum += depreciationInMonth(DepreciationMethod::DecliningBalance, 36000, 3, m);
    CHECK(sum == Approx(36000));
    CHECK(depreciationInMonth(DepreciationMethod::DecliningBalance, 36000, 3, 2) <
          depreciationInMonth(DepreciationMethod::DecliningBalance, 36000, 3, 1));
}

TEST_CASE("MACRS 5-year: 20, 32, 19.2, 11.52, 11.52, 5.76 % (IRS Pub. 946, Table A-1)") {
    CHECK(depreciationInMonth(DepreciationMethod::Macrs5, 100000, 5, 1) * 12 == Approx(20000));
    CHECK(depreciationInMonth(DepreciationMethod::Macrs5, 100000, 5, 13) * 12 == Approx(32000));
    CHECK(depreciationInMonth(DepreciationMethod::Macrs5, 100000, 5, 61) * 12 == Approx(5760));
    CHECK(depreciationInMonth(DepreciationMethod::Macrs5, 100000, 5, 73) == 0);
    double sum = 0;
    for (int m = 1; m <= 72; ++m) sum += depreciationInMonth(DepreciationMethod::Macrs5, 100000, 5, m);
    CHECK(sum == Approx(100000));
}

TEST_CASE("annuity: the textbook 30-year mortgage") {
    // 100,000 at 6 % a year, monthly, 360 payments: 599.55 a month; first month's interest 500.
    CHECK(annuityPayment(100000, 0.06 / 12, 360) == Approx(599.55).epsilon(1e-5));
    CHECK(annuityInterest(100000, 0.06 / 12, 360, 1) == Approx(500));
    CHECK(annuityInterest(100000, 0.06 / 12, 360, 360) == Approx(599.55 * 0.005 / 1.005).epsilon(1e-3));
    double interest = 0;
    for (int k = 1; k <= 360; ++k) interest += annuityInterest(100000, 0.06 / 12, 360, k);
    CHECK(interest == Approx(599.55 * 360 - 100000).epsilon(1e-4));
    CHECK(annuityPayment(1200, 0, 12) == Approx(100));
}

TEST_CASE("net present value: the textbook example") {
    // -1000 now, then 300, 400, 500 at 10 %: -1000 + 272.73 + 330.58 + 375.66 = -21.04.
    CHECK(netPresentValue({-1000, 300, 400, 500}, 0.10) == Approx(-21.04).epsilon(1e-3));
    CHECK(netPresentValue({100, 100}, 0.0) == Approx(200));
}
