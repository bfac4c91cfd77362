#pragma once
// Where a catalog number comes from: a citation with a URL or document and the
// date it was read.

#include <map>
#include <string>
#include <string_view>

namespace gputco {

struct SourceRef {
    std::string key;      // e.g. "GK-H100"
    std::string citation; // human-readable: publisher, title
    std::string url;      // URL, or "repo:path" for a repository file; may be empty for a document
    std::string readOn;   // yyyy-mm-dd
};

// The key given to values a user typed in.
inline constexpr const char* kUserEditSource = "USER";

// The source key of one field of a row: its own entry, else the row's "source".
inline std::string sourceKeyFor(const std::map<std::string, std::string>& sources, std::string_view field) {
    if (auto it = sources.find(std::string(field)); it != sources.end()) return it->second;
    if (auto it = sources.find("source"); it != sources.end()) return it->second;
    return {};
}

} // namespace gputco
