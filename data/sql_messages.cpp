#include "data/sql_messages.hpp"

#include <algorithm>
#include <cctype>

namespace gputco::data {

namespace {
bool has(const std::string& lower, const char* what) { return lower.find(what) != std::string::npos; }
} // namespace

std::string explainSqlError(const std::string& text) {
    std::string lower = text;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (has(lower, "locked") || has(lower, "busy"))
        return "the database is locked by another program (waited 5 s); try again when it has finished";
    if (has(lower, "readonly") || has(lower, "read-only") || has(lower, "read only"))
        return "the database is read-only, so nothing was changed; make the file and its folder writable, or use "
               "another --db file";
    if (has(lower, "unique constraint"))
        return "that name was just taken (perhaps by another gpu-tco running at the same time); nothing was "
               "changed; choose another name or try again";
    if (has(lower, "disk is full") || has(lower, "database or disk is full"))
        return "the disk holding the database is full; nothing was changed";
    if (has(lower, "malformed") || has(lower, "corrupt"))
        return "the database reports damage (" + text + "); run 'PRAGMA integrity_check' on a copy before deleting it";
    return "the database refused the change (" + text + "); nothing was changed";
}

} // namespace gputco::data
