#pragma once
// A scale-out network fabric between servers (InfiniBand, RoCE, TCP Ethernet).

#include "core/catalog/field.hpp"
#include "core/units.hpp"

#include <map>
#include <span>
#include <string>

namespace gputco {

struct Fabric {
    std::string id;   // e.g. "IB-NDR"
    std::string name; // e.g. "InfiniBand NDR 400 Gb/s"
    std::string kind; // "infiniband", "roce" or "ethernet-tcp"
    double portGbps = 0;
    int portsPerNode = 0;
    Time latency = units::seconds(0); // end-to-end small-message latency
    double efficiency = 0;            // achievable share of line rate in NCCL collectives
    bool custom = false;
    bool modified = false;
    std::map<std::string, std::string> sources;

    // Per-node injection bandwidth at the achievable efficiency.
    Bandwidth nodeBandwidth() const { return units::gigabitsPerSecond(portGbps * portsPerNode * efficiency); }
};

std::span<const NumberField<Fabric>> fabricFields();
void validateFabric(const Fabric& f);
bool isKnownFabricKind(std::string_view kind);

} // namespace gputco
