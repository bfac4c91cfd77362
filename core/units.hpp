#pragma once
// Physical quantities used at core/ interfaces (Boost.Units), with helpers that
// speak the units people use: TFLOP/s, GB, GB/s, TB/s, kW, kWh, MWh, hours, days.
// Decimal prefixes throughout (1 GB = 1e9 B, 1 TFLOP/s = 1e12 FLOP/s), as in vendor
// datasheets; GiB helpers exist for memory figures quoted in binary units.

#include <boost/units/base_dimension.hpp>
#include <boost/units/base_unit.hpp>
#include <boost/units/derived_dimension.hpp>
#include <boost/units/io.hpp>
#include <boost/units/make_system.hpp>
#include <boost/units/quantity.hpp>
#include <boost/units/systems/information/byte.hpp>
#include <boost/units/systems/si/energy.hpp>
#include <boost/units/systems/si/power.hpp>
#include <boost/units/systems/si/time.hpp>
#include <boost/units/unit.hpp>

namespace gputco {

namespace bu = boost::units;

// A floating-point operation as its own base dimension, so that FLOP and FLOP/s
// cannot be mixed up with bytes, seconds or joules.
struct flop_base_dimension : bu::base_dimension<flop_base_dimension, 1001> {};
using flop_dimension = flop_base_dimension::dimension_type;
struct flop_base_unit : bu::base_unit<flop_base_unit, flop_dimension, 1001> {
    static const char* name() { return "floating-point operation"; }
    static const char* symbol() { return "FLOP"; }
};

using flop_unit = flop_base_unit::unit_type;
using byte_unit = bu::information::hu::byte::info;
using second_unit = bu::si::time;
using flop_rate_unit = decltype(flop_unit() / second_unit());
using bandwidth_unit = decltype(byte_unit() / second_unit());

using Time = bu::quantity<second_unit>;
using Bytes = bu::quantity<byte_unit>;
using Bandwidth = bu::quantity<bandwidth_unit>;
using Flops = bu::quantity<flop_unit>;         // an amount of work
using FlopRate = bu::quantity<flop_rate_unit>; // a speed
using Power = bu::quantity<bu::si::power>;
using Energy = bu::quantity<bu::si::energy>;

namespace units {

inline constexpr double kilo = 1e3, mega = 1e6, giga = 1e9, tera = 1e12, peta = 1e15;
inline constexpr double gibi = 1073741824.0;
inline constexpr double secondsPerHour = 3600.0, secondsPerDay = 86400.0;

// Construction from the units people use.
inline Time seconds(double v) { return v * bu::si::seconds; }
inline Time hours(double v) { return v * secondsPerHour * bu::si::seconds; }
inline Time days(double v) { return v * secondsPerDay * bu::si::seconds; }
inline Bytes bytes(double v) { return Bytes::from_value(v); }
inline Bytes gigabytes(double v) { return Bytes::from_value(v * giga); }
inline Bytes gibibytes(double v) { return Bytes::from_value(v * gibi); }
inline Bandwidth bytesPerSecond(double v) { return Bandwidth::from_value(v); }
inline Bandwidth gigabytesPerSecond(double v) { return Bandwidth::from_value(v * giga); }
inline Bandwidth terabytesPerSecond(double v) { return Bandwidth::from_value(v * tera); }
// Network link rates are quoted in bits: 400 Gb/s = 50 GB/s.
inline Bandwidth gigabitsPerSecond(double v) { return Bandwidth::from_value(v * giga / 8.0); }
inline Flops flop(double v) { return Flops::from_value(v); }
inline FlopRate flopPerSecond(double v) { return FlopRate::from_value(v); }
inline FlopRate teraflopPerSecond(double v) { return FlopRate::from_value(v * tera); }
inline Power watts(double v) { return v * bu::si::watts; }
inline Power kilowatts(double v) { return v * kilo * bu::si::watts; }
inline Energy joules(double v) { return v * bu::si::joules; }
inline Energy kilowattHours(double v) { return v * kilo * secondsPerHour * bu::si::joules; }

// Read-out in the units people use.
inline double inSeconds(Time t) { return t.value(); }
inline double inHours(Time t) { return t.value() / secondsPerHour; }
inline double inDays(Time t) { return t.value() / secondsPerDay; }
inline double inBytes(Bytes b) { return b.value(); }
inline double inGigabytes(Bytes b) { return b.value() / giga; }
inline double inGibibytes(Bytes b) { return b.value() / gibi; }
inline double inGigabytesPerSecond(Bandwidth b) { return b.value() / giga; }
inline double inTerabytesPerSecond(Bandwidth b) { return b.value() / tera; }
inline double inGigabitsPerSecond(Bandwidth b) { return b.value() * 8.0 / giga; }
inline double inFlop(Flops f) { return f.value(); }
inline double inTeraflopPerSecond(FlopRate r) { return r.value() / tera; }
inline double inWatts(Power p) { return p.value(); }
inline double inKilowatts(Power p) { return p.value() / kilo; }
inline double inKilowattHours(Energy e) { return e.value() / (kilo * secondsPerHour); }
inline double inMegawattHours(Energy e) { return e.value() / (mega * secondsPerHour); }

} // namespace units
} // namespace gputco
