#pragma once
// The schema as one ordered list of migrations (after Mixxx's schema manager).
// Migration N takes a database from user_version N-1 to N; each runs in its own
// transaction together with the user_version bump, so a failure leaves the
// database at the previous version. Never edit a shipped migration: append one.

#include <QSqlDatabase>

#include <vector>

namespace gputco::data {

struct Migration {
    int version;
    const char* description;
    std::vector<const char*> statements;
};

const std::vector<Migration>& migrations();
int latestSchemaVersion();

// Applies the migrations after the database's user_version up to `target`.
// Throws std::runtime_error naming the failing migration; that one is rolled back.
void migrate(QSqlDatabase& db, int target);

} // namespace gputco::data
