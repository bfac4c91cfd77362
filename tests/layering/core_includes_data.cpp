// Must not compile: core/ may not include data/ (tests/CMakeLists.txt, layering probes).
#include "data/database.hpp"
