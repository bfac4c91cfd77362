// Numbers as a reader writes them (issue 32, services/readable_number.hpp); expected values by hand.
#include "services/readable_number.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using gputco::services::readableCount;
using gputco::services::readableNumber;

TEST_CASE("readableNumber groups thousands, keeps four significant digits below 1,000, never e-notation") {
    CHECK(readableNumber(14491637.4) == QStringLiteral("14,491,637"));
    CHECK(readableNumber(-7394047.4) == QStringLiteral("-7,394,047"));
    CHECK(readableNumber(379272) == QStringLiteral("379,272"));
    CHECK(readableNumber(2.95) == QStringLiteral("2.95"));
    CHECK(readableNumber(156.451) == QStringLiteral("156.5"));
    CHECK(readableNumber(0.0658824) == QStringLiteral("0.06588"));
    CHECK(readableNumber(0.5) == QStringLiteral("0.5"));
    CHECK(readableNumber(2) == QStringLiteral("2"));
    CHECK(readableNumber(0) == QStringLiteral("0"));
    CHECK(readableNumber(-0.0) == QStringLiteral("0"));
    CHECK(readableNumber(1e-9) == QStringLiteral("0"));
    CHECK(readableNumber(1e15) == QStringLiteral("1,000,000,000,000,000"));
    CHECK(readableNumber(std::nan("")) == QStringLiteral("-"));
}

TEST_CASE("readableCount says large counts in words") {
    CHECK(readableCount(2.52e11) == QStringLiteral("252 billion"));
    CHECK(readableCount(5.34e10) == QStringLiteral("53.4 billion"));
    CHECK(readableCount(2e12) == QStringLiteral("2 trillion"));
    CHECK(readableCount(1.4e11) == QStringLiteral("140 billion"));
    CHECK(readableCount(3.5e6) == QStringLiteral("3.5 million"));
    CHECK(readableCount(9500) == QStringLiteral("9,500"));
}
