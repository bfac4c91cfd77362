#pragma once
// gpu-tco catalog --table api: the model API prices per million tokens (issue 19).

#include "app/cli/context.hpp"
#include "core/catalog/catalog.hpp"

namespace gputco::cli {

// Prints the table (or JSON); returns the exit code.
int listApiPrices(Context& ctx, const Catalog& c, bool json);

} // namespace gputco::cli
