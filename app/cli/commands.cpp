#include "app/cli/commands.hpp"

#include <array>

namespace gputco::cli {

namespace {
const std::array<Command, 1> kCommands{{
    {QStringLiteral("catalog"), QStringLiteral("list, show and edit GPUs, fabrics, storage and prices"), runCatalog},
}};
} // namespace

std::span<const Command> commands() { return kCommands; }

const Command* findCommand(const QString& name) {
    for (const Command& c : kCommands)
        if (c.name == name) return &c;
    return nullptr;
}

} // namespace gputco::cli
