#include "core/catalog/fabric.hpp"

#include "core/catalog/gpu.hpp"

#include <array>

namespace gputco {

namespace {
using F = NumberField<Fabric>;
using Opt = std::optional<double>;

const F kFields[] = {
    F{"port_gbps", "Rate per port", "Gb/s", 0, 10000, true, false, false,
      [](const Fabric& f) -> Opt { return f.portGbps; }, [](Fabric& f, Opt v) { f.portGbps = v.value_or(0); }},
    F{"ports_per_node", "Ports per 8-GPU node", "ports", 1, 64, false, false, true,
      [](const Fabric& f) -> Opt { return f.portsPerNode; },
      [](Fabric& f, Opt v) { f.portsPerNode = static_cast<int>(v.value_or(0)); }},
    F{"latency_us", "Small-message latency", "us", 0, 10000, true, false, false,
      [](const Fabric& f) -> Opt { return units::inSeconds(f.latency) * 1e6; },
      [](Fabric& f, Opt v) { f.latency = units::seconds(v.value_or(0) * 1e-6); }},
    F{"efficiency", "Achievable share of line rate", "", 0, 1, true, false, false,
      [](const Fabric& f) -> Opt { return f.efficiency; }, [](Fabric& f, Opt v) { f.efficiency = v.value_or(0); }},
};
} // namespace

std::span<const NumberField<Fabric>> fabricFields() { return kFields; }

bool isKnownFabricKind(std::string_view kind) {
    return kind == "infiniband" || kind == "roce" || kind == "ethernet-tcp";
}

void validateFabric(const Fabric& f) {
    if (!isValidCatalogId(f.id)) throw InputError("id", "'" + f.id + "' is not a valid id");
    if (f.name.empty()) throw InputError("name", "a name is required");
    if (!isKnownFabricKind(f.kind))
        throw InputError("kind", "'" + f.kind + "' is not one of infiniband, roce, ethernet-tcp");
    checkRow<Fabric>(fabricFields(), f);
}

} // namespace gputco
