#include "data/sql_messages.hpp"

#include <algorithm>
#include <cctype>

namespace gputco::data {

namespace {
bool has(const std::string& lower, const char* what) { return lower.find(what) != std::string::npos; }
} // namespace

std::string explainSqlError(const std::string& text, const std::string& role) {
    std::string lower = text;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    // PostgreSQL: "permission denied for table scenario"
    if (has(lower, "permission denied")) {
        const auto at = lower.find("for table ");
        std::string table = at == std::string::npos ? std::string("the database") : "table ";
        if (at != std::string::npos)
            for (std::size_t i = at + 10;
                 i < lower.size() && (std::isalnum((unsigned char)lower[i]) || lower[i] == '_'); ++i)
                table += lower[i];
        return "read-only access: role " + (role.empty() ? std::string("of this login") : role) + " cannot change " +
               table + "; nothing was changed. Ask the server's owner for the gputco_planner role";
    }
    if (has(lower, "duplicate key value"))
        return "that name was just taken (perhaps by another gpu-tco running at the same time); nothing was "
               "changed; choose another name or try again";
    if (has(lower, "server closed the connection") || has(lower, "no connection to the server") ||
        has(lower, "terminating connection"))
        return "the connection to the database server was lost; nothing was changed by this command; try again";
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
