// Must not compile: services/ may not include ui/.
#include "ui/main_window.hpp"
