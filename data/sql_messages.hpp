#pragma once
// SQLite failures in words a user can act on (issue 13): locked by another program,
// read-only, a name taken by a concurrent writer, a full disk. Never "internal error".

#include <string>

namespace gputco::data {

// One line for the user from an SqlError's text (which holds SQLite's own message).
std::string explainSqlError(const std::string& sqlErrorText);

} // namespace gputco::data
