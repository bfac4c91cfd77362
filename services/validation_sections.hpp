#pragma once
// The rows behind `gpu-tco validate`'s sections (issue 28, core/training/validation_sections.hpp):
// every training check (services/validation_evidence) with its P10-P90 band from its own envelope,
// the row itself left out of the evidence, and every serving row.

#include "core/training/validation_sections.hpp"

#include <vector>

namespace gputco::services {

std::vector<SectionRow> validationSectionRows();

} // namespace gputco::services
