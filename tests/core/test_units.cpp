// Unit conversions at core/ interfaces (hand-checked against the definitions:
// 1 GB = 1e9 B, 1 TFLOP/s = 1e12 FLOP/s, 1 kWh = 3.6e6 J, 400 Gb/s = 50 GB/s).
#include "core/parse_number.hpp"
#include "core/units.hpp"

#include <catch2/catch.hpp>

#include <type_traits>

using namespace gputco;

TEST_CASE("units convert to and from the units people use") {
    using namespace gputco::units;
    CHECK(inSeconds(hours(2)) == Approx(7200));
    CHECK(inDays(hours(36)) == Approx(1.5));
    CHECK(inGigabytes(gibibytes(1)) == Approx(1.073741824));
    CHECK(inBytes(gigabytes(80)) == Approx(80e9));
    CHECK(inGigabytesPerSecond(gigabitsPerSecond(400)) == Approx(50));
    CHECK(inGigabitsPerSecond(gigabytesPerSecond(25)) == Approx(200));
    CHECK(inTerabytesPerSecond(gigabytesPerSecond(3350)) == Approx(3.35));
    CHECK(inTeraflopPerSecond(flopPerSecond(989e12)) == Approx(989));
    CHECK(inKilowatts(watts(700)) == Approx(0.7));
    CHECK(inKilowattHours(joules(3.6e6)) == Approx(1));
    CHECK(inMegawattHours(kilowattHours(449000)) == Approx(449));
}

TEST_CASE("quantities combine dimensionally") {
    using namespace gputco::units;
    // 989 TFLOP/s for one hour is 3.56e18 FLOP.
    const Flops work = teraflopPerSecond(989) * hours(1);
    CHECK(inFlop(work) == Approx(989e12 * 3600));
    // 80 GB over 3.35 TB/s takes 23.9 ms.
    const Time t = gigabytes(80) / terabytesPerSecond(3.35);
    CHECK(inSeconds(t) == Approx(80.0 / 3350.0));
    // 700 W for 24 h is 16.8 kWh.
    const Energy e = watts(700) * hours(24);
    CHECK(inKilowattHours(e) == Approx(16.8));
    // A rate over a time is dimensionally not a power or an amount of data.
    STATIC_REQUIRE_FALSE(std::is_same_v<decltype(work), Bytes>);
    STATIC_REQUIRE_FALSE(std::is_convertible_v<Bytes, Flops>);
    STATIC_REQUIRE_FALSE(std::is_convertible_v<Power, Energy>);
}

TEST_CASE("scaled numbers parse as users type them") {
    CHECK(parseScaledNumber("7e9") == Approx(7e9));
    CHECK(parseScaledNumber("7B") == Approx(7e9));
    CHECK(parseScaledNumber("175b") == Approx(175e9));
    CHECK(parseScaledNumber("2T") == Approx(2e12));
    CHECK(parseScaledNumber("1.5M") == Approx(1.5e6));
    CHECK(parseScaledNumber(" 4096 ") == Approx(4096));
    CHECK(parseScaledNumber("-5") == Approx(-5));
    CHECK_FALSE(parseScaledNumber(""));
    CHECK_FALSE(parseScaledNumber("abc"));
    CHECK_FALSE(parseScaledNumber("7X"));
    CHECK_FALSE(parseScaledNumber("1e400"));
    CHECK_FALSE(parseScaledNumber("nan"));
}
