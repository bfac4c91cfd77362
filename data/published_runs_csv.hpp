#pragma once
// Reads resources/validation/end_to_end_runs.csv (embedded), RFC 4180, into PublishedRun rows.

#include "core/training/published_runs.hpp"

#include <QByteArray>
#include <QStringList>

#include <vector>

namespace gputco::data {

// RFC 4180 records (quoted fields with commas, doubled quotes, CR LF or LF line ends).
std::vector<QStringList> parseCsv(const QByteArray& text);

// Throws InputError naming the row and column for a malformed row.
std::vector<PublishedRun> parsePublishedRuns(const QByteArray& csv);
// The shipped dataset, split by assignSplit().
const std::vector<PublishedRun>& shippedPublishedRuns();

} // namespace gputco::data
