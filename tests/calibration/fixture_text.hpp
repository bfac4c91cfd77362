#pragma once
// The calibration fixtures' text (tests/calibration/fixtures, written by make_fixtures.py).

#include "tests/support/test_paths.hpp"

#include <fstream>
#include <sstream>
#include <string>

namespace gputco::test {

inline std::string fixturePath(const char* name) { return std::string(paths::calibrationFixtures()) + "/" + name; }

inline std::string fixtureText(const char* name) {
    std::ifstream in(fixturePath(name), std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace gputco::test
