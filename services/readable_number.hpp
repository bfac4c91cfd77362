#pragma once
// Numbers as a reader writes them (issue 32), for the command line's tables, the window and the
// report: never e-notation, never a key. English digits and words; the window translates around them.

#include <QString>

namespace gputco::services {

// Thousands grouped (14,491,637), four significant digits below 1,000 (0.06588, 2.95, 156.5);
// "-0" is "0"; not finite: "-".
QString readableNumber(double v);

// A large count in words with three significant digits: 252 billion, 1.4 trillion, 53.4 million,
// 9,500 below a million.
QString readableCount(double v);

} // namespace gputco::services
