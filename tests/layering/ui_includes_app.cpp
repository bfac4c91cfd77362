// Must not compile: ui/ may not include app/.
#include "app/cli/cli.hpp"
