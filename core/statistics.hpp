#pragma once
// Order statistics shared by the validation summaries and the log reader.

#include <vector>

namespace gputco {

// The middle value (the mean of the two middle ones for an even count); 0 for an empty list.
double median(std::vector<double> v);
// Empirical quantile q in [0, 1], linear between order statistics (type 7); 1 for an empty list
// (the quantiles here are of ratios, where 1 is neutral).
double quantile(std::vector<double> v, double q);

} // namespace gputco
