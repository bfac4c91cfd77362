#pragma once
// The window builds on the application services (services/, no widgets); ui/ uses
// their names unqualified.

namespace gputco::services {}

namespace gputco::ui {
using namespace gputco::services;
} // namespace gputco::ui
