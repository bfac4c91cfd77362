#pragma once
// Where a command's scenario comes from: a JSON file path, or a scenario name in the database.

#include "app/cli/context.hpp"

#include <QJsonObject>

namespace gputco::cli {

// A path that exists is read as a file; otherwise the name is looked up in the database.
// Throws InputError naming the file (with line:column) or listing the scenarios.
QJsonObject loadScenario(Context& ctx, const QString& fileOrName);

} // namespace gputco::cli
