// Must not compile: data/ may not include services/.
#include "services/scenario_evaluator.hpp"
