#pragma once
// Shape options for mixtures of experts, MLA and published presets (issue 16):
// --preset, --experts, --active-experts, --shared-experts, --expert-ffn, --moe-every,
// --first-dense-layers, --attention mla --kv-lora-rank R (and the other MLA sizes), --head-dim.

#include "core/training/model_shape.hpp"

#include <QCommandLineParser>

namespace gputco::cli {

void addMoeShapeOptions(QCommandLineParser& parser);
bool moeShapeOptionSet(const QCommandLineParser& parser); // any MoE / MLA / head-dim flag given
// The preset's shape; InputError("--preset", lists the presets) for an unknown name.
ModelShape presetShape(const QCommandLineParser& parser);
// Overrides the MoE / MLA fields the flags give; InputError naming the flag.
void applyMoeShapeOptions(const QCommandLineParser& parser, ModelShape& shape);

} // namespace gputco::cli
