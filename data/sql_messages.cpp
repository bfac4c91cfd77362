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
    const bool lost = has(lower, "server closed the connection") || has(lower, "no connection to the server") ||
                      has(lower, "terminating connection") || has(lower, "connection to server") ||
                      has(lower, "could not receive data") || has(lower, "could not send data");
    if (lost && text.rfind(kCommitUnconfirmed, 0) == 0) // the COMMIT was sent; its answer never came
        return "the connection to the database server was lost while the change was being committed: the server "
               "did not confirm it, so it may or may not have been saved; check the revision with 'gpu-tco scenario "
               "history NAME' before trying again";
    if (lost) // before COMMIT: the server rolls the open transaction back
        return "the connection to the database server was lost before the change was committed; nothing was changed "
               "by this command; try again";
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
    if (text.rfind(kCommitUnconfirmed, 0) == 0)
        return "the database server did not confirm the change (" +
               text.substr(std::string(kCommitUnconfirmed).size()) +
               "); check the revision with 'gpu-tco scenario history NAME'";
    std::string trimmed = text;
    while (!trimmed.empty() && trimmed.back() == ' ') trimmed.pop_back();
    const auto endsWith = [&](const char* end) {
        const std::string e(end);
        return trimmed.size() >= e.size() && trimmed.compare(trimmed.size() - e.size(), e.size(), e) == 0;
    };
    if (trimmed.empty() || endsWith(":") || endsWith("()")) // the driver gave no words: most often the server went away
        return "the database server gave no reason (" + text +
               "); the connection may have been lost; nothing was changed by this command; try again";
    return "the database refused the change (" + text + "); nothing was changed";
}

} // namespace gputco::data
