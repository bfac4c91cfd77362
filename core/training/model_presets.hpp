#pragma once
// Published model shapes by name (--preset, scenario "preset"), each with its source:
// the model's config.json or technical report.

#include "core/training/model_shape.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace gputco {

struct ModelPreset {
    std::string name;      // "deepseek-v3"
    std::string published; // the parameter counts as published, e.g. "671B total, 37B active"
    std::string source;    // URL of the config or report
    ModelShape shape;
};

const std::vector<ModelPreset>& modelPresets();
std::string modelPresetNames(); // "deepseek-v3, mixtral-8x7b, ..."
// Throws InputError("preset", ... lists the presets) for an unknown name.
const ModelPreset& modelPreset(std::string_view name);

} // namespace gputco
