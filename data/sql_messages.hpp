#pragma once
// SQLite and PostgreSQL failures in words a user can act on (issue 13): locked by another program,
// read-only, a name taken by a concurrent writer, a full disk. Never "internal error".

#include <string>

namespace gputco::data {

// One line for the user from an SqlError's text (which holds SQLite's own message).
// `role`: on a team server, the role whose rights apply (Database::accessRole()); a permission
// error reads "read-only access: role gputco_viewer cannot change table scenario; ...".
std::string explainSqlError(const std::string& sqlErrorText, const std::string& role = "");

// The start of an SqlError's text when the COMMIT itself failed (Transaction::commit): the server may
// have applied the change before the answer was lost, so "nothing was changed" is not known (issue 44).
inline constexpr const char* kCommitUnconfirmed = "commit not confirmed: ";

} // namespace gputco::data
